package org.hexbench.ui.scenario.internal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import org.eclipse.core.resources.IFile;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.IWizardPage;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.dialogs.WizardNewFileCreationPage;
import org.eclipse.ui.ide.IDE;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.template.ScenarioTemplate;
import org.hexbench.ui.scenario.ScenarioEditor;

/**
 * File &gt; New &gt; Hexbench &gt; Scenario: asks for the file, then the map geometry, size, factions and
 * starter classes ({@link ScenarioSettingsPage}), writes the scenario built by {@link ScenarioTemplate} (which
 * validates without errors) and opens it in the {@link ScenarioEditor}.
 */
public final class NewScenarioWizard extends Wizard implements INewWizard {

    private IWorkbench workbench;
    private IStructuredSelection selection;
    private FilePage filePage;
    private ScenarioSettingsPage settingsPage;

    /** Creates the wizard. */
    public NewScenarioWizard() {
        setWindowTitle("New Scenario");
        setNeedsProgressMonitor(false);
    }

    /** Remembers the workbench and the selection (the suggested folder). */
    @Override
    public void init(IWorkbench newWorkbench, IStructuredSelection newSelection) {
        this.workbench = newWorkbench;
        this.selection = newSelection;
    }

    @Override
    public void addPages() {
        filePage = new FilePage(selection);
        settingsPage = new ScenarioSettingsPage();
        addPage(filePage);
        addPage(settingsPage);
    }

    /** @return the settings page when leaving the file page, with the title taken from the file name */
    @Override
    public IWizardPage getNextPage(IWizardPage page) {
        if (page == filePage) {
            settingsPage.title(titleOf(filePage.getFileName()));
        }
        return super.getNextPage(page);
    }

    /** Writes the scenario and opens it; returns {@code false} (the wizard stays open) if that fails. */
    @Override
    public boolean performFinish() {
        settingsPage.title(titleOf(filePage.getFileName()));
        String problem = ScenarioTemplate.problem(settingsPage.settings());
        if (problem != null) {
            settingsPage.setErrorMessage(problem);
            return false;
        }
        IFile file = filePage.createNewFile();
        if (file == null) {
            return false;
        }
        try {
            IDE.openEditor(workbench.getActiveWorkbenchWindow().getActivePage(), file, ScenarioEditor.ID);
        } catch (PartInitException e) {
            filePage.setErrorMessage("The scenario was written but cannot be opened: " + e.getMessage());
        }
        return true;
    }

    private static String titleOf(String fileName) {
        String base = fileName == null ? "" : fileName.replaceFirst("\\.hexscenario$", "").replace('-', ' ')
                .replace('_', ' ').trim();
        return base.isEmpty() ? "New Scenario" : Character.toUpperCase(base.charAt(0)) + base.substring(1);
    }

    /** The file page, whose initial contents are the serialised scenario. */
    private final class FilePage extends WizardNewFileCreationPage {

        FilePage(IStructuredSelection selection) {
            super("file", selection);
            setTitle("Scenario File");
            setDescription("Choose the folder and the name of the new scenario file.");
            setFileExtension(ScenarioResources.EXTENSION);
            setFileName("scenario." + ScenarioResources.EXTENSION);
        }

        @Override
        protected InputStream getInitialContents() {
            Resource resource = ScenarioResources.newResourceSet().createResource(
                    URI.createPlatformResourceURI(getContainerFullPath().append(getFileName()).toString(), true));
            resource.getContents().add(ScenarioTemplate.build(settingsPage.settings()));
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try {
                resource.save(bytes, Map.of());
            } catch (IOException e) {
                throw new IllegalStateException("cannot serialise the new scenario: " + e.getMessage(), e);
            }
            return new ByteArrayInputStream(bytes.toByteArray());
        }
    }
}
