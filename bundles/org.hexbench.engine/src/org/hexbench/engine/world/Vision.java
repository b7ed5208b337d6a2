package org.hexbench.engine.world;

import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import org.hexbench.scenario.FogOfWar;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.path.Visibility;

/**
 * Fog of war in a world (Xconq GDL reference, Vision; Hexkit User's Guide §8.3.6 Lines of Sight): the factions'
 * recorded views ({@link FactionView}, changed only by instructions) and, derived from the world and kept up to date
 * incrementally, what each faction's units and held sites see now.
 *
 * <p><b>Who sees what.</b> A placed unit of a faction sees every site up to its class's vision range away, in steps,
 * that is in its line of sight: the tiling module's {@link Visibility} from the unit's site, with the sites whose
 * terrain blocks sight as the opaque tiles, within the world distance of the range's farthest neighbour (so the whole
 * step range is searched) and then cut to the step range. A site a faction holds sees likewise as far as the largest
 * vision range of its terrains. Range 0 sees the own site only, -1 nothing. A faction sees a site while at least one
 * of its units or sites sees it ({@link SightCounts}).
 *
 * <p><b>Incremental.</b> Instructions mark what they touch (a unit's site, owner or class; a site's owner; a site's
 * terrain, which may change its opacity and its own sight; a site's contents), and {@link #changes} looks again only
 * from the units and sites marked, and from those near a site whose terrain changed: each source's old sight is
 * subtracted from the counts and its new sight added, and a site whose count crossed zero enters or leaves sight.
 * The first call after the world was built or restored computes every source afresh ({@link #recomputeAll}).
 *
 * <p><b>Recorded.</b> What changed is given back as {@link SetFactionSight} (and, once, {@link ExploreMap})
 * instructions that the game executes as part of the command's program, so history, replays, saves and copies keep
 * the views and a replay reaches the same state hash. Under full fog a site in sight whose contents changed is listed
 * as seen again, so the faction remembers what was last on it (not what came after it left sight).
 */
final class Vision {

    /** One source's sight: the faction it sees for and the sites it sees. */
    record Sight(int faction, int[] sites) {
    }

    /** Each thread's line-of-sight search, for the last grid it searched (a search holds arrays of the map's size). */
    private static final ThreadLocal<SoftReference<Object[]>> SEARCH = new ThreadLocal<>();

    private final Catalog catalog;
    private final FogOfWar fog;
    private final Grid grid;
    /** The world distance of a site's farthest neighbour: a range of n steps searches n times this far. */
    private final double reach;
    private final boolean anyBlocks;
    final FactionView[] views;

    private boolean built;
    /**
     * Whether each site's terrain blocks sight (1) or not, made when first needed; replaced, never changed in place,
     * so that copies of the world share it until terrain changes in one of them.
     */
    private byte[] opacity;
    private SightCounts[] counts;
    private Map<Integer, Sight> unitSights;
    private Map<Integer, Sight> siteSights;
    private Marks dirtyUnits = new Marks();
    private Marks dirtySources = new Marks();
    private Marks dirtyTerrain = new Marks();
    private Marks dirtyContent = new Marks();
    private Marks[] crossed;

    Vision(Catalog catalog) {
        this.catalog = catalog;
        this.fog = catalog.fog();
        this.grid = catalog.grid();
        int factions = catalog.factions().size();
        views = new FactionView[factions];
        for (int f = 0; f < factions; f++) {
            views[f] = new FactionView(f, grid.size());
        }
        boolean blocks = false;
        for (int c = 0; c < catalog.classCount(); c++) {
            blocks |= catalog.blocksSight(c);
        }
        anyBlocks = blocks;
        reach = reach(catalog);
        clearDerived();
    }

    private Vision(Vision source, FactionView[] views) {
        this.catalog = source.catalog;
        this.fog = source.fog;
        this.grid = source.grid;
        this.reach = source.reach;
        this.anyBlocks = source.anyBlocks;
        this.views = views;
    }

    private static double reach(Catalog catalog) {
        Grid grid = catalog.grid();
        if (grid.size() < 2) {
            return 1;
        }
        int centre = grid.size() / 2;
        int[] n = new int[grid.maxNeighbors()];
        int count = grid.neighbors(centre, n);
        var p = catalog.projection();
        double reach = 0;
        for (int i = 0; i < count; i++) {
            reach = Math.max(reach, p.centre(grid.tile(centre)).distance(p.centre(grid.tile(n[i]))));
        }
        return reach > 0 ? reach : 1;
    }

