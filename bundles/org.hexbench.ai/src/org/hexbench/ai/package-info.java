/**
 * Hexbench's computer players (Hexkit User's Guide ch. 9 Computer Players): the {@link org.hexbench.ai.ComputerPlayer}
 * interface every player implements (it sees the game through a read-only {@link org.hexbench.ai.GameView} with the
 * engine's forward model and returns orders; only the game executes them), the {@link org.hexbench.ai.PlayerRegistry}
 * that names every player kind with its options, and {@link org.hexbench.ai.DecidingPlayer}, which lets the engine's
 * turn systems run any of them.
 */
package org.hexbench.ai;
