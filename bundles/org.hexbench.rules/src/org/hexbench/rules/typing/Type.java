package org.hexbench.rules.typing;

/**
 * The static types of the rule language: int, bool, text, unit, site, faction, class and sets of these.
 * Every expression has exactly one type; {@link #ERROR} marks an expression whose type could not be computed (an
 * error was already reported, so no further errors follow from it).
 */
public sealed interface Type permits Type.Basic, Type.SetType {

    /** Integers (32-bit, overflow wraps). */
    Basic INT = new Basic("int");
    /** Truth values. */
    Basic BOOL = new Basic("bool");
    /** Text for messages. */
    Basic TEXT = new Basic("text");
    /** A unit (an entity with an owner that moves and fights). */
    Basic UNIT = new Basic("unit");
    /** A site (map cell). */
    Basic SITE = new Basic("site");
    /** A faction. */
    Basic FACTION = new Basic("faction");
    /** An entity class of the scenario (unit, terrain, effect or upgrade class). */
    Basic CLASS = new Basic("class");
    /** The type of an erroneous expression; compatible with every type so that one mistake gives one error. */
    Basic ERROR = new Basic("?");

    /**
     * @param element the element type
     * @return the type of sets of it
     */
    static SetType setOf(Type element) {
        return new SetType(element);
    }

    /**
     * @param other another type
     * @return whether a value of {@code other} may stand where this type is expected
     */
    default boolean accepts(Type other) {
        return this == ERROR || other == ERROR || equals(other)
                || (this instanceof SetType mine && other instanceof SetType theirs && mine.element().accepts(theirs.element()));
    }

    /** @return whether values are represented as ints at run time (int, bool, unit, site, faction, class) */
    default boolean isScalar() {
        return this instanceof Basic basic && basic != TEXT;
    }

    /**
     * A type without parameters.
     *
     * @param name the name as written in rules
     */
    record Basic(String name) implements Type {
        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * A set of values (ordered as the world delivers them, without repeats).
     *
     * @param element the element type
     */
    record SetType(Type element) implements Type {
        @Override
        public String toString() {
            return "set of " + element;
        }
    }
}
