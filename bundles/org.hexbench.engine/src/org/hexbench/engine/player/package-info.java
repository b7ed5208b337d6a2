/**
 * Players (digest A.10, C "Player: human, AI or script"): the {@link org.hexbench.engine.player.Player} interface,
 * a random computer player that issues only legal commands (for tests and benchmarks), a script player that
 * issues prepared commands, and a human player that reads command lines ({@link org.hexbench.engine.player.CommandLines})
 * and rejects illegal ones with the reason.
 */
package org.hexbench.engine.player;
