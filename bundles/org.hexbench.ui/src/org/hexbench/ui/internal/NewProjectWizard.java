package org.hexbench.ui.internal;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.net.URI;
import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.List;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.dialogs.WizardNewProjectCreationPage;
import org.eclipse.ui.ide.IDE;

/**
 * File › New › Hexbench Project (also in the New wizard's Hexbench category): asks for the project's name and
 * place, then for a {@link ProjectTemplate}, and creates the project with the template's scenario and the rule
 * file bound to it, named after the project; opens the scenario.
 */
public final class NewProjectWizard extends Wizard implements INewWizard {

    /** The wizard id in the New wizards' registry. */
    public static final String ID = "org.hexbench.ui.newProject";

    private IWorkbench workbench;
    private WizardNewProjectCreationPage projectPage;
    private TemplatePage templatePage;

    /** Creates the wizard. */
    public NewProjectWizard() {
        setWindowTitle("New Hexbench Project");
        setNeedsProgressMonitor(true);
    }

    /** Remembers the workbench; the selection plays no part. */
    @Override
    public void init(IWorkbench newWorkbench, IStructuredSelection selection) {
        this.workbench = newWorkbench;
    }

    @Override
    public void addPages() {
        projectPage = new WizardNewProjectCreationPage("project");
        projectPage.setTitle("Hexbench Project");
        projectPage.setDescription("Name the project: its scenario and rule file take the same name.");
        templatePage = new TemplatePage();
        addPage(projectPage);
        addPage(templatePage);
    }

    /** Creates the project and its files; returns {@code false} (the wizard stays open) if that fails. */
    @Override
    public boolean performFinish() {
        IProject project = projectPage.getProjectHandle();
        URI location = projectPage.useDefaults() ? null : projectPage.getLocationURI();
        ProjectTemplate template = templatePage.template();
        String base = baseName(project.getName());
        try {
            getContainer().run(true, false, monitor -> {
                try {
                    IProjectDescription description = ResourcesPlugin.getWorkspace()
                            .newProjectDescription(project.getName());
                    description.setLocationURI(location);
                    project.create(description, monitor);
                    project.open(monitor);
                    template.write(Path.of(project.getLocation().toOSString()), base, titleOf(project.getName()));
                    project.refreshLocal(IResource.DEPTH_INFINITE, monitor);
                } catch (CoreException | IOException e) {
                    throw new InvocationTargetException(e);
                }
            });
        } catch (InvocationTargetException e) {
            MessageDialog.openError(getShell(), "Cannot create " + project.getName(),
                    String.valueOf(e.getCause().getMessage()));
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        IFile scenario = project.getFile(base + ".hexscenario");
        try {
            IDE.openEditor(workbench.getActiveWorkbenchWindow().getActivePage(), scenario, true);
        } catch (PartInitException e) {
            MessageDialog.openError(getShell(), "Cannot open " + scenario.getFullPath(), e.getMessage());
        }
        return true;
    }

    /**
     * The file name of the project's scenario and rule file, without extension: the project name with every run
     * of characters other than letters, digits, '.', '_' and '-' replaced by '-'.
     *
     * @param projectName a project name
     * @return the base name
     */
    public static String baseName(String projectName) {
        String base = projectName.trim().replaceAll("[^A-Za-z0-9._-]+", "-");
        return base.isEmpty() ? "scenario" : base;
    }

    private static String titleOf(String projectName) {
        String title = projectName.replace('-', ' ').replace('_', ' ').trim();
        return title.isEmpty() ? "New Scenario" : title.substring(0, 1).toUpperCase(Locale.ROOT) + title.substring(1);
    }

    /** The second page: the list of templates and the chosen one's description. */
    private static final class TemplatePage extends WizardPage {

        private List list;
        private ProjectTemplate chosen = ProjectTemplate.HEXKIT;

        TemplatePage() {
            super("template");
            setTitle("Template");
            setDescription("Choose what the new project's scenario and rule file start from.");
        }

        @Override
        public void createControl(Composite parent) {
            Composite page = new Composite(parent, SWT.NONE);
            page.setLayout(new GridLayout(1, false));
            list = new List(page, SWT.BORDER | SWT.SINGLE);
            list.setData("org.hexbench.id", "newProject.templates");
            list.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
            for (ProjectTemplate template : ProjectTemplate.values()) {
                list.add(template.label());
            }
            Label description = new Label(page, SWT.WRAP);
            description.setData("org.hexbench.id", "newProject.description");
            GridData wide = new GridData(SWT.FILL, SWT.TOP, true, false);
            wide.widthHint = 460;
            description.setLayoutData(wide);
            list.addListener(SWT.Selection, e -> {
                if (list.getSelectionIndex() >= 0) {
                    chosen = ProjectTemplate.values()[list.getSelectionIndex()];
                }
                description.setText(chosen.description());
                page.layout(true, true);
            });
            list.select(chosen.ordinal());
            description.setText(chosen.description());
            setControl(page);
        }

        ProjectTemplate template() {
            return chosen;
        }
    }
}
