package org.hexbench.ui.rules.internal;

import java.util.List;

import org.eclipse.core.filebuffers.FileBuffers;
import org.eclipse.core.filebuffers.ITextFileBuffer;
import org.eclipse.core.filebuffers.ITextFileBufferManager;
import org.eclipse.core.filebuffers.LocationKind;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolution2;
import org.eclipse.ui.IMarkerResolutionGenerator2;

/**
 * Quick fixes of rule problem markers in the Problems view: the same fixes as Ctrl+1, computed for the
 * file's current text and applied through its file buffer, which an open editor shares; a file not open in a dirty
 * editor is saved again after the fix, so its markers follow.
 */
public final class RuleMarkerResolutions implements IMarkerResolutionGenerator2 {

    @Override
    public boolean hasResolutions(IMarker marker) {
        return marker.getAttribute(RuleProblemMarkers.CODE, null) != null && getResolutions(marker).length > 0;
    }

    @Override
    public IMarkerResolution[] getResolutions(IMarker marker) {
        if (!(marker.getResource() instanceof IFile file)) {
            return new IMarkerResolution[0];
        }
        try {
            return withDocument(file, buffer -> fixes(file, marker, buffer.getDocument().get()).stream()
                    .map(fix -> (IMarkerResolution) new Resolution(fix.label())).toArray(IMarkerResolution[]::new));
        } catch (CoreException | RuntimeException e) {
            ILog.of(getClass()).warn("No fixes for " + file.getFullPath() + ": " + e.getMessage());
            return new IMarkerResolution[0];
        }
    }

    private static List<RuleFixes.Fix> fixes(IFile file, IMarker marker, String text) {
        int start = marker.getAttribute(IMarker.CHAR_START, 0);
        int end = marker.getAttribute(IMarker.CHAR_END, start);
        if (end > text.length()) {
            return List.of();
        }
        return new RuleSource(RuleLanguage.uri(file)).read(text, resource -> RuleFixes.of(resource, text,
                marker.getAttribute(RuleProblemMarkers.CODE, null), marker.getAttribute(IMarker.MESSAGE, ""), start, end - start));
    }

    private interface BufferReader<T> {
        T read(ITextFileBuffer buffer) throws CoreException;
    }

    private static <T> T withDocument(IFile file, BufferReader<T> reader) throws CoreException {
        ITextFileBufferManager manager = FileBuffers.getTextFileBufferManager();
        manager.connect(file.getFullPath(), LocationKind.IFILE, new NullProgressMonitor());
        try {
            return reader.read(manager.getTextFileBuffer(file.getFullPath(), LocationKind.IFILE));
        } finally {
            manager.disconnect(file.getFullPath(), LocationKind.IFILE, new NullProgressMonitor());
        }
    }

    /** One fix of a marker, found again by its label when run. */
    private static final class Resolution implements IMarkerResolution2 {

        private final String label;

        Resolution(String label) {
            this.label = label;
        }

        @Override
        public String getLabel() {
            return label;
        }

        @Override
        public String getDescription() {
            return label;
        }

        @Override
        public org.eclipse.swt.graphics.Image getImage() {
            return null;
        }

        @Override
        public void run(IMarker marker) {
            if (!(marker.getResource() instanceof IFile file)) {
                return;
            }
            try {
                withDocument(file, buffer -> {
                    boolean wasDirty = buffer.isDirty();
                    String text = buffer.getDocument().get();
                    for (RuleFixes.Fix fix : fixes(file, marker, text)) {
                        if (fix.label().equals(label) && fix.applyTo(buffer.getDocument())) {
                            if (!wasDirty) {
                                buffer.commit(new NullProgressMonitor(), true);
                            }
                            break;
                        }
                    }
                    return null;
                });
            } catch (CoreException e) {
                ILog.of(RuleMarkerResolutions.class).log(e.getStatus());
            }
        }
    }
}