    private void clearDerived() {
        built = false;
        int factions = views.length;
        counts = new SightCounts[factions];
        crossed = new Marks[factions];
        for (int f = 0; f < factions; f++) {
            counts[f] = new SightCounts(grid.size());
            crossed[f] = new Marks();
        }
        unitSights = new HashMap<>();
        siteSights = new HashMap<>();
        dirtyUnits = new Marks();
        dirtySources = new Marks();
        dirtyTerrain = new Marks();
    }

    /**
     * Copies the views and the derived sight (both shared page by page until either side writes). It marks the pages
     * this vision wrote as shared too, so make copies on the thread that plays this world.
     *
     * @return the copy
     */
    Vision copy() {
        FactionView[] copied = new FactionView[views.length];
        for (int f = 0; f < views.length; f++) {
            copied[f] = views[f].copy();
        }
        Vision c = new Vision(this, copied);
        c.built = built;
        c.opacity = opacity;
        c.counts = new SightCounts[counts.length];
        c.crossed = new Marks[crossed.length];
        for (int f = 0; f < counts.length; f++) {
            c.counts[f] = counts[f].copy();
            c.crossed[f] = crossed[f].copy();
        }
        c.unitSights = new HashMap<>(unitSights);
        c.siteSights = new HashMap<>(siteSights);
        c.dirtyUnits = dirtyUnits.copy();
        c.dirtySources = dirtySources.copy();
        c.dirtyTerrain = dirtyTerrain.copy();
        c.dirtyContent = dirtyContent.copy();
        return c;
    }

    /**
     * Takes over the views of a replayed world and forgets the derived sight, which the next {@link #changes} computes
     * afresh from the restored world.
     */
    void restore(Vision replayed) {
        for (int f = 0; f < views.length; f++) {
            views[f].restore(replayed.views[f]);
        }
        opacity = null;
        clearDerived();
        dirtyContent = new Marks();
    }

    /**
     * Keeps only one faction's view, forgetting every other faction's and the derived sight (the world as that
     * faction knows it, {@link WorldCopy#asSeenBy}, where the other factions' views would give away their units).
     */
    void keepOnly(int faction) {
        for (int f = 0; f < views.length; f++) {
            if (f != faction) {
                views[f] = new FactionView(f, grid.size());
            }
        }
        clearDerived();
        dirtyContent = new Marks();
    }

    /**
     * @param faction a faction index
     * @return its recorded view
     */
    FactionView view(int faction) {
        return views[faction];
    }

    /** @return whether factions remember what they saw on sites out of sight (full fog) */
    boolean remembers() {
        return fog == FogOfWar.FOG;
    }

    // ---------------------------------------------------------------- marks (from the world's mutators)

    /** A unit's site, owner or class changed (or it was deleted): it sees anew. */
    void unitMoved(int id) {
        if (built) {
            dirtyUnits.add(id);
        }
    }

    /** A site's owner changed: it sees anew, and what it shows changed. */
    void siteOwnerChanged(int site) {
        if (built) {
            dirtySources.add(site);
        }
        dirtyContent.add(site);
    }

    /** A site's terrain changed: its opacity and its own sight may have changed. */
    void terrainChanged(int site) {
        if (built) {
            dirtyTerrain.add(site);
        } else {
            opacity = null;
        }
    }

    /** What a site shows (its units, their states, its owner) changed. */
    void contentChanged(int site) {
        dirtyContent.add(site);
    }

    // ---------------------------------------------------------------- updates

    /**
     * Finds what the factions' sight lost and gained since the last call, updating the derived sight, and returns the
     * instructions that record it (the caller executes them as part of the current program). Reads the world only.
     *
     * @param w the world this vision belongs to
     * @return the instructions, possibly none
     */
    List<Instruction> changes(WorldState w) {
        if (!built) {
            recomputeAll(w);
        } else {
            looksAgain(w);
        }
        List<Instruction> result = new ArrayList<>();
        int[] content = remembers() ? dirtyContent.sortedUnique() : new int[0];
        for (int f = 0; f < views.length; f++) {
            FactionView view = views[f];
            if (catalog.terrainKnown() && !view.mapExplored) {
                result.add(new ExploreMap(f));
            }
            Marks seen = new Marks();
            Marks unseen = new Marks();
            for (int site : crossed[f].sortedUnique()) {
                boolean sees = counts[f].get(site) > 0;
                if (sees && !view.inSight(site)) {
                    seen.add(site);
                } else if (!sees && view.inSight(site) && remembers()) {
                    unseen.add(site);
                }
            }
            for (int site : content) {
                if (counts[f].get(site) > 0 && view.inSight(site) && changedSinceSeen(w, view, f, site)) {
                    seen.add(site);
                }
            }
            crossed[f] = new Marks();
            if (seen.size() > 0 || unseen.size() > 0) {
                result.add(new SetFactionSight(f, seen.sortedUnique(), unseen.sortedUnique()));
            }
        }
        dirtyContent = new Marks();
        return result;
    }

