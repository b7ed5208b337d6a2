/**
 * The forward model (copy versus rebuilding by replay, command applications on Riverford and on a generated
 * 1000×1000 map), tournament throughput on one and two threads, and the {@code mcts} player's iterations per second
 * and decision time on Riverford.
 */
package org.hexbench.benchmarks.ai;
