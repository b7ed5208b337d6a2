package org.hexbench.xconq.gdl;

/**
 * Where something stands in a GDL module: the file as the user named it, the line (from 1) and the column (from 1,
 * counted in characters of the ISO-8859-1 text). Every diagnostic of the reader and the interpreter carries one, so
 * that a message can be printed as {@code file:line:column: message}.
 *
 * @param file the file's name as shown to the user, e.g. {@code lib/duel.g}
 * @param line the line, from 1
 * @param column the column, from 1
 */
public record SourcePosition(String file, int line, int column) {

    /** @return {@code file:line:column} */
    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
