package org.hexbench.ui.interop.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.dialogs.ContainerSelectionDialog;
import org.hexbench.interop.ImportWarning;
import org.hexbench.interop.Imported;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * The page of a {@link MapImportWizard}: the map file, the workspace folder and the scenario's file name (suggested
 * from the map's). The map is read as soon as it is chosen: a file that cannot be imported shows its message (file
 * and line) and Finish stays disabled; what the import leaves out or approximates is listed below.
 */
final class MapImportPage extends WizardPage {

    private final MapImportWizard wizard;
    private final IStructuredSelection selection;
    private Text source;
    private Text folder;
    private Text name;
    private Text warnings;
    private Imported imported;
    private Path importedFile;
    private String readProblem;
    private boolean nameEdited;

    MapImportPage(MapImportWizard wizard, IStructuredSelection selection) {
        super("map");
        this.wizard = wizard;
        this.selection = selection;
        setTitle(wizard.getWindowTitle());
        setDescription(wizard.description());
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(3, false));
        source = WizardFields.sourceFile(page, "Map file:", wizard.filterExtensions());
        folder = WizardFields.text(page, "Into folder:", "import.folder", false);
        WizardFields.browse(page, "import.folderBrowse", this::browseFolder);
        name = WizardFields.text(page, "Scenario file:", "import.name", true);
        Label label = new Label(page, SWT.NONE);
        label.setText("Left out or approximated:");
        label.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        warnings = new Text(page, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.WRAP);
        warnings.setData(WizardFields.ID_KEY, "import.warnings");
        GridData area = new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1);
        area.heightHint = 120;
        area.widthHint = 520;
        warnings.setLayoutData(area);
        folder.setText(initialFolder());
        source.addModifyListener(e -> {
            readSource();
            update();
        });
        folder.addModifyListener(e -> update());
        name.addModifyListener(e -> {
            nameEdited = name.isFocusControl();
            update();
        });
        setControl(page);
        update();
    }

    private String initialFolder() {
        Object first = selection == null ? null : selection.getFirstElement();
        IResource resource = first instanceof IAdaptable a ? a.getAdapter(IResource.class) : null;
        if (resource instanceof IFile file) {
            resource = file.getParent();
        }
        return resource instanceof IContainer c && c.getType() != IResource.ROOT ? c.getFullPath().toString() : "";
    }

    private void browseFolder() {
        ContainerSelectionDialog dialog = new ContainerSelectionDialog(getShell(), folder(), false,
                "Choose the folder of the new scenario:");
        if (dialog.open() == ContainerSelectionDialog.OK && dialog.getResult().length > 0) {
            folder.setText(dialog.getResult()[0].toString());
        }
    }

    private void readSource() {
        imported = null;
        readProblem = null;
        importedFile = null;
        String text = source.getText().trim();
        if (text.isEmpty()) {
            return;
        }
        Path file = Path.of(text);
        if (!Files.isRegularFile(file)) {
            readProblem = "The map file " + text + " does not exist.";
            return;
        }
        try {
            imported = wizard.read(file);
            importedFile = file;
        } catch (IOException e) {
            readProblem = e.getMessage();
        } catch (RuntimeException e) {
            readProblem = file.getFileName() + ": cannot be imported: " + e;
        }
        if (!nameEdited) {
            String base = file.getFileName().toString();
            int dot = base.lastIndexOf('.');
            name.setText((dot > 0 ? base.substring(0, dot) : base) + "." + ScenarioResources.EXTENSION);
        }
    }

    private void update() {
        if (warnings == null) {
            return;
        }
        StringBuilder list = new StringBuilder();
        if (imported != null) {
            for (ImportWarning warning : imported.warnings()) {
                list.append(warning).append('\n');
            }
        }
        warnings.setText(list.toString());
        String problem = problem();
        setErrorMessage(problem);
        if (problem == null && imported != null && !imported.warnings().isEmpty()) {
            setMessage(importedFile.getFileName() + " imports with " + imported.warnings().size()
                    + " warning(s), listed below.", IMessageProvider.WARNING);
        } else {
            setMessage(null);
        }
        setPageComplete(problem == null);
    }

    private String problem() {
        if (source.getText().isBlank()) {
            return "Choose the map file to import.";
        }
        if (readProblem != null) {
            return readProblem;
        }
        if (folder() == null) {
            return "Choose an existing project or folder of the workspace.";
        }
        String file = fileName();
        if (!file.endsWith("." + ScenarioResources.EXTENSION) || file.contains("/") || file.contains("\\")
                || file.length() <= ScenarioResources.EXTENSION.length() + 1) {
            return "The scenario file name must end in ." + ScenarioResources.EXTENSION + " and name no folder.";
        }
        if (folder().getFile(new org.eclipse.core.runtime.Path(file)).exists()) {
            return file + " already exists in " + folder().getFullPath() + "; choose another name.";
        }
        return null;
    }

    /** @return the scenario read from the chosen map, or {@code null} */
    Imported imported() {
        return imported;
    }

    /** @return the chosen workspace folder, or {@code null} when it does not exist */
    IContainer folder() {
        String text = folder == null ? "" : folder.getText().trim();
        if (text.isEmpty()) {
            return null;
        }
        IResource resource = ResourcesPlugin.getWorkspace().getRoot().findMember(text);
        return resource instanceof IContainer c && c.getType() != IResource.ROOT && c.isAccessible() ? c : null;
    }

    /** @return the scenario's file name */
    String fileName() {
        return name.getText().trim();
    }
}
