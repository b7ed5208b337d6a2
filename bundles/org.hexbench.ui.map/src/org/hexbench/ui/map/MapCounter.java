package org.hexbench.ui.map;

/**
 * One unit or effect on a site, drawn as a counter (Hexkit User's Guide §2.5 Entities: units are owned by a faction,
 * effects are
 * drawn on top): the entity's {@link MapSymbol} on the owner's colour.
 *
 * @param symbol how the entity's class looks
 * @param ownerRgb the owning faction's colour as {@code 0xRRGGBB}, or {@link MapContent#NO_OWNER}
 * @param effect whether this is an effect (drawn as a small token in a corner) rather than a unit
 * @param name the entity's name, for tooltips and the Properties view
 * @param gauge how full the unit's depletable resource is, 0 to 1, drawn as a bar below the top unit of a stack
 *        (Hexkit User's Guide §2.5.1 Units: resource gauges, §4.5.4 IsDepletable); negative for no gauge
 * @param text the counter text printed at the bottom of a unit's counter, as on a board wargame's counter: its
 *        strength and movement, e.g. {@code 10-2} (Hexkit User's Guide §2.5: units are the "counters" of board game
 *        terminology); empty for none. It replaces the symbol's label on the map.
 */
public record MapCounter(MapSymbol symbol, int ownerRgb, boolean effect, String name, double gauge, String text) {

    /**
     * Creates a counter; a {@code null} text becomes empty.
     */
    public MapCounter {
        text = text == null ? "" : text;
    }

    /**
     * Creates a counter without counter text.
     *
     * @param symbol how the entity's class looks
     * @param ownerRgb the owning faction's colour, or {@link MapContent#NO_OWNER}
     * @param effect whether this is an effect
     * @param name the entity's name
     * @param gauge the gauge, 0 to 1, or negative for none
     */
    public MapCounter(MapSymbol symbol, int ownerRgb, boolean effect, String name, double gauge) {
        this(symbol, ownerRgb, effect, name, gauge, "");
    }

    /**
     * Creates a counter without a gauge.
     *
     * @param symbol how the entity's class looks
     * @param ownerRgb the owning faction's colour, or {@link MapContent#NO_OWNER}
     * @param effect whether this is an effect
     * @param name the entity's name
     */
    public MapCounter(MapSymbol symbol, int ownerRgb, boolean effect, String name) {
        this(symbol, ownerRgb, effect, name, -1, "");
    }
}
