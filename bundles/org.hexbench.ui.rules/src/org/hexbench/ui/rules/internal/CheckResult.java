package org.hexbench.ui.rules.internal;

import java.util.List;

import org.eclipse.xtext.validation.Issue;

/**
 * What one background check of an editor's text found: its problems, the semantic colour ranges and the outline.
 *
 * @param stamp the document's modification stamp the check read
 * @param text the text checked
 * @param issues syntax, linking and validation problems
 * @param colours semantic colour ranges in offset order
 * @param symbols the outline's entries, or {@code null} when no outline is shown
 */
public record CheckResult(long stamp, String text, List<Issue> issues, SemanticRanges colours, List<RuleOutlinePage.Entry> symbols) {
}
