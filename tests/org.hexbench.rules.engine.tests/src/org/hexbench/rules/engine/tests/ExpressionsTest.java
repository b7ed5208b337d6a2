package org.hexbench.rules.engine.tests;

import static org.hexbench.rules.engine.tests.Riverford.BLUE;
import static org.hexbench.rules.engine.tests.Riverford.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.hexbench.engine.rules.Rules;
import org.hexbench.rules.engine.RuleBinding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every expression form of the rule language through the engine: a rule file whose {@code on turn begin} shows
 * expressions in a message is bound to a copy of Riverford, the game's first Begin Turn runs it, and the message the
 * engine recorded is compared with what the form means. Dice and chances draw from the game's seeded generator
 * (Xconq 7.1 GDL Reference Manual, Language Syntax: dice specs; Random Events: n% chances), so their tests play many
 * seeds.
 */
class ExpressionsTest {

    @TempDir
    Path folder;

    private int cavalrySite;
    private Riverford board;

    /**
     * Red: two cavalry stacked on an open field and an unplaced infantry; blue: an infantry two sites away. The rules'
     * {@code on turn begin} shows the given message parts; the rule file also declares {@code group footmen =
     * infantry, archers} and {@code cav}, red's first cavalry.
     */
    private String said(String declarations, String parts) {
        Riverford r = Riverford.sequential(folder, "group footmen = infantry, archers\n" + declarations
                + "on turn begin when faction = red {\n"
                + "    let cav = one of (all u in units of faction where u is cavalry and u is placed)\n"
                + "    message " + parts + "\n}\n").withoutUnits();
        cavalrySite = HookKindsTest.field(r);
        r.unit("cavalry", RED, cavalrySite);
        r.unit("cavalry", RED, cavalrySite);
        r.unit("infantry", RED, -1);
        int away = r.sitesOf("plains", false).stream().filter(s -> r.grid().distance(cavalrySite, s) == 2).findFirst().orElseThrow();
        r.unit("infantry", BLUE, away);
        r.begin();
        board = r;
        List<String> messages = r.messages();
        assertEquals(1, messages.size(), messages.toString());
        return messages.get(0);
    }

    private String said(String parts) {
        return said("", parts);
    }

    @Test
    void literalsAndNames() {
        assertEquals("42 yes no text Cavalry Blue League 2",
                said("42, \" \", true, \" \", false, \" \", \"text\", \" \", cavalry, \" \", blue, \" \", count of footmen"));
    }

    @Test
    void arithmeticIsIntegerAndTotal() {
        assertEquals("10 -4 2 9 -3 0 7 -2147483648",
                said("7 + 3 * 2 - 10 / 3, \" \", -7 / 2, \" \", -7 mod 3, \" \", (1 + 2) * 3, \" \", -(3), \" \","
                        + " 7 / (turn - 1), \" \", 7 mod (turn - 1), \" \", 2147483647 + 1"));
    }

    @Test
    void comparisonsAndLogic() {
        assertEquals("yes yes no no yes no | no yes no | yes no yes no yes",
                said("1 < 2, \" \", 2 <= 2, \" \", 3 > 4, \" \", 3 >= 4, \" \", 1 = 1, \" \", 1 != 1, \" | \","
                        + " true and false, \" \", true or false, \" \", not true, \" | \","
                        + " cav = cav, \" \", red = blue, \" \", \"a\" = \"a\", \" \", neighbours of site of cav = sites within 1 around site of cav,"
                        + " \" \", neighbours of site of cav = (all s in sites within 1 around site of cav where s != site of cav)"));
    }

    @Test
    void isTestsClassesGroupsPlacementAndMembership() {
        assertEquals("yes no yes | no yes | yes yes | yes no",
                said("cav is cavalry, \" \", cav is footmen, \" \", cav is not footmen, \" | \","
                        + " one of (all u in units of faction where u is infantry) is placed, \" \","
                        + " one of (all u in units of faction where u is infantry) is not placed, \" | \","
                        + " site of cav is in sites within 1 around site of cav, \" \", site of cav is not in neighbours of site of cav, \" | \","
                        + " infantry is footmen, \" \", class of cav is footmen"));
    }

    /** @return the messages of red's first Begin Turn under the bound rules in games of seeds 1..seeds */
    private List<String> sayAcrossSeeds(String parts, int seeds) throws Exception {
        Riverford.write(folder, "on turn begin when faction = red {\n    for each dir in directions {\n        message " + parts
                + "\n    }\n}\n");
        Rules rules = RuleBinding.rulesFor(Riverford.sequentialScenario(folder));
        List<String> said = new ArrayList<>();
        for (long seed = 1; seed <= seeds; seed++) {
            Riverford r = Riverford.start(Riverford.sequentialScenario(folder), rules, seed).begin();
            said.addAll(r.messages());
        }
        return said;
    }

