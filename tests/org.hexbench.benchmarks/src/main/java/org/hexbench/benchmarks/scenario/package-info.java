/**
 * Loading a generated 1000×1000 scenario, with and without decoding its terrain, against a plain read of the bytes of
 * the files the load reads.
 */
package org.hexbench.benchmarks.scenario;
