/**
 * Engine benchmarks on Riverford: replaying recorded games from their instruction programs against playing the same
 * games (Hexkit User's Guide §6.1.1 Two Levels of Execution: replay runs the programs, not the rules), and the
 * throughput of complete random-player games.
 */
package org.hexbench.benchmarks.engine;
