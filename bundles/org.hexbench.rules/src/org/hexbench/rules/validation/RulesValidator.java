package org.hexbench.rules.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.CheckType;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.notation.Dice;
import org.hexbench.rules.notation.Percent;
import org.eclipse.xtext.EcoreUtil2;
import org.hexbench.rules.rules.Binary;
import org.hexbench.rules.rules.DamageStatement;
import org.hexbench.rules.rules.Declaration;
import org.hexbench.rules.rules.HealStatement;
import org.hexbench.rules.rules.Function;
import org.hexbench.rules.rules.Group;
import org.hexbench.rules.rules.Hook;
import org.hexbench.rules.rules.RandomEvent;
import org.hexbench.rules.rules.Roll;
import org.hexbench.rules.rules.RuleFile;
import org.hexbench.rules.rules.RulesPackage;
import org.hexbench.rules.rules.SetTypeRef;
import org.hexbench.rules.rules.Statement;
import org.hexbench.rules.rules.WhileStatement;
import org.hexbench.rules.scoping.ScenarioOfRules;
import org.hexbench.rules.scoping.RulesScopeProvider;
import org.hexbench.rules.typing.Type;
import org.hexbench.rules.typing.TypeChecker;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Scenario;

/**
 * Validation of rule files: the scenario must load, expressions must be well typed, hooks must have the
 * form of their kind and be reachable and unique, dice and chances must make sense. Every diagnostic carries an
 * issue code from {@link IssueCodes}. Type checking runs once per file (one memo of types for all elements).
 */
public class RulesValidator extends AbstractRulesValidator {

    private static final RulesPackage R = RulesPackage.eINSTANCE;

    /**
     * Checks the scenario link, unique names, hook forms, duplicates and reachability, and the types of everything.
     *
     * @param file the rule file
     */
    @Check(CheckType.FAST)
    public void checkFile(RuleFile file) {
        if (ScenarioOfRules.scenario(file) == null) {
            error("Cannot load the scenario '" + file.getScenario() + "' (the path is relative to this rule file)",
                    file, R.getRuleFile_Scenario(), IssueCodes.SCENARIO_NOT_FOUND);
        }
        checkUniqueNames(file);
        checkHooks(file);
        TypeChecker checker = new TypeChecker();
        TypeChecker.Problems problems = (where, feature, message, code) -> error(message, where, feature, code);
        for (var it = file.eAllContents(); it.hasNext();) {
            checker.check(it.next(), problems);
        }
    }

    private void checkUniqueNames(RuleFile file) {
        Map<String, EObject> seen = new HashMap<>();
        for (Declaration declaration : file.getDeclarations()) {
            if (declaration instanceof Group || declaration instanceof Function || declaration instanceof RandomEvent) {
                String name = RulesScopeProvider.nameOf(declaration);
                if (name != null && seen.putIfAbsent(name, declaration) != null) {
                    error("'" + name + "' is declared twice", declaration, declaration.eClass().getEStructuralFeature("name"),
                            IssueCodes.DUPLICATE_NAME);
                }
            }
        }
    }

    private void checkHooks(RuleFile file) {
        Map<HookKind, List<Hook>> earlier = new HashMap<>();
        for (Declaration declaration : file.getDeclarations()) {
            if (!(declaration instanceof Hook hook)) {
                continue;
            }
            HookKind kind = HookKind.of(hook.getKind());
            if (kind == null) {
                continue;
            }
            if (kind.isEffect() && hook.getValue() != null) {
                error("'on " + kind.text() + "' has effects: write its rules in a block { ... }", hook, R.getHook_Kind(),
                        IssueCodes.WRONG_HOOK_FORM);
            } else if (!kind.isEffect() && hook.getBody() != null) {
                error("'on " + kind.text() + "' gives a " + kind.result() + ": write '= expression'", hook, R.getHook_Kind(),
                        IssueCodes.WRONG_HOOK_FORM);
            }
            if (!hook.getFilter().isEmpty() && kind.filtered() == null) {
                error("'on " + kind.text() + "' has no unit or class to filter with 'of'", hook, R.getHook_Filter(),
                        IssueCodes.FILTER_NOT_ALLOWED);
            }
            List<Hook> before = earlier.computeIfAbsent(kind, k -> new ArrayList<>());
            Set<EntityClass> mine = classes(hook);
            for (Hook other : before) {
                if (other.getGuard() != null) {
                    continue;
                }
                Set<EntityClass> theirs = classes(other);
                boolean catchesAll = other.getFilter().isEmpty() || (mine != null && theirs != null && theirs.containsAll(mine) && !mine.isEmpty());
                if (!catchesAll) {
                    continue;
                }
                if (hook.getGuard() == null && sameFilter(mine, theirs, hook, other)) {
                    error("A second 'on " + kind.text() + "' hook for the same classes (line " + line(other) + ")", hook,
                            R.getHook_Kind(), IssueCodes.DUPLICATE_HOOK);
                } else {
                    warning("This hook never runs: the 'on " + kind.text() + "' hook on line " + line(other)
                            + " already handles all its cases", hook, R.getHook_Kind(), IssueCodes.UNREACHABLE_HOOK);
                }
                break;
            }
            before.add(hook);
        }
    }

