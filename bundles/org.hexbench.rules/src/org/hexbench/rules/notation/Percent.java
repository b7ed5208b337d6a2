package org.hexbench.rules.notation;

import java.math.BigDecimal;

/**
 * Percent chances as written in rules ({@code chance 30%}, {@code event quake chance 1.3%}; Xconq's n% values, Xconq
 * 7.1 GDL Reference Manual, Language Syntax, and Random Events; HexTC2's event probabilities, HexTC2 rules, COMP202
 * Winter 2005 Assignment 6). Chances are exact in parts per million, so 1.3% is 13,000 ppm and the
 * comparison against the random source is an integer comparison (deterministic on every JVM).
 */
public final class Percent {

    /** One hundred percent in parts per million. */
    public static final int CERTAIN = 1_000_000;

    private Percent() {
    }

    /**
     * @param text a percentage as parsed, e.g. {@code 1.3%} (spaces allowed)
     * @return the chance in parts per million (rounded down), or -1 if the text is not a percentage
     */
    public static int partsPerMillion(String text) {
        if (text == null) {
            return -1;
        }
        String number = text.replace("%", "").replace(" ", "");
        try {
            BigDecimal ppm = new BigDecimal(number).multiply(BigDecimal.valueOf(10_000));
            return ppm.compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) > 0 ? Integer.MAX_VALUE : ppm.intValue();
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
