/**
 * The server's inside: the HTTP interface ({@link org.hexbench.server.internal.Api}), the hosted games in memory
 * ({@link org.hexbench.server.internal.GameHost}), the database and its schema
 * ({@link org.hexbench.server.internal.Database}, {@link org.hexbench.server.internal.Store}), passwords and tokens,
 * and the scenario library; not API.
 */
package org.hexbench.server.internal;
