package org.hexbench.ui.rules.internal;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;

/**
 * Opens a scenario element in the scenario editor (go to definition into the scenario). The scenario
 * editor implements {@code IGotoMarker} for markers carrying {@link EValidator#URI_ATTRIBUTE}, the usual EMF way, so
 * the element is shown through a temporary marker with its {@code platform:/resource} URI and line; without the
 * scenario editor installed, the default text editor opens at the element's line.
 */
final class ScenarioElements {

    /** The scenario editor's id. */
    static final String SCENARIO_EDITOR = "org.hexbench.ui.scenario.editor";
    private static final String TEXT_EDITOR = "org.eclipse.ui.DefaultTextEditor";

    private ScenarioElements() {
    }

    /**
     * @param page the page to open the editor in
     * @param element the element's URI ({@code file:} URI of the scenario plus fragment)
     * @param line the element's line in the scenario file, 0 if unknown
     * @return an error message, or {@code null} when the editor opened
     */
    static String open(IWorkbenchPage page, URI element, int line) {
        IFile file = workspaceFile(element);
        if (file == null) {
            return "The scenario " + element.trimFragment().toFileString() + " is not in the workspace";
        }
        boolean scenarioEditor = PlatformUI.getWorkbench().getEditorRegistry().findEditor(SCENARIO_EDITOR) != null;
        IMarker marker = null;
        try {
            marker = file.createMarker(IMarker.MARKER);
            marker.setAttribute(EValidator.URI_ATTRIBUTE,
                    URI.createPlatformResourceURI(file.getFullPath().toString(), true).appendFragment(element.fragment()).toString());
            if (line > 0) {
                marker.setAttribute(IMarker.LINE_NUMBER, line);
            }
            marker.setAttribute(IMarker.TRANSIENT, true);
            marker.setAttribute(IDE.EDITOR_ID_ATTR, scenarioEditor ? SCENARIO_EDITOR : TEXT_EDITOR);
            IDE.openEditor(page, marker);
            return null;
        } catch (PartInitException e) {
            return "Cannot open " + file.getFullPath() + ": " + e.getMessage();
        } catch (CoreException e) {
            ILog.of(ScenarioElements.class).log(e.getStatus());
            return "Cannot open " + file.getFullPath() + ": " + e.getMessage();
        } finally {
            delete(marker);
        }
    }

    private static void delete(IMarker marker) {
        if (marker != null) {
            try {
                marker.delete();
            } catch (CoreException e) {
                ILog.of(ScenarioElements.class).log(e.getStatus());
            }
        }
    }

    /**
     * @param uri a {@code file:} or {@code platform:/resource} URI
     * @return the workspace file at it, or {@code null}
     */
    static IFile workspaceFile(URI uri) {
        URI file = uri.trimFragment();
        if (file.isPlatformResource()) {
            return ResourcesPlugin.getWorkspace().getRoot().getFile(new org.eclipse.core.runtime.Path(file.toPlatformString(true)));
        }
        if (!file.isFile()) {
            return null;
        }
        IFile[] files = ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(new java.io.File(file.toFileString()).toURI());
        for (IFile candidate : files) {
            if (candidate.exists()) {
                return candidate;
            }
        }
        return null;
    }
}
