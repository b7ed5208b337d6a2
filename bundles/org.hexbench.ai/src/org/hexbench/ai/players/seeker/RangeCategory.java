package org.hexbench.ai.players.seeker;

/**
 * How far a target is from a unit (Hexkit User's Guide §9.3.2 Range Categories, Hexkit's World.RangeCategory), for
 * attack and movement targets alike.
 */
public enum RangeCategory {

    /** A target the unit has already reached: it can attack it from where it stands, or it stands on it. */
    SHORT,

    /** A target the unit can reach within the current turn. */
    MEDIUM,

    /** A target the unit can reach no earlier than the next turn. */
    LONG;

    /** @return whether this is short or medium range: a target the unit can act on this turn */
    public boolean isThisTurn() {
        return this != LONG;
    }
}
