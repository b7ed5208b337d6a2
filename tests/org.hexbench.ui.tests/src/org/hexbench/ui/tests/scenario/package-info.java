/**
 * UI tests of the scenario editor: the New Scenario wizard and its model for every geometry choice (Hexkit User's Guide
 * §3.3 Map Geometry), editing the sections with undo, redo, save and reopen, the Properties view, content proposals in
 * reference fields, problem markers, and pages contributed through the extension point.
 */
package org.hexbench.ui.tests.scenario;
