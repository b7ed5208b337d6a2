/**
 * Hexbench's JMH benchmarks (run with {@code ./run-benchmarks}), each measuring Hexbench and its baseline side by side
 * in one run, and {@link org.hexbench.benchmarks.RatioReport}, which pairs the results by name and prints their ratios
 * for the Performance table of the README.
 */
package org.hexbench.benchmarks;
