package org.hexbench.engine.world;

/**
 * HCL instruction ShowImage (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Event: shows an entity class
 * image on sites.
 *
 * @param entityClass an entity class id
 * @param sites site indexes
 */
public record ShowImage(String entityClass, int[] sites) implements ImageEvent {

    /** Compares the class and the sites by value (see {@link ImageEvent#sameImage}). */
    @Override
    public boolean equals(Object o) {
        return sameImage(o);
    }

    /** @return a hash of the class and the sites by value */
    @Override
    public int hashCode() {
        return imageHash();
    }

    /** @return the record text with the sites */
    @Override
    public String toString() {
        return imageText();
    }
}
