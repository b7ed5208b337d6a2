package org.hexbench.engine.player;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.FogOfWar;

/**
 * A faction's turn as its {@link Player} sees it: the game to read, the targets its units may be ordered to, the
 * orders the turn system takes, and whether whoever runs the player wants it to stop (a person pressed Stop, a
 * tournament's time ran out).
 *
 * <p>Under fog of war everything a player reads here is the game as its faction knows it: {@link #turns()},
 * {@link #game()} and {@link #world()} are a copy of the game made by {@link ForwardModel#asSeenBy} (units the
 * faction does not see are not in it, those it remembers stand where it saw them last, the history holds only its
 * own commands, and the copy's dice are its own), made again whenever the real game has changed; targets are found
 * on that copy. Only {@link #order} reaches the real game. An order that is legal as far as the faction knows may
 * then be refused by the real game (a hidden unit stands in the way); that is the fog, not a defect of the player.
 * Without fog of war the player reads the real game, as it always did.
 */
public final class PlayerTurn {

    private final TurnSystem turns;
    private final int faction;
    private final BooleanSupplier stop;
    private ForwardModel known;
    private int knownEntries = -1;
    private HistoryEntry knownLast;
    private List<Directive> knownDirectives;

    /**
     * @param turns the turn system the player orders through
     * @param faction the faction whose turn it is
     * @param stop answers {@code true} once the player should stop early
     */
    public PlayerTurn(TurnSystem turns, int faction, BooleanSupplier stop) {
        this.turns = turns;
        this.faction = faction;
        this.stop = stop;
    }

    /** @return the faction whose turn it is */
    public int faction() {
        return faction;
    }

    /** @return what tells the player to stop early */
    public BooleanSupplier stop() {
        return stop;
    }

    /**
     * @return whether the faction sees everything (no fog of war): then {@link #turns()} is the real game's turn
     *         system, and every order it lists is one the game accepts
     */
    public boolean knowsEverything() {
        return turns.game().world().fog() == FogOfWar.NONE;
    }

    /**
     * @return the turn system the player may read: the real game's without fog of war, else a copy of the game as the
     *         faction knows it now (read it; ordering on it changes only the copy)
     */
    public TurnSystem turns() {
        if (knowsEverything()) {
            return turns;
        }
        Game game = turns.game();
        List<HistoryEntry> entries = game.history().entries();
        HistoryEntry last = entries.isEmpty() ? null : entries.get(entries.size() - 1);
        List<Directive> directives = turns.pendingDirectives();
        if (known == null || knownEntries != entries.size() || knownLast != last
                || !knownDirectives.equals(directives)) {
            long dice = 0x9e3779b97f4a7c15L * (faction + 1) ^ entries.size();
            known = ForwardModel.asSeenBy(turns, faction, dice, game.rules());
            knownEntries = entries.size();
            knownLast = last;
            knownDirectives = List.copyOf(directives);
        }
        return known.turns();
    }

    /** @return the game as the player may read it ({@link #turns()}); change it only through {@link #order} */
    public Game game() {
        return turns().game();
    }

    /** @return the world state as the player may read it ({@link #turns()}) */
    public WorldState world() {
        return turns().game().world();
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
     * @return where they may be ordered to move, as far as the faction knows
     */
    public int[] moveTargets(List<Entity> units) {
        if (knowsEverything()) {
            return turns.moveTargets(units);
        }
        TurnSystem readable = turns();
        List<Entity> now = current(readable, units);
        return now == null ? new int[0] : readable.moveTargets(now);
    }

    /**
     * @param units units of this faction on one site
     * @return where they may be ordered to attack, as far as the faction knows
     */
    public int[] attackTargets(List<Entity> units) {
        if (knowsEverything()) {
            return turns.attackTargets(units);
        }
        TurnSystem readable = turns();
        List<Entity> now = current(readable, units);
        return now == null ? new int[0] : readable.attackTargets(now);
    }

    /**
     * The same units as entities of the readable game (a player may hold handles of an earlier copy), or
     * {@code null} if one of them is gone.
     *
     * @param readable the turn system the player reads
     * @param units units the player holds, perhaps of an earlier copy
     * @return the units of the readable game's world
     */
    public static List<Entity> current(TurnSystem readable, List<Entity> units) {
        WorldState world = readable.game().world();
        List<Entity> result = new ArrayList<>(units.size());
        for (Entity u : units) {
            Entity e = world.entity(u.id());
            if (e == null) {
                return null;
            }
            result.add(e);
        }
        return result;
    }

    /**
     * Gives an order for this faction to the real game.
     *
     * @param command the order
     * @return accepted, or rejected with the reason
     */
    public Outcome order(Command command) {
        return turns.order(faction, command);
    }
}
