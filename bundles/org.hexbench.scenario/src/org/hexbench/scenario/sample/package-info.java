/**
 * Generated sample scenarios: {@link org.hexbench.scenario.sample.RandomScenario} builds large random maps for the
 * persistence tests, the JMH benchmarks and the CLI, so that no megabyte-sized file needs to be committed.
 */
package org.hexbench.scenario.sample;
