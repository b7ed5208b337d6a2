package org.hexbench.engine.tests;

import static org.hexbench.testdata.Orders.accepted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.world.*;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.ResourceTransfer;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.UpgradeClass;
import org.hexbench.scenario.VariableValue;
import org.junit.jupiter.api.Test;

/**
 * Automatic resource transfer and resupply (Hexkit User's Guide §2.6.2 Resources, "Resource Transfer"; §3.5.4 Unit Supply
 * Resources; Figures 34, 35),
 * on Riverford with transfer settings added in memory: towns that hold strength resupply the units on them,
 * upgrades supply or drain their faction, emptied providers are deleted in Delete mode (background terrain
 * exempt), and every change is an instruction in the Begin Turn program.
 */
class ResourceTransferTest {

    private Game game;
    private WorldState world;
    private int strength;
    private int gold;

    private static ResourceClass resource(Scenario scenario, String id) {
        return scenario.getVariables().getResources().stream().filter(r -> r.getId().equals(id)).findFirst().orElseThrow();
    }

    private static void hold(Scenario scenario, EntityClass c, String resource, int amount, ResourceTransfer mode) {
        VariableValue v = ScenarioFactory.eINSTANCE.createVariableValue();
        v.setVariable(resource(scenario, resource));
        v.setValue(amount);
        c.getVariables().add(v);
        c.setResourceTransfer(mode);
    }

    private static EntityClass terrain(Scenario scenario, String id) {
        return scenario.getEntities().getTerrains().stream().filter(t -> t.getId().equals(id)).findFirst().orElseThrow();
    }

    private void start(Scenario scenario) throws Exception {
        game = new Game(new Catalog(scenario), new DefaultRules(), 9);
        world = game.world();
        strength = world.catalog().variableIndex("strength");
        gold = world.catalog().variableIndex("gold");
        accepted(game, new BeginTurn());
    }

    /** Ends red's turn and blue's, then begins red's next turn. */
    private Outcome nextRedTurn() {
        accepted(game, new EndTurn());
        accepted(game, new BeginTurn());
        accepted(game, new EndTurn());
        return accepted(game, new BeginTurn());
    }

    private int redTown() {
        return Riverford.sitesOf(world, "townSite").stream().filter(s -> world.site(s).owner() == 0).findFirst().orElseThrow();
    }

    private Entity onSite(String unitClass, int site, int value) {
        Entity u = Riverford.unitOfClass(world, 0, unitClass, true);
        Riverford.apply(world, new SetEntitySite(u.id(), -1), new SetEntitySite(u.id(), site),
                new SetEntityVariable(u.id(), "strength", value));
        return u;
    }

    @Test
    void townsResupplyTheirUnitsUntilTheyAreDepletedAndDeleted() throws Exception {
        Scenario scenario = Riverford.scenario();
        hold(scenario, terrain(scenario, "townSite"), "strength", 7, ResourceTransfer.DELETE);
        start(scenario);
        int site = redTown();
        Entity town = world.site(site).terrains().get(1);
        assertEquals(7, town.value(strength));
        Entity infantry = onSite("infantry", site, 3);
        nextRedTurn();
        assertEquals(10, infantry.value(strength), "3 + 5 (town modifier) + 2 transferred, up to the initial 10");
        assertEquals(5, town.value(strength), "the town gave what the unit could take");
        Riverford.apply(world, new SetEntityVariable(infantry.id(), "strength", 1));
        nextRedTurn();
        assertEquals(10, infantry.value(strength));
        assertEquals(1, town.value(strength));
        Riverford.apply(world, new SetEntityVariable(infantry.id(), "strength", 0));
        Outcome o = nextRedTurn();
        assertEquals(6, infantry.value(strength), "0 + 5 + the last 1");
        assertNull(world.entity(town.id()), "an emptied Delete-mode provider is removed");
        assertEquals(1, world.site(site).terrains().size(), "the background plains stay");
        assertTrue(o.program().instructions().stream().anyMatch(i -> i instanceof ShowMessage m && m.text().contains("depleted")));
        assertTrue(o.program().instructions().contains(new DeleteEntity(town.id())), "the deletion is an instruction");
        assertTrue(o.program().instructions().contains(new SetEntityVariable(town.id(), "strength", 0)),
                "so is the transfer");
    }

    @Test
    void keepModeKeepsEmptyProvidersAndBackgroundTerrainIsNeverDeleted() throws Exception {
        Scenario scenario = Riverford.scenario();
        hold(scenario, terrain(scenario, "townSite"), "strength", 2, ResourceTransfer.KEEP);
        hold(scenario, terrain(scenario, "plains"), "strength", 1, ResourceTransfer.DELETE);
        start(scenario);
        int site = redTown();
        Entity plains = world.site(site).terrains().get(0);
        Entity town = world.site(site).terrains().get(1);
        Entity infantry = onSite("infantry", site, 3);
        nextRedTurn();
        assertEquals(10, infantry.value(strength), "3 + 5 + 1 (plains, bottom first) + 1 (town)");
        assertEquals(0, plains.value(strength));
        assertEquals(1, town.value(strength));
        Riverford.apply(world, new SetEntityVariable(infantry.id(), "strength", 0));
        nextRedTurn();
        assertEquals(6, infantry.value(strength));
        assertNotNull(world.entity(plains.id()), "background terrain is exempt from deletion");
        assertNotNull(world.entity(town.id()), "Keep mode keeps the emptied town");
        assertEquals(0, town.value(strength));
    }

    @Test
    void upgradesSupplyOrDrainTheirFactionWithinItsRange() throws Exception {
        Scenario scenario = Riverford.scenario();
        UpgradeClass treasury = ScenarioFactory.eINSTANCE.createUpgradeClass();
        treasury.setId("treasury");
        hold(scenario, treasury, "gold", 25, ResourceTransfer.KEEP);
        UpgradeClass curse = ScenarioFactory.eINSTANCE.createUpgradeClass();
        curse.setId("curse");
        hold(scenario, curse, "gold", -15, ResourceTransfer.KEEP);
        scenario.getEntities().getUpgrades().add(treasury);
        scenario.getEntities().getUpgrades().add(curse);
        start(scenario);
        int t = world.nextEntityId();
        Riverford.apply(world, new CreateEntity(t, "treasury"), new SetEntityOwner(t, 0));
        long towns = Riverford.sitesOf(world, "townSite").stream().filter(s -> world.site(s).owner() == 0).count();
        nextRedTurn();
        assertEquals(150 + 10 * towns + 25, world.faction(0).value(gold), "income plus the treasury");
        assertEquals(0, world.entity(t).value(gold));
        assertEquals(150, world.faction(1).value(gold), "blue has no upgrades and no towns income yet");
        int c = world.nextEntityId();
        Riverford.apply(world, new CreateEntity(c, "curse"), new SetEntityOwner(c, 0),
                new SetFactionVariable(0, "gold", 5 - (int) (10 * towns)));
        nextRedTurn();
        assertEquals(0, world.faction(0).value(gold), "a drain stops at the resource minimum");
        assertEquals(-10, world.entity(c).value(gold), "the curse keeps what it could not drain");
    }
}
