package org.hexbench.xconq.game;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hexbench.xconq.gdl.Diagnostics;
import org.hexbench.xconq.gdl.Gdl;
import org.hexbench.xconq.gdl.Gdl.GdlList;
import org.hexbench.xconq.gdl.Gdl.GdlNumber;
import org.hexbench.xconq.gdl.Gdl.GdlString;
import org.hexbench.xconq.gdl.Gdl.GdlSymbol;
import org.hexbench.xconq.gdl.Gdl.GdlType;
import org.hexbench.xconq.gdl.SourcePosition;
import org.hexbench.xconq.gdl.TypeKind;

/**
 * GDL evaluation (GDL reference, Forms and Evaluation; Symbols; Lists): numbers and strings evaluate to themselves,
 * symbols to their bindings, lists to the list of their evaluated elements unless headed by a function
 * ({@code quote}, {@code list}, {@code append}, {@code remove}, {@code remove-list}, the boolean {@code and},
 * {@code or}, {@code not}, arithmetic {@code + - * /} and comparisons {@code = /= < <= > >=}, as Xconq evaluates
 * them). An unbound symbol evaluates to itself, as in Xconq. The predefined constants ({@code true}, {@code false},
 * {@code non-unit} ...) and the type lists {@code u*}, {@code t*}, {@code m*}, {@code a*} are built in.
 */
final class GdlEvaluator {

    /** How deep evaluation may recurse (lists nest at most {@code GdlReader.MAX_DEPTH}, so this is never reached). */
    private static final int MAX_DEPTH = 400;

    private static final Map<String, Integer> CONSTANTS = Map.ofEntries(Map.entry("false", 0), Map.entry("true", 1),
            Map.entry("non-unit", -1), Map.entry("non-material", -1), Map.entry("non-terrain", -1),
            Map.entry("non-advance", -1), Map.entry("cell", 0), Map.entry("border", 1), Map.entry("connection", 2),
            Map.entry("coating", 3), Map.entry("no-x", 0), Map.entry("river-x", 10), Map.entry("valley-x", 11),
            Map.entry("road-x", 12), Map.entry("over-nothing", 0), Map.entry("over-own", 1),
            Map.entry("over-border", 2), Map.entry("over-all", 3), Map.entry("win", 1), Map.entry("lose", -1),
            Map.entry("draw", 0));
    private static final Set<String> FUNCTIONS = Set.of("quote", "list", "append", "remove", "remove-list", "not",
            "and", "or", "+", "-", "*", "/", "=", "/=", "<", "<=", ">", ">=");

    private final XconqGame game;
    private final Diagnostics diagnostics;
    private final Map<String, Gdl> bindings = new HashMap<>();
    private int depth;

    GdlEvaluator(XconqGame game, Diagnostics diagnostics) {
        this.game = game;
        this.diagnostics = diagnostics;
    }

    /** @return whether a symbol has a binding of its own (not a built-in constant) */
    boolean isBound(String symbol) {
        return bindings.containsKey(symbol);
    }

    /** @return whether a symbol is a predefined constant or type list, which modules may not rebind */
    static boolean isConstant(String symbol) {
        return CONSTANTS.containsKey(symbol) || symbol.equals("u*") || symbol.equals("t*") || symbol.equals("m*")
                || symbol.equals("a*");
    }

    Gdl binding(String symbol) {
        return bindings.get(symbol);
    }

    void bind(String symbol, Gdl value) {
        bindings.put(symbol, value);
    }

    void unbind(String symbol) {
        bindings.remove(symbol);
    }

    /**
     * Evaluates a value.
     *
     * @param x the value as written
     * @return its value
     */
    Gdl eval(Gdl x) {
        return switch (x) {
            case GdlSymbol s -> symbol(s);
            case GdlList l -> list(l);
            default -> x;
        };
    }

    private Gdl symbol(GdlSymbol s) {
        Gdl bound = bindings.get(s.name());
        if (bound != null) {
            return bound;
        }
        Integer constant = CONSTANTS.get(s.name());
        if (constant != null) {
            return new GdlNumber(constant, s.position());
        }
        for (TypeKind kind : TypeKind.values()) {
            if (kind.allSymbol().equals(s.name())) {
                List<Gdl> all = new ArrayList<>();
                for (GameType t : game.types(kind)) {
                    all.add(new GdlType(kind, t.index(), t.symbol(), s.position()));
                }
                return new GdlList(all, s.position());
            }
        }
        return s;
    }

    private Gdl list(GdlList l) {
        String head = l.head();
        if (head != null && !bindings.containsKey(head) && FUNCTIONS.contains(head)) {
            if (++depth > MAX_DEPTH) {
                depth--;
                diagnostics.warning(l.position(), "expressions nest too deep to evaluate; nil is used");
                return new GdlList(List.of(), l.position());
            }
            try {
                return function(head, l);
            } finally {
                depth--;
            }
        }
        if (l.isEmpty()) {
            return l;
        }
        if (++depth > MAX_DEPTH) {
            depth--;
            return l;
        }
        try {
            List<Gdl> out = new ArrayList<>(l.size());
            for (Gdl item : l.items()) {
                out.add(eval(item));
            }
            return new GdlList(out, l.position());
        } finally {
            depth--;
        }
    }

