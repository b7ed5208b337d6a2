package org.hexbench.ui.map;

import java.util.List;

import org.eclipse.swt.graphics.ImageData;

/**
 * The idle animation of a map symbol (Hexkit User's Guide §3.4.3 Frames and Animation, "Animation Modes"): frames a
 * map view plays while it waits for the user, as Hexkit's map views do. Time runs in steps of {@link #STEP_MILLIS};
 * {@link #frameAt(long, int)} answers which frame shows at a step, as a pure function of the step and a seed (the
 * site, so that neighbouring sites do not move in lockstep where the mode is random), so that a view can tell which
 * sites change from one step to the next without keeping any state per site.
 *
 * <p>One play of the animation (a "run") shows, by {@link Sequence}: one random frame ({@link Sequence#RANDOM}); every
 * frame first to last ({@link Sequence#FORWARD}) or last to first ({@link Sequence#BACKWARD}); every frame forward and
 * then backward down to the second ({@link Sequence#CYCLE}: the next run, or the rest, shows the first again). Between
 * runs the first frame shows ("then return to the first frame"), or the last random frame picked, for a random
 * sequence. {@link Mode#CONTINUOUS} restarts the run as soon as it ends; {@link Mode#RANDOM} starts it once in every
 * window of {@link #randomWindow() a few runs' length}, at a random step of the window. With
 * {@link Mode#CONTINUOUS} and {@link Sequence#FORWARD}, two frames simply alternate: 0, 1, 0, 1, ….
 *
 * @param mode when runs start
 * @param sequence what one run shows
 * @param frames the pictures, at least two; frame 0 is the symbol's still picture
 */
public record MapAnimation(Mode mode, Sequence sequence, List<ImageData> frames) {

    /** How long one frame shows, in milliseconds: one step of the animation clock (Hexbench's choice). */
    public static final int STEP_MILLIS = 300;

    /** When a run of the animation starts (the model's {@code AnimationMode} without {@code none}). */
    public enum Mode {
        /** At random intervals. */
        RANDOM,
        /** Again as soon as it ends. */
        CONTINUOUS
    }

    /** What one run shows (the model's {@code AnimationSequence}). */
    public enum Sequence {
        /** One random frame. */
        RANDOM,
        /** Every frame, first to last. */
        FORWARD,
        /** Every frame, last to first. */
        BACKWARD,
        /** Every frame forward, then backward. */
        CYCLE
    }

    /**
     * Checks the animation.
     */
    public MapAnimation {
        if (mode == null || sequence == null || frames == null || frames.size() < 2) {
            throw new IllegalArgumentException("an animation needs a mode, a sequence and at least two frames");
        }
        frames = List.copyOf(frames);
    }

    /** @return the steps of one run */
    public int runLength() {
        int n = frames.size();
        return switch (sequence) {
            case RANDOM -> 1;
            case FORWARD, BACKWARD -> n;
            case CYCLE -> 2 * n - 2;
        };
    }

    /** @return the steps of the window in which a {@link Mode#RANDOM} animation plays one run */
    public int randomWindow() {
        return 4 * runLength() + 8;
    }

    /**
     * Returns the frame shown at a step of the animation clock.
     *
     * @param step the clock's step, counted from 0
     * @param seed what makes one site's random choices differ from another's, e.g. the site index
     * @return the frame index, 0 to {@code frames().size() - 1}
     */
    public int frameAt(long step, int seed) {
        int length = runLength();
        if (mode == Mode.CONTINUOUS) {
            return sequence == Sequence.RANDOM ? randomFrame(seed, step) : runFrame((int) Math.floorMod(step, length));
        }
        int window = randomWindow();
        long w = Math.floorDiv(step, window);
        int at = (int) Math.floorMod(step, window);
        int start = (int) Math.floorMod(mix(seed, w, 0x5bd1e995L), (long) (window - length + 1));
        if (at >= start && at < start + length) {
            return sequence == Sequence.RANDOM ? randomFrame(seed, w) : runFrame(at - start);
        }
        if (sequence != Sequence.RANDOM) {
            return 0;
        }
        // a random frame stays until the next run picks another
        return randomFrame(seed, at < start ? w - 1 : w);
    }

    /**
     * Returns the picture shown at a step of the animation clock.
     *
     * @param step the clock's step
     * @param seed the seed, as for {@link #frameAt(long, int)}
     * @return the frame's picture
     */
    public ImageData imageAt(long step, int seed) {
        return frames.get(frameAt(step, seed));
    }

    private int runFrame(int index) {
        int n = frames.size();
        return switch (sequence) {
            case BACKWARD -> n - 1 - index;
            case CYCLE -> index < n ? index : 2 * n - 2 - index;
            default -> index;
        };
    }

    private int randomFrame(int seed, long draw) {
        return (int) Math.floorMod(mix(seed, draw, 0x9e3779b97f4a7c15L), (long) frames.size());
    }

    /** A well-mixed hash of a seed and a counter (SplitMix64's finaliser). */
    private static long mix(int seed, long counter, long salt) {
        long z = seed * 0xbf58476d1ce4e5b9L + counter * salt + 0x632be59bd9b4e019L;
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
