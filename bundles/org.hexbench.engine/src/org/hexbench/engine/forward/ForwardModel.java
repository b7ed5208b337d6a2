package org.hexbench.engine.forward;

import java.util.List;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.rules.Rules;
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
 * the game, or make it with an instance of the rules of its own ({@link #of(TurnSystem, long, Rules)},
 * {@link Rules#forAnotherGame}) to play it on another thread.
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
        return of(turns, turns.game().copy(randomPosition), -1);
    }

    /**
     * Copies a game and its turn system's state as {@link #of(TurnSystem, long)} does, the copy playing by another
     * instance of the game's rules ({@link Rules#forAnotherGame}), so that it may be
     * played on another thread than the game. Making the copy only reads the game: make it on the game's thread.
     *
     * @param turns the real game's turn system (read only)
     * @param randomPosition where the copy's random stream starts ({@link Game#copy(long, Rules)})
     * @param rules an instance of the game's rules that no other game uses at the same time
     * @return the copy
     */
    public static ForwardModel of(TurnSystem turns, long randomPosition, Rules rules) {
        return of(turns, turns.game().copy(randomPosition, rules), -1);
    }

    /**
     * Copies a game as one faction knows it, for that faction's search: as {@link #of(TurnSystem, long, Rules)},
     * except that in simultaneous turns only the faction's own directives carry over, and every other living faction
     * is still to give its directives, since they are secret until the turn resolves (the Tiling Module design
     * note's Turn Resolution: all players give their directives before any is carried out). In sequential turns
     * nobody's orders are secret and the copy is the same as {@link #of(TurnSystem, long, Rules)}'s.
     *
     * <p>Under fog of war the copy is also the game as the faction knows it ({@link Game#copyAsSeenBy}): the units it
     * does not see are gone, those it remembers stand where it saw them last, and the history holds only its own
     * commands. A search on it can find nothing the faction has not seen.
     *
     * @param turns the real game's turn system (read only)
     * @param faction the faction whose knowledge the copy holds
     * @param randomPosition where the copy's random stream starts
     * @param rules an instance of the game's rules that no other game uses at the same time (may be the game's own
     *        when the copy is played on the game's thread)
     * @return the copy
     */
    public static ForwardModel asSeenBy(TurnSystem turns, int faction, long randomPosition, Rules rules) {
        return of(turns, turns.game().copyAsSeenBy(faction, randomPosition, rules), faction);
    }

    /**
     * Puts a copied game under a turn system of its own in the turn state of the original: in simultaneous turns the
     * pending directives are given again (all, or only the viewer's) and the factions that ended their turn end it
     * again (all of them, or none when only the viewer's directives carry over and the viewer is still to act).
     */
    private static ForwardModel of(TurnSystem turns, Game copy, int viewer) {
        TurnSystem copied = TurnSystem.of(copy, turns.turnLimit());
        if (copied instanceof SimultaneousTurns && !turns.isFinished()) {
            List<Integer> acting = turns.actingFactions();
            for (Directive d : turns.pendingDirectives()) {
                Entity unit = copy.world().entity(d.unit());
                if (viewer >= 0 && (unit == null || unit.owner() != viewer)) {
                    continue;
                }
                List<Integer> units = List.of(d.unit());
                Command order = d.kind() == Directive.Kind.ATTACK ? new Attack(units, d.target())
                        : new Move(units, d.target());
                Outcome outcome = copied.order(unit.owner(), order);
                if (!outcome.accepted()) {
                    throw new IllegalStateException("directive " + d + " does not carry over: " + outcome.rejection());
                }
            }
            for (var f : copy.world().aliveFactions()) {
                if (!acting.contains(f.index()) && (viewer < 0 || f.index() == viewer)) {
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
