package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.hexbench.engine.world.*;
import org.junit.jupiter.api.Test;

/**
 * The shared shapes of the instruction records (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): event
 * instructions behave alike through
 * {@link EventInstruction}, image events compare by value, message events know their reader, and the faction-wide
 * ability instructions address the same units; none of it changes the text form of a save.
 */
class EventInstructionTest {

    private final WorldState world = Riverford.game(1).world();

    @Test
    void theTextFormOfEventsIsUnchanged() {
        assertEquals("MoveImage cavalry [1,2,3]", InstructionCodec.encode(new MoveImage("cavalry", new int[] {1, 2, 3})));
        assertEquals("ShowImage townSite []", InstructionCodec.encode(new ShowImage("townSite", new int[0])));
        assertEquals("SelectEntity 4", InstructionCodec.encode(new SelectEntity(4)));
        assertEquals("ShowMessage -1 a+b%25", InstructionCodec.encode(new ShowMessage(-1, "a b%")));
        assertEquals("ShowMessageDialog 0 %", InstructionCodec.encode(new ShowMessageDialog(0, "")));
        assertEquals("SetFactionUnitsCanMove 1 infantry true",
                InstructionCodec.encode(new SetFactionUnitsCanMove(1, "infantry", true)));
        assertEquals("SetFactionUnitsCanAttack 0 ~ false",
                InstructionCodec.encode(new SetFactionUnitsCanAttack(0, null, false)));
    }

    @Test
    void everyEventIsAnEventInstructionAndNoStateChangeIs() {
        for (Class<?> kind : InstructionCodec.kinds()) {
            boolean event = EventInstruction.class.isAssignableFrom(kind);
            assertEquals(event, kind.getSimpleName().matches("MoveImage|ShowImage|SelectEntity|ShowMessage|ShowMessageDialog"),
                    kind.getSimpleName());
        }
        long before = StateHash.of(world);
        EventInstruction e = new SelectEntity(3);
        assertTrue(e.isEvent() && e.isEffective(world));
        e.apply(world);
        assertEquals(before, StateHash.of(world));
    }

    @Test
    void imageEventsCompareTheirSitesByValueButNotAcrossKinds() {
        MoveImage a = new MoveImage("infantry", new int[] {4, 5});
        assertEquals(a, new MoveImage("infantry", new int[] {4, 5}));
        assertEquals(a.hashCode(), new MoveImage("infantry", new int[] {4, 5}).hashCode());
        assertNotEquals(a, new MoveImage("infantry", new int[] {5, 4}));
        assertNotEquals(a, new MoveImage("cavalry", new int[] {4, 5}));
        assertNotEquals(a, new ShowImage("infantry", new int[] {4, 5}), "a move is not a show");
        assertNotEquals(new ShowImage("infantry", new int[] {4, 5}), a);
        assertEquals("MoveImage[entityClass=infantry, sites=[4, 5]]", a.toString());
        assertEquals("ShowImage[entityClass=x, sites=[]]", new ShowImage("x", new int[0]).toString());
    }

    @Test
    void messagesKnowWhomTheyAddress() {
        MessageEvent all = new ShowMessage(-1, "hello");
        MessageEvent red = new ShowMessageDialog(0, "won");
        assertTrue(all.isFor(0) && all.isFor(1));
        assertTrue(red.isFor(0));
        assertFalse(red.isFor(1));
    }

    @Test
    void factionWideAbilitiesAddressOneClassOrAllUnits() {
        Entity cavalry = Riverford.unitOfClass(world, 0, "cavalry", true);
        Entity infantry = Riverford.unitOfClass(world, 0, "infantry", true);
        Entity blue = Riverford.unitOfClass(world, 1, "cavalry", true);
        assertFalse(new SetFactionUnitsCanAttack(0, "cavalry", true).isEffective(world), "already set");
        Riverford.apply(world, new SetFactionUnitsCanAttack(0, "cavalry", false));
        assertFalse(cavalry.canAttackFlag());
        assertTrue(infantry.canAttackFlag() && blue.canAttackFlag(), "other classes and factions unchanged");
        assertTrue(new SetFactionUnitsCanAttack(0, null, true).isEffective(world));
        Riverford.apply(world, new SetFactionUnitsCanMove(0, null, false));
        assertFalse(cavalry.canMoveFlag() || infantry.canMoveFlag());
        assertTrue(blue.canMoveFlag());
        assertFalse(new SetFactionUnitsCanMove(0, "infantry", false).isEffective(world));
        assertThrows(IllegalArgumentException.class, () -> new SetFactionUnitsCanMove(0, "dragon", true).isEffective(world));
    }
}
