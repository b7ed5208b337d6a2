package org.hexbench.play;

import java.util.List;
import java.util.Optional;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.WorldState;

/**
 * Replay of a recorded game with speed control (Hexkit User's Guide §2.1.4 Replaying Your Game: from any turn, four
 * speeds, pause, step): the engine's {@link Replay} applies the recorded programs to a fresh world, one history entry
 * per step, never running the rules. A view drives it with a timer at {@link Speed#intervalMillis()} while {@link #isPlaying()}.
 */
public final class ReplayPlayback {

    /** The four replay speeds. */
    public enum Speed {
        /** One entry a second. */
        SLOW(1000),
        /** About three entries a second. */
        NORMAL(300),
        /** Ten entries a second. */
        FAST(100),
        /** Fifty entries a second. */
        FASTEST(20);

        private final int intervalMillis;

        Speed(int intervalMillis) {
            this.intervalMillis = intervalMillis;
        }

        /** @return the time between two steps */
        public int intervalMillis() {
            return intervalMillis;
        }
    }

    private final Catalog catalog;
    private final List<HistoryEntry> entries;
    private Replay replay;
    private boolean playing;
    private Speed speed = Speed.NORMAL;

    /**
     * Prepares a replay from the game's start.
     *
     * @param catalog the scenario the entries were recorded on
     * @param entries the recorded history
     */
    public ReplayPlayback(Catalog catalog, List<HistoryEntry> entries) {
        this.catalog = catalog;
        this.entries = List.copyOf(entries);
        this.replay = new Replay(catalog, this.entries);
    }

    /**
     * Starts again at a turn: every entry issued before it is replayed at once; playback pauses.
     *
     * @param turn a one-based turn
     */
    public void startAt(int turn) {
        replay = new Replay(catalog, entries).skipTo(Math.max(0, turn - 1));
        playing = false;
    }

    /**
     * Replays one entry.
     *
     * @return the entry, or empty at the end (playback then pauses)
     */
    public Optional<HistoryEntry> step() {
        if (!replay.hasNext()) {
            playing = false;
            return Optional.empty();
        }
        return Optional.of(replay.step());
    }

    /** Plays on at the current speed. */
    public void play() {
        playing = replay.hasNext();
    }

    /** Pauses. */
    public void pause() {
        playing = false;
    }

    /** @return whether playback runs */
    public boolean isPlaying() {
        return playing;
    }

    /** @return the speed */
    public Speed speed() {
        return speed;
    }

    /**
     * @param newSpeed the speed from now on
     */
    public void setSpeed(Speed newSpeed) {
        speed = newSpeed;
    }

    /** @return the replayed world */
    public WorldState world() {
        return replay.world();
    }

    /** @return how many entries have been replayed */
    public int position() {
        return replay.position();
    }

    /** @return how many entries the recording has */
    public int size() {
        return entries.size();
    }

    /** @return whether every entry has been replayed */
    public boolean isFinished() {
        return !replay.hasNext();
    }

    /** @return the last recorded turn, one-based (1 for an empty recording) */
    public int lastTurn() {
        return entries.isEmpty() ? 1 : entries.get(entries.size() - 1).turn() + 1;
    }

    /** @return the replayed state's hash, 16 hex digits */
    public String stateHash() {
        return StateHash.hex(StateHash.of(replay.world()));
    }
}
