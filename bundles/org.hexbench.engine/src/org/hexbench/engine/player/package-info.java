/**
 * Players (Hexkit User's Guide §2.2 Managing Players and ch. 9 Computer Players; the Tiling Module design note's
 * Player, "a human, an AI or a script"): the {@link org.hexbench.engine.player.Player} interface and the
 * {@link org.hexbench.engine.player.PlayerTurn} it plays through, a random computer player that gives only legal
 * orders, a script player that gives prepared ones, and a human player that reads command lines
 * ({@link org.hexbench.engine.player.CommandLines}) and rejects illegal ones with the reason. Every player plays
 * sequential and simultaneous turns alike.
 */
package org.hexbench.engine.player;
