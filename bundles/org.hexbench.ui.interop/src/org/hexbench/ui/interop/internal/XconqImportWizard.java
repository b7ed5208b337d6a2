package org.hexbench.ui.interop.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.IImportWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.WorkbenchException;
import org.hexbench.xconq.importer.XconqImport;
import org.hexbench.xconq.importer.XconqProject;

/**
 * An import wizard that makes a Hexbench project from Xconq files, as {@code hexbench import} does: one page
 * ({@link XconqImportPage}) that reads the chosen file with its library folders and previews the title, sides, map
 * and every warning, or shows the errors (file, line, column) and keeps Finish disabled; Finish writes the project
 * folder into the workspace (atomically, validated, by {@link XconqProject#write}), adds the project and opens its
 * scenario in the scenario editor.
 */
abstract class XconqImportWizard extends Wizard implements IImportWizard {

    /** How a wizard reads its format: file, library folders (empty: the file's folder), seed. */
    @FunctionalInterface
    interface Reader {
        /**
         * @param file the file
         * @param library the library folders
         * @param seed the seed of what the import draws at random
         * @return the result, with its diagnostics; never throws for bad input
         */
        XconqImport.Result read(Path file, List<Path> library, long seed);
    }

    private final Reader reader;
    private final String[] extensions;
    private final String description;
    private final String fileLabel;
    private IWorkbench workbench;
    private XconqImportPage page;

    /**
     * Creates the wizard.
     *
     * @param title the window title
     * @param fileLabel the label of the file field
     * @param extensions the file name patterns of the file dialog
     * @param description what the page says about the format
     * @param reader how the format is read
     */
    XconqImportWizard(String title, String fileLabel, String[] extensions, String description, Reader reader) {
        setWindowTitle(title);
        setNeedsProgressMonitor(false);
        this.fileLabel = fileLabel;
        this.extensions = extensions.clone();
        this.description = description;
        this.reader = reader;
    }

    /**
     * Imports a file of the wizard's format.
     *
     * @param file the file
     * @param library the library folders; empty for the file's folder
     * @param seed the seed of what the import draws at random
     * @return the result, with its diagnostics
     */
    XconqImport.Result read(Path file, List<Path> library, long seed) {
        return reader.read(file, library, seed);
    }

    /** @return the file name patterns of the file dialog */
    String[] filterExtensions() {
        return extensions.clone();
    }

    /** @return what the page says about the format */
    String description() {
        return description;
    }

    /** @return the label of the file field */
    String fileLabel() {
        return fileLabel;
    }

    @Override
    public void init(IWorkbench newWorkbench, IStructuredSelection selection) {
        this.workbench = newWorkbench;
    }

    @Override
    public void addPages() {
        page = new XconqImportPage(this);
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        XconqImport.Result result = page.result();
        String name = page.projectName();
        if (result == null || result.failed() || page.projectProblem() != null) {
            return false;
        }
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        IProject project = workspace.getRoot().getProject(name);
        Path location = workspace.getRoot().getLocation().toPath().resolve(name);
        IFile scenario;
        try {
            Path written = XconqProject.write(result, location);
            IProjectDescription description = workspace.loadProjectDescription(
                    new org.eclipse.core.runtime.Path(location.resolve(".project").toString()));
            description.setLocation(null);
            project.create(description, null);
            project.open(null);
            scenario = project.getFile(written.getFileName().toString());
        } catch (IOException | CoreException e) {
            page.setErrorMessage("The project cannot be written: " + e.getMessage());
            return false;
        }
        try {
            ImportedScenario.open(workbench, scenario);
        } catch (WorkbenchException e) {
            page.setErrorMessage("The project was written but its scenario cannot be opened: " + e.getMessage());
        }
        return true;
    }
}
