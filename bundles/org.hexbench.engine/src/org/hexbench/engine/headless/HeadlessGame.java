package org.hexbench.engine.headless;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.game.GameListener;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.game.SequentialTurns;
import org.hexbench.engine.player.CommandLines;
import org.hexbench.engine.player.HumanPlayer;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.simultaneous.RandomDirectives;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TurnMode;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * Plays a scenario without a user interface ({@code hexbench play}): computer players for every faction (or, with
 * an input of command lines, human players for some), each command printed as it executes, the ASCII map after every full turn, then the winner and the final state hash.
 * Sequential scenarios use {@link SequentialTurns}; simultaneous ones {@link SimultaneousTurns} with random
 * directives.
 */
public final class HeadlessGame {

    /** The turn limit when neither the caller nor the scenario sets one. */
    public static final int DEFAULT_TURN_LIMIT = 100;

    private HeadlessGame() {
    }

    /**
     * Plays a game.
     *
     * @param scenarioFile the {@code .hexscenario} file
     * @param players the player kind per faction (only {@code random} is available headless); one entry applies
     *        to every faction
     * @param seed the seed of the game and of the players
     * @param turns the turn limit; 0 uses the scenario's limit, or {@value #DEFAULT_TURN_LIMIT} if it has none
     * @param saveFile where to save the game at the end, or {@code null}
     * @param out where to print the commands, maps and result
     * @return the result
     * @throws GameSetupException if the players do not fit the scenario or the scenario cannot be played
     * @throws IOException if the scenario cannot be loaded or the save cannot be written
     */
    public static GameResult play(Path scenarioFile, List<String> players, long seed, int turns, Path saveFile,
            PrintStream out) throws GameSetupException, IOException {
        return play(scenarioFile, players, seed, turns, saveFile, out, null);
    }

    /**
     * Plays a game in which people may play factions through command lines ({@code human} players, e.g. reading
     * standard input): each human faction reads its commands from {@code humanInput} and gets its replies on
     * {@code out} ({@link HumanPlayer}). Human players need sequential turns.
     *
     * @param scenarioFile the {@code .hexscenario} file
     * @param players the player kind per faction, {@code random} or {@code human}; one entry applies to every
     *        faction
     * @param seed the seed of the game and of the random players
     * @param turns the turn limit; 0 uses the scenario's limit, or {@value #DEFAULT_TURN_LIMIT} if it has none
     * @param saveFile where to save the game at the end, or {@code null}
     * @param out where to print the commands, maps, replies and result
     * @param humanInput the command lines of the human players, or {@code null} if none can play
     * @return the result
     * @throws GameSetupException if the players do not fit the scenario or the scenario cannot be played
     * @throws IOException if the scenario cannot be loaded or the save cannot be written
     */
    public static GameResult play(Path scenarioFile, List<String> players, long seed, int turns, Path saveFile,
            PrintStream out, CommandLines humanInput) throws GameSetupException, IOException {
        return play(scenarioFile, players, seed, turns, saveFile, out, humanInput, null);
    }

