package org.hexbench.engine.simultaneous;

/**
 * A player's order to one unit at the start of a turn (the Tiling Module design note's Directive).
 *
 * @param player the id of the issuing player
 * @param unit the unit's entity id
 * @param kind what the unit shall do
 * @param target the target site (ignored for {@link Kind#HOLD})
 */
public record Directive(String player, int unit, Kind kind, int target) {

    /** The kinds of directives. */
    public enum Kind {
        /** Move to a site within the unit's movement this turn. */
        MOVE,
        /** Attack a site within the unit's attack range. */
        ATTACK,
        /** Stay and defend. */
        HOLD
    }
}
