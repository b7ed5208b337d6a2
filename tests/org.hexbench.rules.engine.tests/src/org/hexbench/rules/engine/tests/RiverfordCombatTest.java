package org.hexbench.rules.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.WorldState;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.rules.engine.ScriptedRules;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.Test;

/**
 * Riverford's combat rule, {@code on damage = max(1, roll 2d6 + 1 - defence of defender)}, through the engine in both
 * turn systems (Hexkit User's Guide §7.4.1 Attack Command, Unit.AttackUnit; the Tiling Module design note's Turn
 * Resolution): with Hexkit's default rules every hit destroys its defender; under the rule file a hit takes 2 to 13
 * strength (mean 8 on plains), a unit on hills (+2 defence) loses less, a defender that survives strikes back, and
 * Riverford Crossing, which plays by Riverford's rule file, fights the same way in simultaneous turns.
 */
class RiverfordCombatTest {

    private static final int SEEDS = 120;

    private static Path riverford() {
        return Checkout.example("riverford").resolve("riverford.hexscenario");
    }

    private static Path crossing() {
        return Checkout.example("riverford-simultaneous").resolve("riverford-simultaneous.hexscenario");
    }

    /** What one attack of a red infantry on a lone blue infantry did. */
    private record Outcome(boolean defenderDestroyed, int defenderLoss, int attackerLoss) {
    }

    /**
     * Arranges a red infantry next to a lone blue infantry standing on the given terrain (everything else moved off
     * the map), both at full strength, red to move.
     */
    private static Entity[] arrange(WorldState world, String defenderTerrain) {
        Entity red = unitOf(world, 0);
        Entity blue = unitOf(world, 1);
        for (Entity e : List.copyOf(world.entities())) {
            if (e.category() == EntityCategory.UNIT && e != red && e != blue) {
                new DeleteEntity(e.id()).apply(world);
            }
        }
        var grid = world.catalog().grid();
        int[] neighbours = new int[grid.maxNeighbors()];
        for (int site = 0; site < world.siteCount(); site++) {
            if (!terrain(world, site).equals(defenderTerrain)) {
                continue;
            }
            int count = grid.neighbors(site, neighbours);
            for (int i = 0; i < count; i++) {
                if (terrain(world, neighbours[i]).equals("plains")) {
                    new SetEntitySite(red.id(), -1).apply(world);
                    new SetEntitySite(blue.id(), -1).apply(world);
                    new SetEntitySite(blue.id(), site).apply(world);
                    new SetEntitySite(red.id(), neighbours[i]).apply(world);
                    return new Entity[] {red, blue};
                }
            }
        }
        throw new AssertionError("no " + defenderTerrain + " site beside plains");
    }

    private static Entity unitOf(WorldState world, int faction) {
        return world.faction(faction).units().stream().filter(u -> u.entityClass().getId().equals("infantry"))
                .filter(Entity::isPlaced).findFirst().orElseThrow();
    }

    private static String terrain(WorldState world, int site) {
        var stack = world.site(site).terrains();
        return stack.isEmpty() ? "" : stack.get(0).entityClass().getId();
    }

    private static Outcome attack(Rules rules, long seed, String defenderTerrain) throws Exception {
        Game game = new Game(new Catalog(ScenarioResources.load(riverford())), rules, seed);
        assertTrue(game.execute(new BeginTurn()).accepted());
        WorldState world = game.world();
        Entity[] pair = arrange(world, defenderTerrain);
        int strength = world.catalog().strength();
        int redBefore = pair[0].value(strength);
        int blueBefore = pair[1].value(strength);
        var outcome = game.execute(new Attack(List.of(pair[0].id()), pair[1].site()));
        assertTrue(outcome.accepted(), outcome.rejection());
        Entity blue = world.entity(pair[1].id());
        Entity red = world.entity(pair[0].id());
        return new Outcome(blue == null, blue == null ? blueBefore : blueBefore - blue.value(strength),
                red == null ? redBefore : redBefore - red.value(strength));
    }

