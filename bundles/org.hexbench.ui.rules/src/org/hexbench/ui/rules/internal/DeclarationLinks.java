package org.hexbench.ui.rules.internal;

import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.AbstractHyperlinkDetector;
import org.eclipse.jface.text.hyperlink.IHyperlink;

/**
 * Ctrl+click on a name (go to definition): a hyperlink to its declaration, in the rule file or in the
 * scenario.
 */
final class DeclarationLinks extends AbstractHyperlinkDetector {

    private final OpenRuleFile file;

    DeclarationLinks(OpenRuleFile file) {
        this.file = file;
    }

    @Override
    public IHyperlink[] detectHyperlinks(ITextViewer viewer, IRegion region, boolean canShowMultipleHyperlinks) {
        String text = viewer.getDocument().get();
        Declaration declaration;
        try {
            declaration = file.source().readNow(text, resource -> Declaration.at(resource, region.getOffset()));
        } catch (RuntimeException e) {
            return null;
        }
        if (declaration == null) {
            return null;
        }
        return new IHyperlink[] { new IHyperlink() {
            @Override
            public IRegion getHyperlinkRegion() {
                return new Region(declaration.linkOffset(), declaration.linkLength());
            }

            @Override
            public String getTypeLabel() {
                return null;
            }

            @Override
            public String getHyperlinkText() {
                return "Open Declaration";
            }

            @Override
            public void open() {
                Declarations.open(file, declaration);
            }
        } };
    }
}
