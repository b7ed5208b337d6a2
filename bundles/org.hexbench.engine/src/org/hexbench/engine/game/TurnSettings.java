package org.hexbench.engine.game;

import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TurnMode;

/**
 * The turn settings a scenario's master makes (Hexkit User's Guide §2.4.3 Turn Sequence for sequential turns; the
 * Tiling Module design note's turn resolution for simultaneous ones): the mode, the segments of a simultaneous turn,
 * and the turn limit. {@link TurnSystem#of} builds the matching turn system from them.
 *
 * @param simultaneous whether every faction acts at once and the orders resolve together
 * @param segments the segments of a simultaneous turn (1 for sequential scenarios)
 * @param turnLimit the scenario's turn limit, or 0 if it sets none
 */
public record TurnSettings(boolean simultaneous, int segments, int turnLimit) {

    /** The turn limit a game proposes when neither its player nor the scenario sets one. */
    public static final int DEFAULT_TURN_LIMIT = 100;

    /**
     * Reads the turn settings of a scenario.
     *
     * @param scenario a loaded scenario
     * @return its settings (sequential without limit when the master sets nothing)
     */
    public static TurnSettings of(Scenario scenario) {
        var master = scenario.getMaster();
        var turns = master == null ? null : master.getTurns();
        if (turns == null) {
            return new TurnSettings(false, 1, 0);
        }
        boolean simultaneous = turns.getMode() == TurnMode.SIMULTANEOUS;
        return new TurnSettings(simultaneous, simultaneous ? Math.max(1, turns.getSegments()) : 1,
                Math.max(0, turns.getTurnLimit()));
    }

    /** @return the turn limit a new game proposes: the scenario's, else {@value #DEFAULT_TURN_LIMIT} */
    public int proposedTurnLimit() {
        return turnLimit > 0 ? turnLimit : DEFAULT_TURN_LIMIT;
    }

    /** @return e.g. "Sequential turns, limit 60" or "Simultaneous turns of 3 segments, no limit set" */
    public String describe() {
        String limit = turnLimit > 0 ? ", limit " + turnLimit : ", no limit set";
        return simultaneous ? "Simultaneous turns of " + segments + " segment" + (segments == 1 ? "" : "s") + limit
                : "Sequential turns" + limit;
    }
}
