package org.hexbench.ui.play.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;

import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.FactionView;
import org.hexbench.engine.world.Site;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.map.CounterText;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.ui.map.MapContent;
import org.hexbench.ui.map.MapCounter;
import org.hexbench.ui.map.MapImage;
import org.hexbench.ui.map.MapSymbol;
import org.hexbench.ui.map.scenario.ScenarioMapContent;

/**
 * The live world of a game as {@link MapContent}, so that the Game Map view draws it with the map editor's renderer
 * (through the same map rendering as the editor; Hexkit User's Guide §5.2 WorldState Class, §5.3 Site Class): each
 * site's terrain stack, its units then effects as counters in their owner's colour (entities show their display
 * class and frame, Hexkit's DisplayClass and FrameOffset, §5.5.4 Map View Display), a gauge below a unit that has a
 * depletable resource (§2.5.1 Units, §4.5.4 IsDepletable) and its counter text, strength-movement from its current
 * values ({@link CounterText}; damage shows at once), site owners, the factions' home sites, the scenario's
 * place sites and its overlay picture (§3.4.6 Static Overlay Images).
 *
 * <p>The engine changes the world on the computer players' thread, while the renderer reads on the display thread;
 * so the content is a snapshot: {@link #update(WorldState)} copies what the map shows, called under the session's
 * lock, and the renderer then reads only the snapshot. Symbols are made once per entity class and frame, the way the
 * map editor makes them ({@link ScenarioMapContent#symbolOf(org.hexbench.scenario.EntityClass, int)}), and a site's
 * terrain list is kept while its classes stay the same, so a snapshot allocates only for what changed.
 */
public final class WorldMapContent implements MapContent {

    private final Grid grid;
    private final MapSymbol[] symbols;
    /** Each class's symbols by frame; index 0 is {@link #symbols}. */
    private final MapSymbol[][] frames;
    private final Catalog catalog;
    /** The depletable resources, by variable index, whose level a unit's gauge shows. */
    private final int[] depletable;
    private final MapImage overlay;
    /** Whether a class of the game animates its images. */
    private final boolean animated;
    /** One shared single-element terrain stack per class: most sites hold one terrain. */
    private final List<List<MapSymbol>> singleTerrain;
    private final int[] factionRgb;
    private final int[] places;
    private final List<MapSymbol>[] terrain;
    private final int[] owners;
    /** What the viewer sees of each site ({@link MapContent#sight}); all {@link MapContent#IN_SIGHT} without fog. */
    private final byte[] sights;
    private final Map<Integer, List<MapCounter>> counters = new HashMap<>();
    private final Map<Integer, Integer> homes = new HashMap<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    /**
     * Prepares the symbols of every entity class, the factions' colours and the place sites of a game's scenario.
     * Call it while the game is not being changed (under the session's lock): it reads the scenario model.
     *
     * @param catalog the game's catalog
     */
    @SuppressWarnings("unchecked")
    public WorldMapContent(Catalog catalog) {
        this.catalog = catalog;
        grid = catalog.grid();
        int size = grid.size();
        ScenarioMapContent scenario = new ScenarioMapContent(catalog.map());
        try {
            symbols = new MapSymbol[catalog.classCount()];
            frames = new MapSymbol[symbols.length][];
            singleTerrain = new ArrayList<>(symbols.length);
            for (int i = 0; i < symbols.length; i++) {
                frames[i] = new MapSymbol[catalog.frameCount(i)];
                for (int f = 0; f < frames[i].length; f++) {
                    frames[i][f] = scenario.symbolOf(catalog.entityClass(i), f);
                }
                symbols[i] = frames[i][0];
                singleTerrain.add(List.of(symbols[i]));
            }
            overlay = scenario.overlay();
            animated = java.util.Arrays.stream(symbols).anyMatch(symbol -> symbol.animation() != null);
            int[] placeSites = null;
            for (int s = 0; s < size; s++) {
                int rgb = scenario.placeRgb(s);
                if (rgb != NO_OWNER) {
                    if (placeSites == null) {
                        placeSites = new int[size];
                        Arrays.fill(placeSites, NO_OWNER);
                    }
                    placeSites[s] = rgb;
                }
            }
            places = placeSites;
        } finally {
            scenario.dispose();
        }
        factionRgb = catalog.factions().stream().mapToInt(ScenarioMapContent::colorOf).toArray();
        depletable = java.util.stream.IntStream.range(0, catalog.variableCount())
                .filter(v -> catalog.variable(v) instanceof ResourceClass r && r.isDepletable()).toArray();
        terrain = new List[size];
        Arrays.fill(terrain, List.of());
        owners = new int[size];
        Arrays.fill(owners, NO_OWNER);
        sights = new byte[size];
    }

