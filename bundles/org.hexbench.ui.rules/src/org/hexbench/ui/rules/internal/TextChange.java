package org.hexbench.ui.rules.internal;

/**
 * The one replaced region between two versions of a text: the common start and end are left alone. Used to reparse
 * only what changed, and to apply a formatted text as one small undoable edit.
 *
 * @param offset where the change starts
 * @param replacedLength how many characters of the old text it replaces
 * @param text the new characters
 */
record TextChange(int offset, int replacedLength, String text) {

    /**
     * @param before the old text
     * @param after the new text
     * @return the change from one to the other, empty ({@link #isEmpty()}) when they are equal
     */
    static TextChange between(String before, String after) {
        int start = 0;
        int limit = Math.min(before.length(), after.length());
        while (start < limit && before.charAt(start) == after.charAt(start)) {
            start++;
        }
        int oldEnd = before.length();
        int newEnd = after.length();
        while (oldEnd > start && newEnd > start && before.charAt(oldEnd - 1) == after.charAt(newEnd - 1)) {
            oldEnd--;
            newEnd--;
        }
        return new TextChange(start, oldEnd - start, after.substring(start, newEnd));
    }

    /** @return whether nothing changed */
    boolean isEmpty() {
        return replacedLength == 0 && text.isEmpty();
    }
}
