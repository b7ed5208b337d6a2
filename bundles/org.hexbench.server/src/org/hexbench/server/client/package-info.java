/**
 * Clients of a hosted game (no user interface, usable from the command line, tests and the IDE):
 * {@link org.hexbench.server.client.HostedServer} speaks the server's HTTP API,
 * {@link org.hexbench.server.client.HostedGame} keeps a faction's copy of a hosted game in step with the server and
 * plays its turns with any engine player, and {@link org.hexbench.server.client.HostedSession} plays a hosted game
 * through a {@link org.hexbench.play.GameSession}, as the Play perspective does.
 */
package org.hexbench.server.client;
