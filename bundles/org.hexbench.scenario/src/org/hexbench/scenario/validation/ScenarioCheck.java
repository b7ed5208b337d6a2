package org.hexbench.scenario.validation;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.Section;
import org.hexbench.scenario.map.TerrainFileException;
import org.hexbench.scenario.resource.ScenarioResource;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * Checks a scenario file the way {@code hexbench validate} reports it: loads it with its included section files,
 * turns every load error into a problem with file and line (never a stack trace; a broken terrain sidecar is
 * reported against the sidecar file with its byte offset), and, if loading succeeded, runs
 * the {@link ScenarioValidator} and locates each finding at the line of the element it names.
 */
public final class ScenarioCheck {

    private final Path file;
    private final Path absoluteFolder;
    private final List<ScenarioProblem> problems = new ArrayList<>();

    private ScenarioCheck(Path file) {
        this.file = file;
        this.absoluteFolder = file.toAbsolutePath().normalize().getParent();
    }

    /**
     * Checks a scenario file (or a section file: then only that section is validated).
     *
     * @param file the {@code .hexscenario} file
     * @return the problems, ordered by file and line; empty if the scenario is fine
     */
    public static List<ScenarioProblem> check(Path file) {
        return new ScenarioCheck(file).run();
    }

    /**
     * Tells whether a list of problems contains an error.
     *
     * @param problems problems from {@link #check(Path)}
     * @return whether any has severity {@link Severity#ERROR}
     */
    public static boolean hasErrors(List<ScenarioProblem> problems) {
        return problems.stream().anyMatch(p -> p.severity() == Severity.ERROR);
    }

    private List<ScenarioProblem> run() {
        ResourceSet resourceSet = ScenarioResources.newResourceSet();
        Resource resource = resourceSet.createResource(ScenarioResources.uri(file));
        try {
            resource.load(Map.of());
        } catch (IOException | RuntimeException e) {
            if (resource.getErrors().isEmpty()) {
                problems.add(fromException(resource.getURI(), e));
            }
        }
        addLoadDiagnostics(resource);
        if (problems.isEmpty()) {
            validate(resourceSet, resource);
        }
        problems.sort(Comparator.comparing(ScenarioProblem::file).thenComparingInt(ScenarioProblem::line));
        return List.copyOf(problems);
    }

    private void validate(ResourceSet resourceSet, Resource resource) {
        EObject root = resource.getContents().isEmpty() ? null : resource.getContents().get(0);
        if (!(root instanceof Scenario) && !(root instanceof Section)) {
            problems.add(new ScenarioProblem(display(resource.getURI()), 1, Severity.ERROR,
                    root == null ? "the file holds no scenario" : "the root element is not a scenario or section"));
            return;
        }
        try {
            EcoreUtil.resolveAll(resourceSet);
        } catch (RuntimeException e) {
            // a failing include: its resource stays in the set with its errors, reported below
        }
        for (Resource other : List.copyOf(resourceSet.getResources())) {
            if (other != resource) {
                addLoadDiagnostics(other);
            }
        }
        Diagnostic result = new Diagnostician(ScenarioValidator.registry()).validate(root);
        addValidation(result);
    }

    private void addValidation(Diagnostic diagnostic) {
        if (diagnostic.getSeverity() != Diagnostic.OK && !diagnostic.getData().isEmpty()
                && diagnostic.getData().get(0) instanceof EObject object && diagnostic.getChildren().isEmpty()) {
            Resource resource = object.eResource();
            int line = resource instanceof ScenarioResource sr ? sr.lineOf(object) : 0;
            String where = resource == null ? file.toString() : display(resource.getURI());
            problems.add(new ScenarioProblem(where, line, severity(diagnostic), diagnostic.getMessage()));
        }
        for (Diagnostic child : diagnostic.getChildren()) {
            addValidation(child);
        }
    }

    private static Severity severity(Diagnostic diagnostic) {
        return switch (diagnostic.getSeverity()) {
            case Diagnostic.ERROR, Diagnostic.CANCEL -> Severity.ERROR;
            case Diagnostic.WARNING -> Severity.WARNING;
            default -> Severity.INFO;
        };
    }

    private void addLoadDiagnostics(Resource resource) {
        for (Resource.Diagnostic d : resource.getErrors()) {
            TerrainFileException terrain = terrainFileProblem(d);
            if (terrain != null) {
                problems.add(new ScenarioProblem(display(terrainFileUri(resource.getURI(), terrain.file())), 0,
                        Severity.ERROR, terrain.problemAt()));
                continue;
            }
            problems.add(new ScenarioProblem(display(resource.getURI()), Math.max(d.getLine(), 0), Severity.ERROR,
                    LoadMessages.clean(d)));
        }
        for (Resource.Diagnostic d : resource.getWarnings()) {
            problems.add(new ScenarioProblem(display(resource.getURI()), Math.max(d.getLine(), 0), Severity.WARNING,
                    LoadMessages.clean(d)));
        }
    }

    /** Finds a broken terrain sidecar behind a load error (EMF wraps it as an illegal attribute value). */
    private static TerrainFileException terrainFileProblem(Object diagnostic) {
        for (Throwable t = diagnostic instanceof Throwable d ? d : null; t != null; t = t.getCause()) {
            if (t instanceof TerrainFileException terrain) {
                return terrain;
            }
        }
        return null;
    }

    /** Resolves a terrain file name from an XMI attribute against the scenario file, to report it by its path. */
    private static URI terrainFileUri(URI scenario, String name) {
        URI uri = URI.createURI(name);
        return scenario != null && scenario.isHierarchical() && uri.isRelative() ? uri.resolve(scenario) : uri;
    }

    private ScenarioProblem fromException(URI uri, Exception e) {
        TerrainFileException terrain = terrainFileProblem(e);
        if (terrain != null) {
            return new ScenarioProblem(display(terrainFileUri(uri, terrain.file())), 0, Severity.ERROR,
                    terrain.problemAt());
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof Resource.Diagnostic d) {
                return new ScenarioProblem(display(uri), Math.max(d.getLine(), 0), Severity.ERROR, LoadMessages.clean(d));
            }
            if (t instanceof java.io.FileNotFoundException || t instanceof java.nio.file.NoSuchFileException) {
                return new ScenarioProblem(display(uri), 0, Severity.ERROR, "the file does not exist");
            }
        }
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : LoadMessages.clean(e.getMessage());
        return new ScenarioProblem(display(uri), 0, Severity.ERROR, "cannot read the file: " + message);
    }

    /** Names a resource relative to the folder of the checked file, as the user named that file. */
    private String display(URI uri) {
        if (uri == null || !uri.isFile()) {
            return String.valueOf(uri);
        }
        Path path = Path.of(uri.toFileString());
        if (path.equals(file.toAbsolutePath().normalize())) {
            return file.toString();
        }
        if (absoluteFolder != null && path.startsWith(absoluteFolder)) {
            Path relative = absoluteFolder.relativize(path);
            return file.getParent() == null ? relative.toString() : file.getParent().resolve(relative).toString();
        }
        return path.toString();
    }
}
