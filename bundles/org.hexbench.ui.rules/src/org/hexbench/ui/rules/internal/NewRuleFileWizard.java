package org.hexbench.ui.rules.internal;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.eclipse.xtext.IGrammarAccess;
import org.hexbench.rules.ide.template.RuleFileTemplate;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * File &gt; New &gt; Hexbench &gt; Rule File: creates a {@code .hbrules} file for a scenario of the workspace, with
 * a skeleton that validates without errors, makes it the scenario's rule file (the master's {@code ruleFile}, which
 * Play binds) and opens it in the rule editor.
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
        page = new NewRuleFilePage(context(workbench, selection), scenarios());
    }

    @Override
    public void addPages() {
        addPage(page);
    }

    /**
     * @return the resource the author is working on: the selected one, else the file of the active editor (File &gt;
     *         New passes a text editor's selection, which names no resource, and a form editor's, which names model
     *         elements), else {@code null}
     */
    private static IResource context(IWorkbench workbench, IStructuredSelection selection) {
        IResource selected = selection == null || selection.isEmpty() ? null
                : Adapters.adapt(selection.getFirstElement(), IResource.class);
        if (selected != null) {
            return selected;
        }
        IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
        IWorkbenchPage page = window == null ? null : window.getActivePage();
        IEditorPart editor = page == null ? null : page.getActiveEditor();
        return editor == null ? null : Adapters.adapt(editor.getEditorInput(), IFile.class);
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
        Path scenarioPath = scenarioFile.getLocation().toPath();
        try {
            Scenario scenario = ScenarioResources.load(scenarioPath);
            String title = scenario.getMaster() == null ? null : scenario.getMaster().getTitle();
            String text = RuleFileTemplate.text(file.getLocation().toPath(), scenarioPath, title,
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
        try {
            RuleFileTemplate.bind(scenarioPath, file.getLocation().toPath());
            scenarioFile.refreshLocal(IResource.DEPTH_ZERO, null);
        } catch (IOException | RuntimeException e) {
            MessageDialog.openError(getShell(), "New Rule File", "Created " + file.getFullPath() + ", but could not make it the rule file of "
                    + scenarioFile.getFullPath() + ": " + e.getMessage());
        } catch (CoreException e) {
            ILog.of(getClass()).log(e.getStatus());
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
