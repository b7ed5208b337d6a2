package org.hexbench.engine.tests;

import static org.hexbench.testdata.Orders.accepted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.engine.command.*;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.world.*;
import org.junit.jupiter.api.Test;

/**
 * The data change handlers of Hexkit Table 8 as rule hooks, and step 1 of the turn sequence at the start of a game
 * (Hexkit User's Guide §2.4.3 Turn Sequence: factions that start defeated are removed before anybody plays).
 */
class DataChangeTest {

    /** Default rules that log every data change handler call. */
    static final class LoggingRules extends DefaultRules {

        final List<String> log = new ArrayList<>();

        @Override
        public void onEntitySiteChanged(RuleContext context, Entity entity, int previousSite) {
            log.add("site " + entity.id() + " " + previousSite + "->" + entity.site());
        }

        @Override
        public void onUnitSiteChanged(RuleContext context, Entity unit) {
            log.add("arrived " + unit.id());
            super.onUnitSiteChanged(context, unit);
        }

        @Override
        public void onEntityOwnerChanged(RuleContext context, Entity entity, int previousOwner) {
            log.add("owner " + entity.id() + " " + previousOwner + "->" + entity.owner()
                    + (context.world().entity(entity.id()) == null ? " deleted" : ""));
        }

        @Override
        public void onEntityClassChanged(RuleContext context, Entity entity) {
            log.add("class " + entity.id() + " " + entity.entityClass().getId());
        }

        @Override
        public void onEntityVariableChanged(RuleContext context, Entity entity, String variable) {
            log.add("variable " + entity.id() + " " + variable);
        }

        @Override
        public void onFactionVariableChanged(RuleContext context, int faction, String variable) {
            log.add("faction " + faction + " " + variable);
        }
    }

    private final LoggingRules rules = new LoggingRules();
    private final Game game = new Game(new Catalog(Riverford.scenario()), rules, 7);
    private final WorldState world = game.world();

    DataChangeTest() throws Exception {
    }

    @Test
    void movingAUnitReportsLeavingArrivingAndCapturing() {
        accepted(game, new BeginTurn());
        Entity cavalry = Riverford.unitOfClass(world, 0, "cavalry", true);
        int town = Riverford.sitesOf(world, "townSite").stream()
                .filter(t -> world.site(t).owner() != 0 && world.site(t).units().isEmpty()).findFirst().orElseThrow();
        int from = Riverford.emptyPlainsNeighbour(world, town);
        Riverford.apply(world, new SetEntitySite(cavalry.id(), -1), new SetEntitySite(cavalry.id(), from));
        rules.log.clear();
        accepted(game, new Move(List.of(cavalry.id()), town));
        assertEquals("site " + cavalry.id() + " " + from + "->-1", rules.log.get(0), rules.log.toString());
        assertEquals("site " + cavalry.id() + " -1->" + town, rules.log.get(1));
        assertEquals("arrived " + cavalry.id(), rules.log.get(2), "the unit handler runs after the general one");
        assertEquals(0, world.site(town).owner(), "captured");
        for (Entity terrain : world.site(town).terrains()) {
            assertTrue(rules.log.stream().anyMatch(l -> l.startsWith("owner " + terrain.id() + " ") && l.endsWith("->0")),
                    "capturing re-owns the site's terrains: " + rules.log);
        }
    }

    @Test
    void buildingDeletingAndChangingVariablesAreReported() {
        accepted(game, new BeginTurn());
        rules.log.clear();
        accepted(game, new Build(List.of("infantry")));
        int built = world.nextEntityId() - 1;
        assertTrue(rules.log.contains("owner " + built + " -1->0"), rules.log.toString());
        assertTrue(rules.log.contains("faction 0 gold"), "paying changes the gold: " + rules.log);
        rules.log.clear();
        accepted(game, new Destroy(List.of(built)));
        assertTrue(rules.log.contains("owner " + built + " 0->-1 deleted"), rules.log.toString());
        assertFalse(rules.log.stream().anyMatch(l -> l.startsWith("site " + built)), "it was never placed");
        RuleContext context = game.context(0);
        Entity archers = Riverford.unitOfClass(world, 0, "archers", true);
        rules.log.clear();
        context.execute(new SetEntityClass(archers.id(), "infantry"));
        context.execute(new SetEntityVariable(archers.id(), "strength", 4));
        context.execute(new SetEntityVariable(archers.id(), "strength", 4));
        context.execute(new SetFactionVariableModifier(1, "gold", 3));
        assertEquals(List.of("class " + archers.id() + " infantry", "variable " + archers.id() + " strength",
                "faction 1 gold"), rules.log, "redundant instructions trigger nothing");
    }

    @Test
    void aFactionThatStartsDefeatedIsRemovedByTheFirstBeginTurn() {
        Game g = Riverford.game(3);
        for (Entity u : List.copyOf(g.world().faction(0).units())) {
            Riverford.apply(g.world(), new DeleteEntity(u.id()));
        }
        Outcome o = g.execute(new BeginTurn());
        assertTrue(o.accepted());
        assertFalse(g.world().faction(0).isAlive(), "red had no units: defeated at the start (step 1)");
        assertTrue(g.world().isGameOver());
        assertEquals(1, g.world().winningFaction(), "fewer than two factions remain: the survivor wins");
        assertTrue(o.program().instructions().contains(new ShowMessageDialog(-1, "House Rouge is defeated")));
        assertEquals(0, g.world().currentTurn());
    }

    @Test
    void anUndefeatedStartChangesNothing() {
        Game a = Riverford.game(5);
        a.execute(new BeginTurn());
        assertTrue(a.world().faction(0).isAlive() && a.world().faction(1).isAlive());
        assertFalse(a.world().isGameOver());
        assertFalse(a.history().entries().get(0).program().instructions().stream()
                .anyMatch(i -> i instanceof ShowMessageDialog), "no defeat, no victory at the start");
    }

    @Test
    void simultaneousGamesRunStepOneAtTheStartToo() {
        Game g = RiverfordSimultaneous.game(2);
        for (Entity u : List.copyOf(g.world().faction(1).units())) {
            Riverford.apply(g.world(), new DeleteEntity(u.id()));
        }
        var report = new SimultaneousTurns(g, 3).resolve(List.of());
        assertEquals(0, report.turn());
        assertTrue(g.world().isGameOver());
        assertEquals(0, g.world().winningFaction());
        assertEquals(1, g.history().entries().size(), "the start is one recorded resolution");
    }
}
