/**
 * Players (digest A.10, C "Player: human, AI or script"): the {@link org.hexbench.engine.player.Player} interface,
 * a random computer player that issues only legal commands (for tests and benchmarks), and a script player that
 * issues prepared commands.
 */
package org.hexbench.engine.player;
