package org.hexbench.ui.map;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * What is drawn above a map's contents: the selected sites, named highlight sets (the editor's brush preview; the
 * Play perspective's move and attack targets), a path (a planned move) and the hovered site. Sites are
 * {@link MapContent} site indexes. Overlays change without touching the content; every change but the hover tells
 * the listeners so that the map repaints.
 *
 * <p>Not thread-safe: change it on the UI thread.
 */
public final class MapOverlays {

    /**
     * A named set of highlighted sites.
     *
     * @param rgb the highlight colour as {@code 0xRRGGBB}
     * @param alpha its opacity, 0 (invisible) to 255 (opaque)
     * @param sites the sites, by index (owned by the overlays; do not change it after handing it over)
     */
    public record Highlight(int rgb, int alpha, BitSet sites) {
    }

    private BitSet selection = new BitSet();
    private final Map<String, Highlight> highlights = new LinkedHashMap<>();
    private int[] path = new int[0];
    private int hover = -1;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    /** @return the selected sites (a copy) */
    public BitSet selection() {
        return (BitSet) selection.clone();
    }

    /**
     * Tells whether a site is selected.
     *
     * @param site a site index
     * @return whether it is selected
     */
    public boolean isSelected(int site) {
        return site >= 0 && selection.get(site);
    }

    /**
     * Replaces the selection.
     *
     * @param sites the selected sites (copied)
     */
    public void setSelection(BitSet sites) {
        selection = (BitSet) sites.clone();
        changed();
    }

    /**
     * Shows (or replaces) a highlight set; sets are drawn in the order they were first shown.
     *
     * @param name the set's name, e.g. "moveTargets"
     * @param highlight its colour and sites
     */
    public void setHighlight(String name, Highlight highlight) {
        highlights.put(name, highlight);
        changed();
    }

    /**
     * Removes a highlight set; nothing happens when there is none of that name.
     *
     * @param name the set's name
     */
    public void removeHighlight(String name) {
        if (highlights.remove(name) != null) {
            changed();
        }
    }

    /** @return the highlight sets in drawing order (a copy) */
    public List<Highlight> highlights() {
        return new ArrayList<>(highlights.values());
    }

    /** @return the path's sites in order (a copy), empty when there is no path */
    public int[] path() {
        return path.clone();
    }

    /**
     * Shows a path, e.g. a move's preview.
     *
     * @param sites the sites in order (copied); empty to hide the path
     */
    public void setPath(int[] sites) {
        path = sites.clone();
        changed();
    }

    /** @return the hovered site, or -1 */
    public int hover() {
        return hover;
    }

    /**
     * Marks the site under the mouse pointer. Unlike the other changes this one does not tell the listeners: the
     * pointer moves often, and whoever moves the hover repaints just the two sites ({@link MapFigure#setHover(int)}
     * does).
     *
     * @param site a site index, or -1 for none
     */
    public void setHover(int site) {
        hover = site;
    }

    /**
     * Registers a listener told after every change.
     *
     * @param listener the listener
     */
    public void addChangeListener(Runnable listener) {
        listeners.add(listener);
    }

    /**
     * Removes a listener.
     *
     * @param listener the listener
     */
    public void removeChangeListener(Runnable listener) {
        listeners.remove(listener);
    }

    private void changed() {
        for (Runnable l : listeners) {
            l.run();
        }
    }
}
