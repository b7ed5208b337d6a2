package org.hexbench.pbem;

import java.util.List;

/**
 * One faction's turn in a game by e-mail, a signed block of a turn file: the commands its player gave, in the
 * engine's command text form ({@link org.hexbench.engine.command.CommandCodec}, as the Command History shows it), with
 * where they belong (the record's number, the faction, the turn) and what they reached (the state hash after the
 * turn, the next faction's Begin Turn included). The record names the block before it by its SHA-256, so a record
 * cannot be moved to another place, game or file without breaking the chain. Begin Turn and End Turn are the turn
 * system's, never listed: a record ends its faction's turn unless the game ended during it.
 *
 * @param number the record's number, 1 for the first turn played
 * @param faction the faction that played it (its player's key signs it)
 * @param turn the game turn (0-based) in which it was played
 * @param previous the SHA-256 (64 hex digits) of the block before it: the opening, or the record before
 * @param state the state hash after the turn (16 hex digits, {@link org.hexbench.engine.world.StateHash})
 * @param commands the commands, in the order given
 */
public record TurnRecord(int number, int faction, int turn, String previous, String state, List<String> commands) {

    /**
     * Checks the fields and copies the list.
     *
     * @param number the number
     * @param faction the faction
     * @param turn the turn
     * @param previous the previous block's hash
     * @param state the state hash
     * @param commands the commands
     * @throws IllegalArgumentException naming a malformed field
     */
    public TurnRecord {
        commands = List.copyOf(commands);
        if (number < 1 || faction < 0 || turn < 0) {
            throw new IllegalArgumentException("record " + number + ", faction " + faction + ", turn " + turn
                    + ": out of range");
        }
        if (!GameOpening.CHECKSUM.matcher(previous).matches()) {
            throw new IllegalArgumentException("malformed hash of the previous block '" + previous + "'");
        }
        if (!state.matches("[0-9a-f]{16}")) {
            throw new IllegalArgumentException("malformed state hash '" + state + "'");
        }
        for (String c : commands) {
            if (c.isEmpty() || c.chars().anyMatch(ch -> ch < 0x20 || ch == 0x7f)) {
                throw new IllegalArgumentException("a command holds a control character or is empty");
            }
        }
    }
}
