/**
 * The New Rule File template: the text of a new rule file bound to a scenario, shared by the rule editor's New Rule
 * File wizard and the tests that play it through the engine (the template must validate and, played, keep the
 * engine's default rules until its example is written out).
 */
package org.hexbench.rules.ide.template;
