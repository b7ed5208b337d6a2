package org.hexbench.ui.interop.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.hexbench.interop.InteropException;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.ui.interop.internal.ScenarioExportWizard.Format;

/**
 * The page of a {@link ScenarioExportWizard}: the scenario (every {@code .hexscenario} of the workspace; the
 * selected one first), the format, and the target file (beside the scenario, named after it, until the user chooses
 * another). The scenario is read from its saved file when chosen: one that does not load, or whose map the format
 * cannot hold, shows why and disables Finish; what the export would leave out shows as a warning.
 */
final class ScenarioExportPage extends WizardPage {

    private final ScenarioExportWizard wizard;
    private final IStructuredSelection selection;
    private final List<IFile> scenarios = new ArrayList<>();
    private final List<Button> formatButtons = new ArrayList<>();
    private Combo scenarioCombo;
    private Text target;
    private Scenario scenario;
    private String problem;
    private List<String> notes = List.of();
    private boolean targetChosen;

    ScenarioExportPage(ScenarioExportWizard wizard, IStructuredSelection selection) {
        super("export");
        this.wizard = wizard;
        this.selection = selection;
        setTitle(wizard.getWindowTitle());
        setDescription(wizard.description());
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(3, false));
        new Label(page, SWT.NONE).setText("Scenario:");
        scenarioCombo = new Combo(page, SWT.READ_ONLY | SWT.DROP_DOWN);
        scenarioCombo.setData(WizardFields.ID_KEY, "export.scenario");
        scenarioCombo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        new Label(page, SWT.NONE).setText("Format:");
        Composite formats = new Composite(page, SWT.NONE);
        formats.setLayout(new GridLayout(wizard.formats().size(), false));
        formats.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        for (Format format : wizard.formats()) {
            Button radio = new Button(formats, SWT.RADIO);
            radio.setText(format.label());
            radio.setData(WizardFields.ID_KEY, "export.format." + format.extension());
            radio.addListener(SWT.Selection, e -> {
                if (radio.getSelection()) {
                    replaceExtension();
                    update();
                }
            });
            formatButtons.add(radio);
        }
        formatButtons.get(0).setSelection(true);
        target = WizardFields.text(page, "To file:", "export.target", false);
        WizardFields.browse(page, "export.targetBrowse", this::browseTarget);
        Label note = new Label(page, SWT.WRAP);
        note.setText("The scenario's saved file is exported; save open editors first to include their changes.");
        note.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));

        collectScenarios();
        IFile selected = selectedScenario();
        for (IFile file : scenarios) {
            scenarioCombo.add(file.getFullPath().toString());
        }
        int index = selected == null ? 0 : scenarios.indexOf(selected);
        if (!scenarios.isEmpty()) {
            scenarioCombo.select(Math.max(0, index));
        }
        scenarioCombo.addListener(SWT.Selection, e -> {
            readScenario();
            update();
        });
        target.addModifyListener(e -> {
            if (target.isFocusControl()) {
                targetChosen = true;
            }
            update();
        });
        readScenario();
        setControl(page);
        update();
    }

    private void collectScenarios() {
        try {
            ResourcesPlugin.getWorkspace().getRoot().accept(resource -> {
                if (resource instanceof IFile file && ScenarioResources.EXTENSION.equals(file.getFileExtension())) {
                    scenarios.add(file);
                }
                return !(resource instanceof IFile) && (resource.getType() == IResource.ROOT
                        || resource.isAccessible() && !resource.getName().startsWith("."));
            });
        } catch (CoreException e) {
            setErrorMessage("The workspace cannot be searched for scenarios: " + e.getMessage());
        }
        scenarios.sort((a, b) -> a.getFullPath().toString().compareTo(b.getFullPath().toString()));
    }

    private IFile selectedScenario() {
        Object first = selection == null ? null : selection.getFirstElement();
        IResource resource = first instanceof IAdaptable a ? a.getAdapter(IResource.class) : null;
        return resource instanceof IFile file && scenarios.contains(file) ? file : null;
    }

    private void browseTarget() {
        FileDialog dialog = new FileDialog(getShell(), SWT.SAVE);
        dialog.setFilterExtensions(new String[] {"*." + format().extension(), "*.*"});
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen != null) {
            targetChosen = true;
            target.setText(chosen);
        }
    }

    private IFile chosenFile() {
        int index = scenarioCombo.getSelectionIndex();
        return index < 0 ? null : scenarios.get(index);
    }

    private void readScenario() {
        scenario = null;
        problem = null;
        notes = List.of();
        IFile file = chosenFile();
        if (file == null) {
            problem = "There is no .hexscenario file in the workspace to export.";
            return;
        }
        Path location = Path.of(file.getLocation().toOSString());
        try {
            scenario = ScenarioResources.load(location);
            notes = wizard.notes(scenario);
        } catch (InteropException e) {
            problem = file.getName() + ": " + e.detail();
        } catch (IOException | RuntimeException e) {
            scenario = null;
            problem = file.getName() + " does not load: " + e.getMessage();
        }
        if (!targetChosen) {
            String base = location.getFileName().toString().replaceFirst("\\.hexscenario$", "");
            target.setText(location.resolveSibling(base + "." + format().extension()).toString());
        }
    }

    private void replaceExtension() {
        String text = target.getText().trim();
        int dot = text.lastIndexOf('.');
        if (dot > Math.max(text.lastIndexOf('/'), text.lastIndexOf('\\'))) {
            target.setText(text.substring(0, dot) + "." + format().extension());
        } else if (!text.isEmpty()) {
            target.setText(text + "." + format().extension());
        }
    }

    private void update() {
        if (target == null) {
            return;
        }
        String error = problem;
        if (error == null && target.getText().isBlank()) {
            error = "Choose the file to write.";
        }
        if (error == null && !target.getText().trim().endsWith("." + format().extension())) {
            error = "The file name must end in ." + format().extension() + " for " + format().label() + ".";
        }
        if (error == null && target() != null && Files.isDirectory(target())) {
            error = target() + " is a folder.";
        }
        setErrorMessage(error);
        if (error == null && !notes.isEmpty()) {
            setMessage(String.join("; ", notes), IMessageProvider.WARNING);
        } else if (error == null && target() != null && Files.exists(target())) {
            setMessage(target().getFileName() + " exists and will be replaced.", IMessageProvider.WARNING);
        } else {
            setMessage(null);
        }
        setPageComplete(error == null);
    }

    /** @return the chosen scenario as saved, or {@code null} */
    Scenario scenario() {
        return scenario;
    }

    /** @return the target file, or {@code null} */
    Path target() {
        String text = target.getText().trim();
        return text.isEmpty() ? null : Path.of(text).toAbsolutePath();
    }

    /** @return the chosen format */
    Format format() {
        for (int i = 0; i < formatButtons.size(); i++) {
            if (formatButtons.get(i).getSelection()) {
                return wizard.formats().get(i);
            }
        }
        return wizard.formats().get(0);
    }
}
