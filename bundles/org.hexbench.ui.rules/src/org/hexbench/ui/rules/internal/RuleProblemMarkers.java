package org.hexbench.ui.rules.internal;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.validation.Issue;

/**
 * Problem markers of saved rule files, set on save, of the type
 * {@value #TYPE} (a problem marker, so the Problems view lists them with their line): the same issues as
 * {@code hexbench validate} and the editor's annotations, with the issue code kept for the marker resolutions.
 */
public final class RuleProblemMarkers {

    /** The marker type of rule problems. */
    public static final String TYPE = "org.hexbench.ui.rules.problem";
    /** The marker attribute holding the issue code. */
    public static final String CODE = "org.hexbench.ui.rules.code";

    private RuleProblemMarkers() {
    }

    /**
     * Validates a saved rule file and replaces its markers.
     *
     * @param file a {@code .hbrules} file of the workspace
     * @param monitor checked for cancellation
     * @throws CoreException if the file cannot be read or its markers written
     */
    public static void update(IFile file, IProgressMonitor monitor) throws CoreException {
        if (!file.exists()) {
            return;
        }
        String text = read(file);
        XtextResource resource = RuleLanguage.parse(RuleLanguage.uri(file), text);
        List<Issue> issues = RuleLanguage.issues(resource, monitor::isCanceled);
        if (monitor.isCanceled()) {
            return;
        }
        IWorkspace workspace = file.getWorkspace();
        workspace.run(m -> {
            file.deleteMarkers(TYPE, false, IResource.DEPTH_ZERO);
            for (Issue issue : issues) {
                if (issue.getSeverity() == Severity.IGNORE) {
                    continue;
                }
                IMarker marker = file.createMarker(TYPE);
                int start = issue.getOffset() == null ? 0 : issue.getOffset();
                int length = issue.getLength() == null ? 0 : issue.getLength();
                int line = issue.getLineNumber() == null ? 1 : issue.getLineNumber();
                marker.setAttribute(IMarker.MESSAGE, issue.getMessage());
                marker.setAttribute(IMarker.SEVERITY, severity(issue.getSeverity()));
                marker.setAttribute(IMarker.LINE_NUMBER, line);
                marker.setAttribute(IMarker.LOCATION, "line " + line);
                marker.setAttribute(IMarker.CHAR_START, start);
                marker.setAttribute(IMarker.CHAR_END, start + length);
                marker.setAttribute(IMarker.SOURCE_ID, "Hexbench rules");
                if (issue.getCode() != null) {
                    marker.setAttribute(CODE, issue.getCode());
                }
            }
        }, workspace.getRuleFactory().markerRule(file), IWorkspace.AVOID_UPDATE, monitor);
    }

    private static int severity(Severity severity) {
        return switch (severity) {
            case ERROR -> IMarker.SEVERITY_ERROR;
            case WARNING -> IMarker.SEVERITY_WARNING;
            default -> IMarker.SEVERITY_INFO;
        };
    }

    /**
     * @param file a text file of the workspace
     * @return its text in its charset
     * @throws CoreException if it cannot be read
     */
    static String read(IFile file) throws CoreException {
        try (InputStream in = file.getContents(true)) {
            return new String(in.readAllBytes(), file.getCharset());
        } catch (IOException e) {
            throw new CoreException(Status.error("Cannot read " + file.getFullPath() + ": " + e.getMessage(), e));
        }
    }
}
