package org.hexbench.benchmarks.xconq;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hexbench.testdata.SharedData;
import org.hexbench.xconq.game.GameModule;
import org.hexbench.xconq.game.XconqGame;
import org.hexbench.xconq.importer.XconqImport;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Importing two of the shared Xconq games, the largest rule set ({@code opal.g}: 274 unit types, 88 tables, 112
 * advances; a generated map) and the largest given world ({@code ww2-38.g}: 15 modules, a 360 × 140 cylinder, 425
 * units): {@link #hexbenchLoad()} reads and interprets the modules ({@link XconqGame#load}),
 * {@link #hexbenchImport()} also builds the scenario, with its Design section ({@link XconqImport#read}); the
 * baseline {@link #readBytes()} reads the bytes of the same module files. Target: an import within 1 s, warm.
 * Needs {@code ../shared/data/xconq} beside the checkout (or {@code -Dhexbench.shared}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 10, time = 2)
@Fork(1)
public class XconqImportBenchmark {

    /** The game's main module in the library folder. */
    @Param({"opal.g", "ww2-38.g"})
    public String game;

    private Path library;
    private Path module;
    private List<Path> files;

    /**
     * Finds the data and the module files the game loads.
     *
     * @throws IOException if the data cannot be read
     */
    @Setup(Level.Trial)
    public void find() throws IOException {
        library = SharedData.xconq().orElseThrow(() -> new IllegalStateException(SharedData.absent("xconq")))
                .resolve("lib");
        module = library.resolve(game);
        XconqGame loaded = XconqGame.load(module, List.of(library));
        if (loaded.hasErrors()) {
            throw new IllegalStateException(game + " does not load: " + loaded.diagnostics());
        }
        files = new ArrayList<>();
        long total = 0;
        for (GameModule m : loaded.modules()) {
            files.add(m.path());
            total += Files.size(m.path());
        }
        System.out.println("# " + game + ": " + files.size() + " module files, " + total + " bytes");
    }

    /**
     * The baseline: reads the bytes of every module file the game loads.
     *
     * @return the number of bytes
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

    /** @return the game, read and interpreted */
    @Benchmark
    public XconqGame hexbenchLoad() {
        return XconqGame.load(module, List.of(library));
    }

    /** @return the whole import: the game and its scenario */
    @Benchmark
    public XconqImport.Result hexbenchImport() {
        return XconqImport.read(module, game, List.of(library), 1);
    }
}
