package org.hexbench.xconq.importer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.UUID;
import org.hexbench.interop.OutputFile;
import org.hexbench.scenario.DesignModule;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.xconq.gdl.Diagnostic;

/**
 * Writes an imported game as a Hexbench project folder: {@code <name>.hexscenario} (with its {@code .hexmap} terrain
 * file when the map is large), {@code README.md} with the module's title, blurb, instructions, notes and design notes
 * and every warning of the import, and the Eclipse project files, so that File › Import › Existing Projects opens it.
 * Everything is written into a new folder beside the target and checked with {@code hexbench validate}'s rules;
 * only a project without validation errors is moved into place, in one rename. On any failure nothing appears.
 */
public final class XconqProject {

    private XconqProject() {
    }

    /**
     * Writes a project.
     *
     * @param result a successful import
     * @param folder the project folder to create; it must not exist, or be empty
     * @return the scenario file written
     * @throws IOException if the folder exists and is not empty, cannot be written, or the scenario does not validate
     *             (the message names the problems); nothing is left behind then
     */
    public static Path write(XconqImport.Result result, Path folder) throws IOException {
        if (result.failed()) {
            throw new IOException("the import failed; nothing is written");
        }
        Path target = folder.toAbsolutePath().normalize();
        if (Files.exists(target) && !isEmptyFolder(target)) {
            throw new IOException(folder + " exists already and is not an empty folder; choose another --out");
        }
        Path parent = target.getParent();
        Files.createDirectories(parent);
        String name = result.game().mainModule().name();
        Path staging = parent.resolve("." + target.getFileName() + ".import-" + UUID.randomUUID());
        try {
            Files.createDirectory(staging);
            Path scenarioFile = staging.resolve(name + ".hexscenario");
            OutputFile.writeScenario(result.scenario(), scenarioFile);
            OutputFile.write(staging.resolve("README.md"), readme(result).getBytes(StandardCharsets.UTF_8));
            Files.createDirectories(staging.resolve(".settings"));
            OutputFile.write(staging.resolve(".project"), projectFile(target.getFileName().toString(), name,
                    command(result)).getBytes(StandardCharsets.UTF_8));
            OutputFile.write(staging.resolve(".settings/org.eclipse.core.resources.prefs"),
                    "eclipse.preferences.version=1\nencoding/<project>=UTF-8\n".getBytes(StandardCharsets.UTF_8));
            List<ScenarioProblem> problems = ScenarioCheck.check(scenarioFile);
            if (ScenarioCheck.hasErrors(problems)) {
                StringBuilder b = new StringBuilder("the imported scenario does not validate:");
                problems.stream().filter(p -> p.severity() == org.hexbench.scenario.validation.Severity.ERROR).limit(20)
                        .forEach(p -> b.append('\n').append(p));
                throw new IOException(b.toString());
            }
            if (Files.exists(target)) {
                Files.delete(target);
            }
            try {
                Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(staging, target);
            }
            return target.resolve(name + ".hexscenario");
        } finally {
            deleteTree(staging);
        }
    }

    private static boolean isEmptyFolder(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return false;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            return !entries.iterator().hasNext();
        }
    }

    private static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                    Files.delete(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The command that makes such a project: a GDL module's or an Xconq 5 mapfile's import. */
    private static String command(XconqImport.Result result) {
        return result.game().mainModule().file().endsWith(".g") ? "hexbench import xconq"
                : "hexbench import xconq-1993";
    }

    private static String projectFile(String project, String module, String command) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<projectDescription>\n\t<name>" + xml(project)
                + "</name>\n\t<comment>Xconq game " + xml(module) + " imported by " + command + "</comment>\n"
                + "\t<projects>\n\t</projects>\n\t<buildSpec>\n\t</buildSpec>\n\t<natures>\n\t</natures>\n"
                + "</projectDescription>\n";
    }

    private static String xml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /**
     * The project's README: the module's own texts and what the import approximated or left out.
     *
     * @param result a successful import
     * @return Markdown text
     */
    public static String readme(XconqImport.Result result) {
        Scenario scenario = result.scenario();
        DesignModule module = scenario.getDesign().getModule();
        StringBuilder b = new StringBuilder();
        b.append("# ").append(scenario.getMaster().getTitle()).append("\n\n");
        boolean gdl = command(result).endsWith("xconq");
        b.append(gdl ? "Imported from the Xconq module `" : "Imported from the Xconq 5 mapfile `")
                .append(module.getName()).append("` by `").append(command(result)).append('`');
        b.append(" (files: ").append(String.join(", ", module.getFiles().stream().map(f -> "`" + Path.of(f)
                .getFileName() + "`").toList())).append(").");
        if (module.getVersion() != null && !module.getVersion().isEmpty()) {
            b.append(" Module version ").append(module.getVersion()).append('.');
        }
        b.append("\n\n");
        if (module.getBlurb() != null && !module.getBlurb().isBlank()) {
            b.append(module.getBlurb()).append("\n\n");
        }
        section(b, "Instructions", module.getInstructions());
        section(b, "Notes", module.getNotes());
        section(b, "Design notes", module.getDesignNotes());
        b.append("## What the import approximated or left out\n\n");
        b.append("Hexbench plays this scenario by its Xconq rules (the scenario's rule set `xconq`), which read the"
                + " game design kept in the scenario's Design section: tables, type properties, global variables,"
                + " layers and other forms; the warnings name what they do not support yet. Each warning names the"
                + " module file and the line it is about.\n\n");
        for (Diagnostic d : result.diagnostics()) {
            b.append("- `").append(Path.of(d.position().file()).getFileName()).append(':').append(d.position().line())
                    .append(':').append(d.position().column()).append("` ").append(d.message()).append('\n');
        }
        b.append("\nThe texts above are the module's own; the module's licence applies to them.\n");
        return b.toString();
    }

    private static void section(StringBuilder b, String title, List<String> paragraphs) {
        if (paragraphs.isEmpty()) {
            return;
        }
        b.append("## ").append(title).append("\n\n");
        StringBuilder paragraph = new StringBuilder();
        for (String p : paragraphs) {
            if (p.isBlank()) {
                if (paragraph.length() > 0) {
                    b.append(paragraph.toString().strip()).append("\n\n");
                    paragraph.setLength(0);
                }
            } else {
                paragraph.append(p.strip()).append(' ');
            }
        }
        if (paragraph.length() > 0) {
            b.append(paragraph.toString().strip()).append("\n\n");
        }
    }
}
