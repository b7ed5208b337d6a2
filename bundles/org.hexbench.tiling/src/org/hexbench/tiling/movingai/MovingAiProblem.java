package org.hexbench.tiling.movingai;

/**
 * One line of a Moving AI scenario: find a path from start to goal on a map; the published
 * optimal octile length is the ground truth.
 *
 * @param line the 1-based line in the scenario file
 * @param bucket the difficulty bucket
 * @param map the map path as written in the scenario
 * @param mapWidth the map width the problem expects
 * @param mapHeight the map height the problem expects
 * @param startX the start column
 * @param startY the start row
 * @param goalX the goal column
 * @param goalY the goal row
 * @param optimalLength the published optimal path cost
 * @param optimalDecimals how many decimals the file gives for the optimum (some published
 *        files round to 2, e.g. {@code 244.95} for 244.9483)
 */
public record MovingAiProblem(int line, int bucket, String map, int mapWidth, int mapHeight,
        int startX, int startY, int goalX, int goalY, double optimalLength, int optimalDecimals) {

    /**
     * Returns the tolerance for comparing a computed cost with the published optimum: the
     * requested tolerance, widened to half a unit of the last published decimal when the
     * file rounds more coarsely (otherwise a correct 244.9483 would fail against 244.95).
     *
     * @param tolerance the requested absolute tolerance
     * @return the effective tolerance
     */
    public double tolerance(double tolerance) {
        return Math.max(tolerance, 0.5 * Math.pow(10, -optimalDecimals) + 1e-9);
    }
}
