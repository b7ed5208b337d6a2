package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.game.SequentialTurns;
import org.hexbench.engine.game.TurnStatistics;
import org.hexbench.engine.player.PlayerTurn;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.StateHash;
import org.hexbench.scenario.map.LayoutFormatException;
import org.junit.jupiter.api.Test;

/**
 * Rules that fail halfway through a command or a simultaneous turn's resolution (a rule error, a bug in Java rules)
 * leave no trace: the instructions already executed are rolled back, the history and its turn statistics are as
 * before, the game's random stream stands where it stood, and the game goes on (Hexkit User's Guide §6.1 Command
 * Execution: a command executes completely or not at all). Each test compares with a twin game that never failed.
 */
class RollbackTest {

    /** Default rules that fail, when told to, after a hook has changed the world and drawn random numbers. */
    private static final class FailingRules extends DefaultRules {
        boolean failMove;
        boolean failAttack;
        boolean failBeginTurn;
        boolean failEndTurn;

        @Override
        public void move(RuleContext context, List<Entity> units, int target) {
            super.move(context, units, target);
            if (failMove) {
                throw new IllegalStateException("a move rule failed halfway");
            }
        }

        @Override
        public void attack(RuleContext context, List<Entity> attackers, int target) {
            super.attack(context, attackers, target);
            context.random().nextInt(1000);
            if (failAttack) {
                throw new IllegalStateException("an attack rule failed halfway");
            }
        }

        @Override
        public void beginTurn(RuleContext context) {
            super.beginTurn(context);
            if (failBeginTurn) {
                throw new IllegalStateException("a begin-turn rule failed halfway");
            }
        }

        @Override
        public void endTurn(RuleContext context) {
            context.random().nextInt(1000);
            super.endTurn(context);
            if (failEndTurn) {
                throw new IllegalStateException("an end-turn rule failed halfway");
            }
        }
    }

    private record Snapshot(long hash, List<HistoryEntry> entries, List<TurnStatistics> statistics, long random) {
        static Snapshot of(Game game) {
            return new Snapshot(StateHash.of(game.world()), List.copyOf(game.history().entries()),
                    List.copyOf(game.history().statistics()), game.randomPosition());
        }
    }

    private static Game riverford(FailingRules rules, long seed) throws LayoutFormatException {
        return new Game(new Catalog(Riverford.scenario()), rules, seed);
    }

    @Test
    void aCommandWhoseRulesFailHalfwayChangesNothingAndTheGameGoesOn() throws LayoutFormatException {
        FailingRules rules = new FailingRules();
        Game game = riverford(rules, 7);
        assertTrue(game.execute(new BeginTurn()).accepted());
        Entity cavalry = Riverford.unitOfClass(game.world(), 0, "cavalry", true);
        int from = cavalry.site();
        int target = game.finder().moveTargets(List.of(cavalry))[0];
        Snapshot before = Snapshot.of(game);
        var world = game.world();

        rules.failMove = true;
        var error = assertThrows(IllegalStateException.class,
                () -> game.execute(new Move(List.of(cavalry.id()), target)));
        assertEquals("a move rule failed halfway", error.getMessage());
        assertSame(world, game.world(), "the same world object, restored in place");
        assertEquals(before, Snapshot.of(game), "world, history, statistics and random stream as before");
        assertEquals(from, game.world().entity(cavalry.id()).site());

        rules.failMove = false;
        assertTrue(game.execute(new Move(List.of(cavalry.id()), target)).accepted(), "the same move now works");
        assertEquals(target, game.world().entity(cavalry.id()).site());
        assertEquals(game.stateHash(), StateHash.hex(new Replay(game.catalog(), game.history().entries()).finish()));
    }

    @Test
    void aFailedAttackGivesBackItsDiceSoTheNextAttackDrawsWhatItWouldHaveDrawn() throws LayoutFormatException {
        FailingRules rules = new FailingRules();
        Game game = riverford(rules, 11);
        Game twin = riverford(new FailingRules(), 11);
        Attack attack = arrangeAnAttack(game);
        arrangeAnAttack(twin);
        Snapshot before = Snapshot.of(game);

        rules.failAttack = true;
        assertThrows(IllegalStateException.class, () -> game.execute(attack));
        assertEquals(before, Snapshot.of(game), "the dice the failed attack drew are given back");

        rules.failAttack = false;
        assertTrue(game.execute(attack).accepted());
        assertTrue(twin.execute(attack).accepted());
        assertEquals(twin.stateHash(), game.stateHash(), "the same outcome as a game in which nothing failed");
        assertEquals(twin.randomPosition(), game.randomPosition());
        assertEquals(twin.history().entries(), game.history().entries());
    }