    /**
     * A function that calls itself on every path never returns: in play the engine would stop it with "rule recursion
     * too deep" (a call depth limit); since that is known before play, it is an error.
     *
     * @param function a function declaration
     */
    @Check
    public void checkEndlessRecursion(org.hexbench.rules.rules.Function function) {
        if (function.getBody() != null && alwaysCalls(function.getBody(), function)) {
            error("'" + function.getName() + "' calls itself on every path, so it never returns (in play the rule"
                    + " would fail with 'rule recursion too deep'); give it a case that does not call itself",
                    function, R.getFunction_Name(), IssueCodes.ENDLESS_RECURSION);
        }
    }

    /**
     * @return whether evaluating the expression always calls the function: a branch or an operand that may be
     *         skipped ({@code if}'s branches unless both call, the right side of {@code and}/{@code or}, a
     *         quantifier's condition) does not count
     */
    private static boolean alwaysCalls(EObject e, org.hexbench.rules.rules.Function function) {
        if (e instanceof org.hexbench.rules.rules.Call call) {
            return call.getFunction() == function
                    || call.getArguments().stream().anyMatch(a -> alwaysCalls(a, function));
        }
        if (e instanceof org.hexbench.rules.rules.IfExpression branch) {
            return alwaysCalls(branch.getCondition(), function)
                    || alwaysCalls(branch.getThen(), function) && alwaysCalls(branch.getElse(), function);
        }
        if (e instanceof org.hexbench.rules.rules.Binary binary && ("and".equals(binary.getOp()) || "or".equals(binary.getOp()))) {
            return alwaysCalls(binary.getLeft(), function);
        }
        if (e instanceof org.hexbench.rules.rules.Comprehension comprehension) {
            return alwaysCalls(comprehension.getCollection(), function);
        }
        for (EObject child : e.eContents()) {
            if (alwaysCalls(child, function)) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameFilter(Set<EntityClass> mine, Set<EntityClass> theirs, Hook hook, Hook other) {
        if (hook.getFilter().isEmpty() || other.getFilter().isEmpty()) {
            return hook.getFilter().isEmpty() && other.getFilter().isEmpty();
        }
        return mine != null && mine.equals(theirs);
    }

    /** @return the classes a hook's filter covers, or {@code null} if a filter element does not resolve */
    private static Set<EntityClass> classes(Hook hook) {
        Set<EntityClass> result = new LinkedHashSet<>();
        for (EObject element : hook.getFilter()) {
            if (element instanceof EntityClass entityClass && !element.eIsProxy()) {
                result.add(entityClass);
            } else if (element instanceof Group group) {
                result.addAll(group.getMembers());
            } else {
                return null;
            }
        }
        return result;
    }

    private static int line(EObject element) {
        var node = org.eclipse.xtext.nodemodel.util.NodeModelUtils.getNode(element);
        return node == null ? 0 : node.getStartLine();
    }

    /**
     * Dice must have at least one side and at most 1000 dice.
     *
     * @param roll a roll
     */
    @Check
    public void checkDice(Roll roll) {
        if (roll.getDice() != null) {
            int[] dice = Dice.parse(roll.getDice());
            if (dice == null || dice[1] < 1 || dice[0] < 1 || dice[0] > 1000) {
                error("Dice need 1 to 1000 dice of at least one side, e.g. 2d6", roll, R.getRoll_Dice(), IssueCodes.INVALID_DICE);
            }
        } else if (roll.eIsSet(R.getRoll_Count()) && (roll.getCount() < 1 || roll.getCount() > 1000)) {
            error("Roll 1 to 1000 dice", roll, R.getRoll_Count(), IssueCodes.INVALID_DICE);
        } else if (Constants.intValue(roll.getSides()).orElse(1) < 1) {
            error("Dice need at least one side (in play a die of fewer sides rolls 0)", roll, R.getRoll_Sides(),
                    IssueCodes.INVALID_DICE);
        }
    }

    /**
     * A division or {@code mod} by a constant 0 is an error (in play {@code x / 0} gives 0 and {@code x mod 0} gives
     * x, for divisors that only turn out to be 0).
     *
     * @param binary a binary operation
     */
    @Check
    public void checkDivision(Binary binary) {
        if (("/".equals(binary.getOp()) || "mod".equals(binary.getOp())) && Constants.intValue(binary.getRight()).orElse(1) == 0) {
            error("Division by zero ('" + binary.getOp() + " 0' gives " + ("/".equals(binary.getOp()) ? "0" : "its left side")
                    + " in play; write that instead)", binary, R.getBinary_Right(), IssueCodes.DIVISION_BY_ZERO);
        }
    }

    /**
     * A {@code while} loop whose condition is always true never ends (a rule has no other way out of a loop): in play
     * it would exhaust the step budget.
     *
     * @param loop a loop
     */
    @Check
    public void checkLoop(WhileStatement loop) {
        if (Constants.boolValue(loop.getCondition()).orElse(false)) {
            error("This loop never ends: its condition is always true, and a loop ends only when its condition is false",
                    loop, R.getWhileStatement_Condition(), IssueCodes.ENDLESS_LOOP);
        }
    }

    /**
     * Sets hold units, sites, factions, classes or numbers: no expression gives a set of texts, truth values or sets,
     * so such a type could never be given a value.
     *
     * @param type a set type as written
     */
    @Check
    public void checkSetType(SetTypeRef type) {
        Type element = TypeChecker.typeOf(type.getElement());
        if (element != Type.ERROR && (!element.isScalar() || element == Type.BOOL)) {
            error("A set holds units, sites, factions, classes or numbers, not " + element, type, R.getSetTypeRef_Element(),
                    IssueCodes.UNSUPPORTED_SET);
        }
    }

    /**
     * {@code damage} and {@code heal} change the scenario's Strength resource (Hexkit User's Guide §7.3.8 Standard
     * Variables): rules for a scenario that names none cannot use them.
     *
     * @param statement a damage or heal statement
     */
    @Check
    public void checkStrength(Statement statement) {
        if (!(statement instanceof DamageStatement) && !(statement instanceof HealStatement)) {
            return;
        }
        RuleFile file = EcoreUtil2.getContainerOfType(statement, RuleFile.class);
        Scenario scenario = file == null ? null : ScenarioOfRules.scenario(file);
        if (scenario == null) {
            return;
        }
        var standard = scenario.getEntities() == null ? null : scenario.getEntities().getStandardVariables();
        if (standard == null || standard.getStrength() == null) {
            String what = statement instanceof DamageStatement ? "damage" : "heal";
            error("'" + what + "' changes the Strength resource, and the scenario names none (Entities, Standard"
                    + " Variables)", statement, null, IssueCodes.NO_STRENGTH);
        }
    }

    /**
     * A chance is at most 100%.
     *
     * @param chance a chance expression
     */
    @Check
    public void checkChance(org.hexbench.rules.rules.Chance chance) {
        if (Percent.partsPerMillion(chance.getPercent()) > 1_000_000) {
            error("A chance is at most 100%", chance, R.getChance_Percent(), IssueCodes.INVALID_CHANCE);
        }
    }

    /**
     * A random event's chance is at most 100%.
     *
     * @param event a random event
     */
    @Check
    public void checkEvent(RandomEvent event) {
        if (Percent.partsPerMillion(event.getChance()) > 1_000_000) {
            error("A chance is at most 100%", event, R.getRandomEvent_Chance(), IssueCodes.INVALID_CHANCE);
        }
    }
}
