package org.hexbench.play;

/**
 * One line of a game's message and event log (Hexkit User's Guide §6.3, the message events of HCL programs; the
 * session's own notes), in the game's words: units by name, sites by their coordinates. What only an engine
 * developer needs (the command's text form, its instruction count, state hashes) is in {@link #details()}, which
 * front ends show on demand (a tooltip), never in the line itself.
 *
 * @param turn the turn (one-based, as shown to people) in which it happened
 * @param source who or what it is from or for: a faction name, "all", or "game"
 * @param text the message
 * @param details the technical details, empty when there are none
 */
public record LogLine(int turn, String source, String text, String details) {

    /**
     * A line without details.
     *
     * @param turn the turn (one-based)
     * @param source who or what it is from or for
     * @param text the message
     */
    public LogLine(int turn, String source, String text) {
        this(turn, source, text, "");
    }

    @Override
    public String toString() {
        return "turn " + turn + " · " + source + ": " + text;
    }
}
