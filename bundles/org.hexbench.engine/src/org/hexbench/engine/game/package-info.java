/**
 * A running game: the {@link org.hexbench.engine.game.Game} (world state, rules, seeded random stream, history, and
 * atomic execution of commands), the {@link org.hexbench.engine.game.TurnSystem} every front end plays through with
 * its sequential implementation (Hexkit User's Guide §2.4.3 Turn Sequence), the command history with per-turn faction
 * statistics, saved games and replay (Hexkit User's Guide §2.1.3 Saving Your Game, §2.1.4 Replaying Your Game).
 */
package org.hexbench.engine.game;
