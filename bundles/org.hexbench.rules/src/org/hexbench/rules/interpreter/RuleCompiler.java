package org.hexbench.rules.interpreter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.interpreter.Code.Action;
import org.hexbench.rules.interpreter.Code.BoolCode;
import org.hexbench.rules.interpreter.Code.IntCode;
import org.hexbench.rules.interpreter.Code.SetCode;
import org.hexbench.rules.interpreter.Code.TextCode;
import org.hexbench.rules.notation.Dice;
import org.hexbench.rules.notation.Percent;
import org.hexbench.rules.rules.Binary;
import org.hexbench.rules.rules.Block;
import org.hexbench.rules.rules.BoolLiteral;
import org.hexbench.rules.rules.Call;
import org.hexbench.rules.rules.Chance;
import org.hexbench.rules.rules.ChangeOwnerStatement;
import org.hexbench.rules.rules.Comprehension;
import org.hexbench.rules.rules.Constant;
import org.hexbench.rules.rules.ContextRef;
import org.hexbench.rules.rules.DamageStatement;
import org.hexbench.rules.rules.Declaration;
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
import org.hexbench.rules.rules.RuleFile;
import org.hexbench.rules.rules.SetStatement;
import org.hexbench.rules.rules.SitesAround;
import org.hexbench.rules.rules.Statement;
import org.hexbench.rules.rules.TextLiteral;
import org.hexbench.rules.rules.UnitsAt;
import org.hexbench.rules.rules.VarStatement;
import org.hexbench.rules.rules.VariableAccess;
import org.hexbench.rules.rules.WhileStatement;
import org.hexbench.rules.typing.Type;
import org.hexbench.rules.typing.TypeChecker;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.VariableClass;

/**
 * Compiles a validated rule file into {@link CompiledRules}: closures over slot numbers and element indexes, so no
 * EMF object is touched when a hook runs. Every compiled node counts one step of the run's budget and
 * knows its line for {@link RuleError}s. The file must be free of errors (validate first).
 *
 * <p>Every operation of the language gives a value, so a file that validates does not fail in play for want of one:
 * {@code x / 0} is 0 and {@code x mod 0} is x (Lean's and Pony's total division, which keeps
 * {@code x = (x / y) * y + x mod y}); a die of fewer than one side rolls 0; {@code one of} an empty set is
 * {@link #NONE} (0 for a set of numbers). A constant divisor 0 or a constant die of no sides is a validation error
 * instead. The only {@link RuleError}s left are those of rules that never finish: the step budget, the call depth
 * ({@link Run#CALL_DEPTH_LIMIT}) and hooks that set one another off without end ({@link CompiledRules#HOOK_NESTING_LIMIT}).
 */
public final class RuleCompiler {

    /**
     * The value of "no unit", "no site", "no faction" and "no class" (what {@code one of} an empty set gives, and what
     * the world answers for the site of an unplaced unit): every query of it answers none, 0 or an empty set, and every
     * effect on it does nothing.
     */
    public static final int NONE = -1;

    private final ElementIndex index;
    private final TypeChecker types = new TypeChecker();
    private final Map<Function, FunctionCode> functions = new IdentityHashMap<>();
    private Layout layout;

    private RuleCompiler(ElementIndex index) {
        this.index = index;
    }

    /**
     * @param file a rule file without validation errors
     * @param index the indexes of scenario elements in the world
     * @param stepBudget the steps each hook evaluation may take
     * @return the executable rules
     */
    public static CompiledRules compile(RuleFile file, ElementIndex index, int stepBudget) {
        return new RuleCompiler(index).compileFile(file, stepBudget);
    }

