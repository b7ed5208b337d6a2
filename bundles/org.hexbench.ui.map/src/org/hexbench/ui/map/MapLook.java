package org.hexbench.ui.map;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.PreferenceConverter;
import org.eclipse.jface.preference.PreferenceStore;
import org.eclipse.jface.util.IPropertyChangeListener;
import org.eclipse.swt.graphics.RGB;

/**
 * The map settings every map view shares (the map editor, the scenario editor's Map page, the Play perspective's
 * Game Map and Replay): grid lines on or off, the grid line colour, the colours of the selection and of the move
 * and attack highlights, and whether images animate. They live in a JFace {@link IPreferenceStore}, which the workbench side replaces with the
 * persistent one of the preference page Window › Preferences › Hexbench › Map ({@link #use(IPreferenceStore)});
 * until then (and in plain Java, e.g. benchmarks) an in-memory store with the defaults. A change in the store
 * reaches every open map at once: {@link MapFigure} repaints on {@link #addChangeListener(Runnable) a change}, and
 * {@link MapRenderer} reads the settings on every paint.
 *
 * <p>{@link #readable(int, int)} keeps a highlight readable on every terrain: WCAG 2.1's contrast ratio (Success
 * Criterion 1.4.11 Non-text Contrast asks 3:1 for graphical objects) decides whether the highlight's own colour
 * stands out from the terrain's, else its outline is drawn black or white.
 */
public final class MapLook {

    /** Preference key: whether grid lines are drawn (boolean). */
    public static final String GRID_LINES = "gridLines";
    /** Preference key: the grid line colour (JFace {@link PreferenceConverter} RGB, "r,g,b"). */
    public static final String GRID_LINE_COLOUR = "gridLineColour";
    /** Preference key: the colour of the sites the selected units can move to. */
    public static final String MOVE_HIGHLIGHT = "moveHighlight";
    /** Preference key: the colour of the sites the selected units can attack. */
    public static final String ATTACK_HIGHLIGHT = "attackHighlight";
    /** Preference key: the colour of the selected sites' outline. */
    public static final String SELECTION_COLOUR = "selectionColour";
    /**
     * Preference key: whether map views play the idle animation of images that ask for one (boolean; Hexkit User's
     * Guide §3.4.3 Frames and Animation). Off, every entity shows its still picture and no view runs a timer.
     */
    public static final String ANIMATION = "animation";
    /** The preference node of the map settings in the workbench's instance scope (this bundle's name). */
    public static final String PREFERENCE_NODE = "org.hexbench.ui.map";
    /** The least WCAG contrast ratio between a highlight's outline and the terrain below it. */
    public static final double MIN_CONTRAST = 3.0;

    private static final RGB DEFAULT_GRID = new RGB(0x50, 0x55, 0x5a);
    private static final RGB DEFAULT_MOVE = new RGB(0x00, 0xe0, 0xff);
    private static final RGB DEFAULT_ATTACK = new RGB(0xff, 0x20, 0x20);
    private static final RGB DEFAULT_SELECTION = new RGB(0xff, 0xd8, 0x00);

    private static IPreferenceStore store = withDefaults(new PreferenceStore());
    private static final List<Runnable> LISTENERS = new CopyOnWriteArrayList<>();
    private static final IPropertyChangeListener FORWARD = e -> LISTENERS.forEach(Runnable::run);

    static {
        store.addPropertyChangeListener(FORWARD);
    }

    private MapLook() {
    }

    /**
     * Sets the defaults of every map setting in a store (grid lines on in a dark grey, cyan move and red attack
     * highlights as in the Play perspective's hint, a yellow selection, animation on).
     *
     * @param target the store
     * @return the store
     */
    public static IPreferenceStore withDefaults(IPreferenceStore target) {
        target.setDefault(GRID_LINES, true);
        target.setDefault(ANIMATION, true);
        PreferenceConverter.setDefault(target, GRID_LINE_COLOUR, DEFAULT_GRID);
        PreferenceConverter.setDefault(target, MOVE_HIGHLIGHT, DEFAULT_MOVE);
        PreferenceConverter.setDefault(target, ATTACK_HIGHLIGHT, DEFAULT_ATTACK);
        PreferenceConverter.setDefault(target, SELECTION_COLOUR, DEFAULT_SELECTION);
        return target;
    }

