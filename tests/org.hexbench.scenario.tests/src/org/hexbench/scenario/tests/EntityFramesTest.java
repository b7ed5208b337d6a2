package org.hexbench.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.hexbench.scenario.AnimationMode;
import org.hexbench.scenario.AnimationSequence;
import org.hexbench.scenario.EntityImage;
import org.hexbench.scenario.ImageStackEntry;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.map.EntityFrames;
import org.junit.jupiter.api.Test;

/**
 * What a class adopts from its image stack (Hexkit User's Guide §3.4.4 Composing Image Stacks, "Combining Images";
 * §4.6.4 ImageAnimation and ImageSequence): as many frames as its longest entry, and the highest animation mode and
 * sequence of the entries that use at least two frames.
 */
class EntityFramesTest {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    private static EntityImage image(int frames, AnimationMode mode, AnimationSequence sequence) {
        EntityImage image = F.createEntityImage();
        for (int k = 0; k < frames; k++) {
            image.getFrames().add(F.createImageFrame());
        }
        image.setAnimation(mode);
        image.setSequence(sequence);
        return image;
    }

    private static ImageStackEntry entry(UnitClass unit, EntityImage image) {
        ImageStackEntry entry = F.createImageStackEntry();
        entry.setImage(image);
        unit.getImageStack().add(entry);
        return entry;
    }

    @Test
    void aClassTakesTheHighestModeAndSequenceOfItsAnimatedEntries() {
        UnitClass knight = F.createUnitClass();
        assertEquals(AnimationMode.NONE, EntityFrames.animation(knight), "no images, no animation");
        // the rider on a horse of "Putting Riders on Horses": two-frame images with random animation
        entry(knight, image(2, AnimationMode.RANDOM, AnimationSequence.RANDOM));
        entry(knight, image(2, AnimationMode.NONE, AnimationSequence.CYCLE));
        assertEquals(AnimationMode.RANDOM, EntityFrames.animation(knight));
        assertEquals(AnimationSequence.RANDOM, EntityFrames.sequence(knight),
                "an image that does not animate adds no sequence");
        entry(knight, image(3, AnimationMode.CONTINUOUS, AnimationSequence.FORWARD));
        assertEquals(3, EntityFrames.count(knight), "as many frames as the longest entry");
        assertEquals(AnimationMode.CONTINUOUS, EntityFrames.animation(knight), "continuous is higher than random");
        assertEquals(AnimationSequence.FORWARD, EntityFrames.sequence(knight), "forward is higher than random");
        entry(knight, image(2, AnimationMode.RANDOM, AnimationSequence.BACKWARD));
        assertEquals(AnimationSequence.BACKWARD, EntityFrames.sequence(knight), "backward is higher than forward");
        assertEquals(AnimationMode.CONTINUOUS, EntityFrames.animation(knight), "a lower mode does not lower it");
    }

    @Test
    void entriesOfOneFrameAddNoAnimation() {
        UnitClass flag = F.createUnitClass();
        entry(flag, image(1, AnimationMode.CONTINUOUS, AnimationSequence.CYCLE));
        assertEquals(AnimationMode.NONE, EntityFrames.animation(flag), "one frame has nothing to animate");
        ImageStackEntry single = entry(flag, image(4, AnimationMode.CONTINUOUS, AnimationSequence.CYCLE));
        single.setSingleFrame(2);
        assertEquals(AnimationMode.NONE, EntityFrames.animation(flag),
                "Single Frame ignores the image's animation options (\u00a73.4.4 Customizing Images)");
        assertEquals(AnimationSequence.RANDOM, EntityFrames.sequence(flag));
        single.setSingleFrame(-1);
        assertEquals(AnimationMode.CONTINUOUS, EntityFrames.animation(flag));
        assertEquals(AnimationSequence.CYCLE, EntityFrames.sequence(flag), "cycle is the highest sequence");
    }
}
