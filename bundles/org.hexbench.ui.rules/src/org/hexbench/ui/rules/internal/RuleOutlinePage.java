package org.hexbench.ui.rules.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;

/**
 * The Outline of a rule file: its groups, functions, hooks and events from the rule language's document
 * symbols, refreshed after each check; selecting one selects it in the editor.
 */
public final class RuleOutlinePage extends ContentOutlinePage {

    /**
     * One entry of the outline.
     *
     * @param name the shown name ({@code on move of slugs}, {@code event quake} ...)
     * @param kind the LSP symbol kind
     * @param offset the offset of its name in the text
     * @param length the length of its name
     * @param children its entries
     */
    public record Entry(String name, SymbolKind kind, int offset, int length, List<Entry> children) {
    }

    private final OpenRuleFile file;
    /** The entries of the last check. */
    private List<Entry> entries = List.of();
    /** The entries the tree shows: of an earlier check when only offsets changed since (no rebuild while typing). */
    private List<Entry> shown = List.of();

    /** @param file the rule file outlined */
    public RuleOutlinePage(OpenRuleFile file) {
        this.file = file;
    }

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        TreeViewer viewer = getTreeViewer();
        viewer.setContentProvider(new ITreeContentProvider() {
            @Override
            public Object[] getElements(Object input) {
                return ((List<?>) input).toArray();
            }

            @Override
            public Object[] getChildren(Object parent) {
                return ((Entry) parent).children().toArray();
            }

            @Override
            public Object getParent(Object element) {
                return null;
            }

            @Override
            public boolean hasChildren(Object element) {
                return !((Entry) element).children().isEmpty();
            }
        });
        viewer.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((Entry) element).name();
            }

            @Override
            public org.eclipse.swt.graphics.Image getImage(Object element) {
                SymbolKind kind = ((Entry) element).kind();
                String image = kind == SymbolKind.Enum ? ISharedImages.IMG_OBJ_FOLDER
                        : kind == SymbolKind.Event ? ISharedImages.IMG_OBJS_INFO_TSK : ISharedImages.IMG_OBJ_ELEMENT;
                return PlatformUI.getWorkbench().getSharedImages().getImage(image);
            }
        });
        shown = entries;
        viewer.setInput(shown);
    }

    @Override
    public void selectionChanged(SelectionChangedEvent event) {
        super.selectionChanged(event);
        if (event.getSelection() instanceof IStructuredSelection selection && selection.getFirstElement() instanceof Entry entry) {
            Entry current = current(entry, shown, entries);
            if (current != null) {
                file.reveal(current.offset(), current.length());
            }
        }
    }

    /** The entry of the last check at the place where the tree shows {@code entry}. */
    private static Entry current(Entry entry, List<Entry> shown, List<Entry> latest) {
        for (int i = 0; i < shown.size() && i < latest.size(); i++) {
            if (shown.get(i) == entry) {
                return latest.get(i);
            }
            Entry inside = current(entry, shown.get(i).children(), latest.get(i).children());
            if (inside != null) {
                return inside;
            }
        }
        return null;
    }

    /** Whether two outlines list the same names and kinds in the same tree (their offsets may differ). */
    private static boolean sameShape(List<Entry> a, List<Entry> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            Entry x = a.get(i);
            Entry y = b.get(i);
            if (!java.util.Objects.equals(x.name(), y.name()) || x.kind() != y.kind() || !sameShape(x.children(), y.children())) {
                return false;
            }
        }
        return true;
    }

    /**
     * Shows the symbols of a check (UI thread).
     *
     * @param result a check's result with symbols
     */
    void show(CheckResult result) {
        if (result.symbols() == null || result.symbols().equals(entries)) {
            return;
        }
        entries = result.symbols();
        TreeViewer viewer = getTreeViewer();
        if (viewer != null && !viewer.getControl().isDisposed() && !sameShape(shown, entries)) {
            shown = entries;
            viewer.setInput(shown);
        }
    }

    /** @return the entries shown now, in text order */
    public List<Entry> entries() {
        return entries;
    }

    /**
     * Converts the rule language's document symbols (on the checking thread: a large file has thousands).
     *
     * @param symbols the symbols, with LSP line and character positions
     * @param text the text they refer to
     * @return the outline entries, with offsets
     */
    static List<Entry> entries(List<DocumentSymbol> symbols, String text) {
        int[] lineStarts = lineStarts(text);
        return convert(symbols, lineStarts);
    }

    private static int[] lineStarts(String text) {
        int lines = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                lines++;
            }
        }
        int[] starts = new int[lines];
        int line = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts[line++] = i + 1;
            }
        }
        return starts;
    }

    private static int offset(int[] lineStarts, org.eclipse.lsp4j.Position position) {
        return lineStarts[Math.min(position.getLine(), lineStarts.length - 1)] + position.getCharacter();
    }

    private static List<Entry> convert(List<DocumentSymbol> symbols, int[] lineStarts) {
        List<Entry> result = new ArrayList<>();
        for (DocumentSymbol symbol : symbols) {
            int start = offset(lineStarts, symbol.getSelectionRange().getStart());
            int end = offset(lineStarts, symbol.getSelectionRange().getEnd());
            result.add(new Entry(symbol.getName(), symbol.getKind(), start, end - start,
                    symbol.getChildren() == null ? List.of() : convert(symbol.getChildren(), lineStarts)));
        }
        return result;
    }
}
