package org.hexbench.ai;

/**
 * One setting of a computer player kind (Hexkit's player options, e.g. Seeker's TargetLimit, Hexkit User's Guide
 * §9.3.4), given on the command line as {@code name:option=value}.
 *
 * @param name the option's name, e.g. {@code targetLimit}
 * @param defaultValue its value when none is given
 * @param description what it changes, for help texts and dialogs
 */
public record PlayerOption(String name, String defaultValue, String description) {
}
