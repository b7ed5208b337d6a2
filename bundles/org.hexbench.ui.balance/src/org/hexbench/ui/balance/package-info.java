/**
 * The Balance Report (Hexbench › Balance Report..., the scenario editor's heading, the Project Explorer's context
 * menu on a {@code .hexscenario}): a dialog chooses a computer player per faction with its options, the number of
 * games, the seed and the turn limit; a workbench job plays the self-play games with a progress bar and Cancel
 * (games finished so far are kept); the {@link org.hexbench.ui.balance.BalanceReportEditor} (one per scenario) shows each faction's share
 * of the decided games with its Wilson 95 % interval, the first seat's share, a histogram of game lengths and the
 * strength each unit class won and lost as charts, the verdict in words, and the previous run of the same scenario
 * beside the new one; Export CSV writes {@code hexbench tournament --csv}'s format. The figures come from {@code
 * org.hexbench.ai.balance}, which has no SWT.
 */
package org.hexbench.ui.balance;
