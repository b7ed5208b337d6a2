/**
 * Workbench UI tests, run under the UI harness with real mouse and key events: the Hexbench window with its menus,
 * perspectives and example workspace, the test driver's own tests, and a fixture that shows a page of a multi-page
 * editor. The editors and the Play perspective have their own packages below.
 */
package org.hexbench.ui.tests;
