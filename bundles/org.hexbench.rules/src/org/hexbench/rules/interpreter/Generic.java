package org.hexbench.rules.interpreter;

import org.hexbench.rules.interpreter.Code.Action;
import org.hexbench.rules.interpreter.Code.BoolCode;
import org.hexbench.rules.interpreter.Code.IntCode;
import org.hexbench.rules.interpreter.Code.SetCode;
import org.hexbench.rules.interpreter.Code.TextCode;
import org.hexbench.rules.typing.Type;

/**
 * Compiled code of a form that looks the same for every type ({@code let ... in}, {@code if ... then ... else},
 * function calls), adapted to the kind of code its place needs.
 */
final class Generic {

    private final Object code;

    private Generic(Object code) {
        this.code = code;
    }

    /**
     * A let: binds, then evaluates the body.
     *
     * @param type the body's type
     * @param body the body's code
     * @param bind stores the bound value in its slot
     */
    Generic(Type type, Object body, Action bind) {
        this(switch (body) {
            case BoolCode b -> (BoolCode) f -> {
                bind.run(f);
                return b.eval(f);
            };
            case IntCode i -> (IntCode) f -> {
                bind.run(f);
                return i.eval(f);
            };
            case SetCode s -> (SetCode) f -> {
                bind.run(f);
                return s.eval(f);
            };
            default -> (TextCode) f -> {
                bind.run(f);
                return ((TextCode) body).eval(f);
            };
        });
    }

    static Generic choice(Type type, BoolCode condition, Object then, Object otherwise, int line) {
        return new Generic(switch (then) {
            case BoolCode b -> (BoolCode) f -> {
                f.run.tick(line);
                return condition.eval(f) ? b.eval(f) : ((BoolCode) otherwise).eval(f);
            };
            case IntCode i -> (IntCode) f -> {
                f.run.tick(line);
                return condition.eval(f) ? i.eval(f) : ((IntCode) otherwise).eval(f);
            };
            case SetCode s -> (SetCode) f -> {
                f.run.tick(line);
                return condition.eval(f) ? s.eval(f) : ((SetCode) otherwise).eval(f);
            };
            default -> (TextCode) f -> {
                f.run.tick(line);
                return condition.eval(f) ? ((TextCode) then).eval(f) : ((TextCode) otherwise).eval(f);
            };
        });
    }

    static Generic call(Type type, FunctionCode function, Object[] arguments, int line) {
        IntCode[] ints = new IntCode[arguments.length];
        for (int i = 0; i < arguments.length; i++) {
            Object argument = arguments[i];
            ints[i] = argument instanceof BoolCode b ? g -> b.eval(g) ? 1 : 0 : argument instanceof IntCode c ? c : null;
        }
        java.util.function.Function<Frame, Frame> enter = f -> {
            f.run.tick(line);
            f.run.enter(line);
            Frame callee = new Frame(f.run, function.ints, function.objects);
            for (int i = 0; i < arguments.length; i++) {
                int slot = function.parameterSlots[i];
                if (ints[i] != null) {
                    callee.ints[slot] = ints[i].eval(f);
                } else if (arguments[i] instanceof SetCode s) {
                    callee.objects[slot] = s.eval(f);
                } else {
                    callee.objects[slot] = ((TextCode) arguments[i]).eval(f);
                }
            }
            return callee;
        };
        if (type == Type.BOOL) {
            return new Generic((BoolCode) f -> {
                try {
                    return ((BoolCode) function.body).eval(enter.apply(f));
                } finally {
                    f.run.leave();
                }
            });
        }
        if (type instanceof Type.SetType) {
            return new Generic((SetCode) f -> {
                try {
                    return ((SetCode) function.body).eval(enter.apply(f));
                } finally {
                    f.run.leave();
                }
            });
        }
        if (type == Type.TEXT) {
            return new Generic((TextCode) f -> {
                try {
                    return ((TextCode) function.body).eval(enter.apply(f));
                } finally {
                    f.run.leave();
                }
            });
        }
        return new Generic((IntCode) f -> {
            try {
                return ((IntCode) function.body).eval(enter.apply(f));
            } finally {
                f.run.leave();
            }
        });
    }

    IntCode asInt() {
        return (IntCode) code;
    }

    BoolCode asBool() {
        return (BoolCode) code;
    }

    SetCode asSet() {
        return (SetCode) code;
    }

    TextCode asText() {
        return (TextCode) code;
    }
}
