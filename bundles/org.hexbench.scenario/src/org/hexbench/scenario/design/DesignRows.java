package org.hexbench.scenario.design;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.scenario.DesignTable;

/**
 * The run-length rows of a scenario's Design section: the cells of one table row ({@link DesignTable#getRows()}) or
 * one map row of a cell layer, as space-separated tokens {@code v} or {@code n*v}, where {@code v} is a number
 * ({@code -3}), a dice spec ({@code 2d6+1}, {@code 1d4-1}) or {@code -} for a cell without a value. The same form as
 * the map's layout rows, so a 274 × 274 table of mostly equal values stays a few hundred short strings.
 */
public final class DesignRows {

    private DesignRows() {
    }

    /** One cell of a row. */
    public sealed interface Cell permits Number, Dice, None {

        /** @return the cell as a token, without a run length */
        String token();
    }

    /**
     * A number.
     *
     * @param value the number
     */
    public record Number(int value) implements Cell {
        @Override
        public String token() {
            return Integer.toString(value);
        }
    }

    /**
     * A dice spec {@code NdM+O}.
     *
     * @param count how many dice
     * @param sides faces of each
     * @param offset what is added (negative: subtracted)
     */
    public record Dice(int count, int sides, int offset) implements Cell {
        @Override
        public String token() {
            return count + "d" + sides + (offset > 0 ? "+" + offset : offset < 0 ? Integer.toString(offset) : "");
        }
    }

    /** A cell without a value. */
    public record None() implements Cell {
        @Override
        public String token() {
            return "-";
        }
    }

    /** The cell without a value. */
    public static final Cell NONE = new None();

    /**
     * Writes a row, joining equal neighbours into runs.
     *
     * @param cells the cells, in order
     * @return the row
     */
    public static String encode(List<? extends Cell> cells) {
        Writer w = new Writer();
        for (Cell c : cells) {
            switch (c) {
                case Number n -> w.number(n.value());
                case Dice d -> w.dice(d.count(), d.sides(), d.offset());
                case None x -> w.none();
            }
        }
        return w.toString();
    }

    /**
     * Writes a row cell by cell without making cell objects, joining equal neighbours into runs; for large tables.
     * {@link #toString()} gives the row, and starts the next.
     */
    public static final class Writer {

        private final StringBuilder out = new StringBuilder();
        private String token;
        private int run;
        private int lastNumber;
        private boolean lastIsNumber;

        /**
         * Appends a number.
         *
         * @param value the number
         */
        public void number(int value) {
            if (lastIsNumber && run > 0 && value == lastNumber) {
                run++;
                return;
            }
            flush();
            lastIsNumber = true;
            lastNumber = value;
            token = null;
            run = 1;
        }

        /**
         * Appends a dice spec.
         *
         * @param count dice
         * @param sides faces
         * @param offset added
         */
        public void dice(int count, int sides, int offset) {
            other(new Dice(count, sides, offset).token());
        }

        /** Appends a cell without a value. */
        public void none() {
            other("-");
        }

        private void other(String t) {
            if (!lastIsNumber && run > 0 && t.equals(token)) {
                run++;
                return;
            }
            flush();
            lastIsNumber = false;
            token = t;
            run = 1;
        }

        private void flush() {
            if (run == 0) {
                return;
            }
            if (out.length() > 0) {
                out.append(' ');
            }
            if (run > 1) {
                out.append(run).append('*');
            }
            if (lastIsNumber) {
                out.append(lastNumber);
            } else {
                out.append(token);
            }
            run = 0;
        }

        /** @return the row written since the last call, and starts a new one */
        @Override
        public String toString() {
            flush();
            String row = out.toString();
            out.setLength(0);
            return row;
        }
    }

    /** The most cells a row may have: a map row has at most 10,000 sites, a table row one per type. */
    public static final int MAX_CELLS = 1_000_000;

    /**
     * Counts a row's cells without expanding its runs.
     *
     * @param row the row
     * @return the number of cells
     * @throws IllegalArgumentException naming the first malformed token, or when the row has more than
     *             {@value #MAX_CELLS} cells
     */
    public static int count(String row) {
        long count = 0;
        if (row == null || row.isBlank()) {
            return 0;
        }
        for (String token : row.strip().split(" +")) {
            int star = token.indexOf('*');
            count += star < 0 ? 1 : run(token, star);
            cell(star < 0 ? token : token.substring(star + 1), token);
            if (count > MAX_CELLS) {
                throw new IllegalArgumentException("the row has more than " + MAX_CELLS + " cells");
            }
        }
        return (int) count;
    }

    private static int run(String token, int star) {
        int run;
        try {
            run = Integer.parseInt(token.substring(0, star));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + token + "' has no run length before its '*'");
        }
        if (run < 1 || run > MAX_CELLS) {
            throw new IllegalArgumentException("'" + token + "' has a run length outside 1.." + MAX_CELLS);
        }
        return run;
    }

    /**
     * Reads a row.
     *
     * @param row the row
     * @return its cells, in order
     * @throws IllegalArgumentException naming the first token that is not {@code v} or {@code n*v}, or when the row
     *             has more than {@value #MAX_CELLS} cells
     */
    public static List<Cell> decode(String row) {
        List<Cell> cells = new ArrayList<>(count(row));
        if (row == null || row.isBlank()) {
            return cells;
        }
        for (String token : row.strip().split(" +")) {
            int star = token.indexOf('*');
            int run = 1;
            String value = token;
            if (star >= 0) {
                run = run(token, star);
                value = token.substring(star + 1);
            }
            Cell cell = cell(value, token);
            for (int k = 0; k < run; k++) {
                cells.add(cell);
            }
        }
        return cells;
    }

    private static Cell cell(String value, String token) {
        if (value.equals("-")) {
            return NONE;
        }
        int d = value.indexOf('d');
        try {
            if (d > 0) {
                String rest = value.substring(d + 1);
                int sign = Math.max(rest.indexOf('+'), rest.indexOf('-'));
                int sides = Integer.parseInt(sign < 0 ? rest : rest.substring(0, sign));
                int offset = sign < 0 ? 0 : Integer.parseInt(rest.substring(sign));
                return new Dice(Integer.parseInt(value.substring(0, d)), sides, offset);
            }
            return new Number(Integer.parseInt(value));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + token + "' is neither a number, a dice spec nor '-'");
        }
    }

    /**
     * Returns one cell of a table.
     *
     * @param table the table
     * @param row the row's index in {@link DesignTable#getRowTypes()}
     * @param column the column's index in {@link DesignTable#getColumnTypes()}
     * @return the cell
     * @throws IllegalArgumentException if the row is malformed
     * @throws IndexOutOfBoundsException if the table has no such cell
     */
    public static Cell cell(DesignTable table, int row, int column) {
        return decode(table.getRows().get(row)).get(column);
    }
}
