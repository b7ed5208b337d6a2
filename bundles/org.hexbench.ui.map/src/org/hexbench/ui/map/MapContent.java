package org.hexbench.ui.map;

import java.util.List;

import org.hexbench.tiling.grid.Grid;

/**
 * What a map shows, site by site, independent of where it comes from: the map editor shows a scenario's EMF model
 * through {@code ScenarioMapContent} (bundle {@code org.hexbench.ui.map.scenario}), the Play perspective the engine's
 * world state. {@link MapRenderer} asks only for the sites it is about to paint, so every method must be cheap (an
 * array or hash lookup, no allocation); precompute per entity class, not per call.
 *
 * <p>Sites are the {@link #grid() grid}'s dense indexes {@code 0 .. grid().size() - 1}; the grid also fixes the
 * geometry the renderer projects (Hexkit User's Guide §3.3 Map Geometry; Tiling Module design note, Coordinate System).
 */
public interface MapContent {

    /** The colour value meaning "no faction". */
    int NO_OWNER = -1;

    /** {@link #sight}: the site is shown as it is now (in sight, or no fog of war). */
    int IN_SIGHT = 0;

    /** {@link #sight}: the site is shown as it was last seen (full fog of war): the renderer dims it. */
    int REMEMBERED = 1;

    /** {@link #sight}: the site was never seen (fog of war's shroud): the renderer blacks it out. */
    int UNEXPLORED = 2;

    /** The colour of unexplored sites under fog of war. */
    int SHROUD_RGB = 0x101010;

    /** The opacity (0..255) of the black laid over sites shown as they were last seen. */
    int REMEMBERED_DIM = 120;

    /** @return the map's grid: geometry, size and site indexes; the same object until {@link #addChangeListener the content changes} */
    Grid grid();

    /**
     * Returns a site's terrain stack, bottom (the background terrain) first (Hexkit User's Guide §2.5.2 Terrains).
     *
     * @param site a site index
     * @return the terrain symbols; never {@code null}, not to be modified
     */
    List<MapSymbol> terrain(int site);

    /**
     * Returns the units and effects on a site, units first, in stacking order.
     *
     * @param site a site index
     * @return the counters; never {@code null}, usually empty, not to be modified
     */
    List<MapCounter> counters(int site);

    /**
     * Returns the colour of the faction owning a site (Hexkit User's Guide §4.8.3 Map Storage Format:
     * {@code Area.Owner}).
     *
     * @param site a site index
     * @return {@code 0xRRGGBB}, or {@link #NO_OWNER}
     */
    int ownerRgb(int site);

    /**
     * Returns the colour of the faction whose home site this is.
     *
     * @param site a site index
     * @return {@code 0xRRGGBB}, or {@link #NO_OWNER} when no faction has its home here
     */
    int homeRgb(int site);

    /**
     * Returns the colour of a faction that may place entities on this site (Hexkit User's Guide §4.8.1 AreaSection
     * Members: place sites); a place
     * site open to every faction returns a neutral colour.
     *
     * @param site a site index
     * @return {@code 0xRRGGBB}, or {@link #NO_OWNER} when the site is no place site
     */
    int placeRgb(int site);

    /**
     * Returns a site's coordinates as the author knows them, e.g. "(12, 7)", for the status line and tooltips.
     *
     * @param site a site index
     * @return the coordinates as text
     */
    String siteName(int site);

    /**
     * Returns the picture drawn below the map (Hexkit User's Guide §3.4.6 Static Overlay Images), if any. Like the
     * other methods it is asked on every paint, so keep the same object while it does not change.
     *
     * @return the picture, or {@code null} for none (the default)
     */
    default MapImage overlay() {
        return null;
    }

    /**
     * Tells whether any symbol this content shows, or may show after a change, has an
     * {@linkplain MapSymbol#animation() animation}: map views run their animation clock ({@link MapAnimator}) only
     * for content that says so, so that a map without animated images costs no timer. Answer cheaply, e.g. from a
     * flag computed with the symbols.
     *
     * @return whether the content may animate; {@code false} by default
     */
    default boolean animated() {
        return false;
    }

    /**
     * Tells how much the viewer sees of a site under fog of war (Xconq GDL reference, Vision): {@link #IN_SIGHT} (the
     * default: everything is seen), {@link #REMEMBERED} (drawn dimmed: terrain and the units last seen there) or
     * {@link #UNEXPLORED} (drawn black, nothing of it shown). Asked for every painted site, so answer from an array.
     *
     * @param site a site index
     * @return {@link #IN_SIGHT}, {@link #REMEMBERED} or {@link #UNEXPLORED}
     */
    default int sight(int site) {
        return IN_SIGHT;
    }

    /**
     * Registers a listener told (on the thread that changed the content) after anything shown changed, so that
     * views repaint. The grid may have been replaced.
     *
     * @param listener the listener
     */
    void addChangeListener(Runnable listener);

    /**
     * Removes a listener added with {@link #addChangeListener(Runnable)}.
     *
     * @param listener the listener
     */
    void removeChangeListener(Runnable listener);
}