    @Test
    void rollAddsDiceFromTheGamesGenerator() throws Exception {
        List<String> rolls = sayAcrossSeeds("roll 2d6, \" \", roll d(3), \" \", roll 3 d(turn + 1), \" \", roll d(turn - 1)", 40);
        int[] histogram = new int[13];
        for (String line : rolls) {
            String[] v = line.split(" ");
            int twoD6 = Integer.parseInt(v[0]);
            histogram[twoD6]++;
            assertTrue(Integer.parseInt(v[1]) >= 1 && Integer.parseInt(v[1]) <= 3, line);
            assertTrue(Integer.parseInt(v[2]) >= 3 && Integer.parseInt(v[2]) <= 6, "three dice of 2 sides: " + line);
            assertEquals("0", v[3], "a die of no sides rolls 0");
        }
        assertEquals(0, histogram[0] + histogram[1]);
        assertTrue(histogram[2] > 0 && histogram[12] > 0 && histogram[7] > histogram[2] * 2, "2d6 peaks at 7");
        assertEquals(rolls, sayAcrossSeeds("roll 2d6, \" \", roll d(3), \" \", roll 3 d(turn + 1), \" \", roll d(turn - 1)", 40),
                "the same seeds roll the same dice");
    }

    @Test
    void chanceIsTrueWithItsProbability() throws Exception {
        List<String> draws = sayAcrossSeeds("chance 0%, \" \", chance 100%, \" \", chance 30%", 50);
        long yes = draws.stream().filter(d -> d.endsWith("yes")).count();
        assertTrue(draws.stream().allMatch(d -> d.startsWith("no yes ")), "0% never, 100% always");
        assertTrue(yes > 50 && yes < 130, "about 30% of 300: " + yes);
    }

    @Test
    void oneOfPicksAnElementAndOneOfNothingIsNone() throws Exception {
        List<String> picks = sayAcrossSeeds("one of all factions", 20);
        assertTrue(picks.contains("House Rouge") && picks.contains("Blue League"), picks.toString());
        assertEquals("no unit nowhere no faction no class 0",
                said("one of (all u in units of faction where false), \" \", one of (all s in all sites where false), \" \","
                        + " one of (all f in all factions where false), \" \", one of (all c in footmen where false), \" \","
                        + " one of (all x in directions where false)"));
    }

    @Test
    void letAndIfExpressions() {
        assertEquals("9 first 3", said("let x = 3 in x * x, \" \", if turn = 1 then \"first\" else \"later\", \" \","
                + " (let y = 1 in y + 1) + 1"));
    }

    @Test
    void allExistsEveryAndCountOverASet() {
        assertEquals("2 2 no yes no yes",
                said("count u in units of faction where u is cavalry, \" \","
                        + " count of (all u in units of faction where u is cavalry), \" \","
                        + " exists u in units of faction where u is archers, \" \","
                        + " exists u in units of faction where u is not placed, \" \","
                        + " every u in units of faction where u is placed, \" \","
                        + " every u in units of faction where false and u is archers or owner of u = red"));
    }

    @Test
    void variablesOfUnitsAndFactionsAndTheirMaximum() {
        assertEquals("8 8 4 150 0 0",
                said("strength of cav, \" \", maximum strength of cav, \" \", movement of cav, \" \", gold of faction, \" \","
                        + " strength of faction, \" \", gold of cav"));
    }

    @Test
    void queriesOfUnitsSitesAndFactions() {
        String said = said("site of cav, \" \", owner of cav, \" \", class of cav, \" \", count of neighbours of site of cav,"
                + " \" \", count of units of faction, \" \", row of site of cav, \" \", column of site of cav, \" \","
                + " count of opponents of faction, \" \", one of opponents of faction, \" \", count of units at site of cav,"
                + " \" \", site of one of (all u in units of faction where u is infantry)");
        Riverford r = board;
        String at = "(" + r.x(cavalrySite) + ", " + r.y(cavalrySite) + ")";
        assertEquals(at + " House Rouge Cavalry 6 3 " + r.y(cavalrySite) + " " + r.x(cavalrySite) + " 1 Blue League 2 nowhere",
                said);
    }

    @Test
    void geometryOfSites() {
        String said = said("count of sites within 1 around site of cav, \" \", count of sites within 0 around site of cav, \" \","
                + " count of line from site of cav toward 0, \" \", distance from site of cav to site of one of units of blue, \" \","
                + " count of path from site of cav to site of one of units of blue, \" \", count of directions, \" \","
                + " count of all sites, \" \", count of all factions, \" \", turn, \" \", distance from site of cav to site of cav");
        Riverford r = board;
        int line = 0;
        for (int s = r.grid().neighbor(cavalrySite, 0); s >= 0; s = r.grid().neighbor(s, 0)) {
            line++;
        }
        assertEquals("7 1 " + line + " 2 2 6 384 2 1 0", said);
    }

    @Test
    void minAndMax() {
        assertEquals("-4 3", said("min(3, 1 - 5), \" \", max(3, 1 - 5)"));
    }

    @Test
    void callsOfDefinedFunctions() {
        assertEquals("25 120 7 yes hello",
                said("""
                        define square(n: int): int = n * n
                        define factorial(n: int): int = if n <= 1 then 1 else n * factorial(n - 1)
                        define ring(s: site): set of site = sites within 1 around s
                        define near(a: unit, b: unit): bool = distance from site of a to site of b <= 1
                        define greeting(): text = "hello"
                        """, "square(5), \" \", factorial(5), \" \", count of ring(site of cav), \" \", near(cav, cav), \" \", greeting()"));
    }
}
