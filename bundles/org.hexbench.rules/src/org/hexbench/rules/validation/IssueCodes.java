package org.hexbench.rules.validation;

import org.eclipse.xtext.diagnostics.Diagnostic;

/**
 * The issue codes of every rule-language diagnostic, in one place so that quick fixes (org.hexbench.rules.ide) and
 * tests can target them (each error has an issue code, so that quick fixes can be offered).
 */
public final class IssueCodes {

    private static final String PREFIX = "org.hexbench.rules.";

    /** An unknown name: a reference that does not link (Xtext's linking diagnostic). */
    public static final String UNKNOWN_NAME = Diagnostic.LINKING_DIAGNOSTIC;
    /** Text the grammar does not accept (Xtext's syntax diagnostic), e.g. a misspelled hook name or {@code chance 5}. */
    public static final String SYNTAX = Diagnostic.SYNTAX_DIAGNOSTIC;
    /** The scenario named by {@code rules for "..."} cannot be loaded. */
    public static final String SCENARIO_NOT_FOUND = PREFIX + "scenarioNotFound";
    /** An expression has another type than the place it stands in expects. */
    public static final String WRONG_TYPE = PREFIX + "wrongType";
    /** A function call has too few or too many arguments. */
    public static final String WRONG_ARITY = PREFIX + "wrongArity";
    /** A value hook written with a block, or an effect hook written with {@code =}. */
    public static final String WRONG_HOOK_FORM = PREFIX + "wrongHookForm";
    /** A class filter ({@code of ...}) on a hook that has no unit or class to filter. */
    public static final String FILTER_NOT_ALLOWED = PREFIX + "filterNotAllowed";
    /** A filter or {@code is} test naming something that is not a class or group. */
    public static final String NOT_A_CLASS = PREFIX + "notAClass";
    /** A role keyword ({@code attacker}, {@code site} ...) used where the hook does not provide it. */
    public static final String ROLE_NOT_AVAILABLE = PREFIX + "roleNotAvailable";
    /** Two hooks of the same kind and filter, neither guarded. */
    public static final String DUPLICATE_HOOK = PREFIX + "duplicateHook";
    /** A hook that can never run because earlier hooks of its kind catch all its cases. */
    public static final String UNREACHABLE_HOOK = PREFIX + "unreachableHook";
    /** Two groups, functions or events with one name. */
    public static final String DUPLICATE_NAME = PREFIX + "duplicateName";
    /** {@code set variable to ...} without {@code of owner}. */
    public static final String MISSING_OWNER = PREFIX + "missingOwner";
    /** {@code set local of ... to ...}: rule-local variables have no owner. */
    public static final String UNEXPECTED_OWNER = PREFIX + "unexpectedOwner";
    /** Dice with no sides ({@code d0}) or too many dice. */
    public static final String INVALID_DICE = PREFIX + "invalidDice";
    /** A chance above 100%. */
    public static final String INVALID_CHANCE = PREFIX + "invalidChance";
    /** A scenario element used as a value where only its variables make sense (e.g. a variable without {@code of}). */
    public static final String NOT_A_VALUE = PREFIX + "notAValue";
    /** A function that calls itself on every path, so it never returns. */
    public static final String ENDLESS_RECURSION = PREFIX + "endlessRecursion";
    /** A {@code while} loop whose condition is always true: a rule has no other way out of a loop. */
    public static final String ENDLESS_LOOP = PREFIX + "endlessLoop";
    /** A division or {@code mod} by a constant 0. */
    public static final String DIVISION_BY_ZERO = PREFIX + "divisionByZero";
    /** A set type no expression can give: sets hold units, sites, factions, classes or numbers. */
    public static final String UNSUPPORTED_SET = PREFIX + "unsupportedSet";
    /** {@code damage} or {@code heal} in rules for a scenario that names no Strength resource. */
    public static final String NO_STRENGTH = PREFIX + "noStrength";

    private IssueCodes() {
    }
}
