package org.hexbench.rules.typing;

import java.util.IdentityHashMap;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.EcoreUtil2;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.rules.BasicTypeRef;
import org.hexbench.rules.rules.Binary;
import org.hexbench.rules.rules.BoolLiteral;
import org.hexbench.rules.rules.Call;
import org.hexbench.rules.rules.Chance;
import org.hexbench.rules.rules.ChangeOwnerStatement;
import org.hexbench.rules.rules.Comprehension;
import org.hexbench.rules.rules.Constant;
import org.hexbench.rules.rules.ContextRef;
import org.hexbench.rules.rules.DamageStatement;
import org.hexbench.rules.rules.DestroyStatement;
import org.hexbench.rules.rules.Distance;
import org.hexbench.rules.rules.ElementRef;
import org.hexbench.rules.rules.Everything;
import org.hexbench.rules.rules.Expression;
import org.hexbench.rules.rules.ForEachStatement;
import org.hexbench.rules.rules.Function;
import org.hexbench.rules.rules.Group;
import org.hexbench.rules.rules.HealStatement;
import org.hexbench.rules.rules.Hook;
import org.hexbench.rules.rules.IfExpression;
import org.hexbench.rules.rules.IfStatement;
import org.hexbench.rules.rules.IntLiteral;
import org.hexbench.rules.rules.IsTest;
import org.hexbench.rules.rules.LetExpression;
import org.hexbench.rules.rules.LetStatement;
import org.hexbench.rules.rules.Line;
import org.hexbench.rules.rules.Maximum;
import org.hexbench.rules.rules.MessageStatement;
import org.hexbench.rules.rules.PassStatement;
import org.hexbench.rules.rules.MinMax;
import org.hexbench.rules.rules.MoveStatement;
import org.hexbench.rules.rules.Negation;
import org.hexbench.rules.rules.Not;
import org.hexbench.rules.rules.OneOf;
import org.hexbench.rules.rules.Parameter;
import org.hexbench.rules.rules.Path;
import org.hexbench.rules.rules.PlaceStatement;
import org.hexbench.rules.rules.Query;
import org.hexbench.rules.rules.RandomEvent;
import org.hexbench.rules.rules.Roll;
import org.hexbench.rules.rules.RulesPackage;
import org.hexbench.rules.rules.SetStatement;
import org.hexbench.rules.rules.SetTypeRef;
import org.hexbench.rules.rules.SitesAround;
import org.hexbench.rules.rules.TextLiteral;
import org.hexbench.rules.rules.TypeRef;
import org.hexbench.rules.rules.UnitsAt;
import org.hexbench.rules.rules.VarStatement;
import org.hexbench.rules.rules.VariableAccess;
import org.hexbench.rules.rules.WhileStatement;
import org.hexbench.rules.validation.IssueCodes;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.VariableClass;

/**
 * The rule language's static type system: computes the {@link Type} of every expression and checks that
 * every operand has the type its place expects, that role keywords are available in their hook, and that calls have
 * the right arity. Types are memoized per instance; one instance serves one validation or one compilation.
 */
public final class TypeChecker {

    private static final RulesPackage R = RulesPackage.eINSTANCE;

    /** Receives type errors. */
    @FunctionalInterface
    public interface Problems {
        /**
         * @param where the element in error
         * @param feature the feature in error, or {@code null} for the whole element
         * @param message the message for the author
         * @param code the issue code (see {@link IssueCodes})
         */
        void error(EObject where, EStructuralFeature feature, String message, String code);
    }

    private final Map<EObject, Type> types = new IdentityHashMap<>();

    /**
     * @param ref a type as written
     * @return the type it denotes
     */
    public static Type typeOf(TypeRef ref) {
        if (ref instanceof SetTypeRef set) {
            return Type.setOf(set.getElement() == null ? Type.ERROR : typeOf(set.getElement()));
        }
        if (ref instanceof BasicTypeRef basic && basic.getKind() != null) {
            return switch (basic.getKind()) {
                case INT -> Type.INT;
                case BOOL -> Type.BOOL;
                case TEXT -> Type.TEXT;
                case UNIT -> Type.UNIT;
                case SITE -> Type.SITE;
                case FACTION -> Type.FACTION;
                case CLASS -> Type.CLASS;
            };
        }
        return Type.ERROR;
    }

