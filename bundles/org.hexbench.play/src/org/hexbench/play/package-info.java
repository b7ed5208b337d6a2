/**
 * The game session every front end plays through (Hexkit User's Guide §2.1 Managing Games, §2.2 Managing Players):
 * {@link org.hexbench.play.GameSession} runs one game of a scenario ({@link org.hexbench.play.Definitions}) for the
 * seats a {@link org.hexbench.play.GameSetup} gives, through the engine's turn system; computer players move in the
 * background ({@link org.hexbench.play.ComputerRunner}), people order through the session, listeners hear every
 * change; saves, automatic saves, replay ({@link org.hexbench.play.ReplayPlayback}) and reruns under changed rules
 * ({@link org.hexbench.play.Rerun}) are part of it. The IDE's Play perspective, the command line
 * ({@link org.hexbench.play.HeadlessPlay}) and every later front end use this bundle; it has no user interface.
 */
package org.hexbench.play;
