package org.hexbench.xconq.gdl;

import org.hexbench.xconq.gdl.Gdl.GdlDice;
import org.hexbench.xconq.gdl.Gdl.GdlNumber;

/**
 * Number and dice spec syntax (GDL reference, Lexical Elements): {@code [+|-]digits[.digits][%]} and
 * {@code NdM[+O|-O]}. A number with a decimal point is read in hundredths ({@code 99.00} is 9900, {@code 1.5} is
 * 150), the unit of GDL's fractional values; digits past the second decimal are dropped with a warning.
 */
final class GdlNumbers {

    /** The largest magnitude of a GDL number; larger ones are capped with a warning. */
    static final int LIMIT = 1_000_000_000;

    private GdlNumbers() {
    }

    /**
     * Parses a word that starts like a number.
     *
     * @param w the word
     * @param at where it is
     * @param diagnostics where warnings go
     * @return the number or dice spec, or {@code null} when the word is neither
     */
    static Gdl parse(String w, SourcePosition at, Diagnostics diagnostics) {
        String body = w.endsWith("%") ? w.substring(0, w.length() - 1) : w;
        int d = body.indexOf('d');
        if (d > 0) {
            return dice(w, body, d, at, diagnostics);
        }
        boolean negative = body.startsWith("-");
        String digits = body.startsWith("-") || body.startsWith("+") ? body.substring(1) : body;
        int point = digits.indexOf('.');
        String whole = point < 0 ? digits : digits.substring(0, point);
        String fraction = point < 0 ? null : digits.substring(point + 1);
        if (!allDigits(whole) || fraction != null && (!allDigits(fraction) || whole.isEmpty() && fraction.isEmpty())
                || whole.isEmpty() && fraction == null) {
            return null;
        }
        long value = 0;
        boolean capped = false;
        for (int i = 0; i < whole.length(); i++) {
            value = value * 10 + whole.charAt(i) - '0';
            if (value > LIMIT) {
                capped = true;
                value = LIMIT;
            }
        }
        if (fraction != null) {
            String hundredths = (fraction + "00").substring(0, 2);
            value = value * 100 + Integer.parseInt(hundredths);
            if (value > LIMIT) {
                capped = true;
                value = LIMIT;
            }
            if (fraction.length() > 2) {
                diagnostics.warning(at, "'" + w + "' has more than two decimals; numbers with a point are read in"
                        + " hundredths, so it is read as " + (negative ? -value : value));
            }
        }
        if (capped) {
            diagnostics.warning(at, "'" + w + "' is too large; it is read as " + (negative ? "-" : "") + LIMIT);
        }
        return new GdlNumber((int) (negative ? -value : value), at);
    }

    private static Gdl dice(String w, String body, int d, SourcePosition at, Diagnostics diagnostics) {
        String count = body.substring(0, d);
        String rest = body.substring(d + 1);
        int sign = Math.max(rest.indexOf('+'), rest.indexOf('-'));
        String sides = sign < 0 ? rest : rest.substring(0, sign);
        String offset = sign < 0 ? "0" : rest.substring(sign + 1);
        if (!allDigits(count) || count.isEmpty() || !allDigits(sides) || sides.isEmpty() || !allDigits(offset)
                || offset.isEmpty() || count.length() > 6 || sides.length() > 6 || offset.length() > 6) {
            return null;
        }
        int n = Integer.parseInt(count);
        int m = Integer.parseInt(sides);
        int o = Integer.parseInt(offset) * (sign >= 0 && rest.charAt(sign) == '-' ? -1 : 1);
        if (n > 7 || m > 15 || o < 0 || o > 127) {
            diagnostics.warning(at, "dice spec " + w + " is outside the GDL reference's ranges (0 to 7 dice of 0 to"
                    + " 15 faces plus 0 to 127, Lexical Elements); it is kept as written");
        }
        return new GdlDice(n, m, o, at);
    }

    private static boolean allDigits(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!Character.isDigit(s.charAt(i)) || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
