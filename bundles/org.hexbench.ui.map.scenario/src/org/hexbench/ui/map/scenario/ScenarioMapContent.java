package org.hexbench.ui.map.scenario;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.Notifier;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.swt.graphics.ImageData;
import org.hexbench.scenario.AnimationMode;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.EffectClass;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.OverlayImage;
import org.hexbench.scenario.PlaceSites;
import org.hexbench.scenario.SymbolGraphic;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.scenario.map.CounterText;
import org.hexbench.scenario.map.EntityFrames;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.grid.HexagonBoard;
import org.hexbench.ui.map.MapAnimation;
import org.hexbench.ui.map.MapContent;
import org.hexbench.ui.map.MapCounter;
import org.hexbench.ui.map.MapImage;
import org.hexbench.ui.map.MapSymbol;

/**
 * A scenario's {@link GameMap} as {@link MapContent}: the decoded terrain layout with the areas' terrain stacks on
 * top, site owners, units and effects from the areas (each site of an area gets the area's entities, as in Hexkit,
 * Hexkit User's Guide §4.8.3 Map Storage Format), home sites and place sites, and the map's overlay picture (§3.4.6
 * Static Overlay Images). Entity classes are drawn from their image stack composed into one picture
 * ({@code StackImages}, §3.4.4 Composing Image Stacks) when an image file can be read, else from their symbol graphic
 * (with its drop shadow, when the class asks for one), else from a grey default; a class whose image is switched off
 * draws nothing ({@link MapSymbol#NONE}, §4.6.4 IsVisible). A unit or effect of an area shows its template's frame,
 * unless its class animates: a class whose image stack asks for an idle animation ({@link EntityFrames#animation},
 * §3.4.3 Frames and Animation) gets a symbol with every frame composed and the stack's mode and sequence
 * ({@link MapAnimation}), and then ignores frame offsets (§4.8.2 FrameOffset: "does not use animation"). A unit's
 * counter carries its counter text, strength-movement from its template's or else its class's values
 * ({@link CounterText}).
 *
 * <p>Everything is decoded once into per-site arrays (plus sparse maps for units) and decoded again, lazily, after
 * any change in the watched model, so painting costs one array lookup per site. It needs no OSGi: the benchmarks
 * use it on a plain class path.
 */
public final class ScenarioMapContent implements MapContent {

    private static final int NEUTRAL_PLACE = 0xe0e0e0;

    private final GameMap map;
    private final Notifier watched;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final EContentAdapter adapter = new EContentAdapter() {
        @Override
        public void notifyChanged(Notification notification) {
            super.notifyChanged(notification);
            if (!notification.isTouch()) {
                stale = true;
                for (Runnable l : listeners) {
                    l.run();
                }
            }
        }
    };

    private boolean stale = true;
    private boolean refreshing;
    private String gridKey;
    private Grid grid;
    private TerrainLayout layout;
    private String problem;
    private List<List<MapSymbol>> paletteSymbols = List.of();
    private BitSet areaTerrainSites = new BitSet();
    private final Map<Integer, List<MapSymbol>> areaTerrain = new HashMap<>();
    private int[] owners;
    private int[] places;
    private final Map<Integer, Integer> homes = new HashMap<>();
    private final Map<Integer, List<MapCounter>> counters = new HashMap<>();
    private final Map<EntityClass, MapSymbol> symbols = new IdentityHashMap<>();
    private final Map<EntityClass, Map<Integer, MapSymbol>> frameSymbols = new IdentityHashMap<>();
    private final StackImages stackImages = new StackImages();
    private final Map<String, ImageData> overlayImages = new HashMap<>();
    private MapImage overlay;
    private boolean animated;

    /**
     * Creates the content of a map and starts watching its resource set (or the map alone, when it is in none), so
     * that changes to the map, its areas and the entity classes it draws show.
     *
     * @param map the map
     */
    public ScenarioMapContent(GameMap map) {
        this.map = map;
        Resource resource = map.eResource();
        watched = resource != null && resource.getResourceSet() != null ? resource.getResourceSet() : map;
        watched.eAdapters().add(adapter);
    }

    /** Stops watching the model. */
    public void dispose() {
        watched.eAdapters().remove(adapter);
    }

    /** @return the map shown */
    public GameMap map() {
        return map;
    }

    /**
     * Returns why the terrain could not be decoded, if it could not; the map then shows unknown terrain.
     *
     * @return the problem, or {@code null}
     */
    public String problem() {
        refresh();
        return problem;
    }

