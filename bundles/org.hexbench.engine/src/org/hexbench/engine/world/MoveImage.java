package org.hexbench.engine.world;

/**
 * HCL instruction MoveImage (digest A.7): Event: moves an entity class image along a path of sites (the movement animation).
 *
 * @param entityClass an entity class id
 * @param sites site indexes
 */
public record MoveImage(String entityClass, int[] sites) implements Instruction {

    /** @return {@code true}: events are never dropped from a program */
    @Override
    public boolean isEffective(WorldState w) {
        return true;
    }

    /** Does nothing: events do not change the world state. */
    @Override
    public void apply(WorldState w) {
    }

    /** @return {@code true} */
    @Override
    public boolean isEvent() {
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MoveImage other && java.util.Objects.equals(entityClass, other.entityClass)
                && java.util.Arrays.equals(sites, other.sites);
    }

    @Override
    public int hashCode() {
        return 31 * java.util.Objects.hashCode(entityClass) + java.util.Arrays.hashCode(sites);
    }

    @Override
    public String toString() {
        return "MoveImage[entityClass=" + entityClass + ", sites=" + java.util.Arrays.toString(sites) + "]";
    }
}
