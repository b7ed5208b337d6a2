/**
 * UI tests of the Play perspective, through real events: the New Game dialog, the Game Map played with the mouse, the
 * views, Player Setup, automatic saves and their preference, save, load, replay and restart under changed rules
 * (Hexkit User's Guide ch. 2 Hexkit Game).
 */
package org.hexbench.ui.tests.play;
