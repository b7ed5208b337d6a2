package org.hexbench.xconq.gdl;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.hexbench.xconq.gdl.Gdl.GdlDice;
import org.hexbench.xconq.gdl.Gdl.GdlList;
import org.hexbench.xconq.gdl.Gdl.GdlNumber;
import org.hexbench.xconq.gdl.Gdl.GdlString;
import org.hexbench.xconq.gdl.Gdl.GdlSymbol;

/**
 * Reads GDL text into forms (GDL reference, Language Syntax: Lexical Elements). The bytes are ISO-8859-1, one
 * character each, so any file reads and 8-bit names keep their letters; lines end with LF or CR LF. Recognised:
 * lists in parentheses ({@code nil} is the empty list), strings in double quotes with backslash escapes (a backslash
 * and up to three octal digits is that character), symbols (between vertical bars when they hold special characters),
 * numbers (digits with an optional point, read in hundredths: {@code 99.00} is 9900; a trailing {@code %} dropped),
 * dice specs {@code NdM+O}, quotes {@code 'x} (short for {@code (quote x)}), comments from {@code ;} to the end of
 * the line and nesting {@code #| ... |#} comments; {@code #} alone is a symbol.
 *
 * <p>Nothing here throws on bad input: every problem becomes a {@link Diagnostic} with its position, and reading goes
 * on where it safely can. A list still open at the end of the file, an unclosed string or comment, lists nested deeper
 * than {@value #MAX_DEPTH} and files over {@value #MAX_BYTES} bytes are errors; a stray closing parenthesis is a
 * warning (Xconq also reads on). The reader keeps no recursion of its own, so deep nesting cannot overflow the stack.
 */
public final class GdlReader {

    /** The largest module read: 16 MiB (the largest module of the Xconq library is about 270 KB). */
    public static final int MAX_BYTES = 16 * 1024 * 1024;

    /** How deep lists may nest. */
    public static final int MAX_DEPTH = 200;

    private final String file;
    private final byte[] bytes;
    private final Diagnostics diagnostics;
    private int at;
    private int line = 1;
    private int lineStart;

    private GdlReader(String file, byte[] bytes, Diagnostics diagnostics) {
        this.file = file;
        this.bytes = bytes;
        this.diagnostics = diagnostics;
    }

    /**
     * Reads the forms of a GDL text.
     *
     * @param file the file's name as shown in diagnostics
     * @param bytes its content, ISO-8859-1
     * @param diagnostics where problems go
     * @return the top-level forms, in order; incomplete forms are left out
     */
    public static List<Gdl> read(String file, byte[] bytes, Diagnostics diagnostics) {
        if (bytes.length > MAX_BYTES) {
            diagnostics.error(new SourcePosition(file, 1, 1), "the file has " + bytes.length
                    + " bytes; GDL modules of more than " + MAX_BYTES + " bytes are not read");
            return List.of();
        }
        return new GdlReader(file, bytes, diagnostics).forms();
    }

    /**
     * Reads the forms of a GDL file, refusing files over {@value #MAX_BYTES} bytes before reading them.
     *
     * @param path the file
     * @param file its name as shown in diagnostics
     * @param diagnostics where problems go
     * @return the top-level forms
     * @throws IOException if the file cannot be read
     */
    public static List<Gdl> read(Path path, String file, Diagnostics diagnostics) throws IOException {
        long size = Files.size(path);
        if (size > MAX_BYTES) {
            diagnostics.error(new SourcePosition(file, 1, 1), "the file has " + size
                    + " bytes; GDL modules of more than " + MAX_BYTES + " bytes are not read");
            return List.of();
        }
        byte[] content;
        try (InputStream in = Files.newInputStream(path)) {
            content = in.readNBytes(MAX_BYTES + 1);
        }
        return read(file, content, diagnostics);
    }