    /**
     * Plays a game under the given rules: the scenario's rule file bound by the rule language, or any other
     * implementation of the {@link Rules} SPI (digest A.8). The engine does not know the rule language; whoever
     * starts the game (the command line, the IDE) binds the rules and passes them here.
     *
     * @param scenarioFile the {@code .hexscenario} file
     * @param players the player kind per faction, {@code random} or {@code human}; one entry applies to every
     *        faction
     * @param seed the seed of the game and of the random players
     * @param turns the turn limit; 0 uses the scenario's limit, or {@value #DEFAULT_TURN_LIMIT} if it has none
     * @param saveFile where to save the game at the end, or {@code null}
     * @param out where to print the commands, maps, replies and result
     * @param humanInput the command lines of the human players, or {@code null} if none can play
     * @param rules the rules of the game, or {@code null} for Hexkit's default rules
     * @return the result
     * @throws GameSetupException if the players do not fit the scenario or the scenario cannot be played
     * @throws IOException if the scenario cannot be loaded or the save cannot be written
     */
    public static GameResult play(Path scenarioFile, List<String> players, long seed, int turns, Path saveFile,
            PrintStream out, CommandLines humanInput, Rules rules) throws GameSetupException, IOException {
        Scenario scenario = ScenarioResources.load(scenarioFile);
        Game game;
        try {
            game = rules == null ? Game.start(scenario, seed) : new Game(new Catalog(scenario), rules, seed);
        } catch (LayoutFormatException | IllegalArgumentException e) {
            throw new GameSetupException(scenarioFile + ": " + e.getMessage(), e);
        }
        int factions = game.world().factionCount();
        List<String> kinds = players.size() == 1 ? java.util.Collections.nCopies(factions, players.get(0)) : players;
        if (kinds.size() != factions) {
            throw new GameSetupException(scenarioFile + " has " + factions + " factions but " + players.size()
                    + " players were given", null);
        }
        var master = scenario.getMaster();
        boolean simultaneous = master != null && master.getTurns() != null
                && master.getTurns().getMode() == TurnMode.SIMULTANEOUS;
        List<Player> list = new ArrayList<>();
        for (int f = 0; f < factions; f++) {
            String kind = kinds.get(f).trim().toLowerCase(java.util.Locale.ROOT);
            if (kind.equals("human") && humanInput == null) {
                throw new GameSetupException("player kind 'human' is not available headless: it needs command lines"
                        + " to read (use random)", null);
            }
            if (kind.equals("human") && simultaneous) {
                throw new GameSetupException("player kind 'human' cannot play simultaneous turns headless yet (use random)",
                        null);
            }
            if (kind.equals("human")) {
                list.add(new HumanPlayer(humanInput, out::println));
            } else if (kind.equals("random")) {
                list.add(new RandomPlayer(seed * 1_000_003L + f));
            } else {
                throw new GameSetupException("player kind '" + kinds.get(f) + "' is not available headless (use random"
                        + (humanInput == null ? ")" : " or human)"), null);
            }
        }
        int limit = turns > 0 ? turns
                : master != null && master.getTurns() != null && master.getTurns().getTurnLimit() > 0
                        ? master.getTurns().getTurnLimit() : DEFAULT_TURN_LIMIT;
        GameListener printer = new Printer(out);
        if (simultaneous) {
            int segments = Math.max(1, master.getTurns().getSegments());
            new SimultaneousTurns(game, segments).play(new RandomDirectives(seed), limit, printer);
        } else {
            SequentialTurns.play(game, list, limit, printer);
        }
        var world = game.world();
        String winner = world.winningFaction() >= 0 ? world.faction(world.winningFaction()).id() : null;
        out.println(world.isGameOver()
                ? "Winner: " + (winner == null ? "none" : world.faction(world.winningFaction()).name() + " (" + winner + ")")
                : "Turn limit " + limit + " reached: no winner");
        String hash = game.stateHash();
        out.println("State hash: " + hash);
        if (saveFile != null) {
            Map<String, String> settings = new LinkedHashMap<>();
            settings.put("seed", Long.toString(seed));
            settings.put("players", String.join(",", kinds));
            settings.put("turns", Integer.toString(limit));
            SavedGame.of(game, scenarioFile, saveFile, settings).write(saveFile);
            out.println("Saved: " + saveFile);
        }
        return new GameResult(winner, world.currentTurn() + 1, world.isGameOver(), game.history().entries().size(), hash);
    }

    private record Printer(PrintStream out) implements GameListener {

        @Override
        public void executed(Game game, HistoryEntry entry) {
            String who = entry.faction() >= 0 ? game.world().faction(entry.faction()).name() : "all";
            out.println("turn " + (entry.turn() + 1) + " " + who + ": " + entry.command() + " ("
                    + entry.program().size() + " instructions)");
        }

        @Override
        public void turnEnded(Game game, int turn, int faction) {
            var alive = game.world().aliveFactions();
            boolean last = faction < 0 || alive.isEmpty() || game.world().activeFaction() <= faction
                    || game.world().isGameOver();
            if (last) {
                out.println("--- after turn " + (turn + 1));
                out.print(AsciiMap.render(game.world()));
            }
        }
    }
}
