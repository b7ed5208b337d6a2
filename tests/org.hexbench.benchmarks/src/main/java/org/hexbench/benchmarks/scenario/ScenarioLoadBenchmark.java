package org.hexbench.benchmarks.scenario;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.TerrainFile;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdata.RandomScenario;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Scenario persistence benchmark: loading a 1000×1000 (1,000,000-site) generated scenario versus a plain read of
 * the bytes of every file the load reads (target: load ≤ 10× the read), plus load with the terrain layout decoded
 * for O(1) site access. A map that large keeps its terrain in a binary {@link TerrainFile} next to the XMI, so the
 * baseline reads both files. The sizes of all files are printed at setup. The scenario comes from
 * {@link RandomScenario}, so no large file is committed.
 *
 * <p>{@link #readBytes()} is the only baseline; the {@code hexbench*} methods are paired with it in the ratio report.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(1)
public class ScenarioLoadBenchmark {

    private Path folder;
    private Path file;
    private List<Path> files;

    /**
     * Generates and saves the scenario into a temporary file.
     *
     * @throws IOException if the file cannot be written
     */
    @Setup(Level.Trial)
    public void generate() throws IOException {
        folder = Files.createTempDirectory("hexbench-1m");
        file = folder.resolve("random-1000x1000." + ScenarioResources.EXTENSION);
        RandomScenario.save(RandomScenario.create(1, 1000, 1000), file);
        try (Stream<Path> all = Files.list(folder)) {
            files = all.sorted().toList();
        }
        long total = 0;
        for (Path f : files) {
            System.out.println("# " + f.getFileName() + ": " + Files.size(f) + " bytes");
            total += Files.size(f);
        }
        System.out.println("# 1000x1000 scenario, all files: " + total + " bytes");
    }

    /**
     * Deletes the temporary files.
     *
     * @throws IOException if they cannot be deleted
     */
    @TearDown(Level.Trial)
    public void delete() throws IOException {
        for (Path f : files) {
            Files.deleteIfExists(f);
        }
        Files.deleteIfExists(folder);
    }

    /**
     * The baseline: reads the bytes of every file the load reads (the XMI and its terrain file).
     *
     * @return the total number of bytes, so that the reads are not optimised away
     * @throws IOException if reading fails
     */
    @Benchmark
    public long readBytes() throws IOException {
        long total = 0;
        for (Path f : files) {
            total += Files.readAllBytes(f).length;
        }
        return total;
    }

    /**
     * Loads the scenario model (XMI parse, objects, references, and the terrain file read and checked).
     *
     * @return the scenario
     * @throws IOException if loading fails
     */
    @Benchmark
    public Scenario hexbenchLoad() throws IOException {
        return ScenarioResources.load(file);
    }

    /**
     * Loads the scenario and decodes its terrain layout into the per-site array.
     *
     * @return the decoded layout
     * @throws IOException if loading fails
     * @throws LayoutFormatException if the layout is malformed
     */
    @Benchmark
    public TerrainLayout hexbenchLoadAndDecode() throws IOException, LayoutFormatException {
        return TerrainLayout.decode(ScenarioResources.load(file).getAreas().getMap());
    }
}
