/**
 * Importing the Xconq games {@code opal.g} and {@code ww2-38.g} of {@code ../shared/data/xconq}: reading and
 * interpreting their modules, and the whole import into a scenario, against a plain read of the modules' bytes.
 */
package org.hexbench.benchmarks.xconq;
