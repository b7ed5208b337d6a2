package org.hexbench.benchmarks.tiling;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.hexbench.tiling.grid.RectangleGrid;
import org.hexbench.tiling.movingai.MovingAiMap;
import org.hexbench.tiling.movingai.MovingAiProblem;
import org.hexbench.tiling.movingai.MovingAiScenario;
import org.hexbench.tiling.movingai.MovingAiSolver;
import org.hexbench.tiling.movingai.OctileAgent;
import org.hexbench.tiling.path.AStar;
import org.hexbench.tiling.path.Coverage;
import org.kynosarges.tektosyne.geometry.PointI;
import org.kynosarges.tektosyne.geometry.PolygonGrid;
import org.kynosarges.tektosyne.geometry.PolygonOrientation;
import org.kynosarges.tektosyne.geometry.RegularPolygon;
import org.kynosarges.tektosyne.geometry.SizeI;

/**
 * One Moving AI map made ready for both libraries, with an evenly spread sample of its problems (the scenario files
 * list problems by growing difficulty, so every n-th problem covers short and long paths alike). Preparing it checks
 * that both libraries find the published optimum for every sampled problem and reach the same tiles within the
 * coverage budget: a benchmark of wrong answers would be worthless.
 */
final class PreparedMap {

    /** Movement budget of the coverage benchmarks, in octile cost units. */
    static final double COVERAGE_BUDGET = 40;

    final String name;
    final int[] starts;
    final int[] goals;
    final AStar astar;
    final Coverage coverage;
    final OctileAgent agent;
    final PointI[] tektosyneStarts;
    final PointI[] tektosyneGoals;
    final org.kynosarges.tektosyne.graph.AStar<PointI> tektosyneAStar;
    final org.kynosarges.tektosyne.graph.Coverage<PointI> tektosyneCoverage;
    final TektosyneOctileAgent tektosyneAgent;

    private PreparedMap(MovingAiMap map, List<MovingAiProblem> sample) {
        name = map.name();
        RectangleGrid grid = map.grid();
        astar = new AStar(grid);
        coverage = new Coverage(grid);
        agent = new OctileAgent(map);
        PolygonGrid polygonGrid = new PolygonGrid(new RegularPolygon(1.0, 4, PolygonOrientation.ON_EDGE, true));
        polygonGrid.setSize(new SizeI(map.width(), map.height()));
        tektosyneAStar = new org.kynosarges.tektosyne.graph.AStar<>(polygonGrid);
        // Tektosyne's most informed estimate: the world distance between tile centres (Euclidean, admissible here).
        tektosyneAStar.useWorldDistance = true;
        tektosyneCoverage = new org.kynosarges.tektosyne.graph.Coverage<>(polygonGrid);
        tektosyneAgent = new TektosyneOctileAgent(map);
        int n = sample.size();
        starts = new int[n];
        goals = new int[n];
        tektosyneStarts = new PointI[n];
        tektosyneGoals = new PointI[n];
        for (int i = 0; i < n; i++) {
            MovingAiProblem p = sample.get(i);
            starts[i] = grid.indexOfOffset(p.startX(), p.startY());
            goals[i] = grid.indexOfOffset(p.goalX(), p.goalY());
            tektosyneStarts[i] = new PointI(p.startX(), p.startY());
            tektosyneGoals[i] = new PointI(p.goalX(), p.goalY());
        }
        verify(sample);
    }

    /** Reads a map and its scenario and keeps {@code perMap} evenly spread problems. */
    static PreparedMap load(Path mapFile, Path scenarioFile, int perMap) throws IOException {
        MovingAiMap map = MovingAiMap.read(mapFile);
        List<MovingAiProblem> all = MovingAiScenario.read(scenarioFile);
        List<MovingAiProblem> sample = new ArrayList<>();
        double stride = Math.max(1.0, all.size() / (double) perMap);
        for (double i = 0; i < all.size() && sample.size() < perMap; i += stride) {
            sample.add(all.get((int) i));
        }
        return new PreparedMap(map, sample);
    }

    private void verify(List<MovingAiProblem> sample) {
        for (int i = 0; i < starts.length; i++) {
            MovingAiProblem p = sample.get(i);
            double tolerance = p.tolerance(MovingAiSolver.TOLERANCE);
            double ours = hexbenchPath(i);
            double theirs = tektosynePath(i);
            if (Math.abs(ours - p.optimalLength()) > tolerance || Math.abs(theirs - p.optimalLength()) > tolerance) {
                throw new IllegalStateException(name + " line " + p.line() + ": optimum " + p.optimalLength()
                        + ", Hexbench " + ours + ", Tektosyne " + theirs + ": the benchmark would compare wrong answers");
            }
            int reachedByUs = hexbenchCoverage(i);
            int reachedByThem = tektosyneCoverage(i);
            if (reachedByUs != reachedByThem) {
                throw new IllegalStateException(name + " line " + p.line() + ": coverage reaches " + reachedByUs
                        + " tiles in Hexbench but " + reachedByThem + " in Tektosyne");
            }
        }
    }

    /** Hexbench's best path cost for sample problem {@code i}. */
    double hexbenchPath(int i) {
        return astar.findBestPath(agent, starts[i], goals[i]) ? astar.totalCost() : -1;
    }

    /** Tektosyne's best path cost for sample problem {@code i}. */
    double tektosynePath(int i) {
        return tektosyneAStar.findBestPath(tektosyneAgent, tektosyneStarts[i], tektosyneGoals[i])
                ? tektosyneAStar.totalCost() : -1;
    }

    /** Tiles Hexbench's coverage reaches from sample problem {@code i}'s start within the budget. */
    int hexbenchCoverage(int i) {
        coverage.findReachable(agent, starts[i], COVERAGE_BUDGET);
        return coverage.count();
    }

    /** Tiles Tektosyne's coverage reaches from sample problem {@code i}'s start within the budget. */
    int tektosyneCoverage(int i) {
        tektosyneCoverage.findReachable(tektosyneAgent, tektosyneStarts[i], COVERAGE_BUDGET);
        return tektosyneCoverage.nodes().size();
    }

    /** Number of sampled problems. */
    int size() {
        return starts.length;
    }
}
