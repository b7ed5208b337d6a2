package org.hexbench.xconq.game;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Optional;
import org.hexbench.xconq.gdl.Gdl.GdlDice;
import org.hexbench.xconq.gdl.GdlReference;
import org.hexbench.xconq.gdl.SourcePosition;
import org.hexbench.xconq.gdl.TypeKind;

/**
 * A table: a value for every pair of types of two kinds (GDL reference, Tables). Its content follows the manual's
 * semantics: a {@code table} form without {@code add} first clears the table to its default, an atom clause fills
 * every cell, and {@code (type1 type2 value)} clauses set cells (iterating over lists of types and of values).
 *
 * <p>The cells are kept as the whole-table value ({@link #fill()}: the last default or atom the table was cleared to)
 * plus the cells set one by one since; a cell can hold a dice spec ({@link #dice(int, int)}).
 */
public final class GameTable {

    private final String name;
    private final GdlReference.Definition definition;
    private TypeKind rowKind;
    private TypeKind columnKind;
    private int rows;
    private int columns;
    private Integer fill;
    private int[] cells = new int[0];
    private BitSet set = new BitSet();
    private GdlDice[] dice;
    private final SourcePosition position;
    private boolean confirmed;

    GameTable(String name, GdlReference.Definition definition, TypeKind rowKind, TypeKind columnKind,
            SourcePosition position) {
        this.name = name;
        this.definition = definition;
        this.rowKind = rowKind;
        this.columnKind = columnKind;
        this.position = position;
        this.fill = referenceDefault().orElse(null);
    }

    /** @return the table's name, e.g. {@code hit-chance} */
    public String name() {
        return name;
    }

    /** @return the GDL reference's definition, empty for a table the reference does not define */
    public Optional<GdlReference.Definition> definition() {
        return Optional.ofNullable(definition);
    }

    /** @return the kind of the first index; {@code null} when only whole-table values were given for an unknown table */
    public TypeKind rowKind() {
        return rowKind;
    }

    /** @return the kind of the second index, or {@code null} as {@link #rowKind()} */
    public TypeKind columnKind() {
        return columnKind;
    }

    /** @return where the table was first written */
    public SourcePosition position() {
        return position;
    }

    /**
     * @return the value of every cell not set one by one: the last whole-table value, else the reference's default;
     *         empty when neither is known (a table the reference does not define, never filled as a whole)
     */
    public Optional<Integer> fill() {
        return Optional.ofNullable(fill);
    }

    /** @return the GDL reference's default for the table, when it gives a number */
    public Optional<Integer> referenceDefault() {
        return definition == null ? Optional.empty() : definition.defaultNumber();
    }

    /** @return the number of row types the cells cover */
    public int rows() {
        return rows;
    }

    /** @return the number of column types the cells cover */
    public int columns() {
        return columns;
    }

    /**
     * @param row a row type's index
     * @param column a column type's index
     * @return whether the cell was set one by one since the table was last cleared
     */
    public boolean isSet(int row, int column) {
        return row < rows && column < columns && set.get(row * columns + column);
    }

    /**
     * Returns a cell's number.
     *
     * @param row a row type's index
     * @param column a column type's index
     * @return its value; the fill when it was not set one by one; empty when that is unknown too
     */
    public Optional<Integer> value(int row, int column) {
        return isSet(row, column) ? Optional.of(cells[row * columns + column]) : fill();
    }

    /**
     * @param row a row type's index
     * @param column a column type's index
     * @return the dice spec a cell holds, if it holds one
     */
    public Optional<GdlDice> dice(int row, int column) {
        return dice != null && isSet(row, column) ? Optional.ofNullable(dice[row * columns + column])
                : Optional.empty();
    }

    /** @return how many cells were set one by one */
    public int setCount() {
        return set.cardinality();
    }

    void kinds(TypeKind row, TypeKind column) {
        this.rowKind = row;
        this.columnKind = column;
        this.confirmed = true;
    }

    /** @return whether a clause has shown which kinds of types index the table */
    boolean confirmed() {
        return confirmed;
    }

    /** Makes room for the given numbers of types, keeping the cells set so far. */
    void size(int newRows, int newColumns) {
        if (newRows == rows && newColumns == columns) {
            return;
        }
        int[] c = new int[newRows * newColumns];
        BitSet s = new BitSet();
        GdlDice[] d = dice == null ? null : new GdlDice[c.length];
        for (int r = 0; r < Math.min(rows, newRows); r++) {
            for (int k = 0; k < Math.min(columns, newColumns); k++) {
                int from = r * columns + k;
                int to = r * newColumns + k;
                c[to] = cells[from];
                if (set.get(from)) {
                    s.set(to);
                }
                if (d != null) {
                    d[to] = dice[from];
                }
            }
        }
        rows = newRows;
        columns = newColumns;
        cells = c;
        set = s;
        dice = d;
    }

    /** Clears the table to a whole-table value ({@code null}: unknown). */
    void clear(Integer value) {
        fill = value;
        set.clear();
        Arrays.fill(cells, 0);
        dice = null;
    }

    void put(int row, int column, int value, GdlDice diceValue) {
        int i = row * columns + column;
        cells[i] = value;
        set.set(i);
        if (diceValue != null) {
            if (dice == null) {
                dice = new GdlDice[cells.length];
            }
            dice[i] = diceValue;
        } else if (dice != null) {
            dice[i] = null;
        }
    }

    @Override
    public String toString() {
        return "table " + name;
    }
}
