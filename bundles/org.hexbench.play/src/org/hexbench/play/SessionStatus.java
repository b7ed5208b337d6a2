package org.hexbench.play;

/** What a game session is doing now, which decides what the Play perspective lets a person do. */
public enum SessionStatus {

    /** A human faction is to move (sequential) or to give its directives (simultaneous). */
    HUMAN_TO_MOVE("your move"),

    /** Computer players are moving in a background job. */
    COMPUTER_MOVING("computer players are moving"),

    /** Computer players were stopped (cancelled, or a loaded game waits): Resume continues. */
    COMPUTER_STOPPED("computer players stopped; Resume continues"),

    /** A faction has won, or none is left. */
    GAME_OVER("game over"),

    /** The turn limit was reached without a winner. */
    TURN_LIMIT("turn limit reached"),

    /** The session was closed (replaced by another game, or restarted). */
    CLOSED("closed");

    private final String text;

    SessionStatus(String text) {
        this.text = text;
    }

    /** @return a short description for status lines */
    public String text() {
        return text;
    }
}
