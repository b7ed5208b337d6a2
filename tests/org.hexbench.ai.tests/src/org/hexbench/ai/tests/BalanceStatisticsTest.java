package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.ai.balance.BalanceGame;
import org.hexbench.ai.balance.BalanceReport;
import org.hexbench.ai.balance.BalanceSettings;
import org.hexbench.ai.balance.ClassStrength;
import org.hexbench.ai.balance.FactionRate;
import org.hexbench.ai.balance.FirstSeat;
import org.hexbench.ai.balance.LengthHistogram;
import org.hexbench.ai.balance.StrengthLedger;
import org.hexbench.ai.balance.UnitStrength;
import org.hexbench.ai.balance.Verdict;
import org.junit.jupiter.api.Test;

/** The balance report's figures on hand-made games, against values worked out by hand in the comments. */
class BalanceStatisticsTest {

    private static final List<String> TWO = List.of("House Rouge", "Blue League");

    private static BalanceSettings settings(int factions, int games, int turnLimit) {
        return new BalanceSettings(Collections.nCopies(factions, PlayerSpec.parse("random")), games, 1, turnLimit, 1);
    }

    private static BalanceGame game(int index, int winner, int first, int turns) {
        return new BalanceGame(index, 100 + index, winner, first, turns, 10 * turns, "h" + index, null, List.of());
    }

    /** Games in which each faction wins as often as {@code wins} says (faction f wins wins[f] games), then draws. */
    private static List<BalanceGame> games(int draws, int... wins) {
        List<BalanceGame> games = new ArrayList<>();
        for (int f = 0; f < wins.length; f++) {
            for (int i = 0; i < wins[f]; i++) {
                games.add(game(games.size(), f, 0, 20));
            }
        }
        for (int i = 0; i < draws; i++) {
            games.add(game(games.size(), -1, 0, 60));
        }
        return games;
    }

    private static BalanceReport report(List<String> factions, List<BalanceGame> games) {
        return new BalanceReport("riverford.hexscenario", "", settings(factions.size(), Math.max(1, games.size()), 60), factions,
                games, false);
    }

    /**
     * 200 decided games, the Blue League wins 128: share 0.64. Wilson by hand: z²/n = 3.84146/200 = 0.019207,
     * centre = (0.64 + 0.0096037)/1.019207 = 0.63736, half width = 1.95996·√(0.64·0.36/200 + 3.84146/160000)/1.019207
     * = 1.95996·√(0.001152 + 0.000024)/1.019207 = 0.065946, so 0.5714–0.7033: it excludes the fair 50% and 64% is 14
     * points off (more than 5): unbalanced, with the Blue League named.
     */
    @Test
    void aFactionWinningClearlyMoreThanItsShareMakesTheScenarioUnbalanced() {
        BalanceReport report = report(TWO, games(0, 72, 128));
        FactionRate blue = report.factionRates().get(1);
        assertEquals(128, blue.wins());
        assertEquals(200, blue.decided());
        assertEquals(0.64, blue.share(), 1e-12);
        assertEquals(0.5714, blue.interval().lower(), 0.00005);
        assertEquals(0.7033, blue.interval().upper(), 0.00005);
        Verdict verdict = report.verdict();
        assertEquals(Verdict.Kind.UNBALANCED, verdict.kind());
        assertEquals("Blue League wins 64% of 200 decided games (95% interval 57%–70%, fair share 50%) with equal"
                + " players: unbalanced.", verdict.text());
    }

    /**
     * 400 decided games, 204 to 196: 204/400 has the interval 0.4611–0.5587 and 196/400 0.4413–0.5389, both within
     * 50% ± 10 points: balanced. 10,000 games won 5,300 to 4,700 are a real difference (0.5202–0.5398 excludes 50%)
     * but 3 points, under the 5-point margin, and inside the band: balanced too.
     */
    @Test
    void sharesCloseToFairWithNarrowIntervalsAreBalanced() {
        Verdict close = report(TWO, games(3, 204, 196)).verdict();
        assertEquals(Verdict.Kind.BALANCED, close.kind());
        assertEquals("House Rouge 51% (46%–56%), Blue League 49% (44%–54%) of 400 decided games with equal players:"
                + " balanced (every 95% interval within 50% ± 10 points).", close.text());
        assertEquals(Verdict.Kind.BALANCED, report(TWO, games(0, 5300, 4700)).verdict().kind());
    }

