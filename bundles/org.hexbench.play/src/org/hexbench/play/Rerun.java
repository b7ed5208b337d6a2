package org.hexbench.play;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.TurnSystem;

/**
 * Plays a recorded game again from its commands, not its programs (restarting a game under changed rules, hot
 * reload, loading a game to continue it): a fresh game with the same seed has the scenario's turn system issue every
 * recorded entry again under the given definitions ({@link TurnSystem#reissue}): commands are executed again, and
 * simultaneous turns resolve again from their recorded directives; commands the rules queued are left to the command
 * that queued them (Hexkit User's Guide §6.4.3). Under the same rules this reaches the same state (the game's random
 * stream is its only randomness, Hexkit User's Guide §6.1); under changed rules the commands may generate other
 * programs, and entries that no longer fit are skipped and reported with the reason.
 */
public final class Rerun {

    /**
     * The outcome of a rerun.
     *
     * @param game the new game, after the last entry that could be issued
     * @param rejections the entries that were skipped, each with the reason
     * @param issued how many recorded entries were issued again
     */
    public record Result(Game game, List<String> rejections, int issued) {

        /**
         * Copies the rejections.
         *
         * @param game the game
         * @param rejections the rejections
         * @param issued the count
         */
        public Result {
            rejections = List.copyOf(rejections);
        }
    }

    private Rerun() {
    }

    /**
     * Reruns a history.
     *
     * @param definitions the scenario and rules to play by
     * @param seed the seed of the recorded game
     * @param entries the recorded history
     * @return the new game and what could not be issued
     */
    public static Result of(Definitions definitions, long seed, List<HistoryEntry> entries) {
        Game game = new Game(definitions.catalog(), definitions.rules(), seed);
        TurnSystem turns = TurnSystem.of(game, 0);
        List<String> rejections = new ArrayList<>();
        int issued = 0;
        for (int i = 0; i < entries.size(); i++) {
            HistoryEntry entry = entries.get(i);
            if (entry.queued()) {
                continue;
            }
            if (game.world().isGameOver()) {
                rejections.add("the game ended before entry " + (i + 1) + " of " + entries.size() + " ('"
                        + entry.command() + "')");
                break;
            }
            String reason;
            try {
                reason = turns.reissue(entry);
            } catch (RuntimeException | StackOverflowError e) {
                reason = "the rules failed: " + RuleFailure.describe(e);
            }
            if (reason == null) {
                issued++;
            } else {
                rejections.add("turn " + (entry.turn() + 1) + ", " + entry.command() + ": " + reason);
            }
        }
        return new Result(game, rejections, issued);
    }
}
