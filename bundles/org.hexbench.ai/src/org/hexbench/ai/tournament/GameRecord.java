package org.hexbench.ai.tournament;

/**
 * One game of a tournament.
 *
 * @param pairing the pairing's index (in the order {@link Tournament} plays them)
 * @param game the game's index within the pairing
 * @param seed the game's seed
 * @param first the entrant playing the first faction (the first seat)
 * @param second the entrant playing the second faction
 * @param winnerSeat 0 or 1 for the seat that won, -1 for a draw (no winner when the game ended or the turn limit came)
 * @param turns the turns played
 * @param entries the history entries recorded
 * @param stateHash the final state hash (a saved game replays to it)
 * @param failure why the game stopped early (the rules or a player failed), or {@code null}; such games count for
 *        nobody
 */
public record GameRecord(int pairing, int game, long seed, int first, int second, int winnerSeat, int turns,
        int entries, String stateHash, String failure) {

    /** @return the entrant that won, or -1 for a draw or a failed game */
    public int winner() {
        return failure != null || winnerSeat < 0 ? -1 : winnerSeat == 0 ? first : second;
    }

    /** @return whether the game counts (it did not fail) */
    public boolean counts() {
        return failure == null;
    }
}
