package org.hexbench.rules.interpreter;

/**
 * An effect a rule emits, as plain data: the engine binding turns each into engine instructions (Hexkit User's Guide
 * §6.1.1 Two Levels of Execution), so games replay from instructions even after the rules change.
 */
public sealed interface Effect {

    /** @param unit the unit hit @param amount the hit points lost */
    record Damage(int unit, int amount) implements Effect {
    }

    /** @param unit the unit healed @param amount the hit points gained (the binding caps at the maximum) */
    record Heal(int unit, int amount) implements Effect {
    }

    /** @param unit the unit removed from the game */
    record Destroy(int unit) implements Effect {
    }

    /** @param unit the unit moved @param site its new site */
    record Move(int unit, int site) implements Effect {
    }

    /**
     * @param entityClass the class of the new entity
     * @param faction its owner
     * @param site where it stands, or -1 for an unplaced entity its owner places later (HexTC2 regeneration)
     */
    record Place(int entityClass, int faction, int site) implements Effect {
    }

    /** @param unit the unit @param faction its new owner */
    record ChangeOwner(int unit, int faction) implements Effect {
    }

    /**
     * @param ofFaction whether the owner is a faction (else a unit)
     * @param owner the unit or faction
     * @param variable the variable index
     * @param value the new value
     */
    record SetVariable(boolean ofFaction, int owner, int variable, int value) implements Effect {
    }

    /**
     * The faction's units may not move any more this turn (the engine restores the Move ability at the end of the
     * faction's turn). HexTC2 uses it for "one move per turn" and the random first player (HexTC2 rules, COMP202 Winter
     * 2005 Assignment 6).
     *
     * @param faction the faction that passes
     */
    record Pass(int faction) implements Effect {
    }

    /** @param text the message shown to the players */
    record Message(String text) implements Effect {
    }
}