    /**
     * 10 games, 2 won by House Rouge, 7 by the Blue League, 1 undecided: 9 decided; 7/9 = 0.7778 with the interval
     * (z²/n = 0.42683; centre (0.77778 + 0.21341)/1.42683 = 0.69468, half width 1.95996·√(0.019204 + 0.011856)
     * /1.42683 = 0.24209) 0.4526–0.9368, which contains 50%: not unbalanced, and far wider than ± 10 points.
     */
    @Test
    void tenGamesAreTooFewToTell() {
        BalanceReport report = report(TWO, games(1, 2, 7));
        assertEquals(10, report.counted());
        assertEquals(9, report.decided());
        assertEquals(0.4526, report.factionRates().get(1).interval().lower(), 0.00005);
        assertEquals(0.9368, report.factionRates().get(1).interval().upper(), 0.00005);
        Verdict verdict = report.verdict();
        assertEquals(Verdict.Kind.TOO_FEW_GAMES, verdict.kind());
        assertTrue(verdict.text().startsWith("House Rouge 22% (6%–55%), Blue League 78% (45%–94%) of 9 decided games"),
                verdict.text());
    }

    /**
     * Three factions: the fair share is a third. 150/75/75 of 300: 150/300 = 0.5 has the interval 0.443–0.557, which
     * excludes 0.333, 17 points off; 75/300 = 0.25 (0.204–0.302) is 8 points off: the first is named. 12/9/9 of 30:
     * 12/30 has 0.246–0.577, which contains a third: too few games.
     */
    @Test
    void theFairShareOfThreeFactionsIsAThird() {
        List<String> three = List.of("Red", "Green", "Blue");
        Verdict clear = report(three, games(0, 150, 75, 75)).verdict();
        assertEquals(Verdict.Kind.UNBALANCED, clear.kind());
        assertTrue(clear.text().startsWith("Red wins 50% of 300 decided games (95% interval 44%–56%, fair share 33%)"),
                clear.text());
        assertEquals(Verdict.Kind.TOO_FEW_GAMES, report(three, games(0, 12, 9, 9)).verdict().kind());
    }

    @Test
    void noDecidedGameSaysToRaiseTheTurnLimitAndDifferentPlayersAreNamed() {
        Verdict none = report(TWO, games(4)).verdict();
        assertEquals(Verdict.Kind.NONE_DECIDED, none.kind());
        assertEquals("No game of 4 was decided within 60 turns: raise the turn limit, or check the scenario's victory"
                + " conditions.", none.text());
        FactionRate rouge = new FactionRate(0, "House Rouge", "random", 128, 200);
        FactionRate blue = new FactionRate(1, "Blue League", "mcts:iterations=50", 72, 200);
        assertEquals("House Rouge wins 64% of 200 decided games (95% interval 57%–70%, fair share 50%) with different"
                + " players (House Rouge: random, Blue League: mcts:iterations=50), so players and factions are"
                + " measured together: unbalanced.", Verdict.of(List.of(rouge, blue), false, 200, 60).text());
        // three factions: Red wins 10% (23 points below a third), Green 43% and Blue 47% (13 points above): Red is named
        List<FactionRate> low = List.of(new FactionRate(0, "Red", "random", 30, 300),
                new FactionRate(1, "Green", "random", 130, 300), new FactionRate(2, "Blue", "random", 140, 300));
        assertTrue(Verdict.of(low, true, 300, 60).text().startsWith("Red wins 10% of 300 decided games (95% interval 7%–14%, fair share 33%)"), Verdict.of(low, true, 300, 60).text());
    }

