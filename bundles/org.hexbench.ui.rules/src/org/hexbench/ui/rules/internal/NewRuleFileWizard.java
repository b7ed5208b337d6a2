package org.hexbench.ui.rules.internal;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.eclipse.xtext.IGrammarAccess;
import org.hexbench.rules.ide.template.RuleFileTemplate;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * File &gt; New &gt; Hexbench &gt; Rule File: creates a {@code .hbrules} file bound to a scenario of the
 * workspace, with a skeleton that validates without errors, and opens it in the rule editor.
 */
public final class NewRuleFileWizard extends Wizard implements INewWizard {

    private IWorkbench workbench;
    private NewRuleFilePage page;

    /** Creates the wizard; the workbench does this from the new-wizard extension. */
    public NewRuleFileWizard() {
        setWindowTitle("New Rule File");
        setNeedsProgressMonitor(false);
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        this.workbench = workbench;
        IResource selected = selection == null ? null : org.eclipse.core.runtime.Adapters.adapt(selection.getFirstElement(), IResource.class);
        page = new NewRuleFilePage(selected, scenarios());
    }

    @Override
    public void addPages() {
        addPage(page);
    }

    private static List<IFile> scenarios() {
        List<IFile> files = new ArrayList<>();
        try {
            ResourcesPlugin.getWorkspace().getRoot().accept(resource -> {
                if (resource instanceof IFile file && "hexscenario".equals(file.getFileExtension())) {
                    files.add(file);
                }
                return resource.getType() != IResource.FILE && (resource.getType() != IResource.PROJECT || resource.isAccessible());
            });
        } catch (CoreException e) {
            ILog.of(NewRuleFileWizard.class).log(e.getStatus());
        }
        return files;
    }

    @Override
    public boolean performFinish() {
        IContainer folder = page.folder();
        IFile scenarioFile = page.scenario();
        IFile file = folder.getFile(new org.eclipse.core.runtime.Path(page.fileName()));
        try {
            Scenario scenario = ScenarioResources.load(scenarioFile.getLocation().toPath());
            String title = scenario.getMaster() == null ? null : scenario.getMaster().getTitle();
            String text = RuleFileTemplate.text(file.getLocation().toPath(), scenarioFile.getLocation().toPath(), title,
                    scenario.getEntities() == null ? List.of() : List.copyOf(scenario.getEntities().getUnits()),
                    RuleLanguage.get(IGrammarAccess.class));
            file.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
            file.setCharset(StandardCharsets.UTF_8.name(), null);
        } catch (IOException | RuntimeException e) {
            MessageDialog.openError(getShell(), "New Rule File", "Cannot read the scenario " + scenarioFile.getFullPath() + ": " + e.getMessage());
            return false;
        } catch (CoreException e) {
            MessageDialog.openError(getShell(), "New Rule File", "Cannot create " + file.getFullPath() + ": " + e.getMessage());
            return false;
        }
        IWorkbenchPage active = workbench.getActiveWorkbenchWindow() == null ? null : workbench.getActiveWorkbenchWindow().getActivePage();
        if (active != null) {
            try {
                IDE.openEditor(active, file, org.hexbench.ui.rules.RuleEditor.ID);
            } catch (PartInitException e) {
                ILog.of(getClass()).log(e.getStatus());
            }
        }
        return true;
    }
}
