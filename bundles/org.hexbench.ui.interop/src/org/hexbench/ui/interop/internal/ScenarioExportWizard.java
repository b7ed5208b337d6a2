package org.hexbench.ui.interop.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.IExportWizard;
import org.eclipse.ui.IWorkbench;
import org.hexbench.interop.InteropException;
import org.hexbench.scenario.Scenario;

/**
 * An export wizard that writes a saved {@code .hexscenario}'s map to a file of another format: one page
 * ({@link ScenarioExportPage}) with the scenario (the selected one first), the target file and the format. Finish
 * writes the file atomically; a map that cannot be written leaves the wizard open with the reason and writes nothing.
 * A target inside the workspace is refreshed so that it shows.
 */
abstract class ScenarioExportWizard extends Wizard implements IExportWizard {

    /**
     * A format the wizard writes.
     *
     * @param label the radio button's text
     * @param extension the file extension, without a dot
     */
    record Format(String label, String extension) {
    }

    private IStructuredSelection selection;
    private ScenarioExportPage page;

    /**
     * Creates the wizard.
     *
     * @param title the window title
     */
    ScenarioExportWizard(String title) {
        setWindowTitle(title);
        setNeedsProgressMonitor(false);
    }

    /** @return the formats, the default first */
    abstract List<Format> formats();

    /** @return what the page says about the export */
    abstract String description();

    /**
     * Tells what an export of a scenario would leave out.
     *
     * @param scenario the scenario
     * @return notes, empty when nothing is left out
     * @throws InteropException when the scenario cannot be exported at all
     */
    abstract List<String> notes(Scenario scenario) throws InteropException;

    /**
     * Writes the file.
     *
     * @param scenario the scenario
     * @param target the file
     * @param format the chosen format
     * @throws IOException when it cannot be written (nothing is)
     */
    abstract void write(Scenario scenario, Path target, Format format) throws IOException;

    @Override
    public void init(IWorkbench workbench, IStructuredSelection newSelection) {
        this.selection = newSelection;
    }

    @Override
    public void addPages() {
        page = new ScenarioExportPage(this, selection);
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        Scenario scenario = page.scenario();
        Path target = page.target();
        if (scenario == null || target == null) {
            return false;
        }
        try {
            write(scenario, target, page.format());
        } catch (IOException | RuntimeException e) {
            page.setErrorMessage("Nothing was written: " + e.getMessage());
            return false;
        }
        for (IFile file : ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(target.toUri())) {
            try {
                file.refreshLocal(IResource.DEPTH_ZERO, null);
            } catch (CoreException e) {
                // the file is written; the workspace notices it at its next refresh
            }
        }
        return true;
    }
}
