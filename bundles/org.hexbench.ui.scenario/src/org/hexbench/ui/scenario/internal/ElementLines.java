package org.hexbench.ui.scenario.internal;

import java.io.IOException;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.hexbench.scenario.resource.ScenarioResource;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * The line of each element in its file on disk, for problem markers. Right after loading, the resources know the
 * lines they were read from; after a save the lines changed, so the saved files are read again (without resolving
 * anything) and their elements' lines are looked up by URI fragment (the id, or the path of an element without id).
 * Elements added since the last save have no line.
 */
public final class ElementLines {

    private final Map<Resource, Map<String, Integer>> saved = new HashMap<>();

    /**
     * Forgets saved lines after a (re)load: the loaded resources know their lines.
     *
     * @param resourceSet the loaded resource set
     */
    public void loaded(ResourceSet resourceSet) {
        saved.clear();
    }

    /**
     * Reads the lines of freshly saved files.
     *
     * @param resources the saved resources
     */
    public void saved(Collection<Resource> resources) {
        for (Resource resource : resources) {
            saved.put(resource, linesOnDisk(resource));
        }
    }

    /**
     * Returns the line of an element in its file on disk.
     *
     * @param object a model element
     * @return the 1-based line, or 0 if unknown
     */
    public int lineOf(EObject object) {
        Resource resource = object.eResource();
        if (resource == null) {
            return 0;
        }
        Map<String, Integer> lines = saved.get(resource);
        if (lines != null) {
            return lines.getOrDefault(resource.getURIFragment(object), 0);
        }
        return resource instanceof ScenarioResource scenario ? scenario.lineOf(object) : 0;
    }

    private static Map<String, Integer> linesOnDisk(Resource resource) {
        Resource copy = ScenarioResources.newResourceSet().createResource(resource.getURI());
        Map<String, Integer> lines = new HashMap<>();
        try {
            copy.load(Map.of());
        } catch (IOException | RuntimeException e) {
            return lines;
        }
        if (copy instanceof ScenarioResource scenario) {
            for (Iterator<EObject> it = copy.getAllContents(); it.hasNext();) {
                EObject object = it.next();
                lines.put(copy.getURIFragment(object), scenario.lineOf(object));
            }
        }
        copy.unload();
        return lines;
    }
}
