package org.hexbench.ui.rules.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Path;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * The page of the New Rule File wizard: the project, the scenario of that project the rules are for, the folder
 * (the scenario's, until the author types another) and the file name. It starts on the project of the selection or
 * of the active editor, and on the scenario that is selected or open, else one beside the selection, else the
 * project's first. The new file becomes the chosen scenario's rule file; the page says so when that replaces one.
 */
final class NewRuleFilePage extends WizardPage {

    /** The widget data key under which widgets carry ids for tests (the test driver's convention). */
    private static final String ID_KEY = "org.hexbench.id";

    private final List<IFile> scenarios;
    private final IResource context;
    private final List<IProject> projects = new ArrayList<>();
    private final List<IFile> projectScenarios = new ArrayList<>();
    private final java.util.Map<IFile, java.util.Optional<String>> ruleFiles = new java.util.HashMap<>();
    private Combo projectCombo;
    private Combo scenarioCombo;
    private Text folderText;
    private Text nameText;
    /** Whether the folder and name are being set by the page (not typed by the author). */
    private boolean following;
    private boolean nameTyped;
    private boolean folderTyped;

    /**
     * @param context the resource of the selection or the active editor, or {@code null}
     * @param scenarios every {@code .hexscenario} file of the workspace's open projects
     */
    NewRuleFilePage(IResource context, List<IFile> scenarios) {
        super("ruleFile");
        this.context = context;
        this.scenarios = scenarios;
        setTitle("Rule File");
        setDescription("Create a rule file (.hbrules) and make it the rule file of a scenario.");
        for (IFile scenario : scenarios) {
            if (!projects.contains(scenario.getProject())) {
                projects.add(scenario.getProject());
            }
        }
    }

    @Override
    public void createControl(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        body.setLayout(new GridLayout(2, false));
        new Label(body, SWT.NONE).setText("&Project:");
        projectCombo = new Combo(body, SWT.READ_ONLY);
        new Label(body, SWT.NONE).setText("&Scenario:");
        scenarioCombo = new Combo(body, SWT.READ_ONLY);
        new Label(body, SWT.NONE).setText("&Folder:");
        folderText = new Text(body, SWT.BORDER);
        new Label(body, SWT.NONE).setText("File &name:");
        nameText = new Text(body, SWT.BORDER);
        GridDataFactory fill = GridDataFactory.fillDefaults().grab(true, false);
        fill.applyTo(projectCombo);
        fill.applyTo(scenarioCombo);
        fill.applyTo(folderText);
        fill.applyTo(nameText);
        projectCombo.setData(ID_KEY, "newRuleFile.project");
        scenarioCombo.setData(ID_KEY, "newRuleFile.scenario");
        folderText.setData(ID_KEY, "newRuleFile.folder");
        nameText.setData(ID_KEY, "newRuleFile.name");

        projects.forEach(p -> projectCombo.add(p.getName()));
        IProject start = context != null && projects.contains(context.getProject()) ? context.getProject()
                : projects.isEmpty() ? null : projects.get(0);
        projectCombo.addListener(SWT.Selection, e -> projectChosen());
        scenarioCombo.addListener(SWT.Selection, e -> scenarioChosen());
        folderText.addModifyListener(e -> {
            folderTyped |= !following;
            validate();
        });
        nameText.addModifyListener(e -> {
            nameTyped |= !following;
            validate();
        });
        setControl(body);
        if (start != null) {
            projectCombo.select(projects.indexOf(start)); // a programmatic select sends no selection event
            projectChosen();
        } else {
            validate();
        }
    }

    /** Lists the chosen project's scenarios and chooses the one of the context, else the project's first. */
    private void projectChosen() {
        IProject project = project();
        projectScenarios.clear();
        scenarioCombo.removeAll();
        for (IFile scenario : scenarios) {
            if (scenario.getProject().equals(project)) {
                projectScenarios.add(scenario);
                scenarioCombo.add(scenario.getProjectRelativePath().toString());
            }
        }
        int preferred = 0;
        for (int i = 0; i < projectScenarios.size(); i++) {
            IFile scenario = projectScenarios.get(i);
            if (scenario.equals(context)) {
                preferred = i;
                break;
            }
            if (context != null && scenario.getParent().equals(context instanceof IContainer c ? c : context.getParent())) {
                preferred = i;
            }
        }
        if (!projectScenarios.isEmpty()) {
            scenarioCombo.select(preferred);
        }
        scenarioChosen();
    }

    /** Puts the file where the chosen scenario is, named after it, unless the author typed a folder or a name. */
    private void scenarioChosen() {
        IFile scenario = scenario();
        following = true;
        try {
            if (scenario != null && !folderTyped) {
                folderText.setText(scenario.getParent().getFullPath().toString());
            }
            if (scenario != null && !nameTyped) {
                nameText.setText(scenario.getFullPath().removeFileExtension().lastSegment() + "-rules.hbrules");
            }
        } finally {
            following = false;
        }
        validate();
    }

    private void validate() {
        String error = null;
        IContainer folder = folder();
        String name = fileName();
        if (scenarios.isEmpty()) {
            error = "There is no scenario (.hexscenario) in the workspace; create one first.";
        } else if (scenario() == null) {
            error = "Choose the scenario the rules are for.";
        } else if (folder == null || !folder.exists()) {
            error = "The folder '" + folderText.getText() + "' does not exist in a project.";
        } else if (!name.endsWith(".hbrules") || name.length() == ".hbrules".length()) {
            error = "The file name must end with .hbrules.";
        } else if (!isValidName(name)) {
            error = "'" + name + "' is not a valid file name.";
        } else if (folder.getFile(new Path(name)).exists()) {
            error = "A file " + name + " already exists in " + folder.getFullPath() + ".";
        }
        setErrorMessage(error);
        setPageComplete(error == null);
        String replaced = error == null ? currentRuleFile(scenario()) : null;
        if (replaced != null) {
            setMessage("The new file replaces " + replaced + " as the scenario's rule file.", IMessageProvider.WARNING);
        } else {
            setMessage(null);
        }
    }

    private static boolean isValidName(String name) {
        IStatus status = ResourcesPlugin.getWorkspace().validateName(name, IResource.FILE);
        return status.isOK();
    }

    private String currentRuleFile(IFile scenario) {
        return ruleFiles.computeIfAbsent(scenario, NewRuleFilePage::readRuleFile).orElse(null);
    }

    private static java.util.Optional<String> readRuleFile(IFile scenario) {
        try {
            Scenario loaded = ScenarioResources.load(scenario.getLocation().toFile().toPath());
            String ruleFile = loaded.getMaster() == null ? null : loaded.getMaster().getRuleFile();
            return java.util.Optional.ofNullable(ruleFile == null || ruleFile.isBlank() ? null : ruleFile);
        } catch (java.io.IOException | RuntimeException e) {
            return java.util.Optional.empty(); // the wizard says so when it finishes
        }
    }

    /** @return the chosen project, or {@code null} */
    IProject project() {
        int index = projectCombo.getSelectionIndex();
        return index < 0 || index >= projects.size() ? null : projects.get(index);
    }

    /**
     * @return the folder typed, a project or a folder in one (never the workspace root, which holds no files), or
     *         {@code null} if the path names none
     */
    IContainer folder() {
        String text = folderText.getText().trim();
        if (text.isEmpty() || !Path.ROOT.isValidPath(text)) {
            return null;
        }
        IPath path = new Path(text).makeAbsolute();
        if (path.segmentCount() == 0) {
            return null;
        }
        IResource resource = ResourcesPlugin.getWorkspace().getRoot().findMember(path);
        return resource instanceof IContainer container && resource.getType() != IResource.ROOT ? container : null;
    }

    /** @return the file name typed */
    String fileName() {
        return nameText.getText().trim();
    }

    /** @return the chosen scenario, or {@code null} */
    IFile scenario() {
        int index = scenarioCombo.getSelectionIndex();
        return index < 0 || index >= projectScenarios.size() ? null : projectScenarios.get(index);
    }
}