    /**
     * First seat: 6 counted games, faction 0 acts first in games 0, 1, 2, 5 and faction 1 in 3, 4; the first to act
     * wins games 0, 1, 3; game 2 is won by the second, games 4 and 5 are undecided. Decided with a first seat: 4, won
     * by it: 3, share 0.75 against a fair 0.5. In simultaneous games nobody acts first: no figure.
     */
    @Test
    void theFirstSeatCountsTheFactionThatActedFirst() {
        List<BalanceGame> games = List.of(game(0, 0, 0, 5), game(1, 0, 0, 5), game(2, 1, 0, 5), game(3, 1, 1, 5),
                game(4, -1, 1, 60), game(5, -1, 0, 60));
        FirstSeat first = report(TWO, games).firstSeat().orElseThrow();
        assertEquals(3, first.wins());
        assertEquals(4, first.decided());
        assertEquals(0.25, first.advantage(), 1e-12);
        assertEquals(-1, first.alwaysFaction(), "both factions acted first in some game");
        assertEquals(0, report(TWO, List.of(game(0, 0, 0, 5), game(1, 1, 0, 5))).firstSeat().orElseThrow().alwaysFaction());
        assertTrue(report(TWO, List.of(game(0, 0, -1, 5))).firstSeat().isEmpty(), "simultaneous turns: no first seat");
    }

    /**
     * A turn limit of 60 in at most 20 bins: width 3, bins 1–3 … 58–60; lengths 1 and 3 fall in the first, 4 in the
     * second, 60 in the last. A limit of 25: width 2 (25/20 rounded up), 13 bins, the last only turn 25. A limit of 7:
     * one bin per turn. Failed games are left out.
     */
    @Test
    void gameLengthsFallIntoBinsOfEqualWidthUpToTheTurnLimit() {
        List<BalanceGame> games = List.of(game(0, 0, 0, 1), game(1, 1, 0, 3), game(2, 0, 0, 4), game(3, -1, 0, 60),
                new BalanceGame(4, 1, -1, 0, 2, 4, "x", "IllegalStateException: rule failed", List.of()));
        LengthHistogram h = LengthHistogram.of(games, 60, 20);
        assertEquals(3, h.binWidth());
        assertEquals(20, h.bins());
        assertEquals("1–3", h.label(0));
        assertEquals("58–60", h.label(19));
        assertEquals(2, h.decided().get(0));
        assertEquals(1, h.decided().get(1));
        assertEquals(1, h.undecided().get(19));
        assertEquals(4, h.decided().stream().mapToInt(Integer::intValue).sum() + h.undecided().stream().mapToInt(Integer::intValue).sum());
        LengthHistogram odd = LengthHistogram.of(List.of(game(0, 0, 0, 25)), 25, 20);
        assertEquals(2, odd.binWidth());
        assertEquals(13, odd.bins());
        assertEquals("25", odd.label(12));
        assertEquals(1, odd.count(12));
        assertEquals(7, LengthHistogram.of(List.of(), 7, 20).bins());
    }

    /**
     * By hand: infantry 1 (10), cavalry 2 (8), archers 3 (6) at the start. (1) infantry 1 drops to 7: infantry loses 3.
     * (2) cavalry 2 is destroyed and infantry 4 (10) is built: cavalry loses 8, infantry gains 10. (3) infantry 1 heals
     * to 9 and unit 3 becomes a catapult (still 6): infantry gains 2, archers lose 6, catapults gain 6. Totals:
     * infantry +12 −3, cavalry −8, archers −6, catapult +6.
     */
    @Test
    void theLedgerBooksEveryGainAndLossOfEveryClass() {
        UnitStrength inf10 = new UnitStrength("infantry", "Infantry", 10);
        StrengthLedger ledger = new StrengthLedger(Map.of(1, inf10, 2, new UnitStrength("cavalry", "Cavalry", 8),
                3, new UnitStrength("archers", "Archers", 6)));
        ledger.observe(Map.of(1, new UnitStrength("infantry", "Infantry", 7), 2, new UnitStrength("cavalry", "Cavalry", 8),
                3, new UnitStrength("archers", "Archers", 6)));
        ledger.observe(Map.of(1, new UnitStrength("infantry", "Infantry", 7), 3, new UnitStrength("archers", "Archers", 6),
                4, inf10));
        ledger.observe(Map.of(1, new UnitStrength("infantry", "Infantry", 9), 3, new UnitStrength("catapult", "Catapult", 6),
                4, inf10));
        List<ClassStrength> classes = ledger.classes();
        assertEquals(new ClassStrength("infantry", "Infantry", 12, 3), find(classes, "infantry"));
        assertEquals(new ClassStrength("cavalry", "Cavalry", 0, 8), find(classes, "cavalry"));
        assertEquals(new ClassStrength("archers", "Archers", 0, 6), find(classes, "archers"));
        assertEquals(new ClassStrength("catapult", "Catapult", 6, 0), find(classes, "catapult"));
        assertEquals(4, classes.size());
    }

