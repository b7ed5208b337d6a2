package org.hexbench.benchmarks.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameStartException;
import org.hexbench.server.GameServer;
import org.hexbench.server.ServerSettings;
import org.hexbench.server.client.Hosted;
import org.hexbench.server.client.HostedGame;
import org.hexbench.server.client.HostedServer;
import org.hexbench.server.client.TurnOrders;
import org.hexbench.testdata.Checkout;
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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.ThreadParams;

/**
 * The game server with 1,000 hosted Riverford games in progress at once: {@link #hexbenchSubmitTurn} submits the next
 * turn of one game after another over HTTP on 127.0.0.1 (JSON, token check, the turn played on a copy of the game by
 * the engine and the scenario's rule file, one transaction in the embedded H2 database, the stored turn answered),
 * from {@value #THREADS} client threads that each keep 125 games going round robin, so every game is mid-play and
 * its turns arrive interleaved with the others'. The turns are those of recorded random-player games (8 seeds, 150
 * turns), so every submission is legal. Sample time gives the latency's percentiles (p99) and the number of
 * submissions; submissions per second are threads / mean time. The baseline {@link #engineOnly} does the engine's
 * part of the same submissions in process (a copy of the game, the orders, the end of the turn, the state hash)
 * without HTTP or database. Server and clients share this machine's cores; nothing leaves 127.0.0.1, and the server
 * and its data folder are removed after each run.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 4, time = 5)
@Fork(value = 1, jvmArgs = {"-Xmx4g"})
@Threads(ServerBenchmark.THREADS)
public class ServerBenchmark {

    /** Client threads. */
    static final int THREADS = 8;

    /** Games in progress at once. */
    static final int GAMES = 1000;

    /** Recorded games whose turns the hosted games replay (game g follows recording g % SEEDS). */
    static final int SEEDS = 8;

    /** Turns per recorded game. */
    static final int TURNS = 150;

    /** The recorded turns and the scenario they are played on, shared by every thread. */
    @State(Scope.Benchmark)
    public static class Recordings {

        Path folder;
        Path scenarios;
        Path scenarioFile;
        List<List<TurnOrders>> scripts = new ArrayList<>();

        /**
         * Copies Riverford into a temporary folder and records its random-player games.
         *
         * @throws Exception if the scenario cannot be read
         */
        @Setup(Level.Trial)
        public void record() throws Exception {
            folder = Files.createTempDirectory("hexbench-server-benchmark-");
            scenarios = folder.resolve("scenarios");
            Checkout.copyExample("riverford", scenarios);
            scenarioFile = scenarios.resolve("riverford/riverford.hexscenario");
            Definitions d = Definitions.read(scenarioFile);
            for (int s = 0; s < SEEDS; s++) {
                scripts.add(ServerBenchmark.record(d, s + 1));
            }
        }

        /**
         * Removes the temporary folder (the server's data too).
         *
         * @throws IOException if it cannot be removed
         */
        @TearDown(Level.Trial)
        public void remove() throws IOException {
            try (Stream<Path> walk = Files.walk(folder)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /** The server and its games, shared by every client thread. */
    @State(Scope.Benchmark)
    public static class Hosting {

        GameServer server;
        HostedServer client;
        List<List<TurnOrders>> scripts;
        List<Hosted.NewGame> games = new ArrayList<>();

        /**
         * Starts the server and creates the 1,000 games.
         *
         * @param recordings the scenario and the recorded turns
         * @throws Exception if the server cannot start or a game cannot be created
         */
        @Setup(Level.Trial)
        public void start(Recordings recordings) throws Exception {
            scripts = recordings.scripts;
            server = GameServer.start(ServerSettings.of(0, recordings.folder.resolve("data"))
                    .withScenarios(recordings.scenarios).withPasswordIterations(1000),
                    line -> System.err.println("server: " + line));
            client = new HostedServer(server.uri());
            client.createAccount("bench", "benchmark password");
            String account = client.login("bench", "benchmark password");
            for (int g = 0; g < GAMES; g++) {
                games.add(client.createGame(account, "riverford", (long) (g % SEEDS + 1), TURNS));
            }
            System.out.println("# " + GAMES + " games on " + server.uri() + ", " + scripts.stream().mapToInt(List::size)
                    .sum() + " recorded turns in " + SEEDS + " games");
        }

        /** Stops the server. */
        @TearDown(Level.Trial)
        public void stop() {
            server.close();
        }
    }

    /** Plays a random-player game offline and cuts its history into the factions' turns, as a client submits them. */
    static List<TurnOrders> record(Definitions d, long seed) {
        TurnSystem turns = TurnSystem.of(new Game(d.catalog(), d.rules(), seed), TURNS);
        List<Player> players = new ArrayList<>();
        for (int f = 0; f < d.factionCount(); f++) {
            players.add(PlayerRegistry.create(PlayerSpec.parse("random"), seed, f));
        }
        turns.play(players);
        String begin = CommandCodec.encode(new BeginTurn());
        String end = CommandCodec.encode(new EndTurn());
        List<TurnOrders> script = new ArrayList<>();
        List<String> orders = new ArrayList<>();
        for (HistoryEntry e : turns.game().history().entries()) {
            if (e.command().equals(begin) || e.queued()) {
                continue;
            }
            if (e.command().equals(end)) {
                script.add(new TurnOrders(e.turn(), e.faction(), orders));
                orders = new ArrayList<>();
            } else {
                orders.add(e.command());
            }
        }
        return script;
    }

    /** One client thread's share of the games and where each of them is. */
    @State(Scope.Thread)
    public static class Client {

        int thread;
        List<Integer> mine = new ArrayList<>();
        int[] next;
        int cursor;

        /**
         * Takes every {@value ServerBenchmark#THREADS}-th game.
         *
         * @param params this thread's index
         */
        @Setup(Level.Trial)
        public void share(ThreadParams params) {
            thread = params.getThreadIndex();
            for (int g = thread; g < GAMES; g += params.getThreadCount()) {
                mine.add(g);
            }
            next = new int[GAMES];
        }
    }

    /**
     * Ours: submits the next turn of this thread's next game over HTTP.
     *
     * @param hosting the server and games
     * @param client this thread's games
     * @return the stored turn's number
     * @throws IOException if the server refuses (it must not: every turn is legal)
     */
    @Benchmark
    public int hexbenchSubmitTurn(Hosting hosting, Client client) throws IOException {
        for (int tries = 0; tries < client.mine.size(); tries++) {
            int g = client.mine.get(client.cursor++ % client.mine.size());
            List<TurnOrders> script = hosting.scripts.get(g % SEEDS);
            if (client.next[g] < script.size()) {
                TurnOrders turn = script.get(client.next[g]++);
                Hosted.NewGame game = hosting.games.get(g);
                return hosting.client.submit(game.id(), game.token(turn.faction()), turn, HostedGame.newSubmissionId())
                        .seq();
            }
        }
        throw new IllegalStateException("thread " + client.thread + " has played every recorded turn of its games");
    }

    /** The baseline's games: this thread's 125 games in memory, with definitions of its own. */
    @State(Scope.Thread)
    public static class Engine {

        List<TurnSystem> games = new ArrayList<>();
        List<List<TurnOrders>> scripts = new ArrayList<>();
        int[] next;
        int cursor;

        /**
         * Starts this thread's games.
         *
         * @param recordings the recorded turns and the scenario
         * @param params this thread's index
         * @throws GameStartException if the scenario cannot be read
         */
        @Setup(Level.Trial)
        public void start(Recordings recordings, ThreadParams params) throws GameStartException {
            Definitions d = Definitions.read(recordings.scenarioFile);
            for (int g = params.getThreadIndex(); g < GAMES; g += params.getThreadCount()) {
                TurnSystem turns = TurnSystem.of(new Game(d.catalog(), d.rules(), g % SEEDS + 1), TURNS);
                turns.start();
                games.add(turns);
                scripts.add(recordings.scripts.get(g % SEEDS));
            }
            next = new int[games.size()];
        }
    }

    /**
     * The baseline: the engine's part of the same submission in process (the server's validation on a copy and the
     * state hash), without HTTP, JSON or database.
     *
     * @param engine this thread's games
     * @return the state hash's length
     */
    @Benchmark
    public int engineOnly(Engine engine) {
        for (int tries = 0; tries < engine.games.size(); tries++) {
            int i = engine.cursor++ % engine.games.size();
            List<TurnOrders> script = engine.scripts.get(i);
            if (engine.next[i] < script.size()) {
                TurnOrders turn = script.get(engine.next[i]++);
                ForwardModel copy = ForwardModel.of(engine.games.get(i));
                if (turn.playOn(copy.turns()) != null) {
                    throw new IllegalStateException("a recorded turn was refused");
                }
                engine.games.set(i, copy.turns());
                return copy.game().stateHash().length();
            }
        }
        throw new IllegalStateException("every recorded turn of this thread's games is played");
    }
}
