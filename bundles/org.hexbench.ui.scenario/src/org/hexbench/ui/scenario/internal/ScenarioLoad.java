package org.hexbench.ui.scenario.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.Section;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.scenario.validation.Severity;

/**
 * Loads a workspace scenario file, with the section files it includes, into the editor's resource set. If anything
 * fails to load (not XML, truncated, a dangling reference, a broken included file, a root that is no scenario or
 * section), nothing stays loaded and the problems are described with file and line by
 * {@link ScenarioCheck} (the same messages as {@code hexbench validate}), never as a stack trace.
 */
public final class ScenarioLoad {

    private final Resource resource;
    private final List<ScenarioProblem> problems;

    private ScenarioLoad(Resource resource, List<ScenarioProblem> problems) {
        this.resource = resource;
        this.problems = problems;
    }

    /**
     * Loads a file.
     *
     * @param resourceSet the editor's resource set, prepared for scenario files
     * @param file the workspace file
     * @return the loaded resource, or the load problems
     */
    public static ScenarioLoad of(ResourceSet resourceSet, IFile file) {
        URI uri = URI.createPlatformResourceURI(file.getFullPath().toString(), true);
        Resource resource = resourceSet.createResource(uri);
        String failure = null;
        try {
            resource.load(Map.of());
        } catch (IOException | RuntimeException e) {
            failure = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
        boolean broken = failure != null || !resource.getErrors().isEmpty();
        if (!broken) {
            EObject root = resource.getContents().isEmpty() ? null : resource.getContents().get(0);
            if (!(root instanceof Scenario) && !(root instanceof Section)) {
                broken = true;
                failure = root == null ? "the file holds no scenario" : "the root element is not a scenario or section";
            }
        }
        if (!broken) {
            try {
                EcoreUtil.resolveAll(resourceSet);
            } catch (RuntimeException e) {
                failure = e.getMessage();
            }
            broken = resourceSet.getResources().stream().anyMatch(r -> !r.getErrors().isEmpty());
        }
        if (!broken) {
            resourceSet.getResources().forEach(r -> r.setTrackingModification(true));
            return new ScenarioLoad(resource, List.of());
        }
        List<ScenarioProblem> problems = describe(file, failure);
        for (Resource r : List.copyOf(resourceSet.getResources())) {
            r.unload();
        }
        resourceSet.getResources().clear();
        return new ScenarioLoad(null, problems);
    }

    private static List<ScenarioProblem> describe(IFile file, String failure) {
        List<ScenarioProblem> problems = new ArrayList<>();
        if (file.getLocation() != null) {
            for (ScenarioProblem p : ScenarioCheck.check(Path.of(file.getLocation().toOSString()))) {
                if (p.severity() == Severity.ERROR) {
                    problems.add(new ScenarioProblem(workspacePath(p.file()), p.line(), p.severity(), p.message()));
                }
            }
        }
        if (problems.isEmpty()) {
            problems.add(new ScenarioProblem(file.getFullPath().toString(), 0, Severity.ERROR,
                    failure == null ? "the file cannot be loaded" : failure));
        }
        return List.copyOf(problems);
    }

    /**
     * Names a file of the local file system by its workspace path where it has one.
     *
     * @param location a file system path
     * @return e.g. {@code /riverford/rules/entities.hexscenario}, or the path itself outside the workspace
     */
    public static String workspacePath(String location) {
        IFile file = ResourcesPlugin.getWorkspace().getRoot()
                .getFileForLocation(org.eclipse.core.runtime.Path.fromOSString(location));
        return file == null ? location : file.getFullPath().toString();
    }

    /** @return the loaded resource of the file, or {@code null} if it did not load */
    public Resource resource() {
        return resource;
    }

    /** @return the problems that kept the file from loading; empty if it loaded */
    public List<ScenarioProblem> problems() {
        return problems;
    }
}