    /**
     * Returns the decoded terrain layout (a snapshot; decoded again after changes).
     *
     * @return the layout, or {@code null} if the map's terrain has a {@link #problem() problem}
     */
    public TerrainLayout layout() {
        refresh();
        return layout;
    }

    @Override
    public Grid grid() {
        refresh();
        return grid;
    }

    @Override
    public List<MapSymbol> terrain(int site) {
        refresh();
        if (layout == null) {
            return List.of(MapSymbol.UNKNOWN_TERRAIN);
        }
        if (areaTerrainSites.get(site)) {
            return areaTerrain.computeIfAbsent(site, s -> symbolsOf(layout.stackAt(s)));
        }
        return paletteSymbols.get(layout.stackIndex(site));
    }

    @Override
    public List<MapCounter> counters(int site) {
        refresh();
        return counters.getOrDefault(site, List.of());
    }

    @Override
    public int ownerRgb(int site) {
        refresh();
        return owners == null ? NO_OWNER : owners[site];
    }

    @Override
    public int homeRgb(int site) {
        refresh();
        return homes.getOrDefault(site, NO_OWNER);
    }

    @Override
    public int placeRgb(int site) {
        refresh();
        return places == null ? NO_OWNER : places[site];
    }

    @Override
    public MapImage overlay() {
        refresh();
        return overlay;
    }

    @Override
    public String siteName(int site) {
        return MapGeometry.nameOf(grid(), site);
    }

    /**
     * Returns the model x of a site: its column on rectangles, its board row on hexagon boards (see
     * {@link MapGeometry#indexOf(Grid, int, int)}).
     *
     * @param site a site index
     * @return x as stored in a {@link Location}
     */
    public int modelX(int site) {
        return MapGeometry.locationOf(grid(), site)[0];
    }

    /**
     * Returns the model y of a site: its row on rectangles, its diagonal rank on hexagon boards.
     *
     * @param site a site index
     * @return y as stored in a {@link Location}
     */
    public int modelY(int site) {
        return MapGeometry.locationOf(grid(), site)[1];
    }

    /**
     * Returns the site of model coordinates.
     *
     * @param x column, or board row
     * @param y row, or board diagonal rank
     * @return the site index, or -1 when it is off the map
     */
    public int siteOf(int x, int y) {
        return MapGeometry.indexOf(grid(), x, y);
    }

    /**
     * Returns how an entity class is drawn (cached per class until the model changes).
     *
     * @param entityClass the class
     * @return its symbol
     */
    public MapSymbol symbolOf(EntityClass entityClass) {
        refresh();
        return symbols.computeIfAbsent(entityClass, c -> makeSymbol(c, 0));
    }

    /**
     * Returns how an entity of a class looks with a frame offset (Hexkit User's Guide §4.8.2 EntityTemplate Members:
     * FrameOffset; §5.5.4 Map View Display), cached per class and frame until the model changes.
     *
     * @param entityClass the class
     * @param frame the frame offset, taken modulo the class's frame count ({@link EntityFrames}); ignored when the
     *        class animates
     * @return its symbol
     */
    public MapSymbol symbolOf(EntityClass entityClass, int frame) {
        int f = Math.floorMod(frame, EntityFrames.count(entityClass));
        if (f == 0 || EntityFrames.animation(entityClass) != AnimationMode.NONE) {
            return symbolOf(entityClass);
        }
        refresh();
        return frameSymbols.computeIfAbsent(entityClass, c -> new HashMap<>()).computeIfAbsent(f,
                k -> makeSymbol(entityClass, k));
    }

    /** @return whether a class the map draws (its terrain palette, its areas' entities) asks for an idle animation */
    @Override
    public boolean animated() {
        refresh();
        return animated;
    }

    @Override
    public void addChangeListener(Runnable listener) {
        listeners.add(listener);
    }

    @Override
    public void removeChangeListener(Runnable listener) {
        listeners.remove(listener);
    }

    // ------------------------------------------------------------------ decoding

    private void refresh() {
        if (!stale || refreshing) {
            return;
        }
        refreshing = true;
        try {
            stale = false;
            decode();
        } finally {
            refreshing = false;
        }
    }

