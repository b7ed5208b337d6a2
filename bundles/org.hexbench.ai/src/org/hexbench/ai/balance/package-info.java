/**
 * Balance reports: many self-play games of one scenario with a chosen computer player per faction, and what they
 * say about the scenario's balance. {@link org.hexbench.ai.balance.BalanceRun} plays the games (on several threads,
 * stoppable between two orders, keeping the games finished so far); {@link org.hexbench.ai.balance.BalanceReport}
 * adds them up: each faction's share of the decided games with its Wilson 95 % interval, the first seat's share,
 * a histogram of game lengths, the strength each unit class gained and lost ({@link
 * org.hexbench.ai.balance.StrengthLedger}, from the games' histories), and a verdict in words with a stated
 * threshold ({@link org.hexbench.ai.balance.Verdict}). Its CSV is {@code hexbench tournament --csv}'s. Pure Java; the
 * IDE's Balance Report shows these figures as charts.
 */
package org.hexbench.ai.balance;