    /**
     * Copies what the map shows from the world. Call it on the display thread while the game is not being changed
     * (inside {@code GameSession.read}); then call {@link #announce()} outside the lock if it reported a change.
     *
     * @param world the game's world, of the catalog this content was made for
     * @return whether anything shown changed
     */
    public boolean update(WorldState world) {
        return update(world, -1);
    }

    /**
     * Copies what the map shows from the world as one faction sees it under fog of war: the world given should be the
     * game as that faction knows it (the session's {@code read} with that viewer, or
     * {@link org.hexbench.engine.world.WorldCopy#asSeenBy}), and each site is marked in sight, remembered (dimmed) or
     * unexplored (black) from the faction's view in it. Without fog of war, or for viewer -1, every site is in sight.
     *
     * @param world the world to show, of the catalog this content was made for
     * @param viewer the faction whose view it is, or -1 for the whole map
     * @return whether anything shown changed
     */
    public boolean update(WorldState world, int viewer) {
        boolean changed = false;
        int size = Math.min(world.siteCount(), owners.length);
        FactionView view = viewer >= 0 && viewer < world.factionCount() ? world.view(viewer) : null;
        for (int s = 0; s < size; s++) {
            byte sight = (byte) (view == null || view.inSight(s) ? IN_SIGHT : view.isExplored(s) ? REMEMBERED : UNEXPLORED);
            if (sight != sights[s]) {
                sights[s] = sight;
                changed = true;
            }
            Site site = world.site(s);
            if (!sameTerrain(terrain[s], site.terrains())) {
                terrain[s] = terrainOf(site.terrains());
                changed = true;
            }
            int owner = rgbOf(site.owner());
            if (owner != owners[s]) {
                owners[s] = owner;
                changed = true;
            }
            boolean empty = site.units().isEmpty() && site.effects().isEmpty();
            List<MapCounter> before = empty ? null : counters.get(s);
            if (empty) {
                if (counters.remove(s) != null) {
                    changed = true;
                }
            } else if (before == null || !sameCounters(before, site)) {
                counters.put(s, countersOf(site));
                changed = true;
            }
        }
        Map<Integer, Integer> newHomes = new HashMap<>();
        for (int f = 0; f < world.factionCount(); f++) {
            int home = world.homeSite(f);
            if (home >= 0) {
                newHomes.put(home, rgbOf(f));
            }
        }
        if (!newHomes.equals(homes)) {
            homes.clear();
            homes.putAll(newHomes);
            changed = true;
        }
        return changed;
    }

    /** Tells the listeners that the content changed (call after an {@link #update} that reported a change). */
    public void announce() {
        for (Runnable l : listeners) {
            l.run();
        }
    }

    private boolean sameTerrain(List<MapSymbol> shown, List<Entity> terrains) {
        if (shown.size() != terrains.size()) {
            return false;
        }
        for (int k = 0; k < shown.size(); k++) {
            if (shown.get(k) != symbolOf(terrains.get(k))) {
                return false;
            }
        }
        return true;
    }

    /** Whether a site's counters show its units and effects as they are now, without allocating. */
    private boolean sameCounters(List<MapCounter> shown, Site site) {
        List<Entity> units = site.units();
        List<Entity> effects = site.effects();
        if (shown.size() != units.size() + effects.size()) {
            return false;
        }
        for (int k = 0; k < shown.size(); k++) {
            Entity e = k < units.size() ? units.get(k) : effects.get(k - units.size());
            MapCounter c = shown.get(k);
            if (c.symbol() != symbolOf(e) || c.ownerRgb() != rgbOf(e.owner()) || !Objects.equals(c.name(), e.name())
                    || c.gauge() != gauge(e) || k < units.size() && !c.text().equals(counterText(e))) {
                return false;
            }
        }
        return true;
    }

