package org.hexbench.scenario.map;

import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.ImageStackEntry;

/**
 * How many image frames an entity class shows on the map (Hexkit User's Guide §3.4.4 Composing Image Stacks,
 * "Combining Images"): the highest frame count of its image stack entries, an entry that uses a single frame counting
 * one. An entity's frame offset (§4.8.2 EntityTemplate Members: FrameOffset, UseRandomFrame) picks one of them; the
 * engine draws random frames from this count and the map content composes the frame asked for.
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
}
