package org.hexbench.engine.game;

import org.hexbench.engine.world.Program;

/**
 * One executed command in the history (digest A.4 History.Commands): when and by whom it was issued, its text, and
 * the program that replays it.
 *
 * @param turn the turn (zero-based) in which it was issued
 * @param faction the issuing faction index (-1 for a simultaneous turn resolution)
 * @param command the command's text form
 * @param program the executed program
 */
public record HistoryEntry(int turn, int faction, String command, Program program) {
}
