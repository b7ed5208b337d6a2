package org.hexbench.tiling.movingai;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.hexbench.tiling.grid.RectangleGrid;
import org.hexbench.tiling.path.AStar;

/**
 * Solves Moving AI problems with {@link AStar} under the {@link OctileAgent} rules and
 * compares each path cost with the published optimum; the report also counts the problems
 * that start or end on a cell that is not traversable, or on water. One solver per map; reusable, not
 * thread-safe. Used by the benchmark test and by the {@code hexbench path} command.
 */
public final class MovingAiSolver {

    /** The default tolerance between our cost and the published optimum. */
    public static final double TOLERANCE = 0.001;

    private final MovingAiMap map;
    private final RectangleGrid grid;
    private final OctileAgent agent;
    private final AStar astar;

    /**
     * Creates a solver for a map.
     *
     * @param map the map
     */
    public MovingAiSolver(MovingAiMap map) {
        this.map = map;
        this.grid = map.grid();
        this.agent = new OctileAgent(map);
        this.astar = new AStar(grid);
    }

    /**
     * Reads a map and a scenario and solves every problem.
     *
     * @param mapFile the {@code .map} file
     * @param scenarioFile the {@code .map.scen} file
     * @return the report
     * @throws IOException if a file cannot be read or is malformed
     *         ({@link MovingAiFormatException} carries file and line)
     */
    public static MovingAiReport solve(Path mapFile, Path scenarioFile) throws IOException {
        MovingAiMap map = MovingAiMap.read(mapFile);
        List<MovingAiProblem> problems = MovingAiScenario.read(scenarioFile);
        return new MovingAiSolver(map).solve(problems, TOLERANCE);
    }

    /**
     * Reads a map and a scenario and solves every problem on several threads, each with its
     * own solver; the problems are dealt out round-robin.
     *
     * @param mapFile the {@code .map} file
     * @param scenarioFile the {@code .map.scen} file
     * @param threads the number of threads, at least 1
     * @return the combined report; {@code nanos} is the wall-clock time
     * @throws IOException if a file cannot be read or is malformed
     */
    public static MovingAiReport solve(Path mapFile, Path scenarioFile, int threads) throws IOException {
        MovingAiMap map = MovingAiMap.read(mapFile);
        List<MovingAiProblem> problems = MovingAiScenario.read(scenarioFile);
        if (threads <= 1) {
            return new MovingAiSolver(map).solve(problems, TOLERANCE);
        }
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<MovingAiReport>> parts = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                List<MovingAiProblem> share = new ArrayList<>();
                for (int i = t; i < problems.size(); i += threads) {
                    share.add(problems.get(i));
                }
                parts.add(pool.submit(() -> new MovingAiSolver(map).solve(share, TOLERANCE)));
            }
            int solved = 0, mismatches = 0, unreachable = 0, blocked = 0, water = 0;
            double maxError = 0;
            String firstFailure = null;
            for (Future<MovingAiReport> f : parts) {
                MovingAiReport r = f.get();
                solved += r.solved();
                mismatches += r.mismatches();
                unreachable += r.unreachable();
                blocked += r.blockedEndpoints();
                water += r.waterEndpoints();
                maxError = Math.max(maxError, r.maxError());
                firstFailure = firstFailure != null ? firstFailure : r.firstFailure();
            }
            return new MovingAiReport(map.name(), map.terrainCounts(), problems.size(), solved, mismatches,
                    unreachable, blocked, water, maxError, System.nanoTime() - start, firstFailure);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while solving " + scenarioFile, e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IOException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Returns the cost of the best path for one problem.
     *
     * @param problem the problem
     * @return the path cost, or -1 if the goal is unreachable
     * @throws IllegalArgumentException if the problem does not fit this map
     */
    public double pathCost(MovingAiProblem problem) {
        if (problem.mapWidth() != map.width() || problem.mapHeight() != map.height()) {
            throw new IllegalArgumentException("line " + problem.line() + " expects a " + problem.mapWidth()
                    + "x" + problem.mapHeight() + " map, but " + map.name() + " is "
                    + map.width() + "x" + map.height());
        }
        int start = grid.indexOfOffset(problem.startX(), problem.startY());
        int goal = grid.indexOfOffset(problem.goalX(), problem.goalY());
        if (start < 0 || goal < 0) {
            throw new IllegalArgumentException("line " + problem.line() + " has coordinates outside the map");
        }
        return astar.findBestPath(agent, start, goal) ? astar.totalCost() : -1;
    }

    /**
     * Solves problems and compares them with their published optima, using
     * {@link MovingAiProblem#tolerance(double)} for files that round to fewer decimals.
     *
     * @param problems the problems, all for this solver's map
     * @param tolerance the allowed absolute cost difference
     * @return the report
     */
    public MovingAiReport solve(List<MovingAiProblem> problems, double tolerance) {
        int solved = 0, mismatches = 0, unreachable = 0, blocked = 0, water = 0;
        double maxError = 0;
        String firstFailure = null;
        long start = System.nanoTime();
        for (MovingAiProblem p : problems) {
            double cost = pathCost(p);
            char from = map.terrain(p.startX(), p.startY()), to = map.terrain(p.goalX(), p.goalY());
            if (!MovingAiTerrain.isTraversable(from) || !MovingAiTerrain.isTraversable(to)) {
                blocked++;
            }
            if (MovingAiTerrain.isWater(from) || MovingAiTerrain.isWater(to)) {
                water++;
            }
            if (cost < 0) {
                unreachable++;
                if (firstFailure == null) {
                    firstFailure = "line " + p.line() + ": no path, expected " + p.optimalLength();
                }
                continue;
            }
            double error = Math.abs(cost - p.optimalLength());
            maxError = Math.max(maxError, error);
            if (error <= p.tolerance(tolerance)) {
                solved++;
            } else {
                mismatches++;
                if (firstFailure == null) {
                    firstFailure = "line " + p.line() + ": cost " + cost + ", expected " + p.optimalLength();
                }
            }
        }
        return new MovingAiReport(map.name(), map.terrainCounts(), problems.size(), solved, mismatches,
                unreachable, blocked, water, maxError, System.nanoTime() - start, firstFailure);
    }
}
