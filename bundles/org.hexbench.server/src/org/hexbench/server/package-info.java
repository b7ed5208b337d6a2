/**
 * The game server for hosted multiplayer: {@link org.hexbench.server.GameServer} answers a JSON API over HTTP (Jetty
 * 12) and keeps accounts, per-faction access tokens, games and their turn submissions in a database (the embedded H2
 * by default, PostgreSQL by URL); {@link org.hexbench.server.ServerLauncher} starts it from command-line words
 * ({@code hexbench serve}). Turns are played through the same engine and rules as every other front end, so an
 * illegal order is refused with the engine's reason and the game stays as it was.
 */
package org.hexbench.server;
