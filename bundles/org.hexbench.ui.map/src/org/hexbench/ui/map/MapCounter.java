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
 */
public record MapCounter(MapSymbol symbol, int ownerRgb, boolean effect, String name) {
}