    private CompiledRules compileFile(RuleFile file, int stepBudget) {
        for (Declaration declaration : file.getDeclarations()) {
            if (declaration instanceof Function function) {
                functions.put(function, new FunctionCode(function.getName()));
            }
        }
        for (Map.Entry<Function, FunctionCode> entry : functions.entrySet()) {
            compileFunction(entry.getKey(), entry.getValue());
        }
        Map<HookKind, List<CompiledHook>> hooks = new EnumMap<>(HookKind.class);
        List<CompiledEvent> events = new ArrayList<>();
        for (Declaration declaration : file.getDeclarations()) {
            if (declaration instanceof Hook hook) {
                HookKind kind = HookKind.of(hook.getKind());
                hooks.computeIfAbsent(kind, k -> new ArrayList<>()).add(compileHook(hook, kind));
            } else if (declaration instanceof RandomEvent event) {
                layout = new Layout();
                Action body = block(event.getBody());
                events.add(new CompiledEvent(event.getName(), Percent.partsPerMillion(event.getChance()), body,
                        layout.ints, layout.objects, line(event)));
            }
        }
        var uri = file.eResource() == null ? null : file.eResource().getURI();
        return new CompiledRules(hooks, events, stepBudget, uri == null ? null : uri.lastSegment());
    }

    private void compileFunction(Function function, FunctionCode code) {
        layout = new Layout();
        for (Parameter parameter : function.getParameters()) {
            layout.declare(parameter, TypeChecker.typeOf(parameter.getType()));
        }
        Type result = TypeChecker.typeOf(function.getType());
        code.parameterSlots = new int[function.getParameters().size()];
        code.parameterIsObject = new boolean[code.parameterSlots.length];
        for (int i = 0; i < code.parameterSlots.length; i++) {
            Parameter parameter = function.getParameters().get(i);
            code.parameterSlots[i] = layout.slot(parameter);
            code.parameterIsObject[i] = !TypeChecker.typeOf(parameter.getType()).isScalar();
        }
        code.body = any(function.getBody(), result);
        code.ints = layout.ints;
        code.objects = layout.objects;
    }

    private CompiledHook compileHook(Hook hook, HookKind kind) {
        layout = new Layout();
        boolean[] filter = null;
        if (!hook.getFilter().isEmpty()) {
            LinkedHashSet<Integer> classes = new LinkedHashSet<>();
            for (EObject element : hook.getFilter()) {
                if (element instanceof EntityClass entityClass) {
                    classes.add(index.classIndex(entityClass));
                } else if (element instanceof Group group) {
                    for (EntityClass member : group.getMembers()) {
                        classes.add(index.classIndex(member));
                    }
                }
            }
            int max = classes.stream().mapToInt(Integer::intValue).max().orElse(-1);
            filter = new boolean[max + 1];
            for (int c : classes) {
                if (c >= 0) {
                    filter[c] = true;
                }
            }
        }
        BoolCode guard = hook.getGuard() == null ? null : bool(hook.getGuard());
        Object body = kind.isEffect() ? block(hook.getBody()) : any(hook.getValue(), kind.result());
        String name = "on " + kind.text() + (hook.getFilter().isEmpty() ? "" : " of "
                + String.join(", ", hook.getFilter().stream().map(org.hexbench.rules.scoping.RulesScopeProvider::nameOf).toList()));
        return new CompiledHook(kind, name, filter, guard, body, layout.ints, layout.objects, line(hook));
    }

    // ------------------------------------------------------------------------------------------------ expressions

    private Object any(Expression e, Type type) {
        if (type == Type.BOOL) {
            return bool(e);
        }
        if (type == Type.TEXT) {
            return text(e);
        }
        if (type instanceof Type.SetType) {
            return set(e);
        }
        return integer(e);
    }

    private static int line(EObject element) {
        ICompositeNode node = NodeModelUtils.getNode(element);
        return node == null ? 0 : node.getStartLine();
    }

