package org.hexbench.ui.play.session;

/**
 * One line of a game's message and event log (digest A.4 message events, A.5 turn events).
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
