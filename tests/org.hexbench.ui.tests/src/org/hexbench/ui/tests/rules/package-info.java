/**
 * UI tests of the rule editor as an author meets it (typing, problems as you type and on save, completion, hover, go to
 * definition, quick fixes, formatting, rename, the New Rule File wizard) and of the authoring flow across the scenario
 * and rule editors.
 */
package org.hexbench.ui.tests.rules;