    private IntCode integer(Expression e) {
        int line = line(e);
        switch (e) {
            case IntLiteral literal -> {
                int value = literal.getValue();
                return f -> {
                    f.run.tick(line);
                    return value;
                };
            }
            case Roll roll -> {
                if (roll.getDice() != null) {
                    int[] dice = Dice.parse(roll.getDice());
                    int count = dice[0];
                    int sides = dice[1];
                    return f -> {
                        f.run.tick(line);
                        return roll(f, count, sides);
                    };
                }
                int count = roll.eIsSet(roll.eClass().getEStructuralFeature("count")) ? roll.getCount() : 1;
                IntCode sides = integer(roll.getSides());
                return f -> {
                    f.run.tick(line);
                    int s = sides.eval(f);
                    return s < 1 ? 0 : roll(f, count, s); // a die without sides shows nothing (the validator rejects constant ones)
                };
            }
            case Negation negation -> {
                IntCode operand = integer(negation.getOperand());
                return f -> {
                    f.run.tick(line);
                    return -operand.eval(f);
                };
            }
            case Binary binary -> {
                IntCode left = integer(binary.getLeft());
                IntCode right = integer(binary.getRight());
                return switch (binary.getOp()) {
                    case "+" -> f -> {
                        f.run.tick(line);
                        return left.eval(f) + right.eval(f);
                    };
                    case "-" -> f -> {
                        f.run.tick(line);
                        return left.eval(f) - right.eval(f);
                    };
                    case "*" -> f -> {
                        f.run.tick(line);
                        return left.eval(f) * right.eval(f);
                    };
                    case "/" -> f -> {
                        f.run.tick(line);
                        int l = left.eval(f);
                        int r = right.eval(f);
                        return r == 0 ? 0 : Math.floorDiv(l, r); // x / 0 = 0 (the validator rejects a constant 0)
                    };
                    default -> f -> {
                        f.run.tick(line);
                        int l = left.eval(f);
                        int r = right.eval(f);
                        return r == 0 ? l : Math.floorMod(l, r); // x mod 0 = x, so x = (x / 0) * 0 + x mod 0
                    };
                };
            }
            case MinMax m -> {
                IntCode left = integer(m.getLeft());
                IntCode right = integer(m.getRight());
                boolean min = "min".equals(m.getOp());
                return f -> {
                    f.run.tick(line);
                    int l = left.eval(f);
                    int r = right.eval(f);
                    return min ? Math.min(l, r) : Math.max(l, r);
                };
            }
            case Distance d -> {
                IntCode from = integer(d.getFrom());
                IntCode to = integer(d.getTo());
                return f -> {
                    f.run.tick(line);
                    return f.run.world.distance(from.eval(f), to.eval(f));
                };
            }
            case VariableAccess access -> {
                int variable = index.variableIndex((VariableClass) access.getVariable());
                IntCode owner = integer(access.getOwner());
                if (types.typeOf(access.getOwner()) == Type.FACTION) {
                    return f -> {
                        f.run.tick(line);
                        return f.run.world.factionVariable(owner.eval(f), variable);
                    };
                }
                return f -> {
                    f.run.tick(line);
                    return f.run.world.unitVariable(owner.eval(f), variable);
                };
            }
            case Maximum maximum -> {
                int variable = index.variableIndex((VariableClass) maximum.getVariable());
                IntCode owner = integer(maximum.getOwner());
                return f -> {
                    f.run.tick(line);
                    return f.run.world.unitMaximum(owner.eval(f), variable);
                };
            }
            case Comprehension c -> {
                SetCode collection = set(c.getCollection());
                int slot = layout.declare(c, Type.INT);
                BoolCode condition = bool(c.getCondition());
                return f -> {
                    f.run.tick(line);
                    int count = 0;
                    for (int element : collection.eval(f)) {
                        f.run.tick(line);
                        f.ints[slot] = element;
                        if (condition.eval(f)) {
                            count++;
                        }
                    }
                    return count;
                };
            }
            case ContextRef ref -> {
                Role role = Role.of(ref.getRole());
                return f -> {
                    f.run.tick(line);
                    return f.run.bindings.get(role);
                };
            }
            case ElementRef ref -> {
                EObject element = ref.getElement();
                if (element instanceof EntityClass entityClass) {
                    int value = index.classIndex(entityClass);
                    return f -> {
                        f.run.tick(line);
                        return value;
                    };
                }
                if (element instanceof Faction faction) {
                    int value = index.factionIndex(faction);
                    return f -> {
                        f.run.tick(line);
                        return value;
                    };
                }
                int slot = layout.slot(element);
                return f -> {
                    f.run.tick(line);
                    return f.ints[slot];
                };
            }
            case Query query -> {
                String op = query.getOp();
                if ("count".equals(op)) {
                    SetCode argument = set(query.getArgument());
                    return f -> {
                        f.run.tick(line);
                        return argument.eval(f).length;
                    };
                }
                IntCode argument = integer(query.getArgument());
                return switch (op) {
                    case "site" -> f -> {
                        f.run.tick(line);
                        return f.run.world.siteOf(argument.eval(f));
                    };
                    case "owner" -> f -> {
                        f.run.tick(line);
                        return f.run.world.ownerOf(argument.eval(f));
                    };
                    case "class" -> f -> {
                        f.run.tick(line);
                        return f.run.world.classOf(argument.eval(f));
                    };
                    case "row" -> f -> {
                        f.run.tick(line);
                        return f.run.world.row(argument.eval(f));
                    };
                    default -> f -> {
                        f.run.tick(line);
                        return f.run.world.column(argument.eval(f));
                    };
                };
            }
            case OneOf oneOf -> {
                SetCode collection = set(oneOf.getCollection());
                int none = types.typeOf(oneOf) == Type.INT ? 0 : NONE;
                return f -> {
                    f.run.tick(line);
                    int[] elements = collection.eval(f);
                    if (elements.length == 0) {
                        return none; // 'one of' nothing: no unit, site, faction or class (0 for a number)
                    }
                    return elements[f.run.random.nextInt(elements.length)];
                };
            }
            case Constant constant -> {
                return f -> {
                    f.run.tick(line);
                    return f.run.world.turn();
                };
            }
            default -> {
                return generic(e, line).asInt();
            }
        }
    }

