package org.hexbench.scenario.validation;

import java.util.regex.Pattern;

/** Small value checks shared by the rules. */
final class Checks {

    private static final Pattern COLOR = Pattern.compile("#[0-9a-fA-F]{6}");

    private Checks() {
    }

    static boolean isColor(String value) {
        return value != null && COLOR.matcher(value).matches();
    }

    static boolean isEmpty(String value) {
        return value == null || value.isBlank();
    }
}
