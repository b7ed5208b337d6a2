package org.hexbench.engine.world;

/**
 * A message event for one faction or for everybody (Hexkit's ShowMessage and ShowMessageDialog, Hexkit User's Guide
 * Table 7): combat
 * reports, captures, victory and defeat. Players and user interfaces show the messages addressed to them
 * ({@link #isFor}).
 */
public sealed interface MessageEvent extends EventInstruction permits ShowMessage, ShowMessageDialog {

    /** @return the addressed faction index, or -1 for everybody */
    int faction();

    /** @return the message text */
    String text();

    /**
     * @param reader a faction index
     * @return whether the message is addressed to that faction (or to everybody)
     */
    default boolean isFor(int reader) {
        return faction() < 0 || faction() == reader;
    }
}