    /**
     * @param declaration a rule-local declaration, group or scenario element referred to by name
     * @return the type of a reference to it
     */
    public Type typeOfDeclaration(EObject declaration) {
        if (declaration == null || declaration.eIsProxy()) {
            return Type.ERROR;
        }
        if (declaration instanceof EntityClass) {
            return Type.CLASS;
        }
        if (declaration instanceof Faction) {
            return Type.FACTION;
        }
        if (declaration instanceof Group) {
            return Type.setOf(Type.CLASS);
        }
        if (declaration instanceof Parameter parameter) {
            return typeOf(parameter.getType());
        }
        if (declaration instanceof LetStatement let) {
            return typeOf(let.getValue());
        }
        if (declaration instanceof VarStatement var) {
            return typeOf(var.getValue());
        }
        if (declaration instanceof LetExpression let) {
            return typeOf(let.getValue());
        }
        if (declaration instanceof ForEachStatement loop) {
            return elementOf(typeOf(loop.getCollection()));
        }
        if (declaration instanceof Comprehension comprehension) {
            return elementOf(typeOf(comprehension.getCollection()));
        }
        return Type.ERROR;
    }

    private static Type elementOf(Type type) {
        return type instanceof Type.SetType set ? set.element() : Type.ERROR;
    }

    /**
     * @param expression an expression (may be {@code null} after a syntax error)
     * @return its type, {@link Type#ERROR} if it cannot be computed
     */
    public Type typeOf(Expression expression) {
        if (expression == null) {
            return Type.ERROR;
        }
        Type known = types.get(expression);
        if (known == null) {
            types.put(expression, Type.ERROR); // guards against cycles through erroneous declarations
            known = compute(expression);
            types.put(expression, known);
        }
        return known;
    }

    private Type compute(Expression e) {
        if (e instanceof IntLiteral || e instanceof Roll || e instanceof Distance || e instanceof MinMax
                || e instanceof VariableAccess || e instanceof Maximum || e instanceof Negation) {
            return Type.INT;
        }
        if (e instanceof BoolLiteral || e instanceof Chance || e instanceof Not || e instanceof IsTest) {
            return Type.BOOL;
        }
        if (e instanceof TextLiteral) {
            return Type.TEXT;
        }
        if (e instanceof Binary binary) {
            return switch (binary.getOp()) {
                case "+", "-", "*", "/", "mod" -> Type.INT;
                default -> Type.BOOL;
            };
        }
        if (e instanceof LetExpression let) {
            return typeOf(let.getBody());
        }
        if (e instanceof IfExpression branch) {
            Type then = typeOf(branch.getThen());
            return then == Type.ERROR ? typeOf(branch.getElse()) : then;
        }
        if (e instanceof Comprehension comprehension) {
            return switch (comprehension.getQuantifier()) {
                case "all" -> typeOf(comprehension.getCollection()) instanceof Type.SetType set ? set : Type.ERROR;
                case "count" -> Type.INT;
                default -> Type.BOOL;
            };
        }
        if (e instanceof ContextRef ref) {
            Role role = Role.of(ref.getRole());
            return role == null ? Type.ERROR : role.type();
        }
        if (e instanceof Call call) {
            Function function = call.getFunction();
            return function == null || function.eIsProxy() ? Type.ERROR : typeOf(function.getType());
        }
        if (e instanceof ElementRef ref) {
            return typeOfDeclaration(ref.getElement());
        }
        if (e instanceof Query query) {
            return switch (query.getOp()) {
                case "site" -> Type.SITE;
                case "owner" -> Type.FACTION;
                case "class" -> Type.CLASS;
                case "count", "row", "column" -> Type.INT;
                case "neighbours" -> Type.setOf(Type.SITE);
                case "units" -> Type.setOf(Type.UNIT);
                case "opponents" -> Type.setOf(Type.FACTION);
                default -> Type.ERROR;
            };
        }
        if (e instanceof UnitsAt) {
            return Type.setOf(Type.UNIT);
        }
        if (e instanceof SitesAround || e instanceof Line || e instanceof Path) {
            return Type.setOf(Type.SITE);
        }
        if (e instanceof OneOf oneOf) {
            return elementOf(typeOf(oneOf.getCollection()));
        }
        if (e instanceof Everything everything) {
            return Type.setOf("sites".equals(everything.getWhat()) ? Type.SITE : Type.FACTION);
        }
        if (e instanceof Constant constant) {
            return "turn".equals(constant.getName()) ? Type.INT : Type.setOf(Type.INT);
        }
        return Type.ERROR;
    }

