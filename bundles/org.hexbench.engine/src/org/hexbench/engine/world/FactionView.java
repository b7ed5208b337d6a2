package org.hexbench.engine.world;

/**
 * What one faction has seen of the map under fog of war, part of the world state and changed only by the
 * instructions {@link SetFactionSight} and {@link ExploreMap}: which sites it has explored, which it sees now, when
 * it last saw each, and (full fog) what it last saw on each: the site's owner and units ({@link SiteMemory}).
 * Without fog of war ({@link org.hexbench.scenario.FogOfWar#NONE}) a world has no views and every faction sees
 * everything.
 *
 * <p>Kept in pages of {@value #PAGE} sites that copies of the world share until one side changes a page, so copying a
 * world for a forward model costs one array of page references per faction, whatever the map's size.
 */
public final class FactionView {

    /** Sites per page. */
    static final int PAGE = 1 << 12;
    private static final int SHIFT = 12;
    private static final int MASK = PAGE - 1;

    private final int faction;
    private final int siteCount;
    private Page[] pages;
    /** The pages this view may write in place are those whose writer is this token; a copy gets new tokens. */
    private Object token = new Object();
    boolean mapExplored;
    int stamp;

    /** One page of the view: last seen turns, in-sight flags and memories of {@value FactionView#PAGE} sites. */
    private static final class Page {
        final Object writer;
        final int[] lastSeen;
        final boolean[] inSight;
        SiteMemory[] memory;

        Page(Object writer) {
            this.writer = writer;
            lastSeen = new int[PAGE];
            java.util.Arrays.fill(lastSeen, -1);
            inSight = new boolean[PAGE];
        }

        Page(Object writer, Page source) {
            this.writer = writer;
            lastSeen = source.lastSeen.clone();
            inSight = source.inSight.clone();
            memory = source.memory == null ? null : source.memory.clone();
        }
    }

    FactionView(int faction, int siteCount) {
        this.faction = faction;
        this.siteCount = siteCount;
        pages = new Page[(siteCount + PAGE - 1) >>> SHIFT];
    }

    /**
     * Copies a view, sharing its pages: from now on neither writes a shared page in place.
     *
     * @return the copy
     */
    FactionView copy() {
        FactionView c = new FactionView(faction, siteCount);
        c.pages = pages.clone();
        c.mapExplored = mapExplored;
        c.stamp = stamp;
        token = new Object();
        return c;
    }

    /** @return the faction whose view this is */
    public int faction() {
        return faction;
    }

    /**
     * @param site a site index
     * @return whether the faction sees the site now (in its units' or sites' sight at the end of the last command);
     *         under explored shroud, whether it has ever seen it
     */
    public boolean inSight(int site) {
        Page p = pages[site >>> SHIFT];
        return p != null && p.inSight[site & MASK];
    }

    /**
     * @param site a site index
     * @return whether the faction knows the site: it has seen it, or knows the map's terrain from the start
     */
    public boolean isExplored(int site) {
        return mapExplored || lastSeen(site) >= 0;
    }

    /**
     * @param site a site index
     * @return the turn (zero-based) the faction last had the site in sight, -1 if never: for a site in sight now,
     *         the turn it came into sight or was last seen changing; for one out of sight, the turn it left sight
     */
    public int lastSeen(int site) {
        Page p = pages[site >>> SHIFT];
        return p == null ? -1 : p.lastSeen[site & MASK];
    }

    /** @return whether the faction knows the whole map's terrain from the start ({@link ExploreMap}) */
    public boolean isMapExplored() {
        return mapExplored;
    }

    /** @return how many sight changes the faction has had: it grows with every {@link SetFactionSight} */
    public int changes() {
        return stamp;
    }

    /**
     * @param site a site index
     * @return what the faction last saw on the site (full fog), or {@code null} if it remembers nothing there
     */
    SiteMemory memory(int site) {
        Page p = pages[site >>> SHIFT];
        return p == null || p.memory == null ? null : p.memory[site & MASK];
    }

    /**
     * Returns the owner the faction last saw on a site out of its sight (full fog).
     *
     * @param site a site index
     * @return the remembered owner, or -1 when it remembers none
     */
    public int rememberedOwner(int site) {
        SiteMemory m = memory(site);
        return m == null ? -1 : m.owner();
    }

    /** @return the number of sites */
    int siteCount() {
        return siteCount;
    }

    /** @return whether the page holding a site was ever written (sites of other pages are all unseen) */
    boolean pageUsed(int pageIndex) {
        return pages[pageIndex] != null;
    }

    /** @return the number of pages */
    int pageCount() {
        return pages.length;
    }

    // ---------------------------------------------------------------- writes (instructions only)

    private Page writable(int site) {
        int index = site >>> SHIFT;
        Page p = pages[index];
        if (p == null) {
            p = new Page(token);
            pages[index] = p;
        } else if (p.writer != token) {
            p = new Page(token, p);
            pages[index] = p;
        }
        return p;
    }

    /** Marks a site seen now, in the given turn, remembering what is there when a memory is given. */
    void see(int site, int turn, SiteMemory memory) {
        Page p = writable(site);
        p.inSight[site & MASK] = true;
        p.lastSeen[site & MASK] = turn;
        if (memory != null) {
            if (p.memory == null) {
                p.memory = new SiteMemory[PAGE];
            }
            p.memory[site & MASK] = memory;
        }
    }

    /** Marks a site out of sight from now on; what the faction remembers of it stays. */
    void lose(int site, int turn) {
        Page p = writable(site);
        p.inSight[site & MASK] = false;
        p.lastSeen[site & MASK] = turn;
    }

    /** Takes over another view of the same faction (a world restored from its replay). */
    void restore(FactionView replayed) {
        pages = replayed.pages.clone();
        token = new Object();
        replayed.token = new Object();
        mapExplored = replayed.mapExplored;
        stamp = replayed.stamp;
    }

    /** Adds the view to a state hash: the sites it knows anything of, in site order. */
    void hash(java.util.function.IntConsumer add) {
        add.accept(mapExplored ? 1 : 0);
        add.accept(stamp);
        for (int index = 0; index < pages.length; index++) {
            Page p = pages[index];
            if (p == null) {
                continue;
            }
            for (int i = 0; i < PAGE; i++) {
                SiteMemory m = p.memory == null ? null : p.memory[i];
                if (p.lastSeen[i] < 0 && !p.inSight[i] && m == null) {
                    continue;
                }
                add.accept((index << SHIFT) + i);
                add.accept(p.lastSeen[i]);
                add.accept(p.inSight[i] ? 1 : 0);
                if (m != null) {
                    add.accept(m.owner());
                    add.accept(m.stamp());
                    add.accept(m.units().length);
                    for (int u = 0; u < m.units().length; u++) {
                        EntityState s = m.states()[u];
                        add.accept(m.units()[u]);
                        add.accept(s.classIndex);
                        add.accept(s.owner);
                        for (int v = 0; v < s.value.length; v++) {
                            add.accept(s.defined[v] ? s.value[v] : -1);
                        }
                    }
                }
            }
        }
    }
}