    /** Plays random turns until red can attack, and returns that attack; the same seed gives the same attack. */
    static Attack arrangeAnAttack(Game game) {
        SequentialTurns turns = new SequentialTurns(game, 0);
        RandomPlayer red = new RandomPlayer(1);
        RandomPlayer blue = new RandomPlayer(2);
        for (int step = 0; step < 400; step++) {
            turns.start();
            int faction = game.world().activeFaction();
            if (faction == 0) {
                for (Entity u : game.world().faction(0).units()) {
                    int[] targets = u.isPlaced() ? game.finder().attackTargets(List.of(u)) : new int[0];
                    if (targets.length > 0) {
                        return new Attack(List.of(u.id()), targets[0]);
                    }
                }
            }
            (faction == 0 ? red : blue).playTurn(new PlayerTurn(turns, faction, () -> false));
            turns.endTurn(faction);
        }
        throw new AssertionError("red never met blue");
    }

    @Test
    void aBeginTurnWhoseRulesFailLeavesNoTurnStatisticsAndIsIssuedAgain() throws LayoutFormatException {
        FailingRules rules = new FailingRules();
        Game game = riverford(rules, 3);
        SequentialTurns turns = new SequentialTurns(game, 0);
        turns.start();
        rules.failBeginTurn = true;
        Snapshot before = Snapshot.of(game);
        assertThrows(IllegalStateException.class, () -> turns.endTurn(0));
        assertEquals(before.statistics(), game.history().statistics(), "no statistics of a turn that did not begin");
        assertEquals("EndTurn", game.history().entries().get(game.history().size() - 1).command(),
                "End Turn ran; the next faction's Begin Turn was rolled back");
        assertEquals(1, game.world().activeFaction());

        rules.failBeginTurn = false;
        turns.start();
        assertEquals("BeginTurn", game.history().entries().get(game.history().size() - 1).command(),
                "the turn system issues the Begin Turn again");
        assertEquals(List.of(1), turns.actingFactions());
    }

    @Test
    void aSimultaneousResolutionWhoseRulesFailChangesNothingAndCanBeResolvedAgain() throws LayoutFormatException {
        FailingRules rules = new FailingRules();
        Game game = new Game(new Catalog(RiverfordSimultaneous.scenario()), rules, 5);
        Game twin = new Game(new Catalog(RiverfordSimultaneous.scenario()), new FailingRules(), 5);
        SimultaneousTurns turns = new SimultaneousTurns(game, 3, 0);
        SimultaneousTurns twinTurns = new SimultaneousTurns(twin, 3, 0);
        for (int turn = 0; turn < 3; turn++) {
            playBoth(turns, twinTurns, turn);
        }
        Snapshot before = Snapshot.of(game);
        List<Directive> pending = turns.pendingDirectives();
        assertTrue(!pending.isEmpty(), "the random players gave directives");

        rules.failEndTurn = true;
        turns.endTurn(0);
        var error = assertThrows(IllegalStateException.class, () -> turns.endTurn(1));
        assertEquals("an end-turn rule failed halfway", error.getMessage());
        assertEquals(before, Snapshot.of(game), "world, history, statistics and random stream as before the turn");
        assertEquals(pending, turns.pendingDirectives(), "the directives stay given");
        assertEquals(List.of(1), turns.actingFactions(), "the faction that ended the turn is to act again");

        rules.failEndTurn = false;
        turns.endTurn(1);
        twinTurns.endTurn(0);
        twinTurns.endTurn(1);
        assertEquals(twin.stateHash(), game.stateHash(), "the same resolution as in a game in which nothing failed");
        assertEquals(twin.randomPosition(), game.randomPosition());
        assertEquals(twin.history().entries(), game.history().entries());
        assertEquals(game.stateHash(), StateHash.hex(new Replay(game.catalog(), game.history().entries()).finish()));
    }

    /** Gives both games the same random directives; ends the turn in both unless it is the last turn asked for. */
    private static void playBoth(SimultaneousTurns turns, SimultaneousTurns twin, int turn) {
        for (int f = 0; f < 2; f++) {
            new RandomPlayer(turn * 10 + f).playTurn(new PlayerTurn(turns, f, () -> false));
            new RandomPlayer(turn * 10 + f).playTurn(new PlayerTurn(twin, f, () -> false));
        }
        if (turn < 2) {
            for (int f = 0; f < 2; f++) {
                turns.endTurn(f);
                twin.endTurn(f);
            }
        }
    }
}
