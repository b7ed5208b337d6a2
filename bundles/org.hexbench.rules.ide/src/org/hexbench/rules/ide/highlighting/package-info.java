/**
 * Semantic highlighting of rule files: styles by what a name refers to (scenario class, faction, variable, role,
 * rule-local name ...), which the lexer's keyword colouring cannot know. An editor maps the styles to colours.
 */
package org.hexbench.rules.ide.highlighting;
