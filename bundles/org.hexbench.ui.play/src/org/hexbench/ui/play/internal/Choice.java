package org.hexbench.ui.play.internal;

/**
 * One item a person picks in a command's selection dialog: the value the command needs and the text shown for it.
 *
 * @param value the value (a class id, an entity id, a site index)
 * @param text what the dialog shows
 */
record Choice(Object value, String text) {

    @Override
    public String toString() {
        return text;
    }
}
