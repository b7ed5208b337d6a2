package org.hexbench.engine.simultaneous;

import java.util.List;

/**
 * What a simultaneous turn did, to inform the players (the Tiling Module design note, Turn Resolution step 8).
 *
 * @param turn the resolved turn (zero-based)
 * @param rejected directives that were invalid or overruled, each with the reason
 * @param bounced the unit ids whose move failed in some segment (contested tile, swap, or enemy stayed)
 * @param destroyed the unit ids destroyed by attacks
 * @param moved the unit ids that moved at least one leg
 */
public record TurnReport(int turn, List<String> rejected, List<Integer> bounced, List<Integer> destroyed,
        List<Integer> moved) {
}
