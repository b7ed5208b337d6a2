package org.hexbench.rules.notation;

/**
 * Xconq's dice notation (Xconq 7.1 GDL Reference Manual, Language Syntax: dice specs, used by the {@code damage} table
 * of Combat Actions): {@code NdS} rolls N dice of S sides, {@code dS} one die.
 * A following {@code +1} is ordinary addition in the rule language.
 */
public final class Dice {

    private Dice() {
    }

    /**
     * @param text dice as written, e.g. {@code 2d6} or {@code d20}
     * @return {count, sides}, or {@code null} if the text is not dice
     */
    public static int[] parse(String text) {
        if (text == null) {
            return null;
        }
        int d = text.indexOf('d');
        if (d < 0 || d == text.length() - 1 || d > 9 || text.length() - d - 1 > 9) {
            return null;
        }
        try {
            int count = d == 0 ? 1 : Integer.parseInt(text.substring(0, d));
            int sides = Integer.parseInt(text.substring(d + 1));
            return new int[] {count, sides};
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
