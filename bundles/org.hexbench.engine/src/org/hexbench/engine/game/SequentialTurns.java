package org.hexbench.engine.game;

import java.util.List;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.player.Player;

/**
 * Hexkit's sequential turn sequence (digest A.5): factions act in activation order; the driver issues Begin Turn
 * (step 6, which also checks victory, step 7), lets the faction's player issue commands, then issues End Turn
 * (which activates the next faction and removes resigned and defeated ones, steps 1–2). Hotseat and e-mail steps
 * (3–4) do not apply headless. Players never issue Begin Turn or End Turn themselves.
 */
public final class SequentialTurns {

    private SequentialTurns() {
    }

    /**
     * Plays until the game is over or the turn limit is reached.
     *
     * @param game a game (new, or continued after a replay)
     * @param players one player per faction index
     * @param turnLimit the number of turns to play at most (turns 0..limit-1); 0 for no limit
     * @param listener informed after every command and every faction turn
     */
    public static void play(Game game, List<Player> players, int turnLimit, GameListener listener) {
        if (players.size() != game.world().factionCount()) {
            throw new IllegalArgumentException(game.world().factionCount() + " factions but " + players.size() + " players");
        }
        var world = game.world();
        if (game.history().isEmpty()) {
            issue(game, new BeginTurn(), listener);
        }
        while (!world.isGameOver() && (turnLimit <= 0 || world.currentTurn() < turnLimit)) {
            int faction = world.activeFaction();
            int turn = world.currentTurn();
            int before = game.history().entries().size();
            players.get(faction).playTurn(game);
            for (HistoryEntry e : game.history().entries().subList(before, game.history().entries().size())) {
                listener.executed(game, e);
            }
            if (world.isGameOver()) {
                break;
            }
            issue(game, new EndTurn(), listener);
            listener.turnEnded(game, turn, faction);
            if (world.isGameOver() || (turnLimit > 0 && world.currentTurn() >= turnLimit)) {
                break;
            }
            issue(game, new BeginTurn(), listener);
        }
    }

    /** Issues a turn command and reports it, with any commands the rules queued after it. */
    private static void issue(Game game, org.hexbench.engine.command.Command command, GameListener listener) {
        var entries = game.history().entries();
        int before = entries.size();
        Outcome outcome = game.execute(command);
        if (!outcome.accepted()) {
            throw new IllegalStateException(command + " rejected: " + outcome.rejection());
        }
        for (HistoryEntry e : entries.subList(before, entries.size())) {
            listener.executed(game, e);
        }
    }
}
