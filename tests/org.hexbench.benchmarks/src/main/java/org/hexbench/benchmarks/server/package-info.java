/**
 * The game server under load on 127.0.0.1: turn submissions to 1,000 hosted games in progress at once, through HTTP
 * and the embedded database, against the engine's own work for the same turns.
 */
package org.hexbench.benchmarks.server;
