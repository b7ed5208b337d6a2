package org.hexbench.rules.engine.tests;

import static org.hexbench.rules.engine.tests.Riverford.BLUE;
import static org.hexbench.rules.engine.tests.Riverford.RED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Entity;
import org.hexbench.rules.engine.RuleBinding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What Riverford's rule file ({@code examples/riverford/riverford.hbrules}, a few rules over Hexkit's defaults, Hexkit
 * User's Guide §7.4 Command Algorithms) promises in its comments, played through the engine; its combat rule is
 * {@code RiverfordCombatTest}'s.
 */
class RiverfordRulesTest {

    @TempDir
    Path folder;

    /** @return the example's rules, bound to a copy of the example (the shipped rule file, unchanged) */
    private Rules shipped() throws Exception {
        Riverford.copyExamples(folder);
        return RuleBinding.rulesFor(Riverford.sequentialScenario(folder));
    }

    private Riverford game(Rules rules) {
        return Riverford.start(Riverford.sequentialScenario(folder), rules, 1);
    }

    private static List<Integer> targets(Riverford r, int unit) {
        return Arrays.stream(r.turns.moveTargets(List.of(r.entity(unit)))).boxed().toList();
    }

    @Test
    void cavalryRidesAtOneAStepWhateverTheTerrain() throws Exception {
        Rules rules = shipped();
        List<List<Integer>> infantryReach = new java.util.ArrayList<>();
        for (Rules played : List.of(rules, new DefaultRules())) {
            Riverford r = game(played).withoutUnits();
            int hills = r.sitesOf("hills", false).get(0);
            int cavalry = r.unit("cavalry", RED, hills);
            int infantry = r.unit("infantry", RED, hills);
            r.unit("infantry", BLUE, r.world().siteCount() - 1);
            r.begin();
            List<Integer> within4 = java.util.stream.IntStream.range(0, r.world().siteCount()).boxed()
                    .filter(s -> r.grid().distance(hills, s) >= 1 && r.grid().distance(hills, s) <= 4).toList();
            if (played == rules) {
                assertEquals(within4, targets(r, cavalry), "4 steps of 1 in every direction, hills, forest and river alike");
            } else {
                assertTrue(targets(r, cavalry).size() < within4.size(), "by default hills cost 3 and the river 100");
            }
            infantryReach.add(targets(r, infantry));
        }
        assertEquals(infantryReach.get(1), infantryReach.get(0), "other units by the default step costs");
    }

    @Test
    void catapultsNeitherPassNorJoinEnemyUnits() throws Exception {
        Riverford r = game(shipped()).withoutUnits();
        int centre = HookKindsTest.field(r);
        int catapult = r.unit("catapult", RED, centre);
        int enemy = r.neighbours(centre).get(0);
        r.unit("infantry", BLUE, enemy);
        r.unit("infantry", RED, r.neighbours(centre).get(1));
        r.begin();
        List<Integer> reach = targets(r, catapult);
        assertFalse(reach.contains(enemy), "not onto the enemy");
        assertTrue(reach.contains(r.neighbours(centre).get(1)), "but onto its own side's units");
    }

    @Test
    void everyTurnALordCollects10GoldAndMoraleRecovers() throws Exception {
        Rules rules = shipped();
        int[] gold = new int[2];
        int[] morale = new int[2];
        for (int i = 0; i < 2; i++) {
            Riverford r = game(i == 0 ? rules : new DefaultRules());
            Entity infantry = r.world().faction(RED).units().stream().filter(Entity::isPlaced).findFirst().orElseThrow();
            r.set(infantry.id(), "morale", 2);
            r.begin();
            r.endTurn();
            r.endTurn();
            gold[i] = r.gold(RED);
            morale[i] = r.value(infantry.id(), "morale");
        }
        assertEquals(gold[1] + 20, gold[0], "10 gold at each of red's two Begin Turns, besides the towns' income");
        assertEquals(5, morale[0], "+5 a turn, up to its maximum of 5");
        assertEquals(2, morale[1]);
    }

    @Test
    void aFloodCostsEveryPlacedFootmanOneStrength() throws Exception {
        Riverford.copyExamples(folder);
        Path file = folder.resolve("riverford").resolve("riverford.hbrules");
        String text = Files.readString(file);
        assertTrue(text.contains("event flood chance 5%"));
        Files.writeString(file, text.replace("event flood chance 5%", "event flood chance 100%"));
        Riverford r = game(RuleBinding.rulesFor(Riverford.sequentialScenario(folder)));
        List<Entity> units = r.world().entities().stream().filter(e -> e.category() == org.hexbench.engine.world.EntityCategory.UNIT)
                .toList();
        int strength = r.world().catalog().variableIndex("strength");
        int[] before = units.stream().mapToInt(u -> u.value(strength)).toArray();
        r.begin();
        assertTrue(r.messages().get(0).startsWith("The river floods"), r.messages().toString());
        for (int i = 0; i < units.size(); i++) {
            Entity u = units.get(i);
            boolean footman = List.of("infantry", "archers").contains(u.entityClass().getId()) && u.isPlaced();
            assertEquals(before[i] - (footman ? 1 : 0), u.value(strength), u + " of " + u.owner());
        }
    }
}