    /** @return the store the settings are read from */
    public static synchronized IPreferenceStore store() {
        return store;
    }

    /**
     * Reads the settings from another store from now on (the workbench's persistent one), giving it the defaults, and
     * repaints every map. Does nothing if it is the current store.
     *
     * @param next the store
     */
    public static void use(IPreferenceStore next) {
        synchronized (MapLook.class) {
            if (next == store) {
                return;
            }
            store.removePropertyChangeListener(FORWARD);
            store = withDefaults(next);
            store.addPropertyChangeListener(FORWARD);
        }
        LISTENERS.forEach(Runnable::run);
    }

    /**
     * Calls a listener whenever a setting changes (on the thread that changed it, normally the display's).
     *
     * @param listener the listener
     */
    public static void addChangeListener(Runnable listener) {
        LISTENERS.add(listener);
    }

    /** @param listener a listener added before */
    public static void removeChangeListener(Runnable listener) {
        LISTENERS.remove(listener);
    }

    /** @return whether grid lines are drawn */
    public static boolean gridLines() {
        return store().getBoolean(GRID_LINES);
    }

    /** @return whether map views animate images that ask for it */
    public static boolean animation() {
        return store().getBoolean(ANIMATION);
    }

    /** @return the grid line colour as 0xRRGGBB */
    public static int gridLineRgb() {
        return rgb(GRID_LINE_COLOUR);
    }

    /** @return the move highlight colour as 0xRRGGBB */
    public static int moveRgb() {
        return rgb(MOVE_HIGHLIGHT);
    }

    /** @return the attack highlight colour as 0xRRGGBB */
    public static int attackRgb() {
        return rgb(ATTACK_HIGHLIGHT);
    }

    /** @return the selection colour as 0xRRGGBB */
    public static int selectionRgb() {
        return rgb(SELECTION_COLOUR);
    }

    private static int rgb(String key) {
        RGB c = PreferenceConverter.getColor(store(), key);
        return (c.red << 16) | (c.green << 8) | c.blue;
    }

    /**
     * Returns the relative luminance of a colour (WCAG 2.1, definition "relative luminance": sRGB channels linearised,
     * weighted 0.2126, 0.7152, 0.0722).
     *
     * @param rgb 0xRRGGBB
     * @return 0 (black) to 1 (white)
     */
    public static double luminance(int rgb) {
        return 0.2126 * linear((rgb >> 16) & 0xff) + 0.7152 * linear((rgb >> 8) & 0xff) + 0.0722 * linear(rgb & 0xff);
    }

    private static double linear(int channel) {
        double c = channel / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    /**
     * Returns the contrast ratio of two colours (WCAG 2.1, definition "contrast ratio": (L1 + 0.05) / (L2 + 0.05),
     * L1 the lighter): 1 for equal colours, 21 for black on white.
     *
     * @param a 0xRRGGBB
     * @param b 0xRRGGBB
     * @return the ratio, 1 to 21
     */
    public static double contrast(int a, int b) {
        double la = luminance(a), lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /**
     * Chooses the outline colour of a highlight on a terrain: the highlight's own colour when it contrasts at least
     * {@link #MIN_CONTRAST}:1 with the terrain's colour, else black or white, whichever contrasts more (one of them
     * always reaches 4.58:1, the square root of 21).
     *
     * @param highlight the highlight's colour
     * @param terrain the terrain's colour
     * @return the outline colour
     */
    public static int readable(int highlight, int terrain) {
        if (contrast(highlight, terrain) >= MIN_CONTRAST) {
            return highlight;
        }
        return contrast(0x000000, terrain) >= contrast(0xffffff, terrain) ? 0x000000 : 0xffffff;
    }
}
