package org.hexbench.engine.forward;

import java.util.List;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.hexbench.engine.world.Program;

/**
 * A copy of a game in progress that a search player plays ahead on: the world state, the history, the position of
 * the random stream and the turn system's state are copied (never replayed), so the copy continues exactly as the
 * game would, and nothing done on it reaches the game, its history or its random stream. Orders go through the
 * copy's own {@link TurnSystem}, so they are validated and executed by the same engine and rules as the real game's.
 *
 * <p>A copy made with {@link #of(TurnSystem, long)} draws other dice than the game will: a search that must not
 * know the outcome of future random events (the dice of an attack) uses it, so that it learns the odds of the
 * rules, not the next numbers of this game's stream.
 *
 * <p>The copy shares the game's rules object (rules serve one game at a time): play it on the thread that plays
 * the game, or on a game whose rules no other thread uses.
 */
public final class ForwardModel {

    private final TurnSystem turns;

    private ForwardModel(TurnSystem turns) {
        this.turns = turns;
    }

    /**
     * Copies a game and its turn system's state, drawing the same dice the game would.
     *
     * @param turns the real game's turn system (read only)
     * @return the copy
     */
    public static ForwardModel of(TurnSystem turns) {
        return of(turns, turns.game().randomPosition());
    }

    /**
     * Copies a game and its turn system's state, with the copy's random stream at a given position.
     *
     * @param turns the real game's turn system (read only)
     * @param randomPosition where the copy's random stream starts ({@link Game#copy(long)})
     * @return the copy
     */
    public static ForwardModel of(TurnSystem turns, long randomPosition) {
        Game copy = turns.game().copy(randomPosition);
        TurnSystem copied = TurnSystem.of(copy, turns.turnLimit());
        if (copied instanceof SimultaneousTurns && !turns.isFinished()) {
            List<Integer> acting = turns.actingFactions();
            for (Directive d : turns.pendingDirectives()) {
                Entity unit = copy.world().entity(d.unit());
                List<Integer> units = List.of(d.unit());
                Command order = d.kind() == Directive.Kind.ATTACK ? new Attack(units, d.target())
                        : new Move(units, d.target());
                Outcome outcome = copied.order(unit.owner(), order);
                if (!outcome.accepted()) {
                    throw new IllegalStateException("directive " + d + " does not carry over: " + outcome.rejection());
                }
            }
            for (var f : copy.world().aliveFactions()) {
                if (!acting.contains(f.index())) {
                    copied.endTurn(f.index());
                }
            }
        }
        return new ForwardModel(copied);
    }

    /**
     * Copies this copy (a search's branch).
     *
     * @return an independent copy of this one, drawing the same dice
     */
    public ForwardModel copy() {
        return of(turns);
    }

    /** @return the copy's turn system: order through it or through {@link #apply} */
    public TurnSystem turns() {
        return turns;
    }

    /** @return the copy's game */
    public Game game() {
        return turns.game();
    }

    /** @return the copy's world state */
    public WorldState world() {
        return turns.game().world();
    }

    /**
     * @param faction a faction index
     * @return what the faction may order now ({@link LegalOrders#of}), after beginning the acting faction's turn
     *         on this copy if it had not begun
     */
    public List<Command> legalOrders(int faction) {
        turns.start();
        return LegalOrders.of(turns, faction);
    }

    /**
     * Applies one of the orders {@link LegalOrders} lists: {@link EndTurn} ends the faction's turn (the turn system
     * begins the next one or resolves the simultaneous turn), any other command is ordered through the turn system.
     *
     * @param faction an acting faction
     * @param order the order
     * @return accepted, or rejected with the reason (nothing changed then)
     * @throws RuntimeException what the rules threw; the copy is then unchanged
     */
    public Outcome apply(int faction, Command order) {
        if (order instanceof EndTurn) {
            if (!turns.actingFactions().contains(faction)) {
                return new Outcome(order, "faction " + faction + " is not to act now", Program.EMPTY);
            }
            turns.endTurn(faction);
            return new Outcome(order, null, Program.EMPTY);
        }
        return turns.order(faction, order);
    }
}
