/**
 * The forward model (copy versus rebuilding by replay, command applications on Riverford and on a generated
 * 1000×1000 map) and tournament throughput on one and two threads.
 */
package org.hexbench.benchmarks.ai;
