/**
 * The {@code mcts} computer player: Monte Carlo tree search over the engine's forward model
 * ({@link org.hexbench.ai.players.mcts.MctsPlayer}). Each decision grows open-loop UCT trees
 * ({@link org.hexbench.ai.players.mcts.SearchTree}: one order per level, End Turn an order like the others, decoupled
 * trees per faction in simultaneous turns, root orders widened by their priors) on copies of the game with fresh
 * dice, plays on with a pluggable {@link org.hexbench.ai.players.mcts.PlayoutPolicy} to a horizon, and judges
 * positions by the scenario's own terms ({@link org.hexbench.ai.players.mcts.StateEvaluation}); the trees grow at
 * once on several threads, each with rules of its own ({@link org.hexbench.ai.players.mcts.RootParallelSearch}). Its
 * options are {@link org.hexbench.ai.players.mcts.SearchSettings}.
 */
package org.hexbench.ai.players.mcts;
