/**
 * The Xconq Game Design Language as text (Xconq 7.1 GDL Reference Manual, "GDL reference" below, Language Syntax):
 * {@link org.hexbench.xconq.gdl.GdlReader} reads ISO-8859-1 bytes into {@link org.hexbench.xconq.gdl.Gdl} values
 * (lists, numbers, strings, symbols, dice specs) with their {@link org.hexbench.xconq.gdl.SourcePosition}s;
 * {@link org.hexbench.xconq.gdl.Diagnostic}s report every problem as {@code file:line:column: severity: message};
 * {@link org.hexbench.xconq.gdl.GdlReference} holds the manual's definitions (forms, properties, global variables
 * and tables with their signatures and defaults), transcribed into {@code reference/gdl-reference.tsv}.
 */
package org.hexbench.xconq.gdl;
