package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.StateHash;
import org.hexbench.scenario.map.LayoutFormatException;
import org.junit.jupiter.api.Test;

/**
 * Rules that fail halfway through a command (a rule error, a bug in Java rules) leave no trace: the instructions
 * already executed are rolled back, the history is unchanged, and the game goes on (Hexkit User's Guide §6.1.1 Two
 * Levels of Execution).
 */
class RollbackTest {

    /** Default rules whose move fails after it has moved the units, once. */
    private static final class FailingMove extends DefaultRules {
        boolean fail = true;

        @Override
        public void move(RuleContext context, List<Entity> units, int target) {
            super.move(context, units, target);
            if (fail) {
                fail = false;
                throw new IllegalStateException("a rule failed halfway");
            }
        }
    }

    @Test
    void aCommandWhoseRulesFailHalfwayChangesNothingAndTheGameGoesOn() throws LayoutFormatException {
        FailingMove rules = new FailingMove();
        Game game = new Game(new Catalog(Riverford.scenario()), rules, 7);
        assertTrue(game.execute(new BeginTurn()).accepted());
        Entity cavalry = Riverford.unitOfClass(game.world(), 0, "cavalry", true);
        int from = cavalry.site();
        int target = game.finder().moveTargets(List.of(cavalry))[0];
        long before = StateHash.of(game.world());
        int entries = game.history().entries().size();
        var world = game.world();

        var error = assertThrows(IllegalStateException.class,
                () -> game.execute(new Move(List.of(cavalry.id()), target)));
        assertEquals("a rule failed halfway", error.getMessage());
        assertSame(world, game.world(), "the same world object, restored in place");
        assertEquals(before, StateHash.of(game.world()), "the half-made move is rolled back");
        assertEquals(from, game.world().entity(cavalry.id()).site());
        assertEquals(entries, game.history().entries().size(), "nothing recorded");

        assertTrue(game.execute(new Move(List.of(cavalry.id()), target)).accepted(), "the same move now works");
        assertEquals(target, game.world().entity(cavalry.id()).site());
        assertEquals(game.stateHash(), StateHash.hex(new Replay(game.catalog(), game.history().entries()).finish()));
    }
}
