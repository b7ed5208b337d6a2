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
 */
public record MapCounter(MapSymbol symbol, int ownerRgb, boolean effect, String name, double gauge) {

    /**
     * Creates a counter without a gauge.
     *
     * @param symbol how the entity's class looks
     * @param ownerRgb the owning faction's colour, or {@link MapContent#NO_OWNER}
     * @param effect whether this is an effect
     * @param name the entity's name
     */
    public MapCounter(MapSymbol symbol, int ownerRgb, boolean effect, String name) {
        this(symbol, ownerRgb, effect, name, -1);
    }
}
