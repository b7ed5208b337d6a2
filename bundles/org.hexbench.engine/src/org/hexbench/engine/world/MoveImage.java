package org.hexbench.engine.world;

/**
 * HCL instruction MoveImage (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Event: moves an entity class image along a path of sites (the movement animation).
 *
 * @param entityClass an entity class id
 * @param sites site indexes
 */
public record MoveImage(String entityClass, int[] sites) implements ImageEvent {

    /** Compares the class and the path by value (see {@link ImageEvent#sameImage}). */
    @Override
    public boolean equals(Object o) {
        return sameImage(o);
    }

    /** @return a hash of the class and the path by value */
    @Override
    public int hashCode() {
        return imageHash();
    }

    /** @return the record text with the path's sites */
    @Override
    public String toString() {
        return imageText();
    }
}
