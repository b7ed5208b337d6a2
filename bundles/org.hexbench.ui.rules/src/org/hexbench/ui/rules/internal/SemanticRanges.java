package org.hexbench.ui.rules.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * The semantic colours of one version of a rule text, sorted by offset so that the ranges of any region are found by
 * binary search (a 5,000-rule file has tens of thousands of them).
 */
final class SemanticRanges {

    /** No colours. */
    static final SemanticRanges NONE = new SemanticRanges(new int[0], new int[0], new TextAttribute[0]);

    private final int[] offsets;
    private final int[] lengths;
    private final TextAttribute[] attributes;

    private SemanticRanges(int[] offsets, int[] lengths, TextAttribute[] attributes) {
        this.offsets = offsets;
        this.lengths = lengths;
        this.attributes = attributes;
    }

    /**
     * @param resource a parsed rule file
     * @param cancel stops early
     * @return its semantic colours, from {@code RulesHighlighting}
     */
    static SemanticRanges of(XtextResource resource, CancelIndicator cancel) {
        record Range(int offset, int length, TextAttribute attribute) {
        }
        List<Range> ranges = new ArrayList<>();
        RuleLanguage.get(ISemanticHighlightingCalculator.class).provideHighlightingFor(resource, (offset, length, ids) -> {
            TextAttribute attribute = ids.length == 0 ? null : RuleColours.semantic(ids[0]);
            if (attribute != null && length > 0) {
                ranges.add(new Range(offset, length, attribute));
            }
        }, cancel);
        ranges.sort((a, b) -> Integer.compare(a.offset, b.offset));
        int n = ranges.size();
        int[] offsets = new int[n];
        int[] lengths = new int[n];
        TextAttribute[] attributes = new TextAttribute[n];
        for (int i = 0; i < n; i++) {
            offsets[i] = ranges.get(i).offset;
            lengths[i] = ranges.get(i).length;
            attributes[i] = ranges.get(i).attribute;
        }
        return new SemanticRanges(offsets, lengths, attributes);
    }

    /** @return how many ranges there are */
    int size() {
        return offsets.length;
    }

    /**
     * @param start the region's first offset
     * @param end the offset after the region
     * @return the style ranges inside the region, clipped to it
     */
    List<StyleRange> within(int start, int end) {
        List<StyleRange> result = new ArrayList<>();
        int i = Arrays.binarySearch(offsets, start);
        i = i < 0 ? Math.max(0, -i - 2) : i;
        for (; i < offsets.length && offsets[i] < end; i++) {
            int from = Math.max(start, offsets[i]);
            int to = Math.min(end, offsets[i] + lengths[i]);
            if (to > from) {
                TextAttribute a = attributes[i];
                result.add(new StyleRange(from, to - from, a.getForeground(), a.getBackground(), a.getStyle()));
            }
        }
        return result;
    }
}
