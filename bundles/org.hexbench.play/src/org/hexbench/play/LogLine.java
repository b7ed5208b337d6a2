package org.hexbench.play;

/**
 * One line of a game's message and event log (Hexkit User's Guide §6.3, the message events of HCL programs; the
 * session's own notes).
 *
 * @param turn the turn (one-based, as shown to people) in which it happened
 * @param source who or what it is from or for: a faction name, "all", or "game"
 * @param text the message
 */
public record LogLine(int turn, String source, String text) {

    @Override
    public String toString() {
        return "turn " + turn + " · " + source + ": " + text;
    }
}
