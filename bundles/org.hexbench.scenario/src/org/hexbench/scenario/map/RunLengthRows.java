package org.hexbench.scenario.map;

import java.util.ArrayList;
import java.util.List;

/**
 * The compact terrain encoding of a map (after Hexkit's packed areas, Hexkit User's
 * Guide §4.8.3 Map Storage Format): one
 * string per site row of space-separated tokens, {@code i} for one site with palette entry {@code i} or
 * {@code n*i} for {@code n} consecutive sites. Runs may not cross rows, which keeps the file readable and
 * diff-friendly. A 1000×1000 map with natural terrain patches takes well under a megabyte.
 */
public final class RunLengthRows {

    private RunLengthRows() {
    }

    /**
     * Encodes palette indexes row by row.
     *
     * @param values one palette index (≥ 0) per site, in site index order
     * @param rowLengths the number of sites in each row; they must add up to {@code values.length}
     * @return one encoded string per row
     */
    public static List<String> encode(int[] values, int[] rowLengths) {
        List<String> rows = new ArrayList<>(rowLengths.length);
        StringBuilder row = new StringBuilder();
        int site = 0;
        for (int length : rowLengths) {
            row.setLength(0);
            int end = site + length;
            while (site < end) {
                int value = values[site], run = 1;
                while (site + run < end && values[site + run] == value) {
                    run++;
                }
                if (!row.isEmpty()) {
                    row.append(' ');
                }
                if (run > 1) {
                    row.append(run).append('*');
                }
                row.append(value);
                site += run;
            }
            rows.add(row.toString());
        }
        return rows;
    }

    /**
     * Decodes rows into palette indexes.
     *
     * @param rows the encoded rows; an empty list means every site has palette entry 0
     * @param rowLengths the number of sites in each row
     * @return one palette index per site
     * @throws LayoutFormatException on a malformed token, a wrong row count or a row of the wrong length
     */
    public static int[] decode(List<String> rows, int[] rowLengths) throws LayoutFormatException {
        int size = 0;
        for (int length : rowLengths) {
            size += length;
        }
        int[] values = new int[size];
        if (rows.isEmpty()) {
            return values;
        }
        if (rows.size() != rowLengths.length) {
            throw new LayoutFormatException(-1, "the layout has " + rows.size() + " rows but the map has "
                    + rowLengths.length);
        }
        int site = 0;
        for (int r = 0; r < rowLengths.length; r++) {
            int decoded = decodeRow(rows.get(r), r, values, site, rowLengths[r]);
            if (decoded != rowLengths[r]) {
                throw new LayoutFormatException(r, "layout row " + r + " has " + decoded + " sites, expected "
                        + rowLengths[r]);
            }
            site += decoded;
        }
        return values;
    }

    private static int decodeRow(String row, int r, int[] values, int start, int length) throws LayoutFormatException {
        int n = row.length(), i = 0, count = 0;
        while (i < n) {
            char c = row.charAt(i);
            if (c == ' ') {
                i++;
                continue;
            }
            long first = 0;
            int digits = 0;
            while (i < n && (c = row.charAt(i)) >= '0' && c <= '9' && digits < 10) {
                first = first * 10 + (c - '0');
                i++;
                digits++;
            }
            if (digits == 0) {
                throw new LayoutFormatException(r, "layout row " + r + ": unexpected '" + row.charAt(i)
                        + "' at column " + (i + 1));
            }
            long run = 1, value = first;
            if (i < n && row.charAt(i) == '*') {
                i++;
                value = 0;
                digits = 0;
                while (i < n && (c = row.charAt(i)) >= '0' && c <= '9' && digits < 10) {
                    value = value * 10 + (c - '0');
                    i++;
                    digits++;
                }
                if (digits == 0 || first == 0) {
                    throw new LayoutFormatException(r, "layout row " + r + ": malformed run at column " + i);
                }
                run = first;
            }
            if (i < n && row.charAt(i) != ' ') {
                throw new LayoutFormatException(r, "layout row " + r + ": unexpected '" + row.charAt(i)
                        + "' at column " + (i + 1));
            }
            if (count + run > length || value > Integer.MAX_VALUE) {
                throw new LayoutFormatException(r, "layout row " + r + " has more than " + length + " sites");
            }
            java.util.Arrays.fill(values, start + count, start + count + (int) run, (int) value);
            count += (int) run;
        }
        return count;
    }
}
