/**
 * Hexkit's ten game commands (Hexkit User's Guide §2.7 Commands, §7.4 Command Algorithms): each validates its arguments
 * against the current state and,
 * if legal, generates a program of instructions through the {@link org.hexbench.engine.rules.Rules} hooks. An
 * illegal command is rejected with a reason and changes nothing.
 */
package org.hexbench.engine.command;
