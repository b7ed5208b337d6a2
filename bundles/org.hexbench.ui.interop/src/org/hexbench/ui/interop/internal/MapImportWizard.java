package org.hexbench.ui.interop.internal;

import java.io.IOException;
import java.nio.file.Path;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.IImportWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.WorkbenchException;
import org.hexbench.interop.Imported;
import org.hexbench.interop.OutputFile;

/**
 * An import wizard that creates a {@code .hexscenario} in a workspace folder from a map file of another tool: one
 * page ({@link MapImportPage}) that reads the chosen file at once and shows what the import will leave out, then
 * Finish writes the scenario (atomically) and opens it in the scenario editor.
 */
abstract class MapImportWizard extends Wizard implements IImportWizard {

    private IWorkbench workbench;
    private IStructuredSelection selection;
    private MapImportPage page;

    /**
     * Creates the wizard.
     *
     * @param title the window title
     */
    MapImportWizard(String title) {
        setWindowTitle(title);
        setNeedsProgressMonitor(false);
    }

    /**
     * Reads a map file of the wizard's format.
     *
     * @param file the file
     * @return the scenario and warnings
     * @throws IOException with file and line when the file cannot be imported
     */
    abstract Imported read(Path file) throws IOException;

    /** @return the file name patterns of the file dialog, e.g. {@code *.tmx;*.tmj} */
    abstract String[] filterExtensions();

    /** @return what the page says about the format */
    abstract String description();

    @Override
    public void init(IWorkbench newWorkbench, IStructuredSelection newSelection) {
        this.workbench = newWorkbench;
        this.selection = newSelection;
    }

    @Override
    public void addPages() {
        page = new MapImportPage(this, selection);
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        Imported imported = page.imported();
        IContainer folder = page.folder();
        if (imported == null || folder == null) {
            return false;
        }
        IFile file = folder.getFile(new org.eclipse.core.runtime.Path(page.fileName()));
        try {
            OutputFile.writeScenario(imported.scenario(), Path.of(file.getLocation().toOSString()));
            folder.refreshLocal(IResource.DEPTH_ONE, null);
        } catch (IOException | CoreException e) {
            page.setErrorMessage("The scenario cannot be written: " + e.getMessage());
            return false;
        }
        try {
            ImportedScenario.open(workbench, file);
        } catch (WorkbenchException e) {
            page.setErrorMessage("The scenario was written but cannot be opened: " + e.getMessage());
        }
        return true;
    }
}
