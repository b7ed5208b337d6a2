package org.hexbench.ui.rules.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * The little Markdown the rule language's documentation uses ({@code **bold**} and {@code `code`}), turned into
 * plain text plus the ranges to show in bold, for SWT text controls (a browser widget may be missing on Linux).
 *
 * @param text the text without markup
 * @param bold pairs of offset and length of the bold ranges
 */
record Markdown(String text, List<int[]> bold) {

    /**
     * @param markdown documentation text
     * @return its plain text and bold ranges
     */
    static Markdown of(String markdown) {
        StringBuilder out = new StringBuilder();
        List<int[]> bold = new ArrayList<>();
        int boldStart = -1;
        String in = markdown == null ? "" : markdown;
        for (int i = 0; i < in.length(); i++) {
            char c = in.charAt(i);
            if (c == '*' && i + 1 < in.length() && in.charAt(i + 1) == '*') {
                if (boldStart < 0) {
                    boldStart = out.length();
                } else {
                    bold.add(new int[] { boldStart, out.length() - boldStart });
                    boldStart = -1;
                }
                i++;
            } else if (c != '`') {
                out.append(c);
            }
        }
        return new Markdown(out.toString().stripTrailing(), bold);
    }

    /**
     * @param markdown documentation text
     * @return its plain text
     */
    static String plain(String markdown) {
        return of(markdown).text();
    }
}
