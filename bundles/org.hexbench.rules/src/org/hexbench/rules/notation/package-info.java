/**
 * The number notations of the rule language: Xconq's dice ({@code 2d6}, {@code d20}; Xconq 7.1 GDL Reference Manual,
 * Language Syntax: dice specs) and percent chances ({@code chance 1.3%}), kept exact in parts per million so that games
 * are deterministic on every JVM.
 */
package org.hexbench.rules.notation;