    private static int roll(Frame f, int count, int sides) {
        int sum = 0;
        for (int i = 0; i < count; i++) {
            sum += 1 + f.run.random.nextInt(sides);
        }
        return sum;
    }

    private BoolCode bool(Expression e) {
        int line = line(e);
        switch (e) {
            case BoolLiteral literal -> {
                boolean value = literal.isValue();
                return f -> {
                    f.run.tick(line);
                    return value;
                };
            }
            case Chance chance -> {
                int ppm = Percent.partsPerMillion(chance.getPercent());
                return f -> {
                    f.run.tick(line);
                    return f.run.random.nextInt(Percent.CERTAIN) < ppm;
                };
            }
            case Not not -> {
                BoolCode operand = bool(not.getOperand());
                return f -> {
                    f.run.tick(line);
                    return !operand.eval(f);
                };
            }
            case Binary binary -> {
                return comparison(binary, line);
            }
            case IsTest test -> {
                boolean negated = test.isNegated();
                if (test.getCollection() != null) {
                    SetCode collection = set(test.getCollection());
                    if (types.typeOf(test.getSubject()).isScalar()) {
                        IntCode subject = integer(test.getSubject());
                        return f -> {
                            f.run.tick(line);
                            int value = subject.eval(f);
                            for (int element : collection.eval(f)) {
                                if (element == value) {
                                    return !negated;
                                }
                            }
                            return negated;
                        };
                    }
                    throw new IllegalStateException("only units, sites, factions, classes and numbers are kept in sets (line "
                            + line + "); the validator rejects other sets");
                }
                if (test.isPlaced()) {
                    IntCode unit = integer(test.getSubject());
                    return f -> {
                        f.run.tick(line);
                        return (f.run.world.siteOf(unit.eval(f)) >= 0) != negated;
                    };
                }
                boolean[] classes = classSet(test.getKind());
                IntCode subject = integer(test.getSubject());
                boolean isUnit = types.typeOf(test.getSubject()) == Type.UNIT;
                return f -> {
                    f.run.tick(line);
                    int value = subject.eval(f);
                    int c = isUnit ? f.run.world.classOf(value) : value;
                    return (c >= 0 && c < classes.length && classes[c]) != negated;
                };
            }
            case Comprehension c -> {
                SetCode collection = set(c.getCollection());
                int slot = layout.declare(c, Type.INT);
                BoolCode condition = bool(c.getCondition());
                boolean every = "every".equals(c.getQuantifier());
                return f -> {
                    f.run.tick(line);
                    for (int element : collection.eval(f)) {
                        f.run.tick(line);
                        f.ints[slot] = element;
                        if (condition.eval(f) != every) {
                            return !every;
                        }
                    }
                    return every;
                };
            }
            case ElementRef ref -> {
                int slot = layout.slot(ref.getElement());
                return f -> {
                    f.run.tick(line);
                    return f.ints[slot] != 0;
                };
            }
            default -> {
                return generic(e, line).asBool();
            }
        }
    }

