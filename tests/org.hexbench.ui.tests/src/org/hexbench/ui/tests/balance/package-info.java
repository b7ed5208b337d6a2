/**
 * UI tests of the Balance Report, through real events: the dialog with every computer player of the registry, the
 * report's charts and verdict, Run Again beside the previous report after an edit, and Cancel in the middle of a run.
 */
package org.hexbench.ui.tests.balance;
