package org.hexbench.tiling.movingai;

/**
 * The outcome of solving the problems of one scenario file.
 *
 * @param map the map name
 * @param problems the number of problems attempted
 * @param solved the number whose path cost matched the published optimum within tolerance
 * @param mismatches the number with a path of different cost
 * @param unreachable the number for which no path was found
 * @param maxError the largest absolute difference from a published optimum
 * @param nanos the wall-clock time spent searching, in nanoseconds
 * @param firstFailure a description of the first failed problem, or {@code null}
 */
public record MovingAiReport(String map, int problems, int solved, int mismatches, int unreachable,
        double maxError, long nanos, String firstFailure) {

    /** @return whether every problem was solved optimally */
    public boolean allSolved() {
        return solved == problems;
    }

    /** @return the search time in milliseconds */
    public double millis() {
        return nanos / 1e6;
    }
}
