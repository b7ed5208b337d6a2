/**
 * The workbench side of the Play perspective, not API: the command handlers (Play Scenario, Build, Place, Destroy,
 * Rename, Resign, End Turn, Stop and Resume computer players, Save Game and Load Game after Hexkit User's Guide §2.1.2
 * Opening a Saved Game and §2.1.3 Saving Your Game, Restart with Changed Rules), the New Game dialog, the map canvas
 * the Game Map and Replay views share with the world drawn through the map editor's renderer, a small SWT line chart,
 * and the watch that offers to restart a running game when its scenario or rule file changes.
 */
package org.hexbench.ui.play.internal;
