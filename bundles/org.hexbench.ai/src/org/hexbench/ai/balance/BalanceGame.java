package org.hexbench.ai.balance;

import java.util.List;
import org.hexbench.ai.tournament.GameRecord;

/**
 * One finished game of a balance report.
 *
 * @param index the game's index (0 … games − 1)
 * @param seed its seed
 * @param winner the faction that won, or -1 when nobody had won at the end (turn limit) or the game failed
 * @param firstFaction the faction that acted first (sequential turns), or -1 when all act at once (simultaneous)
 * @param turns the turns played
 * @param entries the history entries recorded
 * @param stateHash the final state hash
 * @param failure why the game stopped early (the rules or a player failed), or {@code null}; such a game counts for
 *        nobody
 * @param strength each unit class's strength gained and lost in the game
 */
public record BalanceGame(int index, long seed, int winner, int firstFaction, int turns, int entries,
        String stateHash, String failure, List<ClassStrength> strength) {

    /**
     * Copies the classes.
     *
     * @param index the index
     * @param seed the seed
     * @param winner the winner
     * @param firstFaction the first faction
     * @param turns the turns
     * @param entries the entries
     * @param stateHash the hash
     * @param failure the failure
     * @param strength the classes
     */
    public BalanceGame {
        strength = List.copyOf(strength);
    }

    /** @return whether the game counts (it did not fail) */
    public boolean counts() {
        return failure == null;
    }

    /** @return whether it counts and a faction won it */
    public boolean decided() {
        return counts() && winner >= 0;
    }

    /**
     * @return the game as a two-seat tournament's record (entrant f plays faction f), whose CSV row {@code hexbench
     *         tournament --csv} writes
     */
    public GameRecord record() {
        return new GameRecord(0, index, seed, 0, 1, counts() ? winner : -1, turns, entries, stateHash, failure);
    }
}
