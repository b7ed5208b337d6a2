package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.SetEntityVariableModifier;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.ModifierTarget;
import org.junit.jupiter.api.Test;

/** The world state built from Riverford, and the modifier system (Hexkit User's Guide ch. 5 World State, §3.5.2 Modifier Targets). */
class WorldStateTest {

    private final WorldState world = Riverford.game(1).world();

    @Test
    void buildsFactionsSitesAndEntitiesFromTheScenario() {
        assertEquals(2, world.factionCount());
        assertEquals("red", world.faction(0).id());
        assertEquals(24 * 16, world.siteCount());
        assertEquals(150, world.faction(0).value(world.catalog().variableIndex("gold")));
        // every site has exactly one background terrain at the bottom
        for (int s = 0; s < world.siteCount(); s++) {
            Entity bottom = world.site(s).terrains().get(0);
            assertEquals(EntityCategory.TERRAIN, bottom.category());
        }
        // area units: 4 per listed site, owned by the area owner; plus one unplaced reserve infantry
        assertEquals(4, world.site(Riverford.site(3, 2)).units().size());
        assertEquals(0, world.site(Riverford.site(3, 2)).unitOwner());
        assertEquals(1, world.site(Riverford.site(20, 13)).unitOwner());
        assertEquals(9, world.faction(0).units().size());
        assertEquals(1, world.faction(0).units().stream().filter(u -> !u.isPlaced()).count());
        assertEquals(Riverford.site(2, 1), world.homeSite(0));
        assertEquals(0, world.site(Riverford.site(0, 0)).owner());
        assertEquals(-1, world.site(Riverford.site(12, 6)).owner());
        // terrain follows the site owner
        assertEquals(0, world.site(Riverford.site(0, 0)).terrains().get(0).owner());
    }

    @Test
    void standardVariablesAndSiteDifficulty() {
        Entity cavalry = Riverford.unitOfClass(world, 0, "cavalry", true);
        assertEquals(4, world.movement(cavalry));
        assertEquals(8, world.strength(cavalry));
        assertEquals(1, world.attackRange(cavalry));
        int river = Riverford.sitesOf(world, "water").get(0);
        assertEquals(100, world.difficulty(river));
        int town = Riverford.sitesOf(world, "townSite").get(0);
        assertEquals(1, world.difficulty(town), "plains 1 + town 0");
    }

    @Test
    void terrainModifiersApplyToUnitsOfOwnerAndOtherFactions() {
        int defence = world.catalog().variableIndex("defence");
        int hills = Riverford.sitesOf(world, "hills").stream().filter(s -> world.site(s).units().isEmpty()).findFirst().orElseThrow();
        int forest = Riverford.sitesOf(world, "forest").stream().filter(s -> world.site(s).units().isEmpty()).findFirst().orElseThrow();
        Entity infantry = Riverford.unitOfClass(world, 0, "infantry", true);
        infantry.entityClass(); // placed red infantry
        Riverford.apply(world, new SetEntitySite(infantry.id(), -1), new SetEntitySite(infantry.id(), hills));
        // infantry's basic defence is 0; the hills add 2 for a unit of any faction
        assertEquals(2, world.attribute(infantry, defence));
        assertEquals(2, world.unitModifier(0, hills, defence), "hills: +2 for any faction (units and ownerUnits)");
        assertEquals(2, world.unitModifier(1, hills, defence));
        assertEquals(1, world.unitModifier(0, forest, defence));
        assertEquals(0, world.unitModifier(0, Riverford.sitesOf(world, "plains").get(0), defence));
    }

    @Test
    void selfAndRangedModifiersAreCachedPerSiteAndInvalidated() {
        int movement = world.catalog().variableIndex("movement");
        Entity cavalry = Riverford.unitOfClass(world, 0, "cavalry", true);
        Entity infantry = Riverford.unitOfClass(world, 0, "infantry", true);
        assertEquals(2, world.movement(infantry));
        // self modifier
        Riverford.apply(world, new SetEntityVariableModifier(cavalry.id(), "movement", ModifierTarget.SELF_VALUE, 3));
        assertEquals(7, world.movement(cavalry));
        // ranged modifier with range 0 (whole map) from the cavalry to its owner's units
        Riverford.apply(world, new SetEntityVariableModifier(cavalry.id(), "movement", ModifierTarget.OWNER_UNITS_RANGED_VALUE, 1));
        assertEquals(3, world.movement(infantry));
        Entity blue = Riverford.unitOfClass(world, 1, "infantry", true);
        assertEquals(2, world.movement(blue), "owner-units modifiers do not reach other factions");
        Riverford.apply(world, new SetEntityVariableModifier(cavalry.id(), "movement", ModifierTarget.UNITS_RANGED_VALUE, -1));
        assertEquals(1, world.movement(blue));
        // attributes are clamped to the variable's range
        Riverford.apply(world, new SetEntityVariableModifier(cavalry.id(), "movement", ModifierTarget.SELF_VALUE, 100));
        assertEquals(world.catalog().variable(movement).getMaximum(), world.movement(cavalry));
    }

    @Test
    void stateHashIsStableAndSensitive() {
        WorldState other = Riverford.game(99).world();
        assertEquals(StateHash.of(world), StateHash.of(other), "same scenario, same initial state");
        assertEquals(16, StateHash.hex(StateHash.of(world)).length());
        Entity infantry = Riverford.unitOfClass(world, 0, "infantry", false);
        Riverford.apply(world, new SetEntitySite(infantry.id(), Riverford.site(0, 0)));
        assertNotEquals(StateHash.of(world), StateHash.of(other));
        assertTrue(infantry.isPlaced());
        assertFalse(world.isGameOver());
    }
}
