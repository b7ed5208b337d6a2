/**
 * A running game: the {@link org.hexbench.engine.game.Game} (world state, rules, seeded random source, history),
 * the sequential turn sequence (digest A.5), the command history with per-turn faction statistics, saved games and
 * replay (digest A.11).
 */
package org.hexbench.engine.game;
