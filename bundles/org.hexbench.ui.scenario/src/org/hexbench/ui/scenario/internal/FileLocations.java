package org.hexbench.ui.scenario.internal;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IPath;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.impl.ExtensibleURIConverterImpl;

/**
 * The URI converter of an open scenario's resource set: a {@code platform:/resource} URI of a workspace file is read
 * and written at the file's location on the local disk. The resources keep their workspace URIs (markers, ids and
 * the references between section files name them so), but their bytes go through the scenario bundle's save
 * transaction, which writes a complete temporary file and renames it into place, keeping the old file's
 * permissions ({@code org.hexbench.scenario.resource.FileReplacement}); through the workspace's own streams the
 * files were rewritten in place. The open scenario refreshes the workspace after each save. A file with no local
 * location (another file system) keeps going through the workspace.
 */
public final class FileLocations extends ExtensibleURIConverterImpl {

    /**
     * Returns where a URI is read and written: the local file of a workspace file, or what EMF normally makes of it.
     *
     * @param uri a URI, possibly with a fragment
     * @return the {@code file:} URI of a workspace file that has a local location, else the normal form
     */
    @Override
    public URI normalize(URI uri) {
        if (uri != null && uri.isPlatformResource() && uri.segmentCount() > 2) { // resource/project/file...
            IFile file = ProblemMarkers.fileOf(uri.trimFragment());
            IPath location = file == null ? null : file.getLocation();
            if (location != null) {
                URI local = URI.createFileURI(location.toOSString());
                return uri.hasFragment() ? local.appendFragment(uri.fragment()) : local;
            }
        }
        return super.normalize(uri);
    }
}
