package org.hexbench.engine.game;

import java.util.List;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.WorldBuilder;
import org.hexbench.engine.world.WorldState;

/**
 * Replays recorded programs on a fresh initial state (Hexkit User's Guide §2.1.4 Replaying Your Game, §6.1 Command
 * Execution): only the instructions run, never the rules,
 * which is why replay is much cheaper than play. Supports replaying everything, up to a turn, or entry by entry.
 */
public final class Replay {

    private final WorldState world;
    private final List<HistoryEntry> entries;
    private int next;

    /**
     * Prepares a replay.
     *
     * @param catalog the scenario the entries were recorded on
     * @param entries the recorded history
     */
    public Replay(Catalog catalog, List<HistoryEntry> entries) {
        this.world = WorldBuilder.build(catalog);
        this.entries = List.copyOf(entries);
    }

    /** @return the replayed world state */
    public WorldState world() {
        return world;
    }

    /** @return the index of the next entry to replay */
    public int position() {
        return next;
    }

    /** @return whether entries remain */
    public boolean hasNext() {
        return next < entries.size();
    }

    /**
     * Replays the next entry.
     *
     * @return the replayed entry
     * @throws IllegalStateException if the program does not fit the state (a corrupt history)
     */
    public HistoryEntry step() {
        HistoryEntry e = entries.get(next++);
        e.program().apply(world);
        return e;
    }

    /**
     * Replays every entry issued before a turn, so that playback can start there ("replay from turn").
     *
     * @param turn a turn (zero-based)
     * @return this replay
     */
    public Replay skipTo(int turn) {
        while (hasNext() && entries.get(next).turn() < turn) {
            step();
        }
        return this;
    }

    /**
     * Replays all remaining entries.
     *
     * @return the final state hash
     */
    public long finish() {
        while (hasNext()) {
            step();
        }
        return StateHash.of(world);
    }
}
