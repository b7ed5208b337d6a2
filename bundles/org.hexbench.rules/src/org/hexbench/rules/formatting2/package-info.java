/**
 * The formatter of rule files (Ctrl+Shift+F in the rule editor): one declaration per line group, one statement per
 * line, blocks indented by four spaces, tokens separated by single spaces.
 */
package org.hexbench.rules.formatting2;