    /**
     * Decodes the map into the per-site arrays. Resolving references may load section files, which notifies the
     * adapter and marks the content stale again; the next query then decodes once more (with everything loaded).
     */
    private void decode() {
        String key = map.getShape() + " " + map.getPolygon() + " " + map.getOrientation() + " " + map.getShift() + " "
                + map.isVertexNeighbors() + " " + map.isWrap() + " "
                + (map.getShape() == BoardShape.HEXAGON ? map.getSide() : map.getWidth() + "x" + map.getHeight());
        if (!key.equals(gridKey)) {
            gridKey = key;
            String geometryProblem = MapGeometry.problem(map);
            grid = geometryProblem == null ? MapGeometry.toGrid(map) : new HexagonBoard(1);
            stackImages.setGrid(grid);
        }
        symbols.clear();
        frameSymbols.clear();
        overlay = overlayOf(map.getOverlay());
        areaTerrain.clear();
        counters.clear();
        homes.clear();
        problem = MapGeometry.problem(map);
        layout = null;
        if (problem == null) {
            try {
                layout = TerrainLayout.decode(map);
            } catch (LayoutFormatException | IllegalArgumentException e) {
                problem = e.getMessage();
            }
        }
        List<List<MapSymbol>> palette = new ArrayList<>();
        animated = false;
        for (TerrainStack stack : map.getPalette()) {
            palette.add(symbolsOf(stack.getTerrains()));
            stack.getTerrains().forEach(this::noteAnimation);
        }
        for (Area area : map.getAreas()) {
            area.getTerrains().forEach(this::noteAnimation);
            for (EntityTemplate t : area.getUnits()) {
                noteAnimation(t.getEntityClass());
            }
            for (EntityTemplate t : area.getEffects()) {
                noteAnimation(t.getEntityClass());
            }
        }
        paletteSymbols = palette;
        owners = null;
        places = null;
        areaTerrainSites = new BitSet();
        if (layout == null) {
            return;
        }
        int size = grid.size();
        for (Area area : map.getAreas()) {
            List<Integer> sites = layout.sitesOf(area.getBounds(), area.getSites());
            if (!area.getTerrains().isEmpty()) {
                sites.forEach(areaTerrainSites::set);
            }
            if (area.getOwner() != null) {
                if (owners == null) {
                    owners = new int[size];
                    java.util.Arrays.fill(owners, NO_OWNER);
                }
                int rgb = colorOf(area.getOwner());
                for (int s : sites) {
                    owners[s] = rgb;
                }
            }
            if (!area.getUnits().isEmpty() || !area.getEffects().isEmpty()) {
                Faction unitOwner = area.getUnitOwner() != null ? area.getUnitOwner() : area.getOwner();
                int rgb = unitOwner == null ? NO_OWNER : colorOf(unitOwner);
                List<MapCounter> entities = new ArrayList<>();
                for (EntityTemplate t : area.getUnits()) {
                    entities.add(counterOf(t, rgb, false));
                }
                for (EntityTemplate t : area.getEffects()) {
                    entities.add(counterOf(t, rgb, true));
                }
                for (int s : sites) {
                    counters.computeIfAbsent(s, k -> new ArrayList<>()).addAll(entities);
                }
            }
        }
        // units first, then effects, on every site (an area's entities add to those of earlier areas)
        counters.replaceAll((site, list) -> {
            List<MapCounter> sorted = new ArrayList<>(list.size());
            list.stream().filter(c -> !c.effect()).forEach(sorted::add);
            list.stream().filter(MapCounter::effect).forEach(sorted::add);
            return Collections.unmodifiableList(sorted);
        });
        for (HomeSite home : map.getHomeSites()) {
            Location l = home.getLocation();
            int site = l == null ? -1 : siteOf(l.getX(), l.getY());
            if (site >= 0 && home.getFaction() != null) {
                homes.put(site, colorOf(home.getFaction()));
            }
        }
        for (PlaceSites place : map.getPlaceSites()) {
            int rgb = place.getFaction() == null ? NEUTRAL_PLACE : colorOf(place.getFaction());
            for (int s : layout.sitesOf(place.getBounds(), place.getSites())) {
                if (places == null) {
                    places = new int[size];
                    java.util.Arrays.fill(places, NO_OWNER);
                }
                places[s] = rgb;
            }
        }
    }

    private void noteAnimation(EntityClass entityClass) {
        animated |= entityClass != null && entityClass.isVisible()
                && EntityFrames.animation(entityClass) != AnimationMode.NONE;
    }

