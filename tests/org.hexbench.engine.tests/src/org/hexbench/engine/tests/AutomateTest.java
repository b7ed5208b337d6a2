package org.hexbench.engine.tests;

import static org.hexbench.testdata.Orders.accepted;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.engine.command.*;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.rules.AutomationText;
import org.hexbench.engine.world.*;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The default Automate semantics (Hexkit User's Guide §6.4.4 Queuing with Automate, §7.4.2 Automate Command): a text
 * that names a command
 * is checked against the state when the Automate command runs and inlined into its program (one history entry
 * named Automate); a stale one is skipped with a message; any other text is left to rule scripts.
 */
class AutomateTest {

    private Game game;
    private WorldState world;
    private Entity cavalry;

    @BeforeEach
    void start() {
        game = Riverford.game(13);
        world = game.world();
        assertTrue(game.execute(new BeginTurn()).accepted());
        cavalry = Riverford.unitOfClass(world, 0, "cavalry", true);
    }

    @Test
    void aMoveHintWithAMapLocationIsInlined() {
        int from = cavalry.site();
        int target = game.finder().moveTargets(List.of(cavalry))[0];
        int x = target % Riverford.WIDTH;
        int y = target / Riverford.WIDTH;
        int entries = game.history().entries().size();
        Outcome o = accepted(game, new Automate(List.of(cavalry.id()), "Move (" + x + "," + y + ")"));
        assertEquals(target, cavalry.site());
        assertTrue(o.program().instructions().contains(new SetEntitySite(cavalry.id(), target)));
        assertTrue(o.program().instructions().contains(new SetUnitCanMove(cavalry.id(), false)));
        assertEquals(entries + 1, game.history().entries().size(), "one entry, not two");
        assertEquals("Automate [" + cavalry.id() + "] Move+%28" + x + "%2C" + y + "%29",
                game.history().entries().get(entries).command());
        assertTrue(from != target);
        assertEquals(game.stateHash(), StateHash.hex(new Replay(game.catalog(), game.history().entries()).finish()));
    }

    @Test
    void aStaleHintIsSkippedWithTheReason() {
        accepted(game, new Move(List.of(cavalry.id()), game.finder().moveTargets(List.of(cavalry))[0]));
        long before = StateHash.of(world);
        Outcome o = accepted(game, new Automate(List.of(cavalry.id()), "move " + Riverford.site(0, 0)));
        assertEquals(before, StateHash.of(world), "the unit has already moved: nothing happens");
        assertEquals(1, o.program().size());
        var message = (ShowMessage) o.program().instructions().get(0);
        assertEquals(0, message.faction());
        assertTrue(message.text().contains("skipped") && message.text().contains("not a move target"), message.text());
    }

    @Test
    void fullCommandLinesWorkAndOtherTextsAreLeftToRuleScripts() {
        int gold = world.catalog().variableIndex("gold");
        accepted(game, new Automate(List.of(), "Build [infantry]"));
        assertEquals(130, world.faction(0).value(gold));
        assertEquals(0, accepted(game, new Automate(List.of(cavalry.id()), "patrol the river")).program().size());
        assertEquals(0, accepted(game, new Automate(List.of(), "EndTurn")).program().size(), "never advances the turn");
        assertEquals(0, world.activeFaction());
        assertNull(AutomationText.parse(world, List.of(), "Automate [] Move"), "no automation of automation");
        assertNull(AutomationText.parse(world, List.of(cavalry), "Move (99,99)"), "off the map");
        assertEquals(new Attack(List.of(cavalry.id()), 17), AutomationText.parse(world, List.of(cavalry), " ATTACK 17 "));
        assertEquals(new Destroy(List.of(cavalry.id())), AutomationText.parse(world, List.of(cavalry), "Destroy"));
        assertEquals(new Resign(), AutomationText.parse(world, List.of(), "resign"));
        assertEquals(new Place(List.of(cavalry.id()), Riverford.site(2, 1)),
                AutomationText.parse(world, List.of(cavalry), "Place (2,1)"));
    }

    @Test
    void ruleCodeCannotInlineTurnAdvancement() {
        var context = game.context(0);
        assertTrue(context.inline(new EndTurn()).contains("cannot be inlined"));
        assertTrue(context.inline(new BeginTurn()).contains("cannot be inlined"));
        assertEquals(0, context.program().size());
        assertNull(context.inline(new Rename(List.of(cavalry.id()), "Scouts")));
        assertEquals("Scouts", cavalry.name());
    }
}
