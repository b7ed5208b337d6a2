package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.hexbench.ai.DecidingPlayer;
import org.hexbench.ai.players.seeker.Seeker;
import org.hexbench.ai.players.seeker.SeekerOptions;
import org.hexbench.ai.players.seeker.UnitCycle;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.SetUnitCanMove;
import org.hexbench.scenario.ModifierTarget;
import org.hexbench.scenario.template.Elements;
import org.junit.jupiter.api.Test;

/**
 * Seeker's unit cycle (Hexkit User's Guide §9.8.2–9.8.4) on small boards, through the game: what a unit does first,
 * how the minimum attack odds fall from four to zero, and whole turns played by the {@code seeker} player.
 */
class SeekerCycleTest {

    private final SeekerBoard board = new SeekerBoard(8, 4);

    private UnitCycle cycle() {
        return UnitCycle.begin(board.situation(0), SeekerOptions.DEFAULTS, new SplittableRandom(1));
    }

    /** Plays red's turn with Seeker and returns the commands it gave. */
    private List<String> redTurn() {
        int before = board.game.history().size();
        Player seeker = new DecidingPlayer("seeker", new Seeker(SeekerOptions.DEFAULTS, 1));
        assertEquals(0, board.turns.playNextTurn(f -> f == 0 ? seeker : null, () -> false));
        return board.game.history().entries().subList(before, board.game.history().size()).stream()
                .filter(e -> e.faction() == 0).map(HistoryEntry::command).toList();
    }

    /** A soldier next to a lone enemy destroys it at no cost: the attack meets the initial odds of four. */
    @Test
    void aSafeAttackIsMadeAtTheInitialOdds() {
        board.start();
        board.put(board.unit(0, 0), board.site(5, 1));
        UnitCycle cycle = cycle();
        Command order = cycle.next(board.situation(0));
        assertEquals(new Attack(List.of(board.unit(0, 0).id()), board.site(6, 1)), order);
        assertEquals(4, cycle.odds());
    }

    /**
     * Next to a stack of two, a lone soldier would destroy one and be destroyed (attacker 100 %, defender 50 %): no
     * positive odds are met, so rounds without an order lower them 4, 3, 2, 1 to 0, where the attack is made
     * unconditionally (§9.8.2 Minimum Attack Odds).
     */
    @Test
    void aCostlyAttackWaitsUntilTheOddsHaveFallenToZero() {
        besideAStackOfTwo();
        UnitCycle cycle = cycle();
        assertEquals(new Attack(List.of(board.unit(0, 0).id()), board.site(4, 1)), cycle.next(board.situation(0)));
        assertEquals(0, cycle.odds());
    }

    /** Red's soldier on (3,1) beside a blue stack of two on (4,1); blue's other soldier is gone. */
    private void besideAStackOfTwo() {
        board.units(board.s.blue, 4, 1, board.s.soldier, board.s.soldier);
        board.start();
        board.apply(new DeleteEntity(board.unit(1, 0).id()));
        board.put(board.unit(0, 0), board.site(3, 1));
    }

    /**
     * A unit that cannot move selects no attack target once the odds are zero (§9.8.3 Select Attack Target), so it
     * never attacks unconditionally: the cycle ends without an order.
     */
    @Test
    void aUnitThatCannotMoveNeverAttacksUnconditionally() {
        besideAStackOfTwo();
        board.apply(new SetUnitCanMove(board.unit(0, 0).id(), false));
        UnitCycle cycle = cycle();
        assertNull(cycle.next(board.situation(0)));
        assertTrue(cycle.isFinished());
    }

    /**
     * Three sites from blue's soldier, red's soldier moves to the attack position (5,1) and, since it can still
     * attack, attacks at once (§9.8.3 Execute Movement); then it builds and places, and ends its turn. (No site can
     * be captured here, so nothing distracts it.)
     */
    @Test
    void aUnitMovesIntoRangeAndAttacks() {
        board.s.plains.setCanCapture(false);
        board.start();
        board.put(board.unit(0, 0), board.site(3, 1));
        int id = board.unit(0, 0).id();
        List<String> commands = redTurn();
        assertEquals("Move [" + id + "] " + board.site(5, 1), commands.get(0));
        assertEquals("Attack [" + id + "] " + board.site(6, 1), commands.get(1));
        assertTrue(board.units(1).isEmpty(), "blue's soldier is destroyed");
        assertTrue(commands.get(commands.size() - 1).startsWith("EndTurn"), commands.toString());
        assertTrue(commands.stream().anyMatch(c -> c.startsWith("Build")), "the 100 gold are spent: " + commands);
        assertTrue(commands.stream().anyMatch(c -> c.startsWith("Place")), commands.toString());
    }

    /**
     * A free site to capture two steps away is closer than an enemy out of this turn's reach (§9.8.3 Prefer Capture
     * Targets): the soldier captures the town. Only towns can be captured here.
     */
    @Test
    void aNearFreeSiteIsCapturedBeforeARemoteEnemyIsEngaged() {
        board.s.plains.setCanCapture(false);
        var town = board.s.terrainClass("town", false, 0);
        town.setCanCapture(true);
        board.terrain(town, null, 2, 2);
        board.start();
        int id = board.unit(0, 0).id();
        List<String> commands = redTurn();
        assertEquals("Move [" + id + "] " + board.site(2, 2), commands.get(0));
        assertEquals(0, board.world.site(board.site(2, 2)).owner(), "red captured the town");
    }

    /**
     * A soldier down to 1 of 5 strength (80 %) heads for its own town two sites away, which restores its owner's
     * units, rather than for blue's soldier (§9.8.3, supplies with priority 60 % or more); at 3 of 5 (40 %) it goes
     * for blue's soldier.
     */
    @Test
    void aUnitInUrgentNeedOfSuppliesHeadsForASupplySite() {
        board.s.plains.setCanCapture(false);
        var town = board.s.terrainClass("town", false, 0);
        town.setCanCapture(true);
        town.getModifiers().add(Elements.modifier(board.s.strength, ModifierTarget.OWNER_UNITS, 2));
        board.terrain(town, board.s.red, 0, 3);
        board.start();
        board.put(board.unit(0, 0), board.site(1, 2));
        board.set(board.unit(0, 0), "strength", 3);
        assertEquals(new Move(List.of(board.unit(0, 0).id()), board.site(3, 2)), cycle().next(board.situation(0)),
                "two steps towards blue's soldier on (6,1)");
        board.set(board.unit(0, 0), "strength", 1);
        assertEquals(new Move(List.of(board.unit(0, 0).id()), board.site(0, 3)), cycle().next(board.situation(0)));
    }
}
