package org.hexbench.ui.scenario.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.IWorkspaceRunnable;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.Section;
import org.hexbench.scenario.validation.ElementDescription;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.scenario.validation.ScenarioValidator;
import org.hexbench.scenario.validation.Severity;
import org.hexbench.ui.scenario.OpenScenario.Finding;
import org.hexbench.ui.scenario.ScenarioMarkers;

/**
 * Turns validation results and load problems into {@link ScenarioMarkers#PROBLEM} markers on the files they are
 * about, replacing the previous markers of those files in one workspace operation (the Problems view updates once).
 * A validation marker names the element (location), its line in the file on disk where known, and its URI.
 */
public final class ProblemMarkers {

    private ProblemMarkers() {
    }


    /**
     * Validates the scenario in memory: the edited file's tree and every section it uses from other files, and
     * replaces the markers of all loaded files.
     *
     * @param resourceSet the editor's resources
     * @param main the edited file
     * @param lines the elements' lines on disk
     * @return the findings
     */
    public static List<Finding> validate(ResourceSet resourceSet, Resource main, ElementLines lines) {
        List<Finding> findings = new ArrayList<>();
        Diagnostician diagnostician = new Diagnostician(ScenarioValidator.registry());
        for (EObject root : roots(main)) {
            collect(diagnostician.validate(root), findings);
        }
        Map<IFile, List<Finding>> byFile = new HashMap<>();
        for (Resource resource : resourceSet.getResources()) {
            IFile file = fileOf(resource.getURI());
            if (file != null) {
                byFile.put(file, new ArrayList<>());
            }
        }
        IFile mainFile = fileOf(main.getURI());
        for (Finding finding : findings) {
            Resource resource = finding.element().eResource();
            IFile file = resource == null ? mainFile : fileOf(resource.getURI());
            byFile.computeIfAbsent(file == null ? mainFile : file, f -> new ArrayList<>()).add(finding);
        }
        run(monitor -> {
            for (Map.Entry<IFile, List<Finding>> entry : byFile.entrySet()) {
                IFile file = entry.getKey();
                if (file == null || !file.exists()) {
                    continue;
                }
                file.deleteMarkers(ScenarioMarkers.PROBLEM, false, IResource.DEPTH_ZERO);
                for (Finding finding : entry.getValue()) {
                    Map<String, Object> attributes = new HashMap<>();
                    attributes.put(IMarker.MESSAGE, finding.message());
                    attributes.put(IMarker.SEVERITY, markerSeverity(finding.severity()));
                    attributes.put(IMarker.LOCATION, ElementDescription.of(finding.element()));
                    int line = lines.lineOf(finding.element());
                    if (line > 0) {
                        attributes.put(IMarker.LINE_NUMBER, line);
                    }
                    if (finding.element().eResource() != null) {
                        attributes.put(ScenarioMarkers.URI_ATTRIBUTE, MarkedElement.uriOf(finding.element()).toString());
                    }
                    file.createMarker(ScenarioMarkers.PROBLEM, attributes);
                }
            }
        });
        return findings;
    }

    /**
     * Replaces the markers of a file that did not load with its load problems.
     *
     * @param main the file opened
     * @param problems the load problems, with workspace paths as file names
     */
    public static void loadProblems(IFile main, List<ScenarioProblem> problems) {
        run(monitor -> {
            main.deleteMarkers(ScenarioMarkers.PROBLEM, false, IResource.DEPTH_ZERO);
            for (ScenarioProblem problem : problems) {
                IResource target = ResourcesPlugin.getWorkspace().getRoot().findMember(problem.file());
                IResource file = target instanceof IFile ? target : main;
                if (file != main) {
                    file.deleteMarkers(ScenarioMarkers.PROBLEM, false, IResource.DEPTH_ZERO);
                }
                Map<String, Object> attributes = new HashMap<>();
                attributes.put(IMarker.MESSAGE, problem.message());
                attributes.put(IMarker.SEVERITY, problem.severity() == Severity.ERROR ? IMarker.SEVERITY_ERROR
                        : problem.severity() == Severity.WARNING ? IMarker.SEVERITY_WARNING : IMarker.SEVERITY_INFO);
                if (problem.line() > 0) {
                    attributes.put(IMarker.LINE_NUMBER, problem.line());
                    attributes.put(IMarker.LOCATION, "line " + problem.line());
                }
                file.createMarker(ScenarioMarkers.PROBLEM, attributes);
            }
        });
    }

    /** The edited root plus the sections it uses from other files (the diagnostician walks one tree each). */
    private static Set<EObject> roots(Resource main) {
        Set<EObject> roots = new LinkedHashSet<>();
        EObject root = main.getContents().isEmpty() ? null : main.getContents().get(0);
        if (root == null) {
            return roots;
        }
        roots.add(root);
        if (root instanceof Scenario scenario) {
            for (Section section : new Section[] {scenario.getImages(), scenario.getVariables(), scenario.getEntities(),
                    scenario.getFactions(), scenario.getAreas()}) {
                if (section != null && !section.eIsProxy() && section.eResource() != main
                        && section.eResource() != null) {
                    roots.add(section);
                }
            }
        }
        return roots;
    }

    private static void collect(Diagnostic diagnostic, List<Finding> findings) {
        if (diagnostic.getSeverity() != Diagnostic.OK && diagnostic.getChildren().isEmpty()
                && !diagnostic.getData().isEmpty() && diagnostic.getData().get(0) instanceof EObject element) {
            Finding finding = new Finding(element, diagnostic.getSeverity(), diagnostic.getMessage());
            if (!findings.contains(finding)) {
                findings.add(finding);
            }
        }
        for (Diagnostic child : diagnostic.getChildren()) {
            collect(child, findings);
        }
    }

    private static int markerSeverity(int diagnosticSeverity) {
        return switch (diagnosticSeverity) {
            case Diagnostic.ERROR, Diagnostic.CANCEL -> IMarker.SEVERITY_ERROR;
            case Diagnostic.WARNING -> IMarker.SEVERITY_WARNING;
            default -> IMarker.SEVERITY_INFO;
        };
    }

    /**
     * Returns the workspace file of a resource URI.
     *
     * @param uri a {@code platform:/resource} or {@code file:} URI
     * @return the file, or {@code null} outside the workspace
     */
    public static IFile fileOf(URI uri) {
        if (uri == null) {
            return null;
        }
        if (uri.isPlatformResource()) {
            return ResourcesPlugin.getWorkspace().getRoot()
                    .getFile(new org.eclipse.core.runtime.Path(uri.toPlatformString(true)));
        }
        if (uri.isFile()) {
            return ResourcesPlugin.getWorkspace().getRoot()
                    .getFileForLocation(org.eclipse.core.runtime.Path.fromOSString(uri.toFileString()));
        }
        return null;
    }

    private static void run(IWorkspaceRunnable action) {
        try {
            // markers need no scheduling rule, so a running build never blocks the editor here
            ResourcesPlugin.getWorkspace().run(action, null, IWorkspace.AVOID_UPDATE, null);
        } catch (CoreException e) {
            ILog.of(ProblemMarkers.class).log(e.getStatus());
        }
    }

    /**
     * Names a problem for messages.
     *
     * @param problem a load problem
     * @return {@code file:line: message}
     */
    public static String describe(ScenarioProblem problem) {
        return problem.file() + (problem.line() > 0 ? ":" + problem.line() : "") + ": " + problem.message();
    }
}
