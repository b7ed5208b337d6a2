package org.hexbench.ui.rules.internal;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.IWorkbenchPage;

/**
 * A rule file open in an editor, as the editor's parts (reconciler, content assist, hover, quick fixes, outline,
 * declarations) see it.
 */
public interface OpenRuleFile {

    /** @return the parsed model kept in step with the text */
    RuleSource source();

    /** @return the document being edited, or {@code null} before the editor has one */
    IDocument document();

    /** @return the annotation model of the document, or {@code null} */
    IAnnotationModel annotations();

    /** @return the viewer, or {@code null} before the editor's controls exist */
    ISourceViewer viewer();

    /** @return the workspace file, or {@code null} for a file outside the workspace */
    IFile file();

    /** @return the workbench page the editor is in */
    IWorkbenchPage page();

    /** @return whether an outline page wants symbols */
    boolean showsOutline();

    /**
     * Called on the reconciler's thread after each check of the text.
     *
     * @param result what the check found
     */
    void checked(CheckResult result);

    /**
     * Selects and reveals a range of the text (UI thread).
     *
     * @param offset the first offset
     * @param length the length
     */
    void reveal(int offset, int length);

    /** Checks the text again soon (any thread). */
    void recheck();

    /** The files the rules link into changed: relink and check again (any thread). */
    void dependencyChanged();
}
