package org.hexbench.ai;

import java.util.List;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.forward.LegalOrders;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.PlayerTurn;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;

/**
 * A game as one faction's computer player sees it: the world state to read, the targets and orders the engine allows
 * now, and copies of the game to play ahead on. It offers no way to order: the player returns its orders and the game
 * executes them ({@link DecidingPlayer}). The world state must only be read (its public methods are reads, except
 * {@code restore}, which no player calls).
 *
 * <p>Under fog of war a view made for a player's turn ({@link #GameView(PlayerTurn)}) shows only what the faction
 * knows: every read, target, legal order and rehearsal is of the game as the faction knows it
 * ({@link PlayerTurn#turns()}, {@link ForwardModel#asSeenBy}), made again whenever the real game changed; a unit the
 * faction does not see is in none of them. Without fog of war it is the real game, as always.
 */
public final class GameView {

    private final TurnSystem fixed;
    private final PlayerTurn turn;
    private final int faction;

    /**
     * A view of a turn system as it is (a search's copy, a test): everything in it is readable.
     *
     * @param turns the game's turn system
     * @param faction the faction whose player looks
     */
    public GameView(TurnSystem turns, int faction) {
        this.fixed = turns;
        this.turn = null;
        this.faction = faction;
    }

    /**
     * A view of a player's turn: under fog of war, of the game as the faction knows it.
     *
     * @param turn the faction's turn
     */
    public GameView(PlayerTurn turn) {
        this.fixed = null;
        this.turn = turn;
        this.faction = turn.faction();
    }

    /** @return the turn system this view reads: the real one, or the game as the faction knows it now */
    private TurnSystem turns() {
        return fixed != null ? fixed : turn.turns();
    }

    /**
     * @return whether the faction sees everything (no fog of war): then every legal order is one the game accepts;
     *         under fog of war the real game may refuse an order the faction thinks legal (a hidden unit in the way)
     */
    public boolean knowsEverything() {
        return fixed != null || turn.knowsEverything();
    }

    /** @return the faction whose orders are decided */
    public int faction() {
        return faction;
    }

    /** @return the world state (read it only) */
    public WorldState world() {
        return turns().game().world();
    }

    /** @return the scenario's classes, variables and map */
    public Catalog catalog() {
        return turns().game().catalog();
    }

    /** @return e.g. "Sequential turns" or "Simultaneous turns of 3 segments" */
    public String turnSystem() {
        return turns().describe();
    }

    /** @return the number of turns played at most, 0 for no limit */
    public int turnLimit() {
        return turns().turnLimit();
    }

    /**
     * @param kind a kind of command
     * @return whether the turn system takes orders of this kind (simultaneous turns: Move and Attack only)
     */
    public boolean accepts(Class<? extends Command> kind) {
        return turns().accepts(kind);
    }

    /** @return every order the faction may give now, End Turn last ({@link LegalOrders}) */
    public List<Command> legalOrders() {
        return LegalOrders.of(turns(), faction);
    }

    /**
     * @param units units of the faction on one site
     * @return where they may be ordered to move
     */
    public int[] moveTargets(List<Entity> units) {
        if (knowsEverything()) {
            return turns().moveTargets(units);
        }
        TurnSystem readable = turns();
        List<Entity> now = PlayerTurn.current(readable, units);
        return now == null ? new int[0] : readable.moveTargets(now);
    }

    /**
     * @param units units of the faction on one site
     * @return where they may be ordered to attack
     */
    public int[] attackTargets(List<Entity> units) {
        if (knowsEverything()) {
            return turns().attackTargets(units);
        }
        TurnSystem readable = turns();
        List<Entity> now = PlayerTurn.current(readable, units);
        return now == null ? new int[0] : readable.attackTargets(now);
    }

    /**
     * @param classIndex an entity class index
     * @return where the faction may place an entity of that class (the rules' place targets)
     */
    public int[] placeTargets(int classIndex) {
        return turns().game().rules().placeTargets(world(), faction, classIndex);
    }

    /**
     * @param classIndex an entity class index
     * @return how many entities of that class the faction may build now (0: none)
     */
    public int buildCount(int classIndex) {
        return turns().game().rules().buildCount(world(), faction, classIndex);
    }

    /** @return the simultaneous directives given so far this turn (empty in sequential turns) */
    public List<Directive> pendingDirectives() {
        return turns().pendingDirectives();
    }

    /**
     * Copies the game to play ahead on (the engine's forward model): the copy's dice come from the given seed, not
     * from the game's random stream, so a search learns the rules' odds and never the numbers the game will draw.
     *
     * @param diceSeed the seed of the copy's dice
     * @return an independent copy of the game with its turn system's state
     */
    public ForwardModel rehearsal(long diceSeed) {
        return ForwardModel.of(turns(), diceSeed);
    }

    /**
     * Copies the game as this faction knows it, to play ahead on: the copy's dice come from the given seed, it plays
     * by the given rules, and in simultaneous turns only this faction's directives carry over (the others' are
     * secret until the turn resolves; {@link ForwardModel#asSeenBy}). Make it on the thread that plays the game;
     * with rules of its own it may then be played on any one other thread.
     *
     * @param diceSeed the seed of the copy's dice
     * @param rules the game's own rules ({@link #rules()}: play the copy on the game's thread), or an instance of
     *        them of its own ({@link #rulesForAnotherGame()}: play it on any one thread)
     * @return an independent copy of the game with its turn system's state
     */
    public ForwardModel rehearsal(long diceSeed, Rules rules) {
        return ForwardModel.asSeenBy(turns(), faction, diceSeed, rules);
    }

    /**
     * @return the game's rules object: only for copies played on the thread that plays the game
     */
    public Rules rules() {
        return turns().game().rules();
    }

    /**
     * @return an instance of the game's rules for copies played on another thread ({@link Rules#forAnotherGame}),
     *         or {@code null} if the rules cannot make one (then play every copy on the game's thread)
     */
    public Rules rulesForAnotherGame() {
        return turns().game().rules().forAnotherGame();
    }
}