    /** Whether what a faction remembers of a site in its sight differs from what is there in ways it cares about. */
    private static boolean changedSinceSeen(WorldState w, FactionView view, int faction, int site) {
        SiteMemory m = view.memory(site);
        if (m == null || m.owner() != w.siteOwners[site] || m.hasAlienUnits(faction)) {
            return true;
        }
        for (int id : w.unitStacks[site]) {
            if (w.states[id].owner != faction) {
                return true;
            }
        }
        return false;
    }

    /**
     * Computes every source's sight afresh: the first sight of a built world, after a world was restored, and the baseline
     * the incremental update is measured against. Every site any faction sees, or has recorded in sight, is a
     * candidate for the next instructions.
     *
     * @param w the world
     */
    void recomputeAll(WorldState w) {
        clearDerived();
        for (int id = 0; id < w.nextEntityId(); id++) {
            EntityState s = w.states[id];
            if (s != null && s.site >= 0 && EntityCategory.of(catalog.entityClass(s.classIndex)) == EntityCategory.UNIT) {
                resightUnit(w, id);
            }
        }
        for (int site = 0; site < grid.size(); site++) {
            if (w.siteOwners[site] >= 0) {
                resightSite(w, site);
            }
        }
        for (int f = 0; f < views.length; f++) {
            FactionView view = views[f];
            for (int page = 0; page < view.pageCount(); page++) {
                if (!view.pageUsed(page)) {
                    continue;
                }
                int end = Math.min(grid.size(), (page + 1) * FactionView.PAGE);
                for (int site = page * FactionView.PAGE; site < end; site++) {
                    if (view.inSight(site)) {
                        crossed[f].add(site);
                    }
                }
            }
        }
        built = true;
    }

    /** Looks again from every marked source, and from every source near a site whose terrain changed. */
    private void looksAgain(WorldState w) {
        int range = catalog.maxVisionRange();
        int[] terrain = dirtyTerrain.sortedUnique();
        if (opacity != null && terrain.length > 0) {
            opacity = opacity.clone();
            for (int site : terrain) {
                opacity[site] = (byte) (blocksSightNow(w, site) ? 1 : 0);
            }
        }
        for (int site : terrain) {
            dirtySources.add(site);
            if (range <= 0) {
                continue;
            }
            for (var tile : grid.range(grid.tile(site), range)) {
                int near = grid.indexOf(tile);
                if (near < 0) {
                    continue;
                }
                for (int id : w.unitStacks[near]) {
                    dirtyUnits.add(id);
                }
                if (siteSights.containsKey(near)) {
                    dirtySources.add(near);
                }
            }
        }
        for (int id : dirtyUnits.sortedUnique()) {
            resightUnit(w, id);
        }
        for (int site : dirtySources.sortedUnique()) {
            resightSite(w, site);
        }
        dirtyUnits = new Marks();
        dirtySources = new Marks();
        dirtyTerrain = new Marks();
    }

    private void resightUnit(WorldState w, int id) {
        EntityState s = id < w.nextEntityId() ? w.states[id] : null;
        boolean sees = s != null && s.site >= 0 && s.owner >= 0 && s.owner < views.length
                && EntityCategory.of(catalog.entityClass(s.classIndex)) == EntityCategory.UNIT;
        resight(w, unitSights, id, sees ? s.owner : -1, sees ? s.site : -1, sees ? catalog.visionRange(s.classIndex) : -1);
    }

    private void resightSite(WorldState w, int site) {
        int owner = w.siteOwners[site];
        int range = -1;
        for (int id : w.terrainStacks[site]) {
            range = Math.max(range, catalog.visionRange(w.states[id].classIndex));
        }
        resight(w, siteSights, site, owner < views.length ? owner : -1, site, range);
    }

    /** Gives a source (a unit by id, a site by index) its sight now: none without an owner or a range of 0 or more. */
    private void resight(WorldState w, Map<Integer, Sight> sights, int key, int owner, int site, int range) {
        Sight now = owner >= 0 && range >= 0 ? new Sight(owner, sees(w, site, range)) : null;
        Sight old = now == null ? sights.remove(key) : sights.put(key, now);
        replace(old, now);
    }