    // ------------------------------------------------------------------------------------------------ checking

    /**
     * Checks one element's own expectations (not its children's): call it for every element of a rule file.
     *
     * @param element a model element
     * @param problems receives the errors
     */
    public void check(EObject element, Problems problems) {
        Expectations expect = new Expectations(problems);
        switch (element) {
            case Binary b -> {
                switch (b.getOp()) {
                    case "and", "or" -> {
                        expect.type(b.getLeft(), Type.BOOL, "'" + b.getOp() + "'");
                        expect.type(b.getRight(), Type.BOOL, "'" + b.getOp() + "'");
                    }
                    case "=", "!=" -> {
                        Type left = typeOf(b.getLeft());
                        Type right = typeOf(b.getRight());
                        if (!left.accepts(right)) {
                            problems.error(b, R.getBinary_Op(), "Cannot compare " + left + " with " + right, IssueCodes.WRONG_TYPE);
                        }
                    }
                    default -> {
                        expect.type(b.getLeft(), Type.INT, "'" + b.getOp() + "'");
                        expect.type(b.getRight(), Type.INT, "'" + b.getOp() + "'");
                    }
                }
            }
            case Not n -> expect.type(n.getOperand(), Type.BOOL, "'not'");
            case Negation n -> expect.type(n.getOperand(), Type.INT, "'-'");
            case Roll roll -> {
                if (roll.getSides() != null) {
                    expect.type(roll.getSides(), Type.INT, "the sides of the dice");
                }
            }
            case IfExpression branch -> {
                expect.type(branch.getCondition(), Type.BOOL, "'if'");
                Type then = typeOf(branch.getThen());
                Type otherwise = typeOf(branch.getElse());
                if (!then.accepts(otherwise)) {
                    problems.error(branch.getElse(), null, "'else' gives " + otherwise + " but 'then' gives " + then, IssueCodes.WRONG_TYPE);
                }
            }
            case Comprehension c -> {
                expect.set(c.getCollection(), "'" + c.getQuantifier() + "'");
                expect.type(c.getCondition(), Type.BOOL, "'where'");
            }
            case ContextRef ref -> checkRole(ref, problems);
            case Call call -> checkCall(call, problems);
            case VariableAccess access -> expect.owner(access.getOwner(), true);
            case Maximum maximum -> expect.type(maximum.getOwner(), Type.UNIT, "'maximum'");
            case ElementRef ref -> {
                if (ref.getElement() instanceof VariableClass variable) {
                    problems.error(ref, R.getElementRef_Element(), "'" + variable.getId() + "' is a variable: write '"
                            + variable.getId() + " of unit'", IssueCodes.NOT_A_VALUE);
                }
            }
            case Query query -> {
                switch (query.getOp()) {
                    case "site", "owner", "class" -> expect.type(query.getArgument(), Type.UNIT, "'" + query.getOp() + " of'");
                    case "count" -> expect.set(query.getArgument(), "'count of'");
                    case "neighbours", "row", "column" -> expect.type(query.getArgument(), Type.SITE, "'" + query.getOp() + " of'");
                    case "units", "opponents" -> expect.type(query.getArgument(), Type.FACTION, "'" + query.getOp() + " of'");
                    default -> { }
                }
            }
            case UnitsAt at -> expect.type(at.getSite(), Type.SITE, "'units at'");
            case SitesAround around -> {
                expect.type(around.getRadius(), Type.INT, "'sites within'");
                expect.type(around.getCenter(), Type.SITE, "'around'");
            }
            case Line line -> {
                expect.type(line.getStart(), Type.SITE, "'line from'");
                expect.type(line.getDirection(), Type.INT, "'toward'");
            }
            case Distance d -> {
                expect.type(d.getFrom(), Type.SITE, "'distance from'");
                expect.type(d.getTo(), Type.SITE, "'to'");
            }
            case Path p -> {
                expect.type(p.getFrom(), Type.SITE, "'path from'");
                expect.type(p.getTo(), Type.SITE, "'to'");
            }
            case OneOf oneOf -> expect.set(oneOf.getCollection(), "'one of'");
            case MinMax m -> {
                expect.type(m.getLeft(), Type.INT, "'" + m.getOp() + "'");
                expect.type(m.getRight(), Type.INT, "'" + m.getOp() + "'");
            }
            case IsTest test -> {
                Type subject = typeOf(test.getSubject());
                if (test.getCollection() != null) {
                    Type collection = typeOf(test.getCollection());
                    if (collection != Type.ERROR && !(collection instanceof Type.SetType set && set.element().accepts(subject))) {
                        problems.error(test.getCollection(), null, "Expected a set of " + subject + " after 'is in' but found "
                                + collection, IssueCodes.WRONG_TYPE);
                    }
                } else if (test.isPlaced()) {
                    if (subject != Type.ERROR && subject != Type.UNIT) {
                        problems.error(test.getSubject(), null, "Expected a unit before 'is placed' but found " + subject, IssueCodes.WRONG_TYPE);
                    }
                } else if (subject != Type.ERROR && subject != Type.UNIT && subject != Type.CLASS) {
                    problems.error(test.getSubject(), null, "Expected a unit or class before 'is' but found " + subject, IssueCodes.WRONG_TYPE);
                }
                if (test.getKind() != null && !test.getKind().eIsProxy() && !(test.getKind() instanceof EntityClass)
                        && !(test.getKind() instanceof Group)) {
                    problems.error(test, R.getIsTest_Kind(), "Expected a class or group after 'is'", IssueCodes.NOT_A_CLASS);
                }
            }
            case SetStatement set -> checkSet(set, problems);
            case IfStatement s -> expect.type(s.getCondition(), Type.BOOL, "'if'");
            case WhileStatement s -> expect.type(s.getCondition(), Type.BOOL, "'while'");
            case ForEachStatement s -> {
                expect.set(s.getCollection(), "'for each'");
                if (s.getFilter() != null) {
                    expect.type(s.getFilter(), Type.BOOL, "'where'");
                }
            }
            case DamageStatement s -> {
                expect.type(s.getUnit(), Type.UNIT, "'damage'");
                expect.type(s.getAmount(), Type.INT, "'by'");
            }
            case HealStatement s -> {
                expect.type(s.getUnit(), Type.UNIT, "'heal'");
                expect.type(s.getAmount(), Type.INT, "'by'");
            }
            case DestroyStatement s -> expect.type(s.getUnit(), Type.UNIT, "'destroy'");
            case MoveStatement s -> {
                expect.type(s.getUnit(), Type.UNIT, "'move'");
                expect.type(s.getSite(), Type.SITE, "'to'");
            }
            case PlaceStatement s -> {
                expect.type(s.getEntityClass(), Type.CLASS, "'place'");
                expect.type(s.getFaction(), Type.FACTION, "'for'");
                if (s.getSite() != null) {
                    expect.type(s.getSite(), Type.SITE, "'at'");
                }
            }
            case ChangeOwnerStatement s -> {
                expect.type(s.getUnit(), Type.UNIT, "'change owner of'");
                expect.type(s.getFaction(), Type.FACTION, "'to'");
            }
            case PassStatement s -> expect.type(s.getFaction(), Type.FACTION, "'pass'");
            case MessageStatement s -> {
                for (Expression part : s.getParts()) {
                    if (typeOf(part) instanceof Type.SetType) {
                        problems.error(part, null, "A message cannot show a set; use 'count of'", IssueCodes.WRONG_TYPE);
                    }
                }
            }
            case Hook hook -> {
                HookKind kind = HookKind.of(hook.getKind());
                if (kind != null && !kind.isEffect() && hook.getValue() != null) {
                    expect.type(hook.getValue(), kind.result(), "'on " + kind.text() + "'");
                }
                if (hook.getGuard() != null) {
                    expect.type(hook.getGuard(), Type.BOOL, "'when'");
                }
            }
            case Function function -> expect.type(function.getBody(), typeOf(function.getType()), "'" + function.getName() + "'");
            default -> { }
        }
    }

