package org.hexbench.rules.validation;

import java.util.Optional;
import java.util.OptionalInt;

import org.hexbench.rules.rules.Binary;
import org.hexbench.rules.rules.BoolLiteral;
import org.hexbench.rules.rules.Expression;
import org.hexbench.rules.rules.IntLiteral;
import org.hexbench.rules.rules.MinMax;
import org.hexbench.rules.rules.Negation;
import org.hexbench.rules.rules.Not;

/**
 * The values of constant expressions (literals combined by arithmetic, {@code min}/{@code max}, comparisons and
 * {@code and}/{@code or}/{@code not}), with the evaluator's semantics, so the validator can reject what is known
 * before play: a division by a constant 0, dice of no sides, a loop whose condition is always true.
 */
final class Constants {

    private static final java.util.Set<String> ARITHMETIC = java.util.Set.of("+", "-", "*", "/", "mod");

    private Constants() {
    }

    /**
     * @param e an expression, possibly {@code null}
     * @return its value if it is a constant number
     */
    static OptionalInt intValue(Expression e) {
        switch (e) {
            case IntLiteral literal -> {
                return OptionalInt.of(literal.getValue());
            }
            case Negation negation -> {
                OptionalInt operand = intValue(negation.getOperand());
                return operand.isPresent() ? OptionalInt.of(-operand.getAsInt()) : operand;
            }
            case MinMax m -> {
                OptionalInt l = intValue(m.getLeft());
                OptionalInt r = intValue(m.getRight());
                if (l.isEmpty() || r.isEmpty()) {
                    return OptionalInt.empty();
                }
                return OptionalInt.of("min".equals(m.getOp()) ? Math.min(l.getAsInt(), r.getAsInt()) : Math.max(l.getAsInt(), r.getAsInt()));
            }
            case Binary b when ARITHMETIC.contains(b.getOp()) -> {
                OptionalInt l = intValue(b.getLeft());
                OptionalInt r = intValue(b.getRight());
                if (l.isEmpty() || r.isEmpty()) {
                    return OptionalInt.empty();
                }
                int x = l.getAsInt();
                int y = r.getAsInt();
                return OptionalInt.of(switch (b.getOp()) {
                    case "+" -> x + y;
                    case "-" -> x - y;
                    case "*" -> x * y;
                    case "/" -> y == 0 ? 0 : Math.floorDiv(x, y);
                    default -> y == 0 ? x : Math.floorMod(x, y);
                });
            }
            case null, default -> {
                return OptionalInt.empty();
            }
        }
    }

    /**
     * @param e an expression, possibly {@code null}
     * @return its value if it is a constant truth value
     */
    static Optional<Boolean> boolValue(Expression e) {
        switch (e) {
            case BoolLiteral literal -> {
                return Optional.of(literal.isValue());
            }
            case Not not -> {
                return boolValue(not.getOperand()).map(v -> !v);
            }
            case Binary b when "and".equals(b.getOp()) || "or".equals(b.getOp()) -> {
                Optional<Boolean> l = boolValue(b.getLeft());
                Optional<Boolean> r = boolValue(b.getRight());
                return l.isEmpty() || r.isEmpty() ? Optional.empty()
                        : Optional.of("and".equals(b.getOp()) ? l.get() && r.get() : l.get() || r.get());
            }
            case Binary b when b.getOp() != null -> {
                OptionalInt l = intValue(b.getLeft());
                OptionalInt r = intValue(b.getRight());
                if (l.isEmpty() || r.isEmpty()) {
                    return Optional.empty();
                }
                int x = l.getAsInt();
                int y = r.getAsInt();
                return switch (b.getOp()) {
                    case "=" -> Optional.of(x == y);
                    case "!=" -> Optional.of(x != y);
                    case "<" -> Optional.of(x < y);
                    case "<=" -> Optional.of(x <= y);
                    case ">" -> Optional.of(x > y);
                    case ">=" -> Optional.of(x >= y);
                    default -> Optional.empty();
                };
            }
            case null, default -> {
                return Optional.empty();
            }
        }
    }
}
