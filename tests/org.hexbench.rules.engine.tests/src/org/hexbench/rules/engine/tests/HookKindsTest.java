package org.hexbench.rules.engine.tests;

import static org.hexbench.rules.engine.tests.Riverford.BLUE;
import static org.hexbench.rules.engine.tests.Riverford.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Destroy;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Entity;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.rules.hooks.HookKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every hook kind ({@link HookKind}, Hexkit User's Guide §7.3 Extendable Classes and ch. 8 Pathfinding) through the
 * engine: a rule file with the hook is bound to a copy of Riverford, and the commands or turns that ask the hook
 * show that it replaced Hexkit's default rule. Where the simultaneous turn system (the Tiling Module design note's
 * Turn Resolution) asks the hook as well, Riverford Crossing shows it there too.
 */
class HookKindsTest {

    @TempDir
    Path folder;

    /** @return two neighbouring pure plains sites (a place for a duel, also on Riverford Crossing's small map) */
    static int[] pair(Riverford r) {
        List<Integer> plains = r.sitesOf("plains", false);
        for (int s : plains) {
            for (int n : r.neighbours(s)) {
                if (plains.contains(n)) {
                    return new int[] {s, n};
                }
            }
        }
        throw new AssertionError("no two neighbouring plains");
    }

    /**
     * @return a pure plains site, away from the map's edge, whose neighbours within distance 2 (or at least 1) are
     *         pure plains as well
     */
    static int field(Riverford r) {
        List<Integer> plains = r.sitesOf("plains", false);
        for (int radius = 2; radius >= 1; radius--) {
            for (int s : plains) {
                boolean open = true;
                int disc = 0;
                for (int t = 0; t < r.world().siteCount() && open; t++) {
                    open = r.grid().distance(s, t) > radius || plains.contains(t);
                    disc += r.grid().distance(s, t) <= radius ? 1 : 0;
                }
                if (open && disc == 1 + 3 * radius * (radius + 1)) {
                    return s;
                }
            }
        }
        throw new AssertionError("no open field");
    }

    /** A red unit on an open field and a blue one far off (so neither side starts defeated), red to act. */
    private Riverford redOnTheField(Riverford r, String classId) {
        r.withoutUnits();
        r.unit(classId, RED, field(r));
        r.unit("infantry", BLUE, r.world().siteCount() - 1);
        return r;
    }

    private static List<Integer> list(int[] sites) {
        return Arrays.stream(sites).boxed().toList();
    }