    /**
     * Decodes ISO-8859-1 bytes, as the reader sees them.
     *
     * @param bytes the bytes
     * @return the text, one character per byte
     */
    public static String text(byte[] bytes) {
        return new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    private SourcePosition here() {
        return new SourcePosition(file, line, at - lineStart + 1);
    }

    private int peek() {
        return at < bytes.length ? bytes[at] & 0xff : -1;
    }

    private int peek(int ahead) {
        return at + ahead < bytes.length ? bytes[at + ahead] & 0xff : -1;
    }

    private int next() {
        int c = bytes[at++] & 0xff;
        if (c == '\n') {
            line++;
            lineStart = at;
        }
        return c;
    }

    /** A list being read, with where it began. */
    private record Open(List<Gdl> items, SourcePosition position, boolean quote) {
    }

    private List<Gdl> forms() {
        List<Gdl> top = new ArrayList<>();
        Deque<Open> open = new ArrayDeque<>();
        int quotes = 0;
        Deque<Integer> quoteDepths = new ArrayDeque<>();
        while (true) {
            Gdl atom = null;
            skipBlanks();
            int c = peek();
            if (c < 0) {
                break;
            }
            SourcePosition start = here();
            if (c == '(') {
                next();
                if (open.size() >= MAX_DEPTH) {
                    diagnostics.error(start, "lists are nested more than " + MAX_DEPTH
                            + " deep here; the rest of the file is not read");
                    return top;
                }
                open.push(new Open(new ArrayList<>(), start, false));
                continue;
            }
            if (c == ')') {
                next();
                while (!open.isEmpty() && open.peek().quote) {
                    Open quote = open.pop();
                    diagnostics.warning(quote.position, "a quote is followed by nothing to quote; it is ignored");
                }
                if (open.isEmpty()) {
                    diagnostics.warning(start, "a closing parenthesis closes no list; it is ignored");
                    continue;
                }
                Open done = open.pop();
                atom = new GdlList(done.items, done.position);
            } else if (c == '\'' || c == '`') {
                next();
                if (open.size() >= MAX_DEPTH) {
                    diagnostics.error(start, "lists are nested more than " + MAX_DEPTH
                            + " deep here; the rest of the file is not read");
                    return top;
                }
                List<Gdl> items = new ArrayList<>();
                items.add(new GdlSymbol("quote", start));
                open.push(new Open(items, start, true));
                continue;
            } else if (c == '"') {
                atom = string(start);
                if (atom == null) {
                    return top;
                }
            } else if (c == '|') {
                String name = delimited('|', start, "symbol");
                if (name == null) {
                    return top;
                }
                atom = new GdlSymbol(name, start);
            } else {
                atom = word(start);
            }
            // place the finished value, completing any quotes waiting for it
            while (true) {
                if (open.isEmpty()) {
                    top.add(atom);
                    break;
                }
                Open parent = open.peek();
                parent.items.add(atom);
                if (!parent.quote) {
                    break;
                }
                open.pop();
                atom = new GdlList(parent.items, parent.position);
            }
        }
        if (!open.isEmpty()) {
            Open outer = open.getLast();
            diagnostics.error(outer.position, "the list opened here is not closed before the end of the file"
                    + (open.size() > 1 ? " (" + open.size() + " lists are open there)" : "")
                    + "; the file may be truncated");
        }
        return top;
    }

    private void skipBlanks() {
        while (at < bytes.length) {
            int c = peek();
            if (c <= ' ' || c == 0x7f) {
                next();
            } else if (c == ';') {
                while (at < bytes.length && peek() != '\n') {
                    at++;
                }
            } else if (c == '#' && peek(1) == '|') {
                SourcePosition start = here();
                next();
                next();
                int depth = 1;
                while (depth > 0) {
                    if (at >= bytes.length) {
                        diagnostics.error(start, "the comment opened here with #| is not closed with |# before the"
                                + " end of the file");
                        return;
                    }
                    int d = next();
                    if (d == '|' && peek() == '#') {
                        next();
                        depth--;
                    } else if (d == '#' && peek() == '|') {
                        next();
                        depth++;
                    }
                }
            } else {
                return;
            }
        }
    }

    private Gdl string(SourcePosition start) {
        String s = delimited('"', start, "string");
        return s == null ? null : new GdlString(s, start);
    }

    /** Reads up to the closing delimiter, resolving escapes; null (with an error) when the file ends first. */
    private String delimited(char delimiter, SourcePosition start, String what) {
        next();
        StringBuilder b = new StringBuilder();
        while (true) {
            if (at >= bytes.length) {
                diagnostics.error(start, "the " + what + " begun here is not closed with " + delimiter
                        + " before the end of the file");
                return null;
            }
            int c = next();
            if (c == delimiter) {
                return b.toString();
            }
            if (c == '\\' && at < bytes.length) {
                c = next();
                if (c >= '0' && c <= '7') {
                    int value = c - '0';
                    for (int i = 0; i < 2 && peek() >= '0' && peek() <= '7'; i++) {
                        value = value * 8 + next() - '0';
                    }
                    c = value & 0xff;
                }
            }
            b.append((char) c);
        }
    }

    private static boolean delimits(int c) {
        return c < 0 || c <= ' ' || c == 0x7f || c == '(' || c == ')' || c == ';' || c == '"' || c == '\''
                || c == '`' || c == '#';
    }

    /** A number, dice spec or symbol: a run of characters up to a delimiter. */
    private Gdl word(SourcePosition start) {
        int from = at;
        if (peek() == '#') {
            next();
            return new GdlSymbol("#", start);
        }
        while (!delimits(peek())) {
            next();
        }
        String w = new String(bytes, from, at - from, java.nio.charset.StandardCharsets.ISO_8859_1);
        if (w.equals("nil")) {
            return new GdlList(List.of(), start);
        }
        int c = w.charAt(0);
        boolean numeric = Character.isDigit(c) || (c == '+' || c == '-' || c == '.') && w.length() > 1
                && (Character.isDigit(w.charAt(1)) || w.charAt(1) == '.' && w.length() > 2);
        if (!numeric) {
            return new GdlSymbol(w, start);
        }
        Gdl number = GdlNumbers.parse(w, start, diagnostics);
        if (number != null) {
            return number;
        }
        diagnostics.warning(start, "'" + w + "' is neither a number nor a dice spec (GDL reference, Lexical"
                + " Elements); it is read as a symbol");
        return new GdlSymbol(w, start);
    }
}
