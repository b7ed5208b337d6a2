/**
 * The Play perspective, where a scenario is test-played inside the IDE after the manner of Hexkit Game (Hexkit User's
 * Guide ch. 2 Hexkit Game): the Game Map view with Hexkit's map interaction (selection, right-click targeting, Hexkit
 * User's Guide §2.8.2 Right-Click Targeting), the Factions, Selection and Messages views, the Command History (Hexkit
 * User's Guide §5.2.5 History Classes), history graphs after Hexkit's faction ranking charts (Hexkit User's Guide §2.4
 * Factions) and Replay (Hexkit User's Guide §2.1.4 Replaying Your Game). The ids of the perspective, its views and its
 * public commands are in {@link org.hexbench.ui.play.PlayViews} and {@link org.hexbench.ui.play.PlayCommands}; the game
 * session the views show is in {@code org.hexbench.ui.play.session}, which has no SWT.
 */
package org.hexbench.ui.play;
