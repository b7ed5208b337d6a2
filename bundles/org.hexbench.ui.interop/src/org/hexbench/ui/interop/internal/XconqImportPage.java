package org.hexbench.ui.interop.internal;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.xconq.gdl.Diagnostic;
import org.hexbench.xconq.importer.XconqImport;

/**
 * The page of an {@link XconqImportWizard}: the file, the library folders (separated by the platform's path
 * separator; empty for the file's folder), the seed and the new project's name (suggested from the module's). The
 * file is read a moment after the fields stop changing; the page then previews the scenario's title, sides, map and
 * units, and lists every diagnostic as {@code file:line:column: severity: message}. With errors, the first is the
 * page's error message and Finish stays disabled.
 */
final class XconqImportPage extends WizardPage {

    /** How long the page waits after the last change before it reads the file, in milliseconds. */
    static final int READ_DELAY = 250;

    private final XconqImportWizard wizard;
    private Text source;
    private Text library;
    private Text seed;
    private Text project;
    private Label title;
    private Label sides;
    private Label map;
    private Label units;
    private Text diagnostics;
    private XconqImport.Result result;
    private String readProblem;
    private boolean projectEdited;
    private final Runnable reader = this::readNow;

    XconqImportPage(XconqImportWizard wizard) {
        super("xconq");
        this.wizard = wizard;
        setTitle(wizard.getWindowTitle());
        setDescription(wizard.description());
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(3, false));
        source = WizardFields.sourceFile(page, wizard.fileLabel(), wizard.filterExtensions());
        library = WizardFields.text(page, "Library folders:", "import.library", false);
        library.setToolTipText("Folders the modules or mapfiles it names are looked up in, separated by '"
                + File.pathSeparator + "'; empty: the file's own folder");
        WizardFields.browse(page, "import.libraryBrowse", this::browseLibrary);
        seed = WizardFields.text(page, "Seed:", "import.seed", true);
        seed.setText("1");
        seed.setToolTipText("The seed of what the import draws at random: generated terrain, countries, units"
                + " without a position");
        project = WizardFields.text(page, "Project name:", "import.project", true);
        title = previewRow(page, "Title:", "import.preview.title");
        sides = previewRow(page, "Sides:", "import.preview.sides");
        map = previewRow(page, "Map:", "import.preview.map");
        units = previewRow(page, "Units:", "import.preview.units");
        Label label = new Label(page, SWT.NONE);
        label.setText("Diagnostics (what the import approximated or left out):");
        label.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        diagnostics = new Text(page, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL);
        diagnostics.setData(WizardFields.ID_KEY, "import.warnings");
        GridData area = new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1);
        area.heightHint = 160;
        area.widthHint = 640;
        diagnostics.setLayoutData(area);
        source.addModifyListener(e -> scheduleRead());
        library.addModifyListener(e -> scheduleRead());
        seed.addModifyListener(e -> scheduleRead());
        project.addModifyListener(e -> {
            projectEdited |= project.isFocusControl();
            update();
        });
        setControl(page);
        update();
    }

    private static Label previewRow(Composite page, String text, String id) {
        new Label(page, SWT.NONE).setText(text);
        Label value = new Label(page, SWT.WRAP);
        value.setData(WizardFields.ID_KEY, id);
        value.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        return value;
    }

    private void browseLibrary() {
        DirectoryDialog dialog = new DirectoryDialog(getShell());
        String chosen = dialog.open();
        if (chosen != null) {
            String now = library.getText().trim();
            library.setText(now.isEmpty() ? chosen : now + File.pathSeparator + chosen);
        }
    }

    private void scheduleRead() {
        result = null;
        readProblem = null;
        getShell().getDisplay().timerExec(-1, reader);
        getShell().getDisplay().timerExec(READ_DELAY, reader);
        update();
    }

    private void readNow() {
        if (source.isDisposed()) {
            return;
        }
        result = null;
        readProblem = null;
        String text = source.getText().trim();
        if (text.isEmpty()) {
            update();
            return;
        }
        Path file = Path.of(text);
        List<Path> folders = new ArrayList<>();
        for (String part : library.getText().split(java.util.regex.Pattern.quote(File.pathSeparator))) {
            if (!part.isBlank()) {
                folders.add(Path.of(part.trim()));
            }
        }
        long seedValue;
        try {
            seedValue = Long.parseLong(seed.getText().trim());
        } catch (NumberFormatException e) {
            readProblem = "The seed is a whole number.";
            update();
            return;
        }
        if (!Files.isRegularFile(file)) {
            readProblem = "The file " + text + " does not exist.";
        } else if (folders.stream().anyMatch(f -> !Files.isDirectory(f))) {
            readProblem = "The library folder " + folders.stream().filter(f -> !Files.isDirectory(f)).findFirst()
                    .get() + " does not exist.";
        } else {
            result = wizard.read(file, folders, seedValue);
            if (!projectEdited) {
                String base = file.getFileName().toString();
                int dot = base.lastIndexOf('.');
                project.setText(result.game().modules().isEmpty() ? (dot > 0 ? base.substring(0, dot) : base)
                        : result.game().mainModule().name());
            }
        }
        update();
    }

    private void update() {
        if (diagnostics == null || diagnostics.isDisposed()) {
            return;
        }
        StringBuilder list = new StringBuilder();
        Scenario scenario = result == null ? null : result.scenario();
        if (result != null) {
            for (Diagnostic d : result.diagnostics()) {
                list.append(d).append('\n');
            }
        }
        diagnostics.setText(list.toString());
        title.setText(scenario == null ? "" : scenario.getMaster().getTitle());
        sides.setText(scenario == null ? "" : sidesOf(scenario));
        map.setText(scenario == null ? "" : mapOf(scenario));
        units.setText(scenario == null ? "" : Integer.toString(unitsOf(scenario)));
        String problem = problem();
        setErrorMessage(problem);
        if (problem == null && result != null && !result.diagnostics().isEmpty()) {
            setMessage(result.game().mainModule().file() + " imports with " + result.diagnostics().size()
                    + " warning(s), listed below.", IMessageProvider.WARNING);
        } else {
            setMessage(null);
        }
        setPageComplete(problem == null && result != null);
        title.getParent().layout(true);
    }

    private static String sidesOf(Scenario scenario) {
        List<String> names = scenario.getFactions().getFactions().stream().map(Faction::getName).toList();
        return names.size() + ": " + String.join(", ", names);
    }

    private String mapOf(Scenario scenario) {
        GameMap m = scenario.getAreas().getMap();
        String sites = m.getWidth() + " × " + m.getHeight() + " sites" + (m.isWrap() ? ", wrapping east-west" : "");
        return result.game().area().map(a -> a.width() + " × " + a.height() + " cells (a map of " + sites + ")")
                .orElse("none given: the import made a map of " + sites);
    }

    private static int unitsOf(Scenario scenario) {
        return scenario.getAreas().getMap().getAreas().stream().mapToInt(a -> a.getUnits().size()).sum();
    }

    private String problem() {
        if (source.getText().isBlank()) {
            return "Choose the file to import.";
        }
        if (readProblem != null) {
            return readProblem;
        }
        if (result == null) {
            return null;
        }
        if (result.failed()) {
            return result.errors().isEmpty() ? "The file cannot be imported." : result.errors().get(0).toString();
        }
        return projectProblem();
    }

    /** @return why the project cannot be made with the name given, or {@code null} */
    String projectProblem() {
        String name = projectName();
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        IStatus valid = workspace.validateName(name, IResource.PROJECT);
        if (name.isEmpty() || !valid.isOK()) {
            return name.isEmpty() ? "Name the new project." : valid.getMessage();
        }
        if (workspace.getRoot().getProject(name).exists()) {
            return "A project " + name + " exists already; choose another name.";
        }
        Path location = workspace.getRoot().getLocation().toPath().resolve(name);
        if (Files.exists(location)) {
            try (Stream<Path> entries = Files.list(location)) {
                if (entries.findAny().isPresent()) {
                    return "The folder " + location + " exists and is not empty; choose another name.";
                }
            } catch (IOException e) {
                return "The folder " + location + " cannot be read: " + e.getMessage();
            }
        }
        return null;
    }

    /** @return the import's result, or {@code null} before a file was read */
    XconqImport.Result result() {
        return result;
    }

    /** @return the new project's name */
    String projectName() {
        return project.getText().trim();
    }
}
