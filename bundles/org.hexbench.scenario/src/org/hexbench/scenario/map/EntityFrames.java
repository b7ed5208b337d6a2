package org.hexbench.scenario.map;

import java.util.function.ToIntFunction;

import org.hexbench.scenario.AnimationMode;
import org.hexbench.scenario.AnimationSequence;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntityImage;
import org.hexbench.scenario.ImageStackEntry;

/**
 * How many image frames an entity class shows on the map (Hexkit User's Guide §3.4.4 Composing Image Stacks,
 * "Combining Images"): the highest frame count of its image stack entries, an entry that uses a single frame counting
 * one. An entity's frame offset (§4.8.2 EntityTemplate Members: FrameOffset, UseRandomFrame) picks one of them; the
 * engine draws random frames from this count and the map content composes the frame asked for.
 *
 * <p>A class also adopts the idle animation of its stack (§3.4.4 "Combining Images", §4.6.4 Other EntityClass
 * Members: ImageAnimation and ImageSequence): the highest animation mode and sequence of the entries that use at least
 * two frames, continuous above random above none, cycle above backward above forward above random. An entry that uses
 * a single frame ignores its image's animation ("Customizing Images": Single Frame), and a class with fewer than two
 * frames has nothing to animate.
 */
public final class EntityFrames {

    private EntityFrames() {
    }

    /**
     * @param entityClass an entity class
     * @return its frame count, 1 for a class without images
     */
    public static int count(EntityClass entityClass) {
        int count = 1;
        for (ImageStackEntry entry : entityClass.getImageStack()) {
            if (entry.getImage() != null) {
                count = Math.max(count, entry.getSingleFrame() >= 0 ? 1 : entry.getImage().getFrames().size());
            }
        }
        return count;
    }

    /**
     * Returns the animation mode a class adopts from its image stack (Hexkit User's Guide §3.4.4, §4.6.4
     * ImageAnimation).
     *
     * @param entityClass an entity class
     * @return the highest mode of the entries that use at least two frames; {@link AnimationMode#NONE} when there is
     *         none
     */
    public static AnimationMode animation(EntityClass entityClass) {
        return AnimationMode.get(highest(entityClass, image -> image.getAnimation().getValue()));
    }

    /**
     * Returns the animation sequence a class adopts from its image stack (Hexkit User's Guide §3.4.4, §4.6.4
     * ImageSequence).
     *
     * @param entityClass an entity class
     * @return the highest sequence of the animated entries that use at least two frames; {@link AnimationSequence#RANDOM}
     *         when there is none
     */
    public static AnimationSequence sequence(EntityClass entityClass) {
        return AnimationSequence.get(highest(entityClass, image -> image.getSequence().getValue()));
    }

    /** The highest value of a setting among the entries that animate; 0 (none, random) without one. */
    private static int highest(EntityClass entityClass, ToIntFunction<EntityImage> setting) {
        int highest = 0;
        for (ImageStackEntry entry : entityClass.getImageStack()) {
            if (animates(entry)) {
                highest = Math.max(highest, setting.applyAsInt(entry.getImage()));
            }
        }
        return highest;
    }

    /** Whether an entry plays its image's animation: an animated image of two frames or more, all of them used. */
    private static boolean animates(ImageStackEntry entry) {
        return entry.getImage() != null && entry.getSingleFrame() < 0 && entry.getImage().getFrames().size() >= 2
                && entry.getImage().getAnimation() != AnimationMode.NONE;
    }
}
