/**
 * The session's log ({@link org.hexbench.play.internal.GameLog}) and the settings it writes into saved games
 * ({@link org.hexbench.play.internal.SessionSettings}); not API.
 */
package org.hexbench.play.internal;
