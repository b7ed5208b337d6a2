package org.hexbench.tiling.projection;

/**
 * A point in world (display) coordinates: x grows right, y grows down.
 *
 * @param x the horizontal coordinate
 * @param y the vertical coordinate
 */
public record WorldPoint(double x, double y) {

    /**
     * Returns the Euclidean distance to another point.
     *
     * @param other the other point
     * @return the distance
     */
    public double distance(WorldPoint other) {
        return Math.hypot(other.x - x, other.y - y);
    }
}
