package org.hexbench.ui.scenario.internal;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.hexbench.ui.scenario.ScenarioMarkers;

/**
 * Finds the element a marker is about, from its {@link ScenarioMarkers#URI_ATTRIBUTE}. The URI may name the file as
 * {@code platform:/resource/...} (this editor's markers) or as {@code file:/...} (other tools that load scenarios
 * outside the workspace, e.g. the rule editor); either way the element is looked up by its fragment in the loaded
 * resource of that file. A URI that is only a fragment ({@code #id}) is looked up in every loaded file.
 */
public final class MarkedElement {

    private MarkedElement() {
    }

    /**
     * Finds the element of a marker.
     *
     * @param resourceSet the editor's loaded resources
     * @param marker the marker
     * @return the element, or {@code null} if the marker names none or it is not loaded
     */
    public static EObject find(ResourceSet resourceSet, IMarker marker) {
        return find(resourceSet, marker.getAttribute(ScenarioMarkers.URI_ATTRIBUTE, null));
    }

    /**
     * Finds an element by its URI.
     *
     * @param resourceSet the editor's loaded resources
     * @param text the element's URI, e.g. {@code platform:/resource/p/s.hexscenario#infantry}, or {@code null}
     * @return the element, or {@code null} if the URI names none or it is not loaded
     */
    public static EObject find(ResourceSet resourceSet, String text) {
        if (text == null || text.isEmpty()) {
            return null;
        }
        URI uri;
        try {
            uri = URI.createURI(text);
        } catch (IllegalArgumentException e) {
            return null;
        }
        String fragment = uri.fragment();
        if (fragment == null) {
            return null;
        }
        String wanted = workspacePath(uri.trimFragment());
        for (Resource resource : resourceSet.getResources()) {
            if (wanted != null && !wanted.equals(workspacePath(resource.getURI()))) {
                continue;
            }
            EObject found = resource.getEObject(fragment);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /**
     * Returns the URI a marker records for an element: the element's EMF URI, by id; when the id does not lead back
     * to the element (an id used twice, which is exactly what some markers report), by its position in the file.
     *
     * @param element an element in a resource
     * @return its URI
     */
    public static URI uriOf(EObject element) {
        URI uri = EcoreUtil.getURI(element);
        Resource resource = element.eResource();
        if (resource == null || resource.getEObject(uri.fragment()) == element) {
            return uri;
        }
        StringBuilder path = new StringBuilder();
        EObject current = element;
        while (current.eContainer() != null) {
            InternalEObject container = (InternalEObject) current.eContainer();
            path.insert(0, "/" + container.eURIFragmentSegment(current.eContainingFeature(), current));
            current = container;
        }
        int root = resource.getContents().indexOf(current);
        return uri.trimFragment().appendFragment("/" + (root == 0 ? "" : String.valueOf(root)) + path);
    }

    /** The workspace path of a platform or file URI, or {@code null} for an empty URI. */
    private static String workspacePath(URI uri) {
        if (uri == null || uri.isEmpty() || uri.toString().isEmpty()) {
            return null;
        }
        if (uri.isPlatformResource()) {
            return uri.toPlatformString(true);
        }
        if (uri.isFile()) {
            IFile file = ResourcesPlugin.getWorkspace().getRoot()
                    .getFileForLocation(org.eclipse.core.runtime.Path.fromOSString(uri.toFileString()));
            return file == null ? uri.toFileString() : file.getFullPath().toString();
        }
        return uri.toString();
    }
}
