/**
 * Hexkit's ten game commands (digest A.6, Hexkit §7.4): each validates its arguments against the current state and,
 * if legal, generates a program of instructions through the {@link org.hexbench.engine.rules.Rules} hooks. An
 * illegal command is rejected with a reason and changes nothing.
 */
package org.hexbench.engine.command;