    @Test
    void withoutTheRuleEveryHitDestroysItsDefender() throws Exception {
        for (long seed = 1; seed <= 10; seed++) {
            assertTrue(attack(new DefaultRules(), seed, "plains").defenderDestroyed(), "Hexkit's duel, seed " + seed);
        }
    }

    @Test
    void riverfordsDamageRuleTakesStrengthAndTerrainDefenceLowersIt() throws Exception {
        ScriptedRules rules = RuleBinding.rulesFor(riverford()) instanceof ScriptedRules s ? s : null;
        assertInstanceOf(ScriptedRules.class, rules, "riverford names its rule file");
        int plains = 0;
        int hills = 0;
        int survivors = 0;
        int strikesBack = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            Outcome onPlains = attack(rules, seed, "plains");
            Outcome onHills = attack(rules, seed, "hills");
            assertTrue(onPlains.defenderLoss() >= 2 && onPlains.defenderLoss() <= 13,
                    "2d6 + 1 on plains: " + onPlains.defenderLoss());
            assertTrue(onHills.defenderLoss() >= 1 && onHills.defenderLoss() <= 11,
                    "at least 1, 2d6 + 1 - 2 on hills: " + onHills.defenderLoss());
            plains += onPlains.defenderLoss();
            hills += onHills.defenderLoss();
            if (!onPlains.defenderDestroyed()) {
                survivors++;
                strikesBack += onPlains.attackerLoss() > 0 ? 1 : 0;
            }
        }
        double meanPlains = plains / (double) SEEDS;
        double meanHills = hills / (double) SEEDS;
        assertTrue(meanPlains > 6.5 && meanPlains < 9.5, "mean damage on plains near 8: " + meanPlains);
        assertTrue(meanHills < meanPlains - 1, "hills' +2 defence: " + meanHills + " against " + meanPlains);
        assertTrue(survivors > SEEDS / 3, "a strength-10 infantry often survives one hit: " + survivors);
        assertEquals(survivors, strikesBack, "every survivor strikes back (Hexkit's counter-attack) with the same rule");
    }

    @Test
    void riverfordCrossingFightsByTheSameRuleInSimultaneousTurns() throws Exception {
        Rules rules = RuleBinding.rulesFor(crossing());
        assertInstanceOf(ScriptedRules.class, rules, "Riverford Crossing plays by Riverford's rule file");
        int destroyedByDefault = 0;
        int damagedByRule = 0;
        for (long seed = 1; seed <= 30; seed++) {
            destroyedByDefault += strike(new DefaultRules(), seed) < 0 ? 1 : 0;
            int loss = strike(rules, seed);
            assertTrue(loss == -1 || (loss >= 2 && loss <= 13), "a hit of 2d6 + 1 on plains: " + loss);
            damagedByRule += loss > 0 ? 1 : 0;
        }
        assertEquals(30, destroyedByDefault, "Hexkit's duel destroys the defender in every resolution");
        assertTrue(damagedByRule > 10, "the rule's hits mostly leave a damaged defender: " + damagedByRule);
    }

    /** Resolves one simultaneous turn in which red attacks blue: the defender's strength loss, or -1 if destroyed. */
    private static int strike(Rules rules, long seed) throws Exception {
        Game game = new Game(new Catalog(ScenarioResources.load(crossing())), rules, seed);
        WorldState world = game.world();
        Entity[] pair = arrange(world, "plains");
        int strength = world.catalog().strength();
        int before = pair[1].value(strength);
        new SimultaneousTurns(game, 3).resolve(List.of(new Directive("west", pair[0].id(), Directive.Kind.ATTACK,
                pair[1].site())));
        Entity blue = world.entity(pair[1].id());
        return blue == null ? -1 : before - blue.value(strength);
    }
}
