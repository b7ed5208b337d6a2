/**
 * The computer players of the {@link org.hexbench.ai.PlayerRegistry}: {@link org.hexbench.ai.players.RandomOrders}
 * ({@code random}) today.
 */
package org.hexbench.ai.players;
