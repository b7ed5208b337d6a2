package org.hexbench.ui.rules.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.part.ViewPart;
import org.hexbench.rules.ide.hover.LanguageReference;

/**
 * Help &gt; Rule Language Reference: the language reference generated from the hovers' documentation
 * ({@link LanguageReference}), in a view beside the editors. It is an SWT text with bold headings and terms, since a
 * browser widget may be missing on Linux and no help system is part of the product; it needs no network.
 */
public final class RuleReferenceView extends ViewPart {

    /** The view's id. */
    public static final String ID = "org.hexbench.ui.rules.reference";

    private StyledText text;

    @Override
    public void createPartControl(Composite parent) {
        text = new StyledText(parent, SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        text.setData("org.hexbench.id", "ruleReference.text");
        text.setMargins(8, 8, 8, 8);
        StringBuilder plain = new StringBuilder();
        List<StyleRange> styles = new ArrayList<>();
        for (String line : LanguageReference.markdown().split("\n", -1)) {
            boolean heading = line.startsWith("#");
            Markdown markdown = Markdown.of(line.replaceFirst("^#+ ", ""));
            int start = plain.length();
            for (int[] bold : markdown.bold()) {
                styles.add(new StyleRange(start + bold[0], bold[1], null, null, SWT.BOLD));
            }
            if (heading) {
                styles.add(new StyleRange(start, markdown.text().length(), null, null, SWT.BOLD));
            }
            plain.append(markdown.text()).append('\n');
        }
        text.setText(plain.toString());
        styles.sort((a, b) -> Integer.compare(a.start, b.start));
        for (StyleRange style : styles) {
            text.setStyleRange(style);
        }
    }

    @Override
    public void setFocus() {
        text.setFocus();
    }

    /** The handler of Help &gt; Rule Language Reference: shows the view. */
    public static final class Show extends AbstractHandler {
        @Override
        public Object execute(ExecutionEvent event) throws ExecutionException {
            try {
                HandlerUtil.getActiveWorkbenchWindowChecked(event).getActivePage().showView(ID);
            } catch (PartInitException e) {
                throw new ExecutionException("Cannot show the Rule Language Reference", e);
            }
            return null;
        }
    }
}
