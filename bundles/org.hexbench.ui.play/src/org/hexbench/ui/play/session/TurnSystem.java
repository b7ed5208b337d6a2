package org.hexbench.ui.play.session;

import org.hexbench.engine.headless.HeadlessGame;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TurnMode;

/**
 * The turn system a scenario's master sets (digest A.5 sequential turns, C simultaneous turns): the mode, the number
 * of segments of a simultaneous turn, and the turn limit.
 *
 * @param simultaneous whether every faction acts at once and the orders resolve together
 * @param segments the segments of a simultaneous turn (1 for sequential scenarios)
 * @param turnLimit the scenario's turn limit, or 0 if it sets none
 */
public record TurnSystem(boolean simultaneous, int segments, int turnLimit) {

    /**
     * Reads the turn system of a scenario.
     *
     * @param scenario a loaded scenario
     * @return its turn system (sequential without limit when the master sets nothing)
     */
    public static TurnSystem of(Scenario scenario) {
        var master = scenario.getMaster();
        var turns = master == null ? null : master.getTurns();
        if (turns == null) {
            return new TurnSystem(false, 1, 0);
        }
        boolean simultaneous = turns.getMode() == TurnMode.SIMULTANEOUS;
        return new TurnSystem(simultaneous, simultaneous ? Math.max(1, turns.getSegments()) : 1,
                Math.max(0, turns.getTurnLimit()));
    }

    /** @return the limit a new game proposes: the scenario's, else the command line's default */
    public int proposedTurnLimit() {
        return turnLimit > 0 ? turnLimit : HeadlessGame.DEFAULT_TURN_LIMIT;
    }

    /** @return e.g. "Sequential turns, limit 60" or "Simultaneous turns of 3 segments, limit 40" */
    public String describe() {
        String limit = turnLimit > 0 ? ", limit " + turnLimit : ", no limit set";
        return simultaneous ? "Simultaneous turns of " + segments + " segment" + (segments == 1 ? "" : "s") + limit
                : "Sequential turns" + limit;
    }
}
