package org.hexbench.ui.rules.internal;

import org.eclipse.jface.text.DefaultInformationControl;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.Drawable;
import org.eclipse.swt.widgets.Display;

/** Shows hover and proposal documentation with its bold parts bold and its Markdown marks removed. */
final class MarkdownPresenter implements DefaultInformationControl.IInformationPresenter,
        DefaultInformationControl.IInformationPresenterExtension {

    @Override
    public String updatePresentation(Drawable drawable, String hoverInfo, TextPresentation presentation, int maxWidth, int maxHeight) {
        Markdown markdown = Markdown.of(hoverInfo);
        for (int[] bold : markdown.bold()) {
            presentation.addStyleRange(new StyleRange(bold[0], bold[1], null, null, SWT.BOLD));
        }
        return markdown.text();
    }

    @Override
    @Deprecated
    public String updatePresentation(Display display, String hoverInfo, TextPresentation presentation, int maxWidth, int maxHeight) {
        return updatePresentation((Drawable) display, hoverInfo, presentation, maxWidth, maxHeight);
    }
}
