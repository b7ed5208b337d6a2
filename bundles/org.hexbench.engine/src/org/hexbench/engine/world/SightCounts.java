package org.hexbench.engine.world;

/**
 * How many of one faction's units and sites see each site now: derived from the world, kept up to date by
 * {@link Vision} as units move, so that a site leaves the faction's sight exactly when its count falls to zero. In
 * pages that copies share until one side writes one (as {@link FactionView}).
 */
final class SightCounts {

    private static final int SHIFT = 12;
    private static final int PAGE = 1 << SHIFT;
    private static final int MASK = PAGE - 1;

    private int[][] pages;
    /** The pages this object may write in place; a copy gets a new token, so shared pages are copied first. */
    private boolean[] owned;

    SightCounts(int siteCount) {
        pages = new int[(siteCount + PAGE - 1) >>> SHIFT][];
        owned = new boolean[pages.length];
    }

    private SightCounts(SightCounts source) {
        pages = source.pages.clone();
        owned = new boolean[pages.length];
        java.util.Arrays.fill(source.owned, false);
    }

    /** @return a copy sharing every page with this one until either writes it */
    SightCounts copy() {
        return new SightCounts(this);
    }

    int get(int site) {
        int[] p = pages[site >>> SHIFT];
        return p == null ? 0 : p[site & MASK];
    }

    /**
     * Adds to a site's count.
     *
     * @return the new count
     */
    int add(int site, int delta) {
        int index = site >>> SHIFT;
        int[] p = pages[index];
        if (p == null) {
            p = new int[PAGE];
            pages[index] = p;
            owned[index] = true;
        } else if (!owned[index]) {
            p = p.clone();
            pages[index] = p;
            owned[index] = true;
        }
        return p[site & MASK] += delta;
    }
}