    private void checkRole(ContextRef ref, Problems problems) {
        Role role = Role.of(ref.getRole());
        Hook hook = EcoreUtil2.getContainerOfType(ref, Hook.class);
        if (role == null) {
            return;
        }
        if (hook != null) {
            HookKind kind = HookKind.of(hook.getKind());
            if (kind != null && !kind.roles().contains(role)) {
                problems.error(ref, R.getContextRef_Role(), "'" + role.keyword() + "' is not available in 'on " + kind.text()
                        + "' (available: " + kind.roles().stream().map(Role::keyword).toList() + ")", IssueCodes.ROLE_NOT_AVAILABLE);
            }
        } else if (EcoreUtil2.getContainerOfType(ref, RandomEvent.class) != null) {
            if (role != Role.FACTION) {
                problems.error(ref, R.getContextRef_Role(), "'" + role.keyword() + "' is not available in an event (available: [faction])",
                        IssueCodes.ROLE_NOT_AVAILABLE);
            }
        } else {
            problems.error(ref, R.getContextRef_Role(), "'" + role.keyword() + "' is only available inside hooks; pass it as a parameter",
                    IssueCodes.ROLE_NOT_AVAILABLE);
        }
    }

    private void checkCall(Call call, Problems problems) {
        Function function = call.getFunction();
        if (function == null || function.eIsProxy()) {
            return;
        }
        int expected = function.getParameters().size();
        int actual = call.getArguments().size();
        if (expected != actual) {
            problems.error(call, R.getCall_Function(), "'" + function.getName() + "' takes " + expected + " argument"
                    + (expected == 1 ? "" : "s") + " but was given " + actual, IssueCodes.WRONG_ARITY);
            return;
        }
        Expectations expect = new Expectations(problems);
        for (int i = 0; i < expected; i++) {
            Parameter parameter = function.getParameters().get(i);
            expect.type(call.getArguments().get(i), typeOf(parameter.getType()), "parameter '" + parameter.getName() + "'");
        }
    }

