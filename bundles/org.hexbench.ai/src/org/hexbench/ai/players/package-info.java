/**
 * The computer players of the {@link org.hexbench.ai.PlayerRegistry}: {@link org.hexbench.ai.players.RandomOrders}
 * ({@code random}) here, and Hexkit's Seeker in {@link org.hexbench.ai.players.seeker} ({@code seeker}).
 */
package org.hexbench.ai.players;
