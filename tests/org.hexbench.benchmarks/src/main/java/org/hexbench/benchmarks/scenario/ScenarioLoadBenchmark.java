package org.hexbench.benchmarks.scenario;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.sample.RandomScenario;
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
 * Issue 4 persistence benchmark: loading a 1000×1000 (1,000,000-site) generated scenario versus a plain read of
 * the same file's bytes (target: load ≤ 10× the read), plus load with the terrain layout decoded for O(1) site
 * access. The file size is printed at setup. The scenario comes from {@link RandomScenario}, so no large file is
 * committed.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(1)
public class ScenarioLoadBenchmark {

    private Path file;

    /**
     * Generates and saves the scenario into a temporary file.
     *
     * @throws IOException if the file cannot be written
     */
    @Setup(Level.Trial)
    public void generate() throws IOException {
        file = Files.createTempFile("hexbench-1m", "." + ScenarioResources.EXTENSION);
        RandomScenario.save(RandomScenario.create(1, 1000, 1000), file);
        System.out.println("# 1000x1000 scenario file: " + Files.size(file) + " bytes");
    }

    /**
     * Deletes the temporary file.
     *
     * @throws IOException if it cannot be deleted
     */
    @TearDown(Level.Trial)
    public void delete() throws IOException {
        Files.deleteIfExists(file);
    }

    /**
     * The baseline: reads the file's bytes.
     *
     * @return the bytes, so that the read is not optimised away
     * @throws IOException if reading fails
     */
    @Benchmark
    public byte[] readBytes() throws IOException {
        return Files.readAllBytes(file);
    }

    /**
     * Loads the scenario model (XMI parse, objects, references).
     *
     * @return the scenario
     * @throws IOException if loading fails
     */
    @Benchmark
    public Scenario load() throws IOException {
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
    public TerrainLayout loadAndDecode() throws IOException, LayoutFormatException {
        return TerrainLayout.decode(ScenarioResources.load(file).getAreas().getMap());
    }
}
