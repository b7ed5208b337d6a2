package org.hexbench.play;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.world.WorldState;

/**
 * Games without a user interface ({@code hexbench play}): the scenario's information ({@link GameText#about}), then a
 * {@link GameSession} whose computer players play on the calling thread, each history entry printed as it is
 * recorded, the ASCII map after every full turn, then the winner and the final state hash.
 */
public final class HeadlessPlay {

    /** Computer players on the calling thread: {@link GameSession#start} returns when the game is over. */
    private static final SessionOptions CALLING_THREAD = new SessionOptions(turns -> turns.run(TurnProgress.NONE), null);

    private HeadlessPlay() {
    }

    /**
     * Plays a game with computer players.
     *
     * @param definitions the scenario and its rules
     * @param players who plays each faction, in the words of {@link Seat#settingValue()}; one word applies to every
     *        faction; none: the computer player each faction's setting names ({@link Definitions#defaultSeats()}),
     *        and the default computer player for factions a person would play
     * @param seed the seed of the game and of the computer players
     * @param turns the turn limit; 0 uses the scenario's limit, or the default limit if it has none
     * @param saveFile where to save the game at the end, or {@code null}
     * @param out where to print the entries, maps and result
     * @return the result
     * @throws GameStartException if the players do not fit the scenario, a player cannot play without a person at a
     *         front end, or the rules fail at the start
     * @throws IOException if the save cannot be written
     */
    public static GameResult play(Definitions definitions, List<String> players, long seed, int turns, Path saveFile,
            PrintStream out) throws GameStartException, IOException {
        int factions = definitions.factionCount();
        String about = GameText.about(definitions.scenario());
        if (!about.isEmpty()) {
            out.println(about);
        }
        if (players.isEmpty()) {
            List<String> defaults = new ArrayList<>();
            for (int f = 0; f < factions; f++) {
                Seat seat = definitions.defaultSeats().get(f);
                String word = seat.isComputer() ? seat.settingValue() : Seat.ofAlgorithm(null).settingValue();
                defaults.add(word);
                out.println("Player of " + GameText.name(definitions.catalog().factions().get(f)) + ": " + word
                        + (seat.isComputer() ? " (the scenario's computer player)"
                                : " (a person by default; no person plays headless)"));
            }
            players = defaults;
        }
        List<String> words = players.size() == 1 ? Collections.nCopies(factions, players.get(0)) : players;
        if (words.size() != factions) {
            throw new GameStartException(definitions.scenarioFile() + " has " + factions + " factions but "
                    + players.size() + " players were given");
        }
        List<Seat> seats = new ArrayList<>();
        for (String word : words) {
            Seat seat;
            try {
                seat = Seat.ofSetting(word);
            } catch (IllegalArgumentException e) {
                throw new GameStartException(e.getMessage());
            }
            if (seat == Seat.HUMAN) {
                throw new GameStartException("player 'human' needs a person at a front end: play the scenario in the"
                        + " IDE (Hexbench > Play Scenario), or use a computer player here");
            }
            seats.add(seat);
        }
        int limit = turns > 0 ? turns : definitions.turns().proposedTurnLimit();
        GameSetup setup = new GameSetup(definitions.scenarioFile(), seats, seed, limit, 0);
        GameSession session = GameSession.start(setup, definitions, CALLING_THREAD, new Printer(out));
        GameResult result = session.read(g -> {
            WorldState world = g.world();
            String winner = world.winningFaction() >= 0 ? world.faction(world.winningFaction()).id() : null;
            out.println(world.isGameOver()
                    ? "Winner: " + (winner == null ? "none" : world.faction(world.winningFaction()).name() + " (" + winner + ")")
                    : "Turn limit " + limit + " reached: no winner");
            out.println("State hash: " + g.stateHash());
            return new GameResult(winner, world.currentTurn() + 1, world.isGameOver(), g.history().size(),
                    g.stateHash(), session.lastRuleFailure());
        }).orElseThrow();
        if (result.ruleFailure() != null) {
            out.println("The game stopped in turn " + result.turns() + ": the rules failed: " + result.ruleFailure());
        }
        if (saveFile != null) {
            session.save(saveFile);
            out.println("Saved: " + saveFile);
        }
        return result;
    }

    /** Prints each entry as it is recorded and the ASCII map after the last faction of every turn. */
    private record Printer(PrintStream out) implements SessionListener {

        @Override
        public void changed(GameSession session) {
            // everything is printed as it happens
        }

        @Override
        public void executed(GameSession session, HistoryEntry entry) {
            session.read(g -> {
                String who = entry.faction() >= 0 ? g.world().faction(entry.faction()).name() : "all";
                out.println("turn " + (entry.turn() + 1) + " " + who + ": " + entry.command() + " ("
                        + entry.program().size() + " instructions)");
                return null;
            });
        }

        @Override
        public void turnEnded(GameSession session, int turn, int faction) {
            session.read(g -> {
                WorldState world = g.world();
                boolean last = faction < 0 || world.aliveFactions().isEmpty() || world.activeFaction() <= faction
                        || world.isGameOver();
                if (last) {
                    out.println("--- after turn " + (turn + 1));
                    out.print(AsciiMap.render(world));
                }
                return null;
            });
        }
    }
}