    private boolean[] classSet(EObject kind) {
        List<Integer> classes = new ArrayList<>();
        if (kind instanceof EntityClass entityClass) {
            classes.add(index.classIndex(entityClass));
        } else if (kind instanceof Group group) {
            for (EntityClass member : group.getMembers()) {
                classes.add(index.classIndex(member));
            }
        }
        boolean[] result = new boolean[classes.stream().mapToInt(Integer::intValue).max().orElse(-1) + 1];
        for (int c : classes) {
            if (c >= 0) {
                result[c] = true;
            }
        }
        return result;
    }

    private BoolCode comparison(Binary binary, int line) {
        String op = binary.getOp();
        if ("and".equals(op) || "or".equals(op)) {
            BoolCode left = bool(binary.getLeft());
            BoolCode right = bool(binary.getRight());
            return "and".equals(op) ? f -> {
                f.run.tick(line);
                return left.eval(f) && right.eval(f);
            } : f -> {
                f.run.tick(line);
                return left.eval(f) || right.eval(f);
            };
        }
        Type type = types.typeOf(binary.getLeft());
        if (type == Type.ERROR) {
            type = types.typeOf(binary.getRight());
        }
        if (type.isScalar()) {
            IntCode left = type == Type.BOOL ? asInt(bool(binary.getLeft())) : integer(binary.getLeft());
            IntCode right = type == Type.BOOL ? asInt(bool(binary.getRight())) : integer(binary.getRight());
            return switch (op) {
                case "=" -> f -> {
                    f.run.tick(line);
                    return left.eval(f) == right.eval(f);
                };
                case "!=" -> f -> {
                    f.run.tick(line);
                    return left.eval(f) != right.eval(f);
                };
                case "<" -> f -> {
                    f.run.tick(line);
                    return left.eval(f) < right.eval(f);
                };
                case "<=" -> f -> {
                    f.run.tick(line);
                    return left.eval(f) <= right.eval(f);
                };
                case ">" -> f -> {
                    f.run.tick(line);
                    return left.eval(f) > right.eval(f);
                };
                default -> f -> {
                    f.run.tick(line);
                    return left.eval(f) >= right.eval(f);
                };
            };
        }
        boolean equal = "=".equals(op);
        if (type == Type.TEXT) {
            TextCode left = text(binary.getLeft());
            TextCode right = text(binary.getRight());
            return f -> {
                f.run.tick(line);
                return left.eval(f).equals(right.eval(f)) == equal;
            };
        }
        SetCode left = set(binary.getLeft());
        SetCode right = set(binary.getRight());
        return f -> {
            f.run.tick(line);
            int[] l = left.eval(f).clone();
            int[] r = right.eval(f).clone();
            Arrays.sort(l);
            Arrays.sort(r);
            return Arrays.equals(l, r) == equal;
        };
    }

    private static IntCode asInt(BoolCode code) {
        return f -> code.eval(f) ? 1 : 0;
    }

