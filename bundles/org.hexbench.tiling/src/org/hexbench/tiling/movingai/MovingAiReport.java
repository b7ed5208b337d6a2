package org.hexbench.tiling.movingai;

import java.util.Map;
import java.util.stream.Collectors;

/**
 * The outcome of solving the problems of one scenario file, with what the map and the problems
 * contain, so a run shows whether its problems exercise the terrain rules at all.
 *
 * @param map the map name
 * @param terrain letter to number of cells for every letter the map uses
 *        ({@link MovingAiMap#terrainCounts()})
 * @param problems the number of problems attempted
 * @param solved the number whose path cost matched the published optimum within tolerance
 * @param mismatches the number with a path of different cost
 * @param unreachable the number for which no path was found
 * @param blockedEndpoints the number of problems whose start or goal is a cell the format says is
 *        not traversable ({@code @ O T}); such a problem has no path
 * @param waterEndpoints the number of problems whose start or goal is water ({@code W})
 * @param maxError the largest absolute difference from a published optimum
 * @param nanos the wall-clock time spent searching, in nanoseconds
 * @param firstFailure a description of the first failed problem, or {@code null}
 */
public record MovingAiReport(String map, Map<Character, Integer> terrain, int problems, int solved,
        int mismatches, int unreachable, int blockedEndpoints, int waterEndpoints, double maxError,
        long nanos, String firstFailure) {

    /**
     * Creates the report; the terrain counts are copied.
     */
    public MovingAiReport {
        terrain = Map.copyOf(terrain);
    }

    /** @return whether every problem was solved optimally */
    public boolean allSolved() {
        return solved == problems;
    }

    /** @return the search time in milliseconds */
    public double millis() {
        return nanos / 1e6;
    }

    /**
     * Describes the map's letters for people, e.g. {@code ". 2054, T 347"}.
     *
     * @return each used letter and its cell count, in the order of {@link MovingAiTerrain#LETTERS}
     */
    public String terrainSummary() {
        return MovingAiTerrain.LETTERS.chars().mapToObj(c -> (char) c).filter(terrain::containsKey)
                .map(c -> c + " " + terrain.get(c)).collect(Collectors.joining(", "));
    }
}
