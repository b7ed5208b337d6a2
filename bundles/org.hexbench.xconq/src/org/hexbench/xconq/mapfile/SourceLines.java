package org.hexbench.xconq.mapfile;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.xconq.gdl.SourcePosition;

/**
 * The lines of a mapfile, read one after the other as Xconq 5 reads them (with {@code scanf}, "Customizing Xconq"
 * (1993), Mapfiles): bytes are ISO-8859-1, one character each; lines end with LF or CR LF. Positions count lines and
 * columns from 1.
 */
final class SourceLines {

    private final String file;
    private final List<String> lines = new ArrayList<>();
    private int next;

    SourceLines(String file, byte[] bytes) {
        this.file = file;
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        int start = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (i == text.length() || text.charAt(i) == '\n') {
                if (i == text.length() && start == i) {
                    break;
                }
                int end = i > start && text.charAt(i - 1) == '\r' ? i - 1 : i;
                lines.add(text.substring(start, end));
                start = i + 1;
            }
        }
    }

    /** @return the file as diagnostics name it */
    String file() {
        return file;
    }

    /** @return whether lines remain */
    boolean hasNext() {
        return next < lines.size();
    }

    /** @return the number of the line {@link #next(String)} returns next, from 1 */
    int nextNumber() {
        return next + 1;
    }

    /**
     * Returns the next line.
     *
     * @param expected what the reader expects there, for the message when the file ends
     * @return the line
     * @throws MapfileError when the file ends
     */
    String next(String expected) {
        if (next >= lines.size()) {
            throw new MapfileError(end(), "the file ends where " + expected + " should follow (a truncated"
                    + " mapfile)");
        }
        return lines.get(next++);
    }

    /**
     * @param line a line number, from 1
     * @param column a column, from 1
     * @return the position
     */
    SourcePosition at(int line, int column) {
        return new SourcePosition(file, line, column);
    }

    /** @return the position just after the last character of the file */
    SourcePosition end() {
        if (lines.isEmpty()) {
            return new SourcePosition(file, 1, 1);
        }
        return new SourcePosition(file, lines.size(), lines.get(lines.size() - 1).length() + 1);
    }
}
