/**
 * Headless tournaments between computer players ({@code hexbench tournament}): a round robin on a two-faction
 * scenario, every pairing played from both seats, games in parallel and the same result for the same seed whatever
 * the number of threads; per pairing wins, draws and losses with the win rate's Wilson score interval, Bradley-Terry
 * ratings with intervals on the Elo scale, mean game length and the first seat's advantage.
 */
package org.hexbench.ai.tournament;
