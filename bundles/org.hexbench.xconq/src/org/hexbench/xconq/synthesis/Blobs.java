package org.hexbench.xconq.synthesis;

/**
 * The settings of one layer of random blobs of the fractal percentile method (GDL reference, Synthesis Methods:
 * Fractal World, {@code alt-blob-density}, {@code alt-blob-size}, {@code alt-blob-height}, {@code alt-smoothing} and
 * their {@code wet-} twins).
 *
 * @param density how many blobs to put down, per 10,000 cells (the manual's default 500)
 * @param size the average number of cells in a blob, per 10,000 cells of the map (default 100, 1% of the map)
 * @param height how much a blob raises or lowers its cells (default 1000)
 * @param smoothing how many averaging passes follow (default 2)
 */
public record Blobs(int density, int size, int height, int smoothing) {

    /** The manual's defaults: 500 blobs per 10,000 cells of 1% of the map each, height 1000, 2 smoothing passes. */
    public static final Blobs DEFAULT = new Blobs(500, 100, 1000, 2);

    /**
     * Checks the ranges: density 0..10,000,000 per 10,000 cells, size 0..10,000, height 1..1,000,000, smoothing
     * 0..20.
     */
    public Blobs {
        if (density < 0 || density > 10_000_000 || size < 0 || size > 10_000 || height < 1 || height > 1_000_000
                || smoothing < 0 || smoothing > 20) {
            throw new IllegalArgumentException("blob settings out of range: density " + density + ", size " + size
                    + ", height " + height + ", smoothing " + smoothing);
        }
    }
}
