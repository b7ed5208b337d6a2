package org.hexbench.ai.players.mcts;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.hexbench.ai.ComputerPlayer;
import org.hexbench.ai.DecidingPlayer;
import org.hexbench.ai.GameView;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.game.TurnSystem;

/**
 * Plays one iteration's copy of the game on where the tree ends: every faction's orders come from its player of the
 * {@link PlayoutPolicy}, given through the copy's turn system as the game gives a computer player's orders
 * ({@link DecidingPlayer}); an order the copy refuses ends that faction's turn there.
 */
final class Playout {

    private final TurnSystem turns;
    private final PlayoutPolicy policy;
    private final SplittableRandom random;
    private final ComputerPlayer[] players;

    /**
     * @param turns the copy's turn system
     * @param policy makes each faction's player
     * @param random the iteration's random source (the players' seeds)
     */
    Playout(TurnSystem turns, PlayoutPolicy policy, SplittableRandom random) {
        this.turns = turns;
        this.policy = policy;
        this.random = random;
        this.players = new ComputerPlayer[turns.game().world().factionCount()];
    }

    /**
     * Plays the faction's turn to its end (or to the end of the game) with its policy player.
     *
     * @param faction an acting faction
     */
    void finishTurn(int faction) {
        if (players[faction] == null) {
            players[faction] = policy.player(faction, random.nextLong());
        }
        ComputerPlayer player = players[faction];
        GameView view = new GameView(turns, faction);
        player.beginTurn(view);
        for (int i = 0; i < DecidingPlayer.ORDER_LIMIT && !turns.isFinished(); i++) {
            Command order = player.nextOrder(view);
            if (order == null || order instanceof EndTurn || !turns.order(faction, order).accepted()) {
                break;
            }
        }
        if (!turns.isFinished() && turns.actingFactions().contains(faction)) {
            turns.endTurn(faction);
        }
    }

    /**
     * Plays turn after turn until play has finished or the search's horizon is reached.
     *
     * @param horizon says when to stop, asked before every faction's turn
     */
    void playUntil(BooleanSupplier horizon) {
        while (!turns.isFinished() && !horizon.getAsBoolean()) {
            finishTurn(turns.actingFactions().get(0));
        }
    }
}
