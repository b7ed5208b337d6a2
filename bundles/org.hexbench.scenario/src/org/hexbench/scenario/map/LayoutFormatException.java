package org.hexbench.scenario.map;

/**
 * A terrain layout that cannot be decoded: a bad token, or the wrong number of sites. Names the layout row so that
 * validation can point the author at it.
 */
public final class LayoutFormatException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int row;

    /**
     * Creates the exception.
     *
     * @param row the 0-based layout row, or -1 if the problem concerns the whole layout
     * @param message what is wrong
     */
    public LayoutFormatException(int row, String message) {
        super(message);
        this.row = row;
    }

    /** @return the 0-based layout row at fault, or -1 for the whole layout */
    public int row() {
        return row;
    }
}
