package org.hexbench.ui.rules.internal;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.TextViewer;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/**
 * The parts of one rule editor behind its public class: the parsed model, the viewer configuration, semantic
 * colouring and the outline, and the commands (declaration, format, rename) run against them.
 */
public final class RuleEditorParts {

    private final OpenRuleFile file;
    private final RuleViewerConfiguration configuration;
    private final List<CheckListener> listeners = new CopyOnWriteArrayList<>();
    private volatile RuleSource source;
    private SemanticColouring colouring;
    private volatile RuleOutlinePage outline;
    private Display display;

    /** @param file the editor as its parts see it */
    public RuleEditorParts(OpenRuleFile file) {
        this.file = file;
        this.configuration = new RuleViewerConfiguration(file);
    }

    /** @return the viewer configuration wiring the rule language's services */
    public org.eclipse.jface.text.source.SourceViewerConfiguration configuration() {
        return configuration;
    }

    /** @return the parsed model of the text */
    public RuleSource source() {
        return source;
    }

    /**
     * A (new) input: a fresh model, and the rule partitioning on its document.
     *
     * @param uri the rule file's URI
     * @param document its document
     */
    public void inputChanged(URI uri, IDocument document) {
        source = new RuleSource(uri);
        if (document != null) {
            RuleSyntax.setUp(document);
        }
        if (colouring != null) {
            recheck();
        }
    }

    /**
     * The viewer exists: colour it, and let scenario changes reach this editor.
     *
     * @param viewer the editor's viewer
     */
    public void viewerCreated(TextViewer viewer) {
        display = viewer.getTextWidget().getDisplay();
        colouring = new SemanticColouring(viewer);
        OpenRuleEditors.opened(file);
    }

    /** @return whether the Outline page exists */
    public boolean hasOutline() {
        return outline != null;
    }

    /** @return the Outline page, created on first use (and a check follows to fill it) */
    public RuleOutlinePage outline() {
        if (outline == null) {
            outline = new RuleOutlinePage(file);
            recheck();
        }
        return outline;
    }

    /** @param listener told after each check, on the UI thread */
    public void addCheckListener(CheckListener listener) {
        listeners.add(listener);
    }

    /**
     * A check finished (reconciler thread): show its colours and outline on the UI thread.
     *
     * @param result what it found
     */
    public void checked(CheckResult result) {
        Display target = display;
        if (target == null || target.isDisposed()) {
            return;
        }
        target.asyncExec(() -> {
            if (colouring == null) {
                return;
            }
            colouring.show(result);
            RuleOutlinePage page = outline;
            if (page != null) {
                page.show(result);
            }
            listeners.forEach(l -> l.checked(result));
        });
    }

    /** The scenario changed: relink the text (calling thread) and check it again. */
    public void dependencyChanged() {
        RuleSource current = source;
        if (current != null) {
            current.dependencyChanged();
        }
        recheck();
    }

    /** Checks the text again soon (any thread). */
    public void recheck() {
        Display target = display;
        if (target != null && !target.isDisposed()) {
            target.asyncExec(() -> {
                if (configuration.reconciler() != null && colouring != null) {
                    configuration.reconciler().recheck();
                }
            });
        }
    }

    /**
     * @param offset the cursor offset
     * @return an error for the status line, or {@code null}
     */
    public String openDeclaration(int offset) {
        return Declarations.openAt(file, offset);
    }

    /**
     * @param shell the dialog parent
     * @param offset the cursor offset
     * @return an error for the status line, or {@code null}
     */
    public String rename(Shell shell, int offset) {
        return RenameLocal.ask(shell, file, offset);
    }

    /**
     * Formats text (any thread but the UI thread, it may be slow).
     *
     * @param text the text to format
     * @param result receives the formatted text
     * @return why the text cannot be formatted, or {@code null}
     */
    public String format(String text, Consumer<String> result) {
        RuleFormatting.Formatted formatted = source.read(text, RuleFormatting::format);
        if (formatted.text() != null) {
            result.accept(formatted.text());
        }
        return formatted.problem();
    }

    /**
     * Replaces only the changed middle of a text, so that one edit is undone at once and the rest keeps its
     * positions.
     *
     * @param document the document holding {@code before}
     * @param before its text
     * @param after the new text
     */
    public void replaceChanged(IDocument document, String before, String after) {
        TextChange change = TextChange.between(before, after);
        if (change.isEmpty()) {
            return;
        }
        try {
            document.replace(change.offset(), change.replacedLength(), change.text());
        } catch (BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The editor closes. */
    public void dispose() {
        OpenRuleEditors.closed(file);
        if (colouring != null) {
            colouring.dispose();
            colouring = null;
        }
    }
}
