package org.hexbench.engine.world;

import java.util.Arrays;
import java.util.Objects;

/**
 * A map-view event that shows an entity class image on a list of sites (Hexkit's ShowImage, and MoveImage, the
 * movement animation along a path; Hexkit User's Guide Table 7). Both records hold an {@code int[]}, for which the
 * generated record
 * {@code equals}, {@code hashCode} and {@code toString} compare and print the array's identity; the defaults below
 * give them value semantics once, and the records delegate to them.
 */
public sealed interface ImageEvent extends EventInstruction permits MoveImage, ShowImage {

    /** @return the id of the entity class whose image is shown */
    String entityClass();

    /** @return the site indexes, in display order */
    int[] sites();

    /**
     * @param other another image event, possibly {@code null}
     * @return whether it is of the same kind and shows the same class on the same sites
     */
    default boolean sameImage(Object other) {
        return other instanceof ImageEvent e && e.getClass() == getClass() && Objects.equals(entityClass(), e.entityClass())
                && Arrays.equals(sites(), e.sites());
    }

    /** @return a hash code consistent with {@link #sameImage} */
    default int imageHash() {
        return 31 * Objects.hashCode(entityClass()) + Arrays.hashCode(sites());
    }

    /** @return the record-style text, e.g. {@code MoveImage[entityClass=infantry, sites=[1, 2]]} */
    default String imageText() {
        return getClass().getSimpleName() + "[entityClass=" + entityClass() + ", sites=" + Arrays.toString(sites()) + "]";
    }
}
