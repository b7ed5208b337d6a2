package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.Finder;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.*;
import org.junit.jupiter.api.Test;

/** The 32 HCL instructions and the 2 of fog of war: serialization, effectiveness, events, invariants (Hexkit User's Guide §6.3.2 Available Instructions, Table 7). */
class InstructionTest {

    private final WorldState world = Riverford.game(1).world();

    static List<Instruction> samples() {
        return List.of(new AdvanceFaction(), new CreateEntity(900, "infantry"), new CreateFaction(1),
                new DeleteEntity(3), new DeleteFaction(1), new ExploreMap(1), new MoveEntityToTop(5),
                new MoveImage("cavalry", new int[] {1, 2, 3}), new SelectEntity(4),
                new SetEntityClass(4, "cavalry"), new SetEntityDisplayClass(4, "archers"),
                new SetEntityFrameOffset(4, 2), new SetEntityName(4, "Sir Lancelot du Lac%~"),
                new SetEntityOwner(4, -1), new SetEntitySite(4, 17), new SetEntityUniqueName(4, 0),
                new SetEntityVariable(4, "strength", 3), new SetEntityVariableInitial(4, "strength", 9),
                new SetEntityVariableModifier(4, "defence", 3, -2), new SetFactionResigned(0, true),
                new SetFactionSight(1, new int[] {3, 40, 41}, new int[] {7}),
                new SetFactionUnitsCanAttack(0, null, false), new SetFactionUnitsCanMove(1, "infantry", true),
                new SetFactionVariable(0, "gold", 12), new SetFactionVariableInitial(0, "gold", 1),
                new SetFactionVariableModifier(1, "gold", 5), new SetSiteOwner(7, 1), new SetSiteUnitOwner(7, 0),
                new SetUnitCanAttack(4, true), new SetUnitCanMove(4, false), new SetWinningFaction(-1),
                new ShowImage("townSite", new int[0]), new ShowMessage(-1, ""), new ShowMessageDialog(0, "Victory! ü"));
    }

    @Test
    void everyInstructionRoundTripsThroughItsTextForm() {
        List<Instruction> samples = samples();
        assertEquals(34, samples.size());
        assertEquals(34, InstructionCodec.kinds().size(),
                "Hexkit Table 7 plus the faction-wide ability instructions and the two of fog of war");
        assertEquals(new java.util.HashSet<>(InstructionCodec.kinds()),
                new java.util.HashSet<>(samples.stream().map(Object::getClass).toList()), "every kind is sampled");
        for (Instruction i : samples) {
            String line = InstructionCodec.encode(i);
            assertFalse(line.contains("\n"), line);
            assertEquals(i, InstructionCodec.decode(line), line);
        }
    }

    @Test
    void malformedLinesAreRejectedWithTheReason() {
        var e = assertThrows(IllegalArgumentException.class, () -> InstructionCodec.decode("Teleport 1 2"));
        assertTrue(e.getMessage().contains("Teleport"));
        assertThrows(IllegalArgumentException.class, () -> InstructionCodec.decode("SetEntitySite 1"));
        assertThrows(IllegalArgumentException.class, () -> InstructionCodec.decode("SetEntitySite x 2"));
        assertThrows(IllegalArgumentException.class, () -> InstructionCodec.decode("SetUnitCanMove 1 maybe"));
    }

    @Test
    void eventsDoNotChangeTheStateAndAreNeverDropped() {
        long before = StateHash.of(world);
        for (Instruction i : samples()) {
            if (i.isEvent()) {
                assertTrue(i.isEffective(world));
                i.apply(world);
            }
        }
        assertEquals(before, StateHash.of(world));
        assertEquals(5, samples().stream().filter(Instruction::isEvent).count());
    }

    @Test
    void ineffectualInstructionsAreDroppedFromPrograms() {
        RuleContext context = new RuleContext(world, new DefaultRules(), new Finder(world, new DefaultRules()),
                new java.util.SplittableRandom(1), 0, false);
        int site = Riverford.site(0, 0);
        assertFalse(context.execute(new SetSiteOwner(site, 0)), "already red");
        assertTrue(context.execute(new SetSiteOwner(site, 1)));
        assertFalse(context.execute(new SetSiteOwner(site, 1)));
        assertTrue(context.execute(new ShowMessage(0, "hi")));
        assertEquals(2, context.program().size());
        assertEquals(1, world.site(site).owner());
        assertEquals(1, world.site(site).terrains().get(0).owner(), "terrain follows the site owner");
    }

    @Test
    void instructionsChangeTheStateAsDocumented() {
        Entity reserve = Riverford.unitOfClass(world, 0, "infantry", false);
        int id = world.nextEntityId();
        Riverford.apply(world, new CreateEntity(id, "archers"), new SetEntityOwner(id, 1), new SetEntityUniqueName(id, 1),
                new SetEntityUniqueName(reserve.id(), 0));
        assertEquals("Archers #1", world.entity(id).name());
        assertEquals("Infantry #1", reserve.name());
        assertTrue(world.faction(1).units().contains(world.entity(id)));
        Riverford.apply(world, new SetEntityClass(id, "cavalry"));
        assertEquals(4, world.movement(world.entity(id)));
        Riverford.apply(world, new DeleteEntity(id));
        assertEquals(null, world.entity(id));
        assertFalse(world.faction(1).units().stream().anyMatch(u -> u.id() == id));
        // turn advance wraps and counts turns
        Riverford.apply(world, new AdvanceFaction());
        assertEquals(1, world.activeFaction());
        Riverford.apply(world, new AdvanceFaction());
        assertEquals(0, world.activeFaction());
        assertEquals(1, world.currentTurn());
        Riverford.apply(world, new SetFactionUnitsCanMove(0, "cavalry", false));
        assertFalse(Riverford.unitOfClass(world, 0, "cavalry", true).canMoveFlag());
        assertTrue(Riverford.unitOfClass(world, 0, "infantry", true).canMoveFlag());
        Riverford.apply(world, new SetSiteUnitOwner(Riverford.site(3, 2), 1));
        assertEquals(1, world.site(Riverford.site(3, 2)).unitOwner());
        Riverford.apply(world, new SetWinningFaction(1));
        assertTrue(world.isGameOver());
        assertEquals(1, world.winningFaction());
    }

    @Test
    void invariantsAreEnforced() {
        Entity red = Riverford.unitOfClass(world, 0, "infantry", false);
        int blueSite = Riverford.site(20, 13);
        assertThrows(IllegalStateException.class, () -> new SetEntitySite(red.id(), blueSite).apply(world),
                "a unit cannot join another faction's units");
        assertThrows(IllegalStateException.class, () -> new CreateEntity(5, "infantry").apply(world),
                "entity ids are assigned in sequence");
        assertThrows(IllegalStateException.class, () -> new SetEntityClass(red.id(), "plains").apply(world),
                "the class change keeps the category");
    }
}
