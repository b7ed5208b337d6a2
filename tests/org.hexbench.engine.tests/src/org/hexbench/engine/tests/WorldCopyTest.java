package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.SetEntityVariable;
import org.hexbench.engine.world.SetEntityVariableModifier;
import org.hexbench.engine.world.SetSiteOwner;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.WorldCopy;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.ModifierTarget;
import org.junit.jupiter.api.Test;

/**
 * Copies of a world share what neither changes (stacks, entity states) and must still be independent both ways: what
 * the original does after the copy never shows in the copy, what the copy does never shows in the original, and an
 * entity held across instructions reads the entity as it is now in its own world.
 */
class WorldCopyTest {

    private final WorldState world = Riverford.game(1).world();

    @Test
    void theOriginalChangingAfterwardsLeavesTheCopyAsItWas() {
        Entity cavalry = Riverford.unitOfClass(world, 0, "cavalry", true);
        int from = cavalry.site();
        int to = Riverford.site(12, 6);
        int strength = world.catalog().strength();
        int movement = world.catalog().variableIndex("movement");
        WorldState copy = WorldCopy.of(world);
        long copied = StateHash.of(copy);
        assertEquals(StateHash.of(world), copied, "a copy hashes as its original");

        Riverford.apply(world, new SetEntitySite(cavalry.id(), -1), new SetEntitySite(cavalry.id(), to),
                new SetEntityVariable(cavalry.id(), "strength", 1),
                new SetEntityVariableModifier(cavalry.id(), "movement", ModifierTarget.SELF_VALUE, 5),
                new SetSiteOwner(to, 0));

        Entity inCopy = copy.entity(cavalry.id());
        assertEquals(from, inCopy.site());
        assertEquals(8, copy.strength(inCopy));
        assertEquals(4, copy.movement(inCopy));
        assertEquals(-1, copy.site(to).owner());
        assertEquals(0, copy.site(to).units().size());
        assertEquals(copied, StateHash.of(copy), "nothing the original did reached the copy");
        assertEquals(1, cavalry.value(strength), "the original changed");
        assertEquals(4 + 5, world.movement(cavalry));
        assertEquals(5, cavalry.modifier(ModifierTarget.SELF_VALUE, movement));
    }

    @Test
    void theCopyChangingLeavesTheOriginalAsItWasAndItsHandlesFollow() {
        Entity cavalry = Riverford.unitOfClass(world, 0, "cavalry", true);
        long original = StateHash.of(world);
        WorldState copy = WorldCopy.of(world);
        Entity held = copy.entity(cavalry.id());
        assertSame(held, copy.entity(cavalry.id()), "one handle per entity and world");
        int to = Riverford.site(12, 6);

        Riverford.apply(copy, new SetEntitySite(held.id(), -1), new SetEntitySite(held.id(), to),
                new SetEntityVariable(held.id(), "strength", 3));

        assertEquals(to, held.site(), "a handle held across instructions reads the entity as it is now");
        assertEquals(3, copy.strength(held));
        assertEquals(held, copy.site(to).units().get(0));
        assertEquals(original, StateHash.of(world), "nothing the copy did reached the original");
        assertEquals(8, world.strength(cavalry));
        assertNotEquals(to, cavalry.site());

        Riverford.apply(copy, new SetEntitySite(held.id(), -1), new DeleteEntity(held.id()));
        assertNull(copy.entity(held.id()));
        assertEquals(3, copy.strength(held), "a deleted entity's handle keeps its last state");
        assertSame(cavalry, world.entity(cavalry.id()));
    }
}
