package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.game.SequentialTurns;
import org.hexbench.engine.game.TurnStatistics;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.StateHash;
import org.junit.jupiter.api.Test;

/**
 * Taking back a command (Hexkit's HCL roll-back; Hexkit User's Guide §6.1: the world changes only through complete
 * programs, so a command can be rolled back as a whole): a command that drew nothing from the random stream may be
 * taken back by the faction that issued it, leaving world, history, turn statistics and random stream exactly as
 * before it, so the game goes on as if it had never been issued; a command that rolled dice, another faction's
 * command and anything before the turn began may not.
 */
class UndoTest {

    private record Snapshot(long hash, List<HistoryEntry> entries, List<TurnStatistics> statistics, long random) {
        static Snapshot of(Game game) {
            return new Snapshot(StateHash.of(game.world()), List.copyOf(game.history().entries()),
                    List.copyOf(game.history().statistics()), game.randomPosition());
        }
    }

    @Test
    void aMoveIsTakenBackToExactlyTheStateBeforeItAndTheGameGoesOnAsIfItNeverHappened() throws Exception {
        Game game = new Game(new Catalog(Riverford.scenario()), new DefaultRules(), 7);
        Game twin = new Game(new Catalog(Riverford.scenario()), new DefaultRules(), 7);
        new SequentialTurns(game, 0).start();
        new SequentialTurns(twin, 0).start();
        assertNotNull(game.undoBlocker(0), "nothing to take back at the start of the turn: the Begin Turn is no order");
        Entity cavalry = Riverford.unitOfClass(game.world(), 0, "cavalry", true);
        int from = cavalry.site();
        int[] targets = game.finder().moveTargets(List.of(cavalry));
        int target = targets[targets.length - 1];
        Snapshot before = Snapshot.of(game);
        var world = game.world();

        assertTrue(game.execute(new Move(List.of(cavalry.id()), target)).accepted());
        assertEquals(target, game.world().entity(cavalry.id()).site());
        assertNotEquals(before, Snapshot.of(game));
        assertNull(game.undoBlocker(0), "a move rolls no dice under the default rules");
        assertNotNull(game.undoBlocker(1), "only the faction that moved takes it back");

        List<HistoryEntry> taken = game.undo(0);
        assertEquals("Move [" + cavalry.id() + "] " + target, taken.get(0).command());
        assertSame(world, game.world(), "the same world object, restored in place");
        assertEquals(before, Snapshot.of(game), "world, history, statistics and random stream exactly as before");
        assertEquals(from, game.world().entity(cavalry.id()).site());
        assertNotNull(game.undoBlocker(0), "one move taken back; the turn's earlier state has nothing more");

        // the game goes on exactly as its twin, which never moved the cavalry
        Entity infantry = Riverford.unitOfClass(game.world(), 0, "infantry", true);
        int step = game.finder().moveTargets(List.of(infantry))[0];
        assertTrue(game.execute(new Move(List.of(infantry.id()), step)).accepted());
        assertTrue(twin.execute(new Move(List.of(infantry.id()), step)).accepted());
        assertEquals(twin.stateHash(), game.stateHash());
        assertEquals(twin.history().entries(), game.history().entries());
        assertEquals(game.stateHash(), StateHash.hex(new Replay(game.catalog(), game.history().entries()).finish()),
                "the history replays to the state: the taken-back move left no trace");
    }

    @Test
    void twoMovesAreTakenBackOneAfterTheOtherButNotAcrossTheEndOfTheTurn() throws Exception {
        Game game = new Game(new Catalog(Riverford.scenario()), new DefaultRules(), 3);
        SequentialTurns turns = new SequentialTurns(game, 0);
        turns.start();
        Snapshot start = Snapshot.of(game);
        List<Entity> units = game.world().faction(0).units().stream().filter(Entity::isPlaced).limit(2).toList();
        for (Entity u : units) {
            assertTrue(game.execute(new Move(List.of(u.id()), game.finder().moveTargets(List.of(u))[0])).accepted());
        }
        Snapshot afterTwo = Snapshot.of(game);
        game.undo(0);
        game.undo(0);
        assertEquals(start, Snapshot.of(game));
        Entity first = game.world().entity(units.get(0).id()); // the world was restored in place: look the unit up again
        assertTrue(game.execute(new Move(List.of(first.id()), game.finder().moveTargets(List.of(first))[0])).accepted());
        turns.endTurn(0);
        assertNotNull(game.undoBlocker(0), "nothing before the End Turn can be taken back");
        assertThrows(IllegalStateException.class, () -> game.undo(0));
        assertNotEquals(afterTwo, Snapshot.of(game));
    }

    @Test
    void anAttackThatRolledDiceCannotBeTakenBack() throws Exception {
        Game game = new Game(new Catalog(Riverford.scenario()), new DefaultRules(), 11);
        Attack attack = RollbackTest.arrangeAnAttack(game);
        long position = game.randomPosition();
        assertTrue(game.execute(attack).accepted());
        assertNotEquals(position, game.randomPosition(), "the default attack picks its defenders at random");
        String blocker = game.undoBlocker(0);
        assertNotNull(blocker);
        assertTrue(blocker.contains("Attack") && blocker.contains("dice"), blocker);
        Snapshot after = Snapshot.of(game);
        assertThrows(IllegalStateException.class, () -> game.undo(0));
        assertEquals(after, Snapshot.of(game), "a refused undo changes nothing");
    }
}
