package org.hexbench.engine.game;

/**
 * The faction statistics of one turn for history graphs (digest A.4 FactionEvent: site count, unit count, unit
 * strength), one array slot per faction index (0 for deleted factions).
 *
 * @param turn the turn (zero-based)
 * @param sites owned sites per faction
 * @param units units per faction
 * @param strength summed unit strength per faction
 */
public record TurnStatistics(int turn, int[] sites, int[] units, int[] strength) {
}