    private List<MapSymbol> terrainOf(List<Entity> terrains) {
        if (terrains.size() == 1 && symbolOf(terrains.get(0)) == symbols[terrains.get(0).displayClass()]) {
            return singleTerrain.get(terrains.get(0).displayClass());
        }
        List<MapSymbol> stack = new ArrayList<>(terrains.size());
        for (Entity t : terrains) {
            stack.add(symbolOf(t));
        }
        return Collections.unmodifiableList(stack);
    }

    private List<MapCounter> countersOf(Site site) {
        List<MapCounter> result = new ArrayList<>(site.units().size() + site.effects().size());
        for (Entity u : site.units()) {
            result.add(new MapCounter(symbolOf(u), rgbOf(u.owner()), false, u.name(), gauge(u), counterText(u)));
        }
        for (Entity e : site.effects()) {
            result.add(new MapCounter(symbolOf(e), rgbOf(e.owner()), true, e.name()));
        }
        return Collections.unmodifiableList(result);
    }

    /** An entity's symbol: its display class in its frame. */
    private MapSymbol symbolOf(Entity e) {
        MapSymbol[] classFrames = frames[e.displayClass()];
        return classFrames[Math.floorMod(e.frameOffset(), classFrames.length)];
    }

    /**
     * How full a unit's first depletable resource is (Hexkit User's Guide §4.5.4: a depletable resource moves between
     * its minimum and maximum, and the game shows its level): from the minimum to the maximum, or to the unit's
     * initial value for a limited resource, which never rises above it.
     *
     * @param unit a unit
     * @return 0 to 1, or -1 when the unit has no depletable resource
     */
    private double gauge(Entity unit) {
        for (int v : depletable) {
            if (unit.has(v)) {
                ResourceClass r = (ResourceClass) catalog.variable(v);
                int top = r.isLimited() ? unit.initial(v) : r.getMaximum();
                return top <= r.getMinimum() ? 1 : Math.max(0, Math.min(1,
                        (unit.value(v) - r.getMinimum()) / (double) (top - r.getMinimum())));
            }
        }
        return -1;
    }

    /** A unit's counter text from its current strength and movement, the standard variables the rules read. */
    private String counterText(Entity unit) {
        return CounterText.of(valueOf(unit, catalog.strength()), valueOf(unit, catalog.movement()));
    }

    private static Integer valueOf(Entity unit, int variable) {
        return variable >= 0 && unit.has(variable) ? unit.value(variable) : null;
    }

    private int rgbOf(int faction) {
        return faction >= 0 && faction < factionRgb.length ? factionRgb[faction] : NO_OWNER;
    }

    /**
     * Returns a faction's colour on the map.
     *
     * @param faction a faction index
     * @return {@code 0xRRGGBB}, or {@link #NO_OWNER} for no faction
     */
    public int factionRgb(int faction) {
        return rgbOf(faction);
    }

    @Override
    public boolean animated() {
        return animated;
    }

    @Override
    public Grid grid() {
        return grid;
    }

    @Override
    public MapImage overlay() {
        return overlay;
    }

    @Override
    public List<MapSymbol> terrain(int site) {
        return terrain[site];
    }

    @Override
    public List<MapCounter> counters(int site) {
        return counters.getOrDefault(site, List.of());
    }

    @Override
    public int ownerRgb(int site) {
        return owners[site];
    }

    @Override
    public int sight(int site) {
        return sights[site];
    }

    @Override
    public int homeRgb(int site) {
        return homes.getOrDefault(site, NO_OWNER);
    }

    @Override
    public int placeRgb(int site) {
        return places == null ? NO_OWNER : places[site];
    }

    /**
     * Names a site by the coordinates a scenario's author writes: column and row on rectangles, board row and
     * diagonal rank on hexagon boards (as the map editor's status line does), then the engine's site index that
     * commands and the message log use.
     */
    @Override
    public String siteName(int site) {
        return MapGeometry.nameOf(grid, site);
    }

    @Override
    public void addChangeListener(Runnable listener) {
        listeners.add(listener);
    }

    @Override
    public void removeChangeListener(Runnable listener) {
        listeners.remove(listener);
    }
}
