package org.hexbench.play;

/**
 * The session's answer to a person's command: accepted (with what happened) or rejected with the engine's reason.
 *
 * @param accepted whether the command was executed (or, in simultaneous turns, queued as a directive)
 * @param message what happened, or why not
 */
public record Reply(boolean accepted, String message) {

    /**
     * @param message what happened
     * @return an accepted reply
     */
    public static Reply ok(String message) {
        return new Reply(true, message);
    }

    /**
     * @param reason why the command was not executed
     * @return a rejected reply
     */
    public static Reply rejected(String reason) {
        return new Reply(false, reason);
    }
}
