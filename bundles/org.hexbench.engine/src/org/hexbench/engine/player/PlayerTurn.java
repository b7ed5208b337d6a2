package org.hexbench.engine.player;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;

/**
 * A faction's turn as its {@link Player} sees it: the game to read, the targets its units may be ordered to, the
 * orders the turn system takes, and whether whoever runs the player wants it to stop (a person pressed Stop, a
 * tournament's time ran out).
 *
 * @param turns the turn system the player orders through
 * @param faction the faction whose turn it is
 * @param stop answers {@code true} once the player should stop early
 */
public record PlayerTurn(TurnSystem turns, int faction, BooleanSupplier stop) {

    /** @return the game (read it; change it only through {@link #order}) */
    public Game game() {
        return turns.game();
    }

    /** @return the game's world state */
    public WorldState world() {
        return turns.game().world();
    }

    /** @return whether the player should stop now and leave the rest of its turn for later */
    public boolean stopRequested() {
        return stop.getAsBoolean();
    }

    /**
     * @param kind a kind of command
     * @return whether the turn system takes orders of this kind
     */
    public boolean accepts(Class<? extends Command> kind) {
        return turns.accepts(kind);
    }

    /**
     * @param units units of this faction on one site
     * @return where they may be ordered to move
     */
    public int[] moveTargets(List<Entity> units) {
        return turns.moveTargets(units);
    }

    /**
     * @param units units of this faction on one site
     * @return where they may be ordered to attack
     */
    public int[] attackTargets(List<Entity> units) {
        return turns.attackTargets(units);
    }

    /**
     * Gives an order for this faction.
     *
     * @param command the order
     * @return accepted, or rejected with the reason
     */
    public Outcome order(Command command) {
        return turns.order(faction, command);
    }
}