    private void checkSet(SetStatement set, Problems problems) {
        EObject target = set.getTarget();
        if (target == null || target.eIsProxy()) {
            return;
        }
        Expectations expect = new Expectations(problems);
        if (target instanceof VariableClass variable) {
            if (set.getOwner() == null) {
                problems.error(set, R.getSetStatement_Target(), "Say whose '" + variable.getId() + "' to set: 'set "
                        + variable.getId() + " of unit to ...'", IssueCodes.MISSING_OWNER);
            } else {
                expect.owner(set.getOwner(), true);
            }
            expect.type(set.getValue(), Type.INT, "'set " + variable.getId() + "'");
        } else if (target instanceof VarStatement var) {
            if (set.getOwner() != null) {
                problems.error(set.getOwner(), null, "'" + var.getName() + "' is a rule variable and has no owner", IssueCodes.UNEXPECTED_OWNER);
            }
            expect.type(set.getValue(), typeOf(var.getValue()), "'set " + var.getName() + "'");
        }
    }

    /** Reports an error when an operand's type differs from the expected one. */
    private final class Expectations {
        private final Problems problems;

        Expectations(Problems problems) {
            this.problems = problems;
        }

        void type(Expression operand, Type expected, String place) {
            if (operand == null) {
                return;
            }
            Type actual = typeOf(operand);
            if (!expected.accepts(actual)) {
                problems.error(operand, null, "Expected " + expected + " for " + place + " but found " + actual, IssueCodes.WRONG_TYPE);
            }
        }

        void set(Expression operand, String place) {
            if (operand == null) {
                return;
            }
            Type actual = typeOf(operand);
            if (actual != Type.ERROR && !(actual instanceof Type.SetType)) {
                problems.error(operand, null, "Expected a set for " + place + " but found " + actual, IssueCodes.WRONG_TYPE);
            }
        }

        void owner(Expression operand, boolean factionToo) {
            if (operand == null) {
                return;
            }
            Type actual = typeOf(operand);
            if (actual != Type.ERROR && actual != Type.UNIT && !(factionToo && actual == Type.FACTION)) {
                problems.error(operand, null, "Expected a unit or faction as the owner of a variable but found " + actual, IssueCodes.WRONG_TYPE);
            }
        }
    }
}