    /**
     * Counts a source's new sight instead of its old one: only the sites of one and not the other change count (a
     * unit that moved one step sees mostly what it saw), both lists being ascending.
     */
    private void replace(Sight old, Sight now) {
        if (old == null || now == null || old.faction() != now.faction()) {
            if (old != null) {
                release(old);
            }
            if (now != null) {
                hold(now);
            }
            return;
        }
        SightCounts c = counts[now.faction()];
        Marks crossedNow = crossed[now.faction()];
        int[] a = old.sites(), b = now.sites();
        int i = 0, j = 0;
        while (i < a.length || j < b.length) {
            if (j >= b.length || i < a.length && a[i] < b[j]) {
                if (c.add(a[i], -1) == 0) {
                    crossedNow.add(a[i]);
                }
                i++;
            } else if (i >= a.length || b[j] < a[i]) {
                if (c.add(b[j], 1) == 1) {
                    crossedNow.add(b[j]);
                }
                j++;
            } else {
                i++;
                j++;
            }
        }
    }

    private void hold(Sight sight) {
        SightCounts c = counts[sight.faction()];
        for (int site : sight.sites()) {
            if (c.add(site, 1) == 1) {
                crossed[sight.faction()].add(site);
            }
        }
    }

    private void release(Sight sight) {
        SightCounts c = counts[sight.faction()];
        for (int site : sight.sites()) {
            if (c.add(site, -1) == 0) {
                crossed[sight.faction()].add(site);
            }
        }
    }

    /**
     * The sites seen from a site with a range: within the range in steps and in line of sight past the sites whose
     * terrain blocks sight (the opaque tiles of {@link Visibility}, which are seen themselves).
     *
     * @param w the world
     * @param centre the seeing site
     * @param range the range in steps, at least 0
     * @return the sites seen, ascending
     */
    int[] sees(WorldState w, int centre, int range) {
        if (range == 0) {
            return new int[] {centre};
        }
        Visibility visibility = search();
        IntPredicate opaque;
        if (anyBlocks) {
            byte[] o = opacity(w);
            opaque = site -> o[site] != 0;
        } else {
            opaque = site -> false;
        }
        visibility.findVisible(opaque, centre, range * reach + 1e-6);
        int n = visibility.count();
        int[] result = new int[n];
        int k = 0;
        var tiling = grid.tiling();
        boolean vertex = grid.vertexNeighbors();
        for (int i = 0; i < n; i++) {
            if (tiling.distance(visibility.rowOffset(i), visibility.colOffset(i), vertex) <= range) {
                result[k++] = visibility.node(i);
            }
        }
        int[] sites = k == n ? result : Arrays.copyOf(result, k);
        Arrays.sort(sites);
        return sites;
    }

    /** @return whether each site blocks sight, made from the world when first asked */
    private byte[] opacity(WorldState w) {
        if (opacity == null) {
            byte[] o = new byte[grid.size()];
            for (int site = 0; site < o.length; site++) {
                o[site] = (byte) (blocksSightNow(w, site) ? 1 : 0);
            }
            opacity = o;
        }
        return opacity;
    }

    private boolean blocksSightNow(WorldState w, int site) {
        for (int id : w.terrainStacks[site]) {
            if (catalog.blocksSight(w.states[id].classIndex)) {
                return true;
            }
        }
        return false;
    }

    private Visibility search() {
        SoftReference<Object[]> ref = SEARCH.get();
        Object[] held = ref == null ? null : ref.get();
        if (held == null || held[0] != grid) {
            held = new Object[] {grid, new Visibility(grid, catalog.projection()).cachingGeometry()};
            SEARCH.set(new SoftReference<>(held));
        }
        return (Visibility) held[1];
    }

    /**
     * @param faction a faction index
     * @param site a site index
     * @return how many of the faction's units and sites see the site, as last computed
     */
    int sightCount(int faction, int site) {
        return counts[faction].get(site);
    }

    /** A growable list of site or entity indexes, duplicates allowed until {@link #sortedUnique}. */
    static final class Marks {
        private int[] items = new int[8];
        private int size;

        void add(int value) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = value;
        }

        int size() {
            return size;
        }

        Marks copy() {
            Marks c = new Marks();
            c.items = Arrays.copyOf(items, Math.max(8, size));
            c.size = size;
            return c;
        }

        int[] sortedUnique() {
            int[] a = Arrays.copyOf(items, size);
            Arrays.sort(a);
            int k = 0;
            for (int i = 0; i < a.length; i++) {
                if (i == 0 || a[i] != a[i - 1]) {
                    a[k++] = a[i];
                }
            }
            return k == a.length ? a : Arrays.copyOf(a, k);
        }
    }
}