    private SetCode set(Expression e) {
        int line = line(e);
        switch (e) {
            case Comprehension c -> {
                SetCode collection = set(c.getCollection());
                int slot = layout.declare(c, Type.INT);
                BoolCode condition = bool(c.getCondition());
                return f -> {
                    f.run.tick(line);
                    int[] elements = collection.eval(f);
                    int[] kept = new int[elements.length];
                    int n = 0;
                    for (int element : elements) {
                        f.run.tick(line);
                        f.ints[slot] = element;
                        if (condition.eval(f)) {
                            kept[n++] = element;
                        }
                    }
                    return n == kept.length ? kept : Arrays.copyOf(kept, n);
                };
            }
            case ContextRef ref -> {
                return f -> {
                    f.run.tick(line);
                    return f.run.bindings.candidates();
                };
            }
            case ElementRef ref -> {
                if (ref.getElement() instanceof Group group) {
                    int[] members = group.getMembers().stream().mapToInt(index::classIndex).distinct().toArray();
                    return f -> {
                        f.run.tick(line);
                        return members;
                    };
                }
                int slot = layout.slot(ref.getElement());
                return f -> {
                    f.run.tick(line);
                    return (int[]) f.objects[slot];
                };
            }
            case Query query -> {
                IntCode argument = integer(query.getArgument());
                return switch (query.getOp()) {
                    case "neighbours" -> f -> {
                        f.run.tick(line);
                        return f.run.world.neighbours(argument.eval(f));
                    };
                    case "units" -> f -> {
                        f.run.tick(line);
                        return f.run.world.unitsOf(argument.eval(f));
                    };
                    default -> f -> {
                        f.run.tick(line);
                        int faction = argument.eval(f);
                        return Arrays.stream(f.run.world.factions()).filter(other -> other != faction).toArray();
                    };
                };
            }
            case UnitsAt at -> {
                IntCode site = integer(at.getSite());
                return f -> {
                    f.run.tick(line);
                    return f.run.world.unitsAt(site.eval(f));
                };
            }
            case SitesAround around -> {
                return query(line, integer(around.getCenter()), integer(around.getRadius()), RuleWorld::sitesWithin);
            }
            case Line l -> {
                return query(line, integer(l.getStart()), integer(l.getDirection()), RuleWorld::line);
            }
            case Path p -> {
                return query(line, integer(p.getFrom()), integer(p.getTo()), RuleWorld::path);
            }
            case Everything everything -> {
                boolean sites = "sites".equals(everything.getWhat());
                return f -> {
                    f.run.tick(line);
                    return sites ? f.run.world.sites() : f.run.world.factions();
                };
            }
            case Constant constant -> {
                return f -> {
                    f.run.tick(line);
                    int n = f.run.world.directionCount();
                    int[] directions = new int[n];
                    for (int i = 0; i < n; i++) {
                        directions[i] = i;
                    }
                    return directions;
                };
            }
            default -> {
                return generic(e, line).asSet();
            }
        }
    }

    private TextCode text(Expression e) {
        int line = line(e);
        if (e instanceof TextLiteral literal) {
            String value = literal.getValue();
            return f -> {
                f.run.tick(line);
                return value;
            };
        }
        if (e instanceof ElementRef ref && !(ref.getElement() instanceof EntityClass) && !(ref.getElement() instanceof Faction)) {
            int slot = layout.slot(ref.getElement());
            return f -> {
                f.run.tick(line);
                return (String) f.objects[slot];
            };
        }
        return generic(e, line).asText();
    }

    /**
     * Compiles the forms that have the same shape for every type (let, if, calls): the result is adapted to the
     * requested kind of code.
     */
    private Generic generic(Expression e, int line) {
        Type type = types.typeOf(e);
        switch (e) {
            case LetExpression let -> {
                Type valueType = types.typeOf(let.getValue());
                Object value = any(let.getValue(), valueType);
                int slot = layout.declare(let, valueType);
                Action bind = store(value, valueType, slot, line);
                Object body = any(let.getBody(), type);
                return new Generic(type, body, bind);
            }
            case IfExpression branch -> {
                BoolCode condition = bool(branch.getCondition());
                Object then = any(branch.getThen(), type);
                Object otherwise = any(branch.getElse(), type);
                return Generic.choice(type, condition, then, otherwise, line);
            }
            case Call call -> {
                FunctionCode function = functions.get(call.getFunction());
                Object[] arguments = new Object[call.getArguments().size()];
                for (int i = 0; i < arguments.length; i++) {
                    Expression argument = call.getArguments().get(i);
                    arguments[i] = any(argument, TypeChecker.typeOf(call.getFunction().getParameters().get(i).getType()));
                }
                return Generic.call(type, function, arguments, line);
            }
            default -> throw new IllegalStateException("cannot compile " + e.eClass().getName() + " as " + type + " (line " + line + ")");
        }
    }

