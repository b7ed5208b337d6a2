package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.ai.balance.BalanceGame;
import org.hexbench.ai.balance.BalanceReport;
import org.hexbench.ai.balance.BalanceRun;
import org.hexbench.ai.balance.BalanceSettings;
import org.hexbench.ai.balance.ClassStrength;
import org.hexbench.ai.balance.StrengthLedger;
import org.hexbench.ai.balance.UnitStrength;
import org.hexbench.ai.tournament.GameRecord;
import org.hexbench.ai.tournament.GameSource;
import org.hexbench.ai.tournament.Tournament;
import org.hexbench.ai.tournament.TournamentResult;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.junit.jupiter.api.Test;

/** Balance runs on the shipped examples through the engine: deterministic, stoppable, and their ledger is exact. */
class BalanceRunTest {

    private static final PlayerSpec RANDOM = PlayerSpec.parse("random");

    private static BalanceSettings settings(int games, int threads) {
        return new BalanceSettings(List.of(RANDOM, RANDOM), games, 2026, 20, threads);
    }

    @Test
    void theSameSeedGivesTheSameGamesOnOneAndTwoThreads() throws Exception {
        List<Integer> progress = new ArrayList<>();
        BalanceReport one = BalanceRun.play(settings(6, 1), "v1", () -> Examples.source("riverford"),
                (g, done, total) -> progress.add(done), () -> false);
        BalanceReport two = BalanceRun.play(settings(6, 2), "v1", () -> Examples.source("riverford"),
                (g, done, total) -> { }, () -> false);
        assertEquals(List.of(1, 2, 3, 4, 5, 6), progress);
        assertFalse(one.stopped());
        assertEquals("riverford.hexscenario", one.scenario());
        assertEquals(List.of("House Rouge", "Blue League"), one.factions());
        assertEquals(one.games(), two.games(), "every game, its hash and its ledger");
        assertEquals(one.csv(), two.csv());
        assertTrue(one.games().stream().map(BalanceGame::stateHash).distinct().count() > 1, "the games differ");
        assertTrue(one.games().stream().allMatch(g -> g.firstFaction() == 0), "House Rouge acts first in Riverford");
        assertTrue(one.strengthByClass().stream().anyMatch(c -> c.unitClass().equals("infantry")),
                one.strengthByClass().toString());
    }

    /**
     * A balance game is the tournament's game of the same seed with the same seats: the tournament's even games seat
     * its first entrant on the first faction, so with random players on both factions, balance game 0 and 2 end in
     * the tournament's states, and their CSV rows are the tournament's rows.
     */
    @Test
    void itsGamesAreTheTournamentsGamesWithTheSameSeats() throws Exception {
        BalanceReport balance = BalanceRun.play(settings(3, 1), "", () -> Examples.source("riverford"),
                (g, done, total) -> { }, () -> false);
        TournamentResult tournament = new Tournament(List.of(RANDOM, RANDOM), 3, 2026, 1, 20, null)
                .play(() -> Examples.source("riverford"), line -> { });
        String[] balanceRows = balance.csv().split("\r\n");
        String[] tournamentRows = tournament.csv().split("\r\n");
        for (int g : new int[] {0, 2}) {
            GameRecord record = tournament.games().get(g);
            assertEquals(record.stateHash(), balance.games().get(g).stateHash());
            assertEquals(tournamentRows[g + 1], balanceRows[g + 1]);
        }
        assertEquals(tournamentRows[0], balanceRows[0], "the same header");
    }

    @Test
    void stoppingKeepsTheFinishedGamesAndDropsTheGameInPlay() throws Exception {
        AtomicInteger finished = new AtomicInteger();
        AtomicInteger asked = new AtomicInteger();
        // stop in the middle of the third game: after two games, a few more orders, then stop
        BalanceReport report = BalanceRun.play(settings(10, 1), "", () -> Examples.source("riverford"),
                (g, done, total) -> finished.set(done),
                () -> finished.get() >= 2 && asked.incrementAndGet() > 20);
        assertTrue(report.stopped());
        assertEquals(2, report.games().size(), "the two finished games, not the third in play");
        assertEquals(List.of(0, 1), report.games().stream().map(BalanceGame::index).toList());
        BalanceReport full = BalanceRun.play(settings(2, 1), "", () -> Examples.source("riverford"),
                (g, done, total) -> { }, () -> false);
        assertEquals(full.games(), report.games(), "the kept games are whole games");
    }

    /**
     * The ledger replays the history: per unit class, gained minus lost is the strength the class has at the end minus
     * what it had at the start, and (Riverford's combat costs strength) some class lost strength.
     */
    @Test
    void theLedgerAgreesWithTheFirstAndLastStateOfARealGame() {
        GameSource source = Examples.source("riverford");
        Game game = source.newGame(77);
        Map<String, Long> start = byClass(StrengthLedger.units(game.world()));
        List<Player> players = List.of(PlayerRegistry.create(RANDOM, 77, 0), PlayerRegistry.create(RANDOM, 77, 1));
        TurnSystem.of(game, 40).play(players);
        Map<String, Long> end = byClass(StrengthLedger.units(game.world()));
        List<ClassStrength> classes = StrengthLedger.of(game.catalog(), game.history().entries());
        for (ClassStrength c : classes) {
            assertEquals(end.getOrDefault(c.unitClass(), 0L) - start.getOrDefault(c.unitClass(), 0L), c.net(),
                    c.unitClass());
        }
        assertTrue(classes.stream().anyMatch(c -> c.lost() > 0), "units were hurt or destroyed: " + classes);
        assertTrue(classes.stream().anyMatch(c -> c.gained() > 0), "units were built: " + classes);
    }

    private static Map<String, Long> byClass(Map<Integer, UnitStrength> units) {
        Map<String, Long> sums = new HashMap<>();
        units.values().forEach(u -> sums.merge(u.unitClass(), (long) u.strength(), Long::sum));
        return sums;
    }
}
