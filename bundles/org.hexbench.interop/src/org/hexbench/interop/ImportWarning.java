package org.hexbench.interop;

/**
 * Something an import could not carry over exactly and what it did instead (an unknown tile, an object without a
 * faction), with the file and line or JSON path it comes from.
 *
 * @param where file and position, e.g. {@code map.tmx:14} or {@code map.tmj $.layers[1].objects[3]}
 * @param message what was found and what the import did about it
 */
public record ImportWarning(String where, String message) {

    /** @return {@code where: warning: message}, the form of the command line's problem lines */
    @Override
    public String toString() {
        return where + ": warning: " + message;
    }
}
