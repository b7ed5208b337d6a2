/**
 * The forward model search players play ahead on: {@link org.hexbench.engine.forward.ForwardModel} copies a game with
 * its turn system's state (sequential: whether the active faction's turn has begun; simultaneous: the directives
 * given and the factions that have ended their turn) without replaying its history, so that nothing done on the copy
 * reaches the real game, its history or its random stream; {@link org.hexbench.engine.forward.LegalOrders}
 * enumerates what a faction may order now, with the targets the engine's finders and the rules' hooks give.
 */
package org.hexbench.engine.forward;