    private MapCounter counterOf(EntityTemplate template, int ownerRgb, boolean effect) {
        EntityClass c = template.getEntityClass();
        MapSymbol symbol = c == null ? MapSymbol.UNKNOWN_TERRAIN : symbolOf(c);
        String name = template.getName() != null ? template.getName() : c == null ? "?" : nameOf(c);
        if (c != null) {
            symbol = symbolOf(c, template.getFrameOffset());
        }
        boolean isEffect = effect || c instanceof EffectClass;
        return new MapCounter(symbol, ownerRgb, isEffect, name, -1, isEffect ? "" : CounterText.of(template));
    }

    private List<MapSymbol> symbolsOf(List<TerrainClass> terrains) {
        List<MapSymbol> result = new ArrayList<>(terrains.size());
        for (TerrainClass t : terrains) {
            result.add(symbolOf(t));
        }
        return Collections.unmodifiableList(result);
    }

    /**
     * Returns the name an author sees for a class: its name, else its id (Hexkit User's Guide §3.2.4 Identifiers and
     * Names).
     *
     * @param entityClass the class
     * @return the name
     */
    public static String nameOf(EntityClass entityClass) {
        return entityClass.getName() != null ? entityClass.getName()
                : entityClass.getId() != null ? entityClass.getId() : "?";
    }

    /**
     * Returns a faction's colour.
     *
     * @param faction the faction
     * @return {@code 0xRRGGBB}; grey when the faction has no valid colour
     */
    public static int colorOf(Faction faction) {
        return MapSymbol.parseColor(faction.getColor(), 0x909090);
    }

    private MapSymbol makeSymbol(EntityClass entityClass, int frame) {
        if (!entityClass.isVisible()) {
            return MapSymbol.NONE;
        }
        boolean terrain = entityClass instanceof TerrainClass;
        SymbolGraphic graphic = entityClass.getSymbol();
        MapAnimation animation = animationOf(entityClass);
        ImageData image = animation != null ? animation.frames().get(0) : stackImages.compose(entityClass, frame);
        boolean shadow = entityClass.isDropShadow() && image == null;
        String name = nameOf(entityClass);
        String initial = name.isEmpty() ? "?" : name.substring(0, 1);
        if (graphic == null) {
            return new MapSymbol(terrain ? MapSymbol.Shape.FILL : MapSymbol.Shape.COUNTER, terrain ? 0xb0b0b0 : 0xffffff,
                    initial, "", image, shadow, animation);
        }
        MapSymbol.Shape shape = MapSymbol.Shape.values()[graphic.getShape().getValue()];
        return new MapSymbol(shape, MapSymbol.parseColor(graphic.getColor(), terrain ? 0xb0b0b0 : 0xffffff),
                graphic.getGlyph(), graphic.getLabel(), image, shadow, animation);
    }

    /**
     * Composes every frame of a class that animates (Hexkit User's Guide §3.4.3 Frames and Animation), with the mode
     * and sequence it adopts from its stack (§3.4.4 Combining Images); {@code null} when it does not animate or a
     * frame has no readable picture.
     */
    private MapAnimation animationOf(EntityClass entityClass) {
        AnimationMode mode = EntityFrames.animation(entityClass);
        if (mode == AnimationMode.NONE) {
            return null;
        }
        List<ImageData> frames = new ArrayList<>();
        for (int f = 0, n = EntityFrames.count(entityClass); f < n; f++) {
            ImageData picture = stackImages.compose(entityClass, f);
            if (picture == null) {
                return null;
            }
            frames.add(picture);
        }
        return new MapAnimation(mode == AnimationMode.CONTINUOUS ? MapAnimation.Mode.CONTINUOUS
                : MapAnimation.Mode.RANDOM, MapAnimation.Sequence.values()[EntityFrames.sequence(entityClass).getValue()],
                frames);
    }

    /**
     * Reads the map's overlay picture (Hexkit User's Guide §3.4.6 Static Overlay Images), its path relative to the
     * file of the map; an unset width or height takes the picture's own. Pictures are read once per file.
     */
    private MapImage overlayOf(OverlayImage image) {
        if (image == null || image.getPath() == null || image.getPath().isBlank() || map.eResource() == null) {
            return null;
        }
        ImageData data = StackImages.read(overlayImages, image.getPath(), map.eResource());
        if (data == null) {
            return null;
        }
        return new MapImage(data, image.getX(), image.getY(), image.getWidth() > 0 ? image.getWidth() : data.width,
                image.getHeight() > 0 ? image.getHeight() : data.height);
    }
}