    private static int[] sorted(List<Integer> sites) {
        return sites.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    private List<Integer> targets(Riverford r, int unit) {
        return list(r.turns.moveTargets(List.of(r.entity(unit))));
    }

    @Test
    void moveTargetsAreTheSitesTheHookLists() {
        Riverford r = redOnTheField(Riverford.sequential(folder, "on move targets of cavalry = neighbours of site of unit\n"),
                "cavalry");
        int centre = field(r);
        int cavalry = r.world().site(centre).units().get(0).id();
        int infantry = r.unit("infantry", RED, r.neighbours(centre).get(0));
        r.begin();
        assertEquals(list(sorted(r.neighbours(centre))), targets(r, cavalry), "the listed sites, not 4 steps of plains");
        assertTrue(targets(r, infantry).stream().anyMatch(s -> r.grid().distance(centre, s) == 2),
                "a unit the filter leaves out moves by the default rules");
        int far = r.sitesOf("plains", false).stream().filter(s -> r.grid().distance(centre, s) == 2).findFirst().orElseThrow();
        assertNotNull(r.order(new Move(List.of(cavalry), far)).rejection(), "a site the hook does not list");
        r.accepted(new Move(List.of(cavalry), r.neighbours(centre).get(1)));

        Riverford crossing = Riverford.simultaneous(folder, "on move targets of cavalry = neighbours of site of unit\n");
        Entity horse = crossing.world().entities().stream().filter(e -> e.entityClass().getId().equals("cavalry")).findFirst()
                .orElseThrow();
        List<Integer> listed = crossing.neighbours(horse.site()).stream()
                .filter(s -> crossing.world().difficulty(s) > 0).sorted().toList();
        assertEquals(listed, targets(crossing, horse.id()), "simultaneous directives go to the listed (passable) sites");
    }

    @Test
    void stepCostIsWhatEachStepCosts() {
        Riverford r = redOnTheField(Riverford.sequential(folder, "on step cost of cavalry = 2\n"), "cavalry").begin();
        int centre = field(r);
        int cavalry = r.world().site(centre).units().get(0).id();
        List<Integer> reach = targets(r, cavalry);
        assertTrue(reach.stream().allMatch(s -> r.grid().distance(centre, s) <= 2), "movement 4 buys 2 steps of 2");
        assertTrue(reach.stream().anyMatch(s -> r.grid().distance(centre, s) == 2));

        Riverford crossing = Riverford.simultaneous(folder, "on step cost of cavalry = 4\n");
        Entity horse = crossing.world().entities().stream().filter(e -> e.entityClass().getId().equals("cavalry")).findFirst()
                .orElseThrow();
        assertTrue(targets(crossing, horse.id()).stream().allMatch(s -> crossing.grid().distance(horse.site(), s) == 1),
                "simultaneous directives follow the step costs too");
    }

    @Test
    void canStepDecidesWhichStepsAMoveMayTake() {
        Riverford r = redOnTheField(Riverford.sequential(folder, "on can step = row of site = row of origin\n"), "cavalry")
                .begin();
        int centre = field(r);
        int cavalry = r.world().site(centre).units().get(0).id();
        List<Integer> reach = targets(r, cavalry);
        assertFalse(reach.isEmpty());
        assertTrue(reach.stream().allMatch(s -> r.y(s) == r.y(centre)), "steps along the row only: " + reach);
    }

    @Test
    void canOccupyDecidesWhereAMoveMayEnd() {
        String rules = "on can occupy = column of site mod 2 = 0\n";
        Riverford r = redOnTheField(Riverford.sequential(folder, rules), "cavalry").begin();
        int centre = field(r);
        int cavalry = r.world().site(centre).units().get(0).id();
        List<Integer> reach = targets(r, cavalry);
        assertTrue(reach.stream().allMatch(s -> r.x(s) % 2 == 0), reach.toString());
        assertTrue(reach.stream().anyMatch(s -> r.grid().distance(centre, s) == 4), "passing sites it may not stop on");

        Riverford crossing = Riverford.simultaneous(folder, rules);
        Entity horse = crossing.world().entities().stream().filter(e -> e.entityClass().getId().equals("cavalry")).findFirst()
                .orElseThrow();
        List<Integer> directed = targets(crossing, horse.id());
        assertFalse(directed.isEmpty());
        assertTrue(directed.stream().allMatch(s -> crossing.x(s) % 2 == 0), "and so may a directive: " + directed);
    }

    @Test
    void canMoveNarrowsTheMoveAbility() {
        Riverford r = redOnTheField(Riverford.sequential(folder, "on can move of cavalry = false\n"), "cavalry");
        int centre = field(r);
        int cavalry = r.world().site(centre).units().get(0).id();
        int infantry = r.unit("infantry", RED, r.neighbours(centre).get(0));
        r.begin();
        assertEquals(List.of(), targets(r, cavalry));
        assertNotNull(r.order(new Move(List.of(cavalry), r.neighbours(centre).get(1))).rejection());
        assertFalse(targets(r, infantry).isEmpty(), "the default Move ability for the others");

        Riverford crossing = Riverford.simultaneous(folder, "on can move of cavalry = false\n");
        for (Entity e : crossing.world().entities()) {
            if (e.category() == org.hexbench.engine.world.EntityCategory.UNIT) {
                assertEquals(e.entityClass().getId().equals("cavalry"), targets(crossing, e.id()).isEmpty(), e.toString());
            }
        }
    }

    @Test
    void moveReplacesTheMoveProgram() {
        Riverford r = redOnTheField(Riverford.sequential(folder, """
                on move {
                    move unit to site
                    set morale of unit to 1
                    message "moved"
                }
                """), "infantry").begin();
        int centre = field(r);
        int infantry = r.world().site(centre).units().get(0).id();
        int target = r.neighbours(centre).get(0);
        r.accepted(new Move(List.of(infantry), target));
        assertEquals(target, r.entity(infantry).site());
        assertEquals(1, r.value(infantry, "morale"));
        r.saw("moved");
        assertFalse(targets(r, infantry).isEmpty(), "the default program would have taken its Move ability");
    }

    /** A red infantry beside a blue infantry on open plains, red to act; returns {red, blue}. */
    private static int[] duel(Riverford r) {
        r.withoutUnits();
        int[] sites = pair(r);
        return new int[] {r.unit("infantry", RED, sites[0]), r.unit("infantry", BLUE, sites[1])};
    }

    @Test
    void attackReplacesWhatEachHitDoes() {
        String rules = "on attack {\n    damage defender by 3\n}\n";
        Riverford r = Riverford.sequential(folder, rules);
        int[] pair = duel(r);
        r.begin().accepted(new Attack(List.of(pair[0]), r.entity(pair[1]).site()));
        assertEquals(7, r.value(pair[1], "strength"), "the hook's 3, not Hexkit's duel (which destroys)");
        assertEquals(7, r.value(pair[0], "strength"), "the counter-attack is a hit too");

        Riverford crossing = Riverford.simultaneous(folder, rules);
        int[] sides = duel(crossing);
        crossing.accepted(new Attack(List.of(sides[0]), crossing.entity(sides[1]).site()));
        crossing.endAllTurns();
        assertEquals(7, crossing.value(sides[1], "strength"), "a simultaneous strike lands through the hook");
    }

    /** Binds a rule file for both scenarios of the folder and returns the sequential one's rules. */
    private Rules bind(String rules) throws Exception {
        Riverford.write(folder, rules);
        return RuleBinding.rulesFor(Riverford.sequentialScenario(folder));
    }

    /**
     * A red infantry beside a blue infantry and a blue cavalry on one site; red attacks with the infantry. Returns the
     * blue infantry's and cavalry's strength losses.
     */
    private int[] defendersHit(Rules rules, long seed) {
        Riverford r = Riverford.start(Riverford.sequentialScenario(folder), rules, seed).withoutUnits();
        int centre = field(r);
        int red = r.unit("infantry", RED, centre);
        int blueSite = r.neighbours(centre).get(0);
        int infantry = r.unit("infantry", BLUE, blueSite);
        int cavalry = r.unit("cavalry", BLUE, blueSite);
        r.begin().accepted(new Attack(List.of(red), blueSite));
        return new int[] {10 - r.value(infantry, "strength"), 8 - r.value(cavalry, "strength")};
    }

    /**
     * Plays 12 seeds with hits of 1 and the choosing hook, then without it: with the hook only the second unit of
     * {@code losses} is ever hit, by default the first one is hit at least once.
     */
    private void assertTheHookChooses(String hook, java.util.function.BiFunction<Rules, Long, int[]> losses, String byDefault)
            throws Exception {
        Rules chosen = bind("on damage = 1\n" + hook);
        Rules random = bind("on damage = 1\n");
        int firstHitByDefault = 0;
        for (long seed = 1; seed <= 12; seed++) {
            assertEquals(List.of(0, 1), Arrays.stream(losses.apply(chosen, seed)).boxed().toList(), "seed " + seed);
            firstHitByDefault += losses.apply(random, seed)[0];
        }
        assertTrue(firstHitByDefault > 0, byDefault);
    }

    @Test
    void selectDefenderChoosesWhomTheAttackerHits() throws Exception {
        assertTheHookChooses("on select defender = one of (all u in candidates where u is cavalry)\n", this::defendersHit,
                "Hexkit's default picks a random defender");

        Riverford crossing = Riverford.simultaneous(folder, "on damage = 1\non select defender = one of (all u in candidates where u is cavalry)\n");
        crossing.withoutUnits();
        int[] sites = pair(crossing);
        int red = crossing.unit("infantry", RED, sites[0]);
        int blueSite = sites[1];
        int infantry = crossing.unit("infantry", BLUE, blueSite);
        int cavalry = crossing.unit("cavalry", BLUE, blueSite);
        crossing.accepted(new Attack(List.of(red), blueSite));
        crossing.endAllTurns();
        assertEquals(10, crossing.value(infantry, "strength"));
        assertEquals(7, crossing.value(cavalry, "strength"), "a simultaneous strike picks its defender through the hook");
    }

    /**
     * A red infantry and red archers on one site beside a blue infantry; both attack it, and it strikes back at one
     * of them. Returns the red infantry's and archers' strength losses.
     */
    private int[] attackersHit(Rules rules, long seed) {
        Riverford r = Riverford.start(Riverford.sequentialScenario(folder), rules, seed).withoutUnits();
        int centre = field(r);
        int infantry = r.unit("infantry", RED, centre);
        int archers = r.unit("archers", RED, centre);
        int blueSite = r.neighbours(centre).get(0);
        int blue = r.unit("infantry", BLUE, blueSite);
        r.begin().accepted(new Attack(List.of(infantry, archers), blueSite));
        assertEquals(8, r.value(blue, "strength"), "two hits of 1");
        return new int[] {10 - r.value(infantry, "strength"), 6 - r.value(archers, "strength")};
    }

    @Test
    void selectAttackerChoosesWhomTheDefenderHitsBack() throws Exception {
        assertTheHookChooses("on select attacker = one of (all u in candidates where u is archers)\n", this::attackersHit,
                "Hexkit's default strikes back at a random attacker in reach");

        Riverford r = Riverford.start(Riverford.sequentialScenario(folder), bind("on damage = 1\non select attacker = one of candidates\n"), 1)
                .withoutUnits();
        int centre = field(r);
        int archers = r.unit("archers", RED, centre);
        int blueSite = r.sitesOf("plains", false).stream().filter(s -> r.grid().distance(centre, s) == 2).findFirst().orElseThrow();
        int blue = r.unit("infantry", BLUE, blueSite);
        r.begin().accepted(new Attack(List.of(archers), blueSite));
        assertEquals(9, r.value(blue, "strength"));
        assertEquals(6, r.value(archers, "strength"), "archers two sites away are out of the infantry's reach: no candidate");
    }

    @Test
    void damageIsWhatEachHitTakes() {
        Riverford r = Riverford.sequential(folder, "on damage = 4\n");
        int[] pair = duel(r);
        r.begin().accepted(new Attack(List.of(pair[0]), r.entity(pair[1]).site()));
        assertEquals(6, r.value(pair[1], "strength"));
        assertEquals(6, r.value(pair[0], "strength"), "the counter-attack's hit");

        Riverford crossing = Riverford.simultaneous(folder, "on damage = 4\n");
        int[] sides = duel(crossing);
        crossing.accepted(new Attack(List.of(sides[0]), crossing.entity(sides[1]).site()));
        crossing.endAllTurns();
        assertEquals(6, crossing.value(sides[1], "strength"));
    }

    @Test
    void turnBeginRunsWhenEachFactionsTurnBegins() {
        String rules = "on turn begin {\n    set gold of faction to 700 + turn\n    message \"begin \", faction\n}\n";
        Riverford r = Riverford.sequential(folder, rules).begin();
        assertEquals(701, r.gold(RED));
        assertEquals(150, r.gold(BLUE), "not blue's turn yet");
        r.endTurn();
        assertEquals(701, r.gold(BLUE));
        assertEquals(List.of("begin House Rouge", "begin Blue League"),
                r.messages().stream().filter(m -> m.startsWith("begin")).toList());

        Riverford crossing = Riverford.simultaneous(folder, rules);
        crossing.endAllTurns();
        assertEquals(701, crossing.gold(RED));
        assertEquals(701, crossing.gold(BLUE), "a resolution begins every faction's turn");
    }

    @Test
    void turnEndRunsBeforeTheDefaultEndTurn() {
        String rules = "on turn end {\n    set gold of faction to 5\n}\n";
        Riverford r = redOnTheField(Riverford.sequential(folder, rules), "infantry").begin();
        int infantry = r.world().site(field(r)).units().get(0).id();
        r.accepted(new Move(List.of(infantry), r.neighbours(field(r)).get(0)));
        assertFalse(r.entity(infantry).canMoveFlag());
        r.endTurn();
        assertEquals(5, r.gold(RED));
        assertEquals(150, r.gold(BLUE));
        assertTrue(r.entity(infantry).canMoveFlag(), "the default End Turn still restores the Move ability");

        Riverford crossing = Riverford.simultaneous(folder, rules);
        crossing.endAllTurns();
        assertEquals(5, crossing.gold(RED));
        assertEquals(5, crossing.gold(BLUE));
    }

    @Test
    void buildReplacesTheBuildProgram() {
        Riverford r = Riverford.sequential(folder, "on build of cavalry {\n    place infantry for faction\n}\n").begin();
        int before = r.world().faction(RED).units().size();
        r.accepted(new Build(List.of("cavalry")));
        List<Entity> units = r.world().faction(RED).units();
        assertEquals(before + 1, units.size());
        Entity built = units.get(units.size() - 1);
        assertEquals("infantry", built.entityClass().getId(), "the hook's infantry instead of a cavalry");
        assertFalse(built.isPlaced());
        assertEquals(150, r.gold(RED), "and nothing paid");
        r.accepted(new Build(List.of("infantry")));
        assertEquals(130, r.gold(RED), "other classes are built by the default program");
    }

    private static int reserve(Riverford r) {
        return r.world().faction(RED).units().stream().filter(u -> !u.isPlaced()).findFirst().orElseThrow().id();
    }

    @Test
    void placeTargetsAreTheSitesTheHookLists() {
        Riverford r = Riverford.sequential(folder, "on place targets = all s in all sites where row of s = 0 and column of s < 3\n")
                .begin();
        int infantry = reserve(r);
        int infantryClass = r.world().catalog().classIndex("infantry");
        assertEquals(List.of(r.site(0, 0), r.site(0, 1), r.site(0, 2)),
                list(r.game.rules().placeTargets(r.world(), RED, infantryClass)));
        assertNotNull(r.order(new Place(List.of(infantry), r.world().homeSite(RED))).rejection(), "the home site is not listed");
        r.accepted(new Place(List.of(infantry), r.site(0, 1)));
        assertEquals(r.site(0, 1), r.entity(infantry).site());
    }

    @Test
    void placeReplacesWhatFollowsPlacing() throws Exception {
        Rules hook = bind("on place {\n    set morale of unit to 1\n}\n");
        Rules plain = bind("");
        for (Rules rules : List.of(hook, plain)) {
            Riverford r = Riverford.start(Riverford.sequentialScenario(folder), rules, 1).begin();
            int infantry = reserve(r);
            int home = r.world().homeSite(RED);
            r.accepted(new Place(List.of(infantry), home));
            assertEquals(home, r.entity(infantry).site(), "placing puts the unit on the site either way");
            assertEquals(rules == hook ? 1 : 5, r.value(infantry, "morale"));
            assertEquals(rules == hook, !targets(r, infantry).isEmpty(),
                    "by default a placed unit rests until the next turn; the hook replaced that");
        }
    }

    @Test
    void captureReplacesWhatAnArrivingUnitDoes() throws Exception {
        Rules hook = bind("on capture {\n    message unit, \" arrives at \", site\n}\n");
        Rules plain = bind("");
        for (Rules rules : List.of(hook, plain)) {
            Riverford r = Riverford.start(Riverford.sequentialScenario(folder), rules, 1).withoutUnits();
            int town = r.sitesOf("townSite", true).stream().filter(s -> r.world().site(s).owner() != RED)
                    .filter(s -> r.neighbours(s).stream().anyMatch(n -> r.terrain(n).equals("plains"))).findFirst().orElseThrow();
            int start = r.neighbours(town).stream().filter(n -> r.terrain(n).equals("plains")).findFirst().orElseThrow();
            int infantry = r.unit("infantry", RED, start);
            r.unit("infantry", BLUE, r.world().siteCount() - 1);
            int owner = r.world().site(town).owner();
            r.begin().accepted(new Move(List.of(infantry), town));
            if (rules == hook) {
                assertEquals(owner, r.world().site(town).owner(), "the hook replaced the capture");
                assertTrue(r.messages().stream().anyMatch(m -> m.endsWith(" arrives at (" + r.x(town) + ", " + r.y(town) + ")")),
                        r.messages().toString());
            } else {
                assertEquals(RED, r.world().site(town).owner(), "Hexkit's default capture");
            }
        }
    }

    @Test
    void destroyReplacesTheDestroyProgram() {
        Riverford r = redOnTheField(Riverford.sequential(folder, """
                on destroy {
                    place cavalry for owner of unit at site of unit
                }
                """), "infantry").begin();
        int centre = field(r);
        int infantry = r.world().site(centre).units().get(0).id();
        r.accepted(new Destroy(List.of(infantry)));
        assertNull(r.entity(infantry), "the entity is deleted after the hook");
        assertEquals(List.of("cavalry"), r.world().site(centre).units().stream().map(u -> u.entityClass().getId()).toList());
        assertEquals(150, r.gold(RED), "no refund: the default program (a fifth of the cost back) did not run");
    }

    @Test
    void deathRunsWhenDamageKillsAUnit() {
        Riverford r = Riverford.sequential(folder, "on damage = 20\non death {\n    place cavalry for owner of unit\n}\n");
        int[] pair = duel(r);
        r.begin().accepted(new Attack(List.of(pair[0]), r.entity(pair[1]).site()));
        assertNull(r.entity(pair[1]));
        List<Entity> blue = r.world().faction(BLUE).units();
        assertEquals(List.of("cavalry"), blue.stream().map(u -> u.entityClass().getId()).toList());
        assertFalse(blue.get(0).isPlaced(), "placed later by its owner");

        // in a simultaneous turn a death may remove units that have directives of their own
        Riverford crossing = Riverford.simultaneous(folder, """
                on damage = 20
                on death {
                    message unit, " died"
                    for each f in all factions {
                        for each u in units of f where u is cavalry {
                            destroy u
                        }
                    }
                }
                """);
        crossing.withoutUnits();
        int[] sites = pair(crossing);
        int red = crossing.unit("infantry", RED, sites[0]);
        int blueInfantry = crossing.unit("infantry", BLUE, sites[1]);
        String name = crossing.entity(blueInfantry).name();
        int cavalry = crossing.unit("cavalry", BLUE, crossing.world().siteCount() - 1);
        crossing.accepted(RED, new Attack(List.of(red), sites[1]));
        int to = crossing.turns.moveTargets(List.of(crossing.entity(cavalry)))[0];
        crossing.accepted(BLUE, new Move(List.of(cavalry), to));
        crossing.endAllTurns();
        assertNull(crossing.entity(blueInfantry));
        assertNull(crossing.entity(cavalry), "the moving cavalry was destroyed before the moves");
        crossing.saw(name + " died");
    }

    @Test
    void illegalMoveAnswersARejectedOrder() {
        Riverford r = redOnTheField(Riverford.sequential(folder, "on illegal move {\n    set gold of faction to 0\n}\n"),
                "infantry").begin();
        int infantry = r.world().site(field(r)).units().get(0).id();
        int far = r.sitesOf("plains", false).stream().filter(s -> r.grid().distance(field(r), s) == 5).findFirst().orElseThrow();
        int entries = r.game.history().size();
        Outcome outcome = r.order(new Move(List.of(infantry), far));
        assertNotNull(outcome.rejection());
        assertEquals(0, r.gold(RED));
        assertTrue(Riverford.messages(outcome.program().instructions()).get(0).startsWith("Illegal move: "));
        assertEquals(entries + 1, r.game.history().size(), "recorded with the rejected order, so replays reproduce it");
        assertEquals(field(r), r.entity(infantry).site());
    }

    @Test
    void victoryDecidesWhoHasWon() {
        String rules = "on victory = faction = blue and turn >= 2\n";
        Riverford r = Riverford.sequential(folder, rules).begin();
        for (int i = 0; i < 3; i++) {
            assertFalse(r.world().isGameOver(), "after " + i + " ends of turn");
            r.endTurn();
        }
        assertTrue(r.world().isGameOver(), "blue's Begin Turn of turn 2 finds it has won");
        assertEquals(BLUE, r.world().winningFaction());

        Riverford crossing = Riverford.simultaneous(folder, rules);
        crossing.endAllTurns();
        assertTrue(crossing.world().isGameOver());
        assertEquals(BLUE, crossing.world().winningFaction());
    }

    @Test
    void defeatDecidesWhoIsOut() {
        String rules = "on defeat = faction = blue and turn >= 2\n";
        Riverford r = Riverford.sequential(folder, rules).begin();
        r.endTurn();
        assertFalse(r.world().isGameOver());
        r.endTurn();
        assertTrue(r.world().isGameOver(), "blue's defeat is found after its End Turn of turn 1");
        assertEquals(RED, r.world().winningFaction());
        assertFalse(r.world().faction(BLUE).isAlive());

        Riverford crossing = Riverford.simultaneous(folder, rules);
        crossing.endAllTurns();
        assertEquals(RED, crossing.world().winningFaction());
    }
}
