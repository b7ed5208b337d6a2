package org.hexbench.testdata;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.hexbench.engine.game.Game;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.game.Outcome;

/**
 * Gives a command to a game in a test and fails the test at once when the engine answers otherwise than the test
 * expects, with the engine's own reason in the failure message.
 */
public final class Orders {

    private Orders() {
    }

    /**
     * Executes a command that the test expects the engine to accept.
     *
     * @param game the game under test
     * @param command the command
     * @return the engine's outcome, accepted
     */
    public static Outcome accepted(Game game, Command command) {
        Outcome outcome = game.execute(command);
        assertTrue(outcome.accepted(), () -> command + " rejected: " + outcome.rejection());
        return outcome;
    }

    /**
     * Executes a command that the test expects the engine to reject.
     *
     * @param game the game under test
     * @param command the command
     * @return the engine's reason for the rejection, never {@code null}
     */
    public static String rejected(Game game, Command command) {
        Outcome outcome = game.execute(command);
        assertFalse(outcome.accepted(), () -> command + " should be rejected");
        assertNotNull(outcome.rejection());
        return outcome.rejection();
    }
}
