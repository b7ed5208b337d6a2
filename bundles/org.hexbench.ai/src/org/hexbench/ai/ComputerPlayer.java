package org.hexbench.ai;

import org.hexbench.engine.command.Command;

/**
 * A computer player (Hexkit User's Guide ch. 9): it decides a faction's orders one at a time from a read-only
 * {@link GameView}, and may play ahead on copies of the game ({@link GameView#rehearsal}); the game executes each
 * order it returns before asking for the next, so the player sees every outcome (Hexkit's Seeker re-examines its
 * units after every command, §9.8.4 Cycle Control). A player never changes the game any other way.
 */
public interface ComputerPlayer {

    /**
     * Called once when the faction's turn begins (not again when a stopped turn resumes), before the first
     * {@link #nextOrder}: a player resets what it keeps per turn here (Seeker's unit cycle and attack odds, §9.8.2).
     *
     * @param view the game as the faction sees it
     */
    default void beginTurn(GameView view) {
        // nothing kept per turn
    }

    /**
     * Decides the faction's next order.
     *
     * @param view the game as the faction sees it now
     * @return one of {@link GameView#legalOrders()} (or any other order the engine accepts now); an
     *         {@link org.hexbench.engine.command.EndTurn} ends the faction's turn
     */
    Command nextOrder(GameView view);
}
