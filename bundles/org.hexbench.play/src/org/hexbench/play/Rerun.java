package org.hexbench.ui.play.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.simultaneous.SimultaneousTurns;

/**
 * Plays a recorded game again from its commands, not its programs (issue 8 "restart with changed rules", hot
 * reload, loading a game to continue it): a fresh game with the same seed issues every recorded command again under
 * the given definitions, and resolves every simultaneous turn again from its recorded directives. Under the same
 * rules this reaches the same state (the game's random source is the only randomness, digest A.7); under changed
 * rules the commands may generate other programs, and commands that became illegal are skipped and reported with
 * the engine's reason.
 */
public final class Rerun {

    /**
     * The outcome of a rerun.
     *
     * @param game the new game, after the last command that could be issued
     * @param rejections the commands that were skipped, each with the reason
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
     * @param entries the recorded history (commands, and simultaneous resolutions with faction -1)
     * @param directives the directives of each simultaneous turn, by zero-based turn
     * @return the new game and what could not be issued
     */
    public static Result of(Definitions definitions, long seed, List<HistoryEntry> entries,
            Map<Integer, List<Directive>> directives) {
        Game game = new Game(definitions.catalog(), definitions.rules(), seed);
        SimultaneousTurns turns = definitions.turns().simultaneous()
                ? new SimultaneousTurns(game, definitions.turns().segments()) : null;
        List<String> rejections = new ArrayList<>();
        int issued = 0;
        for (int i = 0; i < entries.size(); i++) {
            HistoryEntry entry = entries.get(i);
            if (game.world().isGameOver()) {
                rejections.add("the game ended before entry " + (i + 1) + " of " + entries.size() + " ('"
                        + entry.command() + "'): " + (entries.size() - i) + " entries not issued");
                break;
            }
            if (entry.faction() < 0) {
                if (turns == null) {
                    rejections.add("entry " + (i + 1) + " ('" + entry.command()
                            + "') resolves a simultaneous turn, but the scenario now has sequential turns");
                    continue;
                }
                game.history().recordTurn(game.world());
                turns.resolve(directives.getOrDefault(entry.turn(), List.of()));
                issued++;
                continue;
            }
            Command command;
            try {
                command = CommandCodec.decode(entry.command());
            } catch (IllegalArgumentException e) {
                rejections.add("entry " + (i + 1) + ": " + e.getMessage());
                continue;
            }
            Outcome outcome = game.execute(command);
            if (outcome.accepted()) {
                issued++;
            } else {
                rejections.add("turn " + (entry.turn() + 1) + ", " + entry.command() + ": " + outcome.rejection());
            }
        }
        return new Result(game, rejections, issued);
    }
}