    private Gdl function(String head, GdlList l) {
        SourcePosition at = l.position();
        List<Gdl> args = l.rest(1);
        switch (head) {
            case "quote":
                return args.isEmpty() ? new GdlList(List.of(), at) : args.get(0);
            case "list":
                return new GdlList(args.stream().map(this::eval).toList(), at);
            case "append": {
                List<Gdl> out = new ArrayList<>();
                for (Gdl a : args) {
                    Gdl v = eval(a);
                    if (v instanceof GdlList vl) {
                        out.addAll(vl.items());
                    } else {
                        out.add(v);
                    }
                }
                return new GdlList(out, at);
            }
            case "remove": {
                Gdl element = args.isEmpty() ? null : eval(args.get(0));
                Gdl from = args.size() < 2 ? new GdlList(List.of(), at) : eval(args.get(1));
                return removeAll(element == null ? List.of() : List.of(element), from, at);
            }
            case "remove-list": {
                Gdl elements = args.isEmpty() ? new GdlList(List.of(), at) : eval(args.get(0));
                Gdl from = args.size() < 2 ? new GdlList(List.of(), at) : eval(args.get(1));
                return removeAll(elements instanceof GdlList el ? el.items() : List.of(elements), from, at);
            }
            case "not":
                return args.isEmpty() || isNil(eval(args.get(0))) ? new GdlNumber(1, at) : nil(at);
            case "and": {
                Gdl last = new GdlNumber(1, at);
                for (Gdl a : args) {
                    last = eval(a);
                    if (isNil(last)) {
                        return nil(at);
                    }
                }
                return last;
            }
            case "or":
                for (Gdl a : args) {
                    Gdl v = eval(a);
                    if (!isNil(v)) {
                        return v;
                    }
                }
                return nil(at);
            case "+", "-", "*", "/":
                return arithmetic(head, args, at);
            default:
                return comparison(head, args, at);
        }
    }

    private static boolean isNil(Gdl v) {
        return v instanceof GdlList l && l.isEmpty() || v instanceof GdlNumber n && n.value() == 0;
    }

    private static GdlList nil(SourcePosition at) {
        return new GdlList(List.of(), at);
    }

    private static Gdl removeAll(List<Gdl> elements, Gdl from, SourcePosition at) {
        if (!(from instanceof GdlList fl)) {
            return from;
        }
        List<Gdl> out = new ArrayList<>();
        for (Gdl item : fl.items()) {
            if (elements.stream().noneMatch(e -> same(e, item))) {
                out.add(item);
            }
        }
        return new GdlList(out, at);
    }

    /** GDL's structural equality (Xconq's {@code equal}). */
    static boolean same(Gdl a, Gdl b) {
        return switch (a) {
            case GdlNumber n -> b instanceof GdlNumber m && n.value() == m.value();
            case GdlString s -> b instanceof GdlString t && s.value().equals(t.value());
            case GdlSymbol s -> b instanceof GdlSymbol t && s.name().equals(t.name());
            case GdlType s -> b instanceof GdlType t && s.kind() == t.kind() && s.index() == t.index();
            case Gdl.GdlDice s -> b instanceof Gdl.GdlDice t && s.count() == t.count() && s.sides() == t.sides()
                    && s.offset() == t.offset();
            case GdlList s -> {
                if (!(b instanceof GdlList t) || s.size() != t.size()) {
                    yield false;
                }
                for (int i = 0; i < s.size(); i++) {
                    if (!same(s.items().get(i), t.items().get(i))) {
                        yield false;
                    }
                }
                yield true;
            }
        };
    }

    private Gdl arithmetic(String op, List<Gdl> args, SourcePosition at) {
        long result = op.equals("*") ? 1 : 0;
        boolean first = true;
        for (Gdl a : args) {
            Gdl v = eval(a);
            if (!(v instanceof GdlNumber n)) {
                diagnostics.warning(a.position(), "'" + a.text() + "' is no number in an arithmetic expression; nil"
                        + " is used");
                return nil(at);
            }
            if (first && (op.equals("-") || op.equals("/")) && args.size() > 1) {
                result = n.value();
            } else {
                switch (op) {
                    case "+" -> result += n.value();
                    case "-" -> result -= n.value();
                    case "*" -> result *= n.value();
                    default -> {
                        if (n.value() == 0) {
                            diagnostics.warning(a.position(), "division by zero; nil is used");
                            return nil(at);
                        }
                        result /= n.value();
                    }
                }
            }
            first = false;
            result = Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, result));
        }
        return new GdlNumber((int) result, at);
    }

    private Gdl comparison(String op, List<Gdl> args, SourcePosition at) {
        Integer previous = null;
        for (Gdl a : args) {
            Gdl v = eval(a);
            if (!(v instanceof GdlNumber n)) {
                diagnostics.warning(a.position(), "'" + a.text() + "' is no number in a comparison; nil is used");
                return nil(at);
            }
            if (previous != null) {
                int p = previous, c = n.value();
                boolean holds = switch (op) {
                    case "=" -> p == c;
                    case "/=" -> p != c;
                    case "<" -> p < c;
                    case "<=" -> p <= c;
                    case ">" -> p > c;
                    default -> p >= c;
                };
                if (!holds) {
                    return nil(at);
                }
            }
            previous = n.value();
        }
        return new GdlNumber(1, at);
    }
}
