package org.hexbench.tiling.movingai;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.hexbench.testdata.SharedData;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Real ground truth: every problem of the 8 Moving AI maps in {@code ../shared/data/movingai}
 * solved by our A* with the published optimal octile cost. Skips when the data is absent. The log
 * shows each map's letters and how many problems start or end on a blocked cell or on water; the
 * subset uses only {@code . @ T}, as its README says, so the swamp and water rules are proved by
 * {@link MovingAiTerrainTest}'s hand-made maps, not here.
 */
class MovingAiBenchmarkTest {

    /**
     * Problems in the 8 scenario files. (The files have 21,274 lines: 8 headers and 3 blank
     * lines, in den520d and ost003d, leave 21,263 problems.)
     */
    static final int PROBLEMS = 21_263;

    /** The only letters the subset's README says occur: passable, out of bounds, trees. */
    static final Set<Character> SUBSET_LETTERS = Set.of('.', '@', 'T');

    @Test
    void everyProblemIsSolvedWithThePublishedOptimum() throws IOException {
        Path data = SharedData.movingAi().orElse(null);
        Assumptions.assumeTrue(data != null, SharedData.absent("movingai"));
        List<Path> maps;
        try (Stream<Path> s = Files.list(data.resolve("maps"))) {
            maps = s.filter(p -> p.toString().endsWith(".map")).sorted().toList();
        }
        assertEquals(8, maps.size(), "maps in " + data);
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        int problems = 0, solved = 0, mismatches = 0, unreachable = 0, blocked = 0, water = 0;
        long nanos = 0;
        List<String> failures = new ArrayList<>();
        for (Path map : maps) {
            Path scenario = data.resolve("scenarios").resolve(map.getFileName() + ".scen");
            MovingAiReport r = MovingAiSolver.solve(map, scenario, threads);
            problems += r.problems();
            solved += r.solved();
            mismatches += r.mismatches();
            unreachable += r.unreachable();
            blocked += r.blockedEndpoints();
            water += r.waterEndpoints();
            nanos += r.nanos();
            System.out.printf("%-22s %6d problems, %6d solved, %d mismatches, max error %.5f, %8.1f ms%n",
                    map.getFileName(), r.problems(), r.solved(), r.mismatches(), r.maxError(), r.millis());
            System.out.printf("%-22s terrain %s; start or goal on @ O T: %d, on W: %d%n",
                    "", r.terrainSummary(), r.blockedEndpoints(), r.waterEndpoints());
            assertTrue(SUBSET_LETTERS.containsAll(r.terrain().keySet()),
                    map.getFileName() + " uses letters beyond the subset's README: " + r.terrainSummary());
            if (r.firstFailure() != null) {
                failures.add(map.getFileName() + " " + r.firstFailure());
            }
        }
        System.out.printf("Moving AI total: %d problems, %d solved, %d mismatches, %d unreachable, %.1f s on %d threads%n",
                problems, solved, mismatches, unreachable, nanos / 1e9, threads);
        System.out.printf("Moving AI endpoints: start or goal on @ O T: %d problems, on W: %d%n", blocked, water);
        assertEquals(PROBLEMS, problems);
        assertEquals(List.of(), failures);
        assertEquals(0, mismatches);
        assertEquals(0, unreachable);
        assertEquals(PROBLEMS, solved);
        assertEquals(0, blocked, "problems on cells the format says are not traversable");
        assertEquals(0, water, "problems on water (the subset has none)");
    }
}
