package org.hexbench.engine.game;

/**
 * The faction statistics of one turn for history graphs (Hexkit User's Guide §5.2, FactionHistory: each FactionEvent
 * records the faction's sites and the number and strength of its units), one array slot per faction index (0 for
 * deleted factions).
 *
 * @param turn the turn (zero-based)
 * @param sites owned sites per faction
 * @param units units per faction
 * @param strength summed unit strength per faction
 */
public record TurnStatistics(int turn, int[] sites, int[] units, int[] strength) {
}
