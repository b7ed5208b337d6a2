package org.hexbench.ui.tests.scenario;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.ui.scenario.ScenarioMarkers;
import org.hexbench.scenario.template.ScenarioSettings;
import org.hexbench.scenario.template.ScenarioTemplate;

/** A temporary workspace project for the scenario editor tests, with scenario files written into it. */
final class ScenarioWorkspace {

    static final String PROJECT = "scenario-ui-tests";

    private ScenarioWorkspace() {
    }

    static IProject project() throws CoreException {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        if (!project.exists()) {
            project.create(null);
        }
        if (!project.isOpen()) {
            project.open(null);
        }
        return project;
    }

    static void delete() throws CoreException {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        if (project.exists()) {
            project.delete(true, true, null);
        }
    }

    /** The XML of a small valid scenario: units infantry and cavalry, terrains plains, forest, hills, factions red and blue. */
    static String validScenario() throws IOException {
        ScenarioSettings settings = new ScenarioSettings("Border Skirmish", PolygonKind.HEXAGON,
                PolygonOrientation.ON_VERTEX, GridShift.ROW_RIGHT, false, BoardShape.RECTANGLE, 10, 8, 5,
                List.of("Red", "Blue"), List.of("Infantry", "Cavalry"), List.of("Plains", "Forest", "Hills"));
        Resource resource = ScenarioResources.newResourceSet().createResource(URI.createURI("memory.hexscenario"));
        resource.getContents().add(ScenarioTemplate.build(settings));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        resource.save(bytes, Map.of());
        return bytes.toString(StandardCharsets.UTF_8);
    }

    static IFile write(String name, String content) throws CoreException {
        IFile file = project().getFile(name);
        ByteArrayInputStream in = new ByteArrayInputStream(content.getBytes(StandardCharsets.UTF_8));
        if (file.exists()) {
            file.setContents(in, true, false, null);
        } else {
            file.create(in, true, null);
        }
        return file;
    }

    static String read(IFile file) throws CoreException, IOException {
        try (var in = file.getContents(true)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static List<IMarker> problems(IFile file) throws CoreException {
        return List.of(file.findMarkers(ScenarioMarkers.PROBLEM, true, IResource.DEPTH_ZERO));
    }
}