    private static Action store(Object value, Type type, int slot, int line) {
        if (value instanceof BoolCode b) {
            return f -> f.ints[slot] = b.eval(f) ? 1 : 0;
        }
        if (value instanceof IntCode i) {
            return f -> f.ints[slot] = i.eval(f);
        }
        if (value instanceof SetCode s) {
            return f -> f.objects[slot] = s.eval(f);
        }
        TextCode t = (TextCode) value;
        return f -> f.objects[slot] = t.eval(f);
    }

    // ------------------------------------------------------------------------------------------------ statements

    private Action block(Block block) {
        if (block == null) {
            return f -> { };
        }
        List<Action> actions = new ArrayList<>();
        for (Statement statement : block.getStatements()) {
            actions.add(statement(statement));
        }
        Action[] all = actions.toArray(Action[]::new);
        if (all.length == 1) {
            return all[0];
        }
        return f -> {
            for (Action action : all) {
                action.run(f);
            }
        };
    }

    private Action statement(Statement s) {
        int line = line(s);
        switch (s) {
            case LetStatement let -> {
                Type type = types.typeOf(let.getValue());
                Object value = any(let.getValue(), type);
                return store(value, type, layout.declare(let, type), line);
            }
            case VarStatement var -> {
                Type type = types.typeOf(var.getValue());
                Object value = any(var.getValue(), type);
                return store(value, type, layout.declare(var, type), line);
            }
            case SetStatement set -> {
                if (set.getTarget() instanceof VariableClass variable) {
                    int v = index.variableIndex(variable);
                    boolean ofFaction = types.typeOf(set.getOwner()) == Type.FACTION;
                    IntCode owner = integer(set.getOwner());
                    IntCode value = integer(set.getValue());
                    return f -> {
                        f.run.tick(line);
                        f.run.world.emit(new Effect.SetVariable(ofFaction, owner.eval(f), v, value.eval(f)));
                    };
                }
                VarStatement var = (VarStatement) set.getTarget();
                Type type = types.typeOf(var.getValue());
                Action store = store(any(set.getValue(), type), type, layout.slot(var), line);
                return f -> {
                    f.run.tick(line);
                    store.run(f);
                };
            }
            case IfStatement branch -> {
                BoolCode condition = bool(branch.getCondition());
                Action then = block(branch.getThen());
                Action otherwise = branch.getElseIf() != null ? statement(branch.getElseIf()) : block(branch.getElse());
                return f -> {
                    f.run.tick(line);
                    if (condition.eval(f)) {
                        then.run(f);
                    } else {
                        otherwise.run(f);
                    }
                };
            }
            case WhileStatement loop -> {
                BoolCode condition = bool(loop.getCondition());
                Action body = block(loop.getBody());
                return f -> {
                    while (condition.eval(f)) {
                        f.run.tick(line);
                        body.run(f);
                    }
                };
            }
            case ForEachStatement loop -> {
                SetCode collection = set(loop.getCollection());
                int slot = layout.declare(loop, Type.INT);
                BoolCode filter = loop.getFilter() == null ? null : bool(loop.getFilter());
                Action body = block(loop.getBody());
                return f -> {
                    f.run.tick(line);
                    for (int element : collection.eval(f)) {
                        f.run.tick(line);
                        f.ints[slot] = element;
                        if (filter == null || filter.eval(f)) {
                            body.run(f);
                        }
                    }
                };
            }
            case DamageStatement damage -> {
                return effect(line, integer(damage.getUnit()), integer(damage.getAmount()), Effect.Damage::new);
            }
            case HealStatement heal -> {
                return effect(line, integer(heal.getUnit()), integer(heal.getAmount()), Effect.Heal::new);
            }
            case DestroyStatement destroy -> {
                IntCode unit = integer(destroy.getUnit());
                return f -> {
                    f.run.tick(line);
                    f.run.world.emit(new Effect.Destroy(unit.eval(f)));
                };
            }
            case MoveStatement move -> {
                return effect(line, integer(move.getUnit()), integer(move.getSite()), Effect.Move::new);
            }
            case PlaceStatement place -> {
                IntCode entityClass = integer(place.getEntityClass());
                IntCode faction = integer(place.getFaction());
                IntCode site = place.getSite() == null ? f -> -1 : integer(place.getSite());
                return f -> {
                    f.run.tick(line);
                    f.run.world.emit(new Effect.Place(entityClass.eval(f), faction.eval(f), site.eval(f)));
                };
            }
            case ChangeOwnerStatement change -> {
                return effect(line, integer(change.getUnit()), integer(change.getFaction()), Effect.ChangeOwner::new);
            }
            case PassStatement pass -> {
                IntCode faction = integer(pass.getFaction());
                return f -> {
                    f.run.tick(line);
                    f.run.world.emit(new Effect.Pass(faction.eval(f)));
                };
            }
            case MessageStatement message -> {
                List<TextCode> parts = new ArrayList<>();
                for (Expression part : message.getParts()) {
                    parts.add(shown(part));
                }
                TextCode[] all = parts.toArray(TextCode[]::new);
                return f -> {
                    f.run.tick(line);
                    StringBuilder text = new StringBuilder();
                    for (TextCode part : all) {
                        text.append(part.eval(f));
                    }
                    f.run.world.emit(new Effect.Message(text.toString()));
                };
            }
            default -> throw new IllegalStateException("cannot compile " + s.eClass().getName());
        }
    }

