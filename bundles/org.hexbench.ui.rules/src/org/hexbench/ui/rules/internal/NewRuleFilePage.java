package org.hexbench.ui.rules.internal;

import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Path;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/**
 * The page of the New Rule File wizard: the folder, the file name and the scenario the rules are for (every
 * {@code .hexscenario} of the workspace; the one beside the selection first).
 */
final class NewRuleFilePage extends WizardPage {

    /** The widget data key under which widgets carry ids for tests (the test driver's convention). */
    private static final String ID_KEY = "org.hexbench.id";

    private final List<IFile> scenarios;
    private final IResource selected;
    private Text folderText;
    private Text nameText;
    private Combo scenarioCombo;

    NewRuleFilePage(IResource selected, List<IFile> scenarios) {
        super("ruleFile");
        this.selected = selected;
        this.scenarios = scenarios;
        setTitle("Rule File");
        setDescription("Create a rule file (.hbrules) for a scenario of the workspace.");
    }

    @Override
    public void createControl(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        body.setLayout(new GridLayout(2, false));
        new Label(body, SWT.NONE).setText("&Folder:");
        folderText = new Text(body, SWT.BORDER);
        new Label(body, SWT.NONE).setText("File &name:");
        nameText = new Text(body, SWT.BORDER);
        new Label(body, SWT.NONE).setText("&Scenario:");
        scenarioCombo = new Combo(body, SWT.READ_ONLY);
        GridDataFactory fill = GridDataFactory.fillDefaults().grab(true, false);
        fill.applyTo(folderText);
        fill.applyTo(nameText);
        fill.applyTo(scenarioCombo);
        folderText.setData(ID_KEY, "newRuleFile.folder");
        nameText.setData(ID_KEY, "newRuleFile.name");
        scenarioCombo.setData(ID_KEY, "newRuleFile.scenario");

        IContainer container = selected instanceof IContainer c ? c : selected != null ? selected.getParent() : null;
        int preferred = 0;
        for (int i = 0; i < scenarios.size(); i++) {
            IFile scenario = scenarios.get(i);
            scenarioCombo.add(scenario.getFullPath().toString());
            if (container != null && scenario.getParent().equals(container)) {
                preferred = i;
            }
        }
        if (!scenarios.isEmpty()) {
            scenarioCombo.select(preferred);
            if (container == null) {
                container = scenarios.get(preferred).getParent();
            }
        }
        folderText.setText(container == null ? "" : container.getFullPath().toString());
        nameText.setText(scenarios.isEmpty() ? "rules.hbrules"
                : scenarios.get(preferred).getFullPath().removeFileExtension().lastSegment() + "-rules.hbrules");
        folderText.addModifyListener(e -> validate());
        nameText.addModifyListener(e -> validate());
        scenarioCombo.addModifyListener(e -> validate());
        setControl(body);
        validate();
    }

    private void validate() {
        String error = null;
        IContainer folder = folder();
        String name = fileName();
        if (scenarios.isEmpty()) {
            error = "There is no scenario (.hexscenario) in the workspace; create one first.";
        } else if (folder == null || !folder.exists()) {
            error = "The folder '" + folderText.getText() + "' does not exist.";
        } else if (name.isBlank() || !name.endsWith(".hbrules") || name.contains("/")) {
            error = "The file name must end with .hbrules.";
        } else if (folder.getFile(new Path(name)).exists()) {
            error = "A file " + name + " already exists in " + folder.getFullPath() + ".";
        } else if (scenario() == null) {
            error = "Choose the scenario the rules are for.";
        }
        setErrorMessage(error);
        setPageComplete(error == null);
    }

    /** @return the chosen folder, or {@code null} if the path names none */
    IContainer folder() {
        String path = folderText.getText().trim();
        if (path.isEmpty()) {
            return null;
        }
        IResource resource = ResourcesPlugin.getWorkspace().getRoot().findMember(new Path(path));
        return resource instanceof IContainer container ? container : null;
    }

    /** @return the file name typed */
    String fileName() {
        return nameText.getText().trim();
    }

    /** @return the chosen scenario, or {@code null} */
    IFile scenario() {
        int index = scenarioCombo.getSelectionIndex();
        return index < 0 || index >= scenarios.size() ? null : scenarios.get(index);
    }
}