    private static ClassStrength find(List<ClassStrength> classes, String id) {
        return classes.stream().filter(c -> c.unitClass().equals(id)).findFirst().orElseThrow();
    }

    /** Two games' classes add up; the report orders them from most won (net) to most lost, failed games left out. */
    @Test
    void theReportAddsUpClassesOverTheCountedGames() {
        List<ClassStrength> one = List.of(new ClassStrength("infantry", "Infantry", 10, 4),
                new ClassStrength("cavalry", "Cavalry", 0, 8));
        List<ClassStrength> two = List.of(new ClassStrength("cavalry", "Cavalry", 8, 2),
                new ClassStrength("archers", "Archers", 6, 0));
        List<BalanceGame> games = List.of(new BalanceGame(0, 1, 0, 0, 3, 9, "a", null, one),
                new BalanceGame(1, 2, 1, 0, 3, 9, "b", null, two),
                new BalanceGame(2, 3, -1, 0, 3, 9, "c", "RuleException: x", List.of(new ClassStrength("catapult", "Catapult", 0, 50))));
        List<ClassStrength> total = report(TWO, games).strengthByClass();
        assertEquals(List.of(new ClassStrength("infantry", "Infantry", 10, 4), new ClassStrength("archers", "Archers", 6, 0),
                new ClassStrength("cavalry", "Cavalry", 8, 10)), total, "net +6, +6, −2; infantry first seen first");
    }

    /**
     * The CSV is {@code hexbench tournament --csv}'s: the first faction's player is the entrant "random", the second
     * "random#2" (the same words twice), a draw is "draw" and a failed game has an empty winner and its failure.
     */
    @Test
    void theCsvIsTheTournamentsFormat() {
        List<BalanceGame> games = List.of(new BalanceGame(0, 11, 1, 0, 12, 40, "abc", null, List.of()),
                new BalanceGame(1, 12, -1, 0, 60, 300, "def", null, List.of()),
                new BalanceGame(2, 13, -1, 0, 2, 5, "ghi", "RuleException: a, b", List.of()));
        assertEquals("pairing,game,seed,first,second,winner,turns,entries,state_hash,failure\r\n"
                + "0,0,11,random,random#2,random#2,12,40,abc,\r\n"
                + "0,1,12,random,random#2,draw,60,300,def,\r\n"
                + "0,2,13,random,random#2,,2,5,ghi,\"RuleException: a, b\"\r\n", report(TWO, games).csv());
        BalanceReport three = report(List.of("a", "b", "c"), List.of());
        assertFalse(three.hasCsv());
        assertThrows(IllegalStateException.class, three::csv);
    }

    @Test
    void wrongSettingsAreRefusedWithAReason() {
        var one = assertThrows(IllegalArgumentException.class, () -> settings(1, 10, 60));
        assertEquals("a balance report needs a player for each of at least two factions, 1 given", one.getMessage());
        var unknown = assertThrows(IllegalArgumentException.class, () -> new BalanceSettings(
                List.of(PlayerSpec.parse("random"), PlayerSpec.parse("alpha")), 10, 1, 60, 1));
        assertTrue(unknown.getMessage().startsWith("unknown computer player 'alpha'"), unknown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> settings(2, 0, 60));
    }
}
