package org.hexbench.engine.simultaneous;

/**
 * An intended effect of one unit in one segment, with exactly one source and one target tile (the Tiling Module design note's Intention).
 * A hold has source = target; a move leg may span several steps of the unit's path.
 *
 * @param unit the unit's entity id
 * @param faction its owner
 * @param kind move, attack or hold
 * @param source the tile the unit stands on
 * @param target the tile the intention aims at
 */
public record Intention(int unit, int faction, Directive.Kind kind, int source, int target) {
}
