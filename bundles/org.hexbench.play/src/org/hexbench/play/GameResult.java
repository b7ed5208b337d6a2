package org.hexbench.play;

/**
 * The result of a game played to its end or its turn limit, e.g. by {@code hexbench play}.
 *
 * @param winner the winning faction's id, or {@code null} (no winner, or the turn limit ended the game)
 * @param turns the number of turns begun
 * @param gameOver whether the game ended by victory or defeat rather than the turn limit
 * @param commands the number of history entries
 * @param stateHash the final state hash, 16 hex digits
 * @param ruleFailure why the game stopped early because its rules failed (file and line), or {@code null}
 */
public record GameResult(String winner, int turns, boolean gameOver, int commands, String stateHash,
        String ruleFailure) {
}
