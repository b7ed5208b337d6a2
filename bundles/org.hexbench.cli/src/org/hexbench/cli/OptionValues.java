package org.hexbench.cli;

import java.util.List;

/**
 * The value that follows an option on a subcommand's command line ({@code --seed 7}), read with the message a user
 * needs when it is missing or not a number, so every subcommand answers the same mistake with the same words.
 */
final class OptionValues {

    private OptionValues() {
    }

    /**
     * @param arguments the subcommand's arguments
     * @param i the index where the option's value should be
     * @param option the option, for the message
     * @return the value
     * @throws UsageException if the arguments end before the value
     */
    static String value(List<String> arguments, int i, String option) throws UsageException {
        if (i >= arguments.size()) {
            throw new UsageException(option + " needs a value");
        }
        return arguments.get(i);
    }

    /**
     * @param text an option's value
     * @param option the option, for the message
     * @return the value as a whole number
     * @throws UsageException if it is not one
     */
    static long number(String text, String option) throws UsageException {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new UsageException(option + " needs a whole number, got '" + text + "'");
        }
    }
}