    /** @return code that shows any scalar or text value in a message */
    /** A world query of two int arguments that yields a set, e.g. the sites within a radius of a centre. */
    private interface SetQuery {
        int[] ask(RuleWorld world, int first, int second);
    }

    /** An effect record made of two int arguments, e.g. damage to a unit by an amount. */
    private interface EffectOf2 {
        Effect make(int first, int second);
    }

    /** Compiles a two-argument world query: one step of the budget, then the query. */
    private static SetCode query(int line, IntCode first, IntCode second, SetQuery query) {
        return f -> {
            f.run.tick(line);
            return query.ask(f.run.world, first.eval(f), second.eval(f));
        };
    }

    /** Compiles a two-argument effect statement: one step of the budget, then the effect is emitted. */
    private static Action effect(int line, IntCode first, IntCode second, EffectOf2 effect) {
        return f -> {
            f.run.tick(line);
            f.run.world.emit(effect.make(first.eval(f), second.eval(f)));
        };
    }

    private TextCode shown(Expression part) {
        Type type = types.typeOf(part);
        if (type == Type.TEXT) {
            return text(part);
        }
        if (type == Type.BOOL) {
            BoolCode b = bool(part);
            return f -> b.eval(f) ? "yes" : "no";
        }
        IntCode value = integer(part);
        if (type == Type.INT) {
            return f -> Integer.toString(value.eval(f));
        }
        return f -> f.run.world.describe(type, value.eval(f));
    }

    /** Slot numbers of the locals of the hook, event or function being compiled. */
    private static final class Layout {
        final Map<EObject, Integer> slots = new IdentityHashMap<>();
        int ints;
        int objects;

        int declare(EObject declaration, Type type) {
            Integer known = slots.get(declaration);
            if (known != null) {
                return known;
            }
            int slot = type.isScalar() ? ints++ : objects++;
            slots.put(declaration, slot);
            return slot;
        }

        int slot(EObject declaration) {
            Integer slot = slots.get(declaration);
            if (slot == null) {
                throw new IllegalStateException("undeclared local " + declaration);
            }
            return slot;
        }
    }
}
