package org.hexbench.ui.rules.internal;

import org.eclipse.jface.text.source.Annotation;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.validation.Issue;

/**
 * A problem found while typing (error and warning annotations as you type): an Xtext issue shown with the
 * workbench's error, warning or info annotation type, so rulers, overview ruler and squiggles look as in any
 * Eclipse editor. It keeps the issue, whose code selects the quick fixes.
 */
public final class RuleProblemAnnotation extends Annotation {

    /** The annotation type of errors. */
    public static final String ERROR = "org.eclipse.ui.workbench.texteditor.error";
    /** The annotation type of warnings. */
    public static final String WARNING = "org.eclipse.ui.workbench.texteditor.warning";
    /** The annotation type of infos. */
    public static final String INFO = "org.eclipse.ui.workbench.texteditor.info";

    private final Issue issue;

    /** @param issue the problem */
    public RuleProblemAnnotation(Issue issue) {
        super(type(issue.getSeverity()), false, issue.getMessage());
        this.issue = issue;
    }

    private static String type(Severity severity) {
        return switch (severity) {
            case ERROR -> ERROR;
            case WARNING -> WARNING;
            default -> INFO;
        };
    }

    /** @return the problem, with its code, offset and length */
    public Issue issue() {
        return issue;
    }
}
