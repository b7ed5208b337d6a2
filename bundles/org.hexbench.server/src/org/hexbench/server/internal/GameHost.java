package org.hexbench.server.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.locks.ReentrantLock;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.game.ScenarioChecksum;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.world.WorldState;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameStartException;
import org.hexbench.play.GameText;
import org.hexbench.server.client.ScenarioPackage;
import org.hexbench.server.client.TurnOrders;

/**
 * The hosted games: created from the scenario library, kept in memory once used, and changed only by turn submissions
 * that the engine accepted and the database stored.
 *
 * <p>A submission is played on a copy of the game ({@link ForwardModel}: world, history, random stream and turn state
 * copied, never replayed); when every order is accepted and the turn ended, one transaction stores it and moves the
 * game's row on, and only then does the copy become the game. So a refused or unstored submission leaves the game as
 * it was, and the database holds every acknowledged submission exactly once (the submission's client token and its
 * turn and faction are unique per game). After a restart a game is rebuilt by playing its stored submissions in
 * order from its seed, and every step must reach the state hash stored with it.
 *
 * <p>Rules serve one game at a time: each scenario of a package is read a few times over ("slots", each reading with
 * its own rules and a lock), and every game of that scenario uses the slot of its id, so games of different slots
 * play at the same time and games of one slot take turns.
 */
public final class GameHost {

    /** How many readings of one package's definitions games share at most. */
    private static final int SLOTS = Math.max(2, Math.min(8, Runtime.getRuntime().availableProcessors() * 2));

    private final Database db;
    private final ScenarioLibrary library;
    private final Path packages;
    private final int commitDelayMillis;
    private final Executor wakers;
    private final Map<String, Pool> pools = new ConcurrentHashMap<>();
    private final Map<Long, CompletableFuture<LiveGame>> games = new ConcurrentHashMap<>();

    /**
     * @param db the database
     * @param library the scenarios games are created from
     * @param packages the folder for unpacked scenario packages
     * @param commitDelayMillis a pause inside every submission's transaction before it commits, for crash tests that
     *        kill the server there (0 in normal use)
     * @param wakers runs the answers to waiting event requests
     */
    public GameHost(Database db, ScenarioLibrary library, Path packages, int commitDelayMillis, Executor wakers) {
        this.db = db;
        this.library = library;
        this.packages = packages;
        this.commitDelayMillis = commitDelayMillis;
        this.wakers = wakers;
    }

    /** @return the scenario library */
    public ScenarioLibrary library() {
        return library;
    }

    // ------------------------------------------------------------------ the definitions of a package

    /** A package's definitions, each scenario of it read a few times over, one reading per slot. */
    private final class Pool {

        private final String checksum;
        private final Path folder;
        private final Map<String, Slot[]> slots = new java.util.HashMap<>();

        Pool(String checksum, Path folder) {
            this.checksum = checksum;
            this.folder = folder;
        }

        synchronized Slot slot(long gameId, String mainFile) throws ApiException {
            int index = (int) Math.floorMod(gameId, (long) SLOTS);
            Slot[] readings = slots.computeIfAbsent(mainFile, f -> new Slot[SLOTS]);
            if (readings[index] == null) {
                Path file = folder.resolve(mainFile).normalize();
                if (!file.startsWith(folder)) {
                    throw new ApiException(500, "internal", "a stored game names a scenario outside its package");
                }
                try {
                    readings[index] = new Slot(Definitions.read(file));
                } catch (GameStartException e) {
                    throw new ApiException(409, "game-unavailable", "the game's scenario cannot be read: "
                            + e.getMessage().replace(folder.toString(), checksum.substring(0, 12)));
                }
            }
            return readings[index];
        }
    }

    /** One reading of a package's definitions and the lock of every game that uses it. */
    private static final class Slot {

        final Definitions definitions;
        final ReentrantLock lock = new ReentrantLock();
        String checksum;

        Slot(Definitions definitions) {
            this.definitions = definitions;
        }

        String scenarioChecksum() throws IOException {
            if (checksum == null) {
                checksum = ScenarioChecksum.of(definitions.scenario());
            }
            return checksum;
        }
    }

    private Pool pool(String checksum) throws ApiException {
        Pool pool = pools.get(checksum);
        if (pool != null) {
            return pool;
        }
        Path folder = packages.resolve(checksum);
        if (!Files.isDirectory(folder)) {
            byte[] archive = sql(() -> db.transaction(c -> Store.packageArchive(c, checksum)))
                    .orElseThrow(() -> new ApiException(409, "game-unavailable", "the game's scenario package "
                            + checksum + " is missing from the database"));
            try {
                folder = new ScenarioPackage(checksum, archive).unpack(packages);
            } catch (IOException e) {
                throw new ApiException(409, "game-unavailable", "the game's scenario package cannot be unpacked: "
                        + e.getMessage());
            }
        }
        return pools.computeIfAbsent(checksum, k -> new Pool(checksum, packages.resolve(checksum)));
    }

    // ------------------------------------------------------------------ live games

    /** What a game looks like after its last stored submission; replaced as a whole, read without locks. */
    public record Snapshot(int submissions, int turn, List<Integer> acting, String stateHash, boolean finished,
            int winner) {

        /**
         * Copies the acting factions.
         *
         * @param submissions stored submissions
         * @param turn the current turn (from 0)
         * @param acting the factions to act now
         * @param stateHash the state hash
         * @param finished whether play has ended
         * @param winner the winner, or -1
         */
        public Snapshot {
            acting = List.copyOf(acting);
        }
    }

    /** A game in memory. */
    public final class LiveGame {

        private final Store.GameRow row;
        private final Slot slot;
        private final List<String> factionIds;
        private final List<String> factionNames;
        private final List<Runnable> waiting = new ArrayList<>();
        private final boolean simultaneous;
        private TurnSystem turns;
        private volatile Snapshot snapshot;

        private LiveGame(Store.GameRow row, Slot slot, TurnSystem turns) {
            this.row = row;
            this.slot = slot;
            this.turns = turns;
            this.simultaneous = turns instanceof SimultaneousTurns;
            List<String> ids = new ArrayList<>();
            List<String> names = new ArrayList<>();
            WorldState w = turns.game().world();
            for (int f = 0; f < w.factionCount(); f++) {
                ids.add(w.faction(f).id());
                names.add(w.faction(f).name());
            }
            this.factionIds = List.copyOf(ids);
            this.factionNames = List.copyOf(names);
            this.snapshot = snapshotOf(turns, row.submissions());
        }

        /** @return the game's stored row as it was loaded (seed, scenario, owner; not its progress) */
        public Store.GameRow row() {
            return row;
        }

        /** @return its progress now */
        public Snapshot snapshot() {
            return snapshot;
        }

        /** @return the factions' ids, in order */
        public List<String> factionIds() {
            return factionIds;
        }

        /** @return the factions' names, in order */
        public List<String> factionNames() {
            return factionNames;
        }

        /** @return the scenario's title */
        public String title() {
            var master = slot.definitions.scenario().getMaster();
            return master == null || master.getTitle() == null ? row.scenario() : master.getTitle();
        }

        /** @return the turn system in words */
        public String turnSystem() {
            return turns.describe();
        }

        /**
         * Tells whether a stored submission may be shown to a player: in sequential turns every submission is public
         * once stored (the next faction acts on it), but in simultaneous turns a faction's orders stay secret until
         * the turn resolves (the Tiling Module design note's turn resolution: every player gives its directives
         * before any is carried out), except to the faction that gave them.
         *
         * @param submission a stored submission
         * @param viewer the asking faction, or -1 for the game's creator
         * @return whether the viewer may see it
         */
        public boolean visible(Store.SubmissionRow submission, int viewer) {
            Snapshot now = snapshot;
            return !simultaneous || submission.faction() == viewer || submission.turn() < now.turn() || now.finished();
        }

        /**
         * Calls {@code wake} once the game has more than {@code after} submissions: at once (on this thread, returning
         * {@code false}) if it has, else when the next one is stored (on another thread, returning {@code true}).
         *
         * @param after the submissions the waiter has
         * @param wake what to call
         * @return whether the waiter waits
         */
        public boolean await(int after, Runnable wake) {
            synchronized (waiting) {
                if (snapshot.submissions() <= after && !snapshot.finished()) {
                    waiting.add(wake);
                    return true;
                }
            }
            wake.run();
            return false;
        }

        /**
         * @param wake a waiter given to {@link #await} that gave up (timed out)
         * @return whether it was still waiting (and is not any more); {@code false} if it was woken already
         */
        public boolean stopWaiting(Runnable wake) {
            synchronized (waiting) {
                return waiting.remove(wake);
            }
        }

        private void wakeAll() {
            List<Runnable> woken;
            synchronized (waiting) {
                woken = new ArrayList<>(waiting);
                waiting.clear();
            }
            for (Runnable r : woken) {
                wakers.execute(r);
            }
        }
    }

    private static Snapshot snapshotOf(TurnSystem turns, int submissions) {
        WorldState w = turns.game().world();
        return new Snapshot(submissions, w.currentTurn(), turns.actingFactions(), turns.game().stateHash(),
                turns.isFinished(), w.winningFaction());
    }

    /**
     * @param id a game's id
     * @return the game, loaded and replayed from the database if it is not in memory
     * @throws ApiException 404 if there is no such game, 409 if it cannot be rebuilt (its scenario package is missing,
     *         or its stored submissions no longer replay to their stored state hashes)
     */
    public LiveGame game(long id) throws ApiException {
        CompletableFuture<LiveGame> future = games.get(id);
        if (future == null) {
            CompletableFuture<LiveGame> mine = new CompletableFuture<>();
            future = games.putIfAbsent(id, mine);
            if (future == null) {
                future = mine;
                try {
                    mine.complete(load(id));
                } catch (ApiException | RuntimeException e) {
                    games.remove(id, mine);
                    mine.completeExceptionally(e);
                }
            }
        }
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiException(503, "unavailable", "the server is shutting down");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof ApiException a) {
                throw a;
            }
            throw new IllegalStateException("game " + id + " cannot be loaded", e.getCause());
        }
    }

    private LiveGame load(long id) throws ApiException {
        Store.GameRow row = sql(() -> db.transaction(c -> Store.game(c, id)))
                .orElseThrow(() -> new ApiException(404, "no-such-game", "there is no game " + id));
        Slot slot = pool(row.checksum()).slot(id, row.mainFile());
        List<Store.SubmissionRow> submissions = new ArrayList<>();
        for (int after = 0;;) {
            int from = after;
            List<Store.SubmissionRow> page = sql(() -> db.transaction(c -> Store.submissions(c, id, from, 1000)));
            submissions.addAll(page);
            if (page.size() < 1000) {
                break;
            }
            after = page.get(page.size() - 1).seq();
        }
        slot.lock.lock();
        try {
            TurnSystem turns = newGame(slot.definitions, row.seed(), row.turnLimit());
            for (Store.SubmissionRow s : submissions) {
                TurnOrders.Refusal refusal = new TurnOrders(s.turn(), s.faction(), s.commands()).playOn(turns);
                String hash = refusal == null ? turns.game().stateHash() : null;
                if (refusal != null || !hash.equals(s.stateHash())) {
                    throw new ApiException(409, "game-unavailable", "game " + id + " does not replay: submission "
                            + s.seq() + (refusal != null ? " is refused now (" + refusal.reason() + ")"
                                    : " reaches state " + hash + ", stored " + s.stateHash()));
                }
            }
            if (!turns.game().stateHash().equals(row.stateHash())) {
                throw new ApiException(409, "game-unavailable", "game " + id + " does not replay to its stored state");
            }
            return new LiveGame(row, slot, turns);
        } finally {
            slot.lock.unlock();
        }
    }

    private static TurnSystem newGame(Definitions d, long seed, int turnLimit) {
        TurnSystem turns = TurnSystem.of(new Game(d.catalog(), d.rules(), seed), turnLimit);
        turns.start();
        return turns;
    }

    // ------------------------------------------------------------------ creating games

    /**
     * A new game and its factions' tokens (shown once; the database keeps only their hashes).
     *
     * @param id the game's id
     * @param scenario the scenario's name
     * @param factionIds the factions' ids
     * @param factionNames the factions' names
     * @param tokens one access token per faction
     */
    public record Created(long id, String scenario, List<String> factionIds, List<String> factionNames,
            List<String> tokens) {
    }

    /**
     * Creates a game: packs the scenario folder (stored once per checksum), reads the scenario from the unpacked
     * package as every later reading will, and stores the game with one new token per faction, all in one
     * transaction.
     *
     * @param ownerId the creating account
     * @param scenario a scenario name the library lists
     * @param seed the game's seed
     * @param turnLimit the turn limit; 0 takes the scenario's (or the default limit)
     * @return the game and its tokens
     * @throws ApiException 404 for a scenario the library does not list, 400 for a negative limit
     */
    public Created create(long ownerId, String scenario, long seed, int turnLimit) throws ApiException {
        if (turnLimit < 0 || turnLimit > 100_000) {
            throw new ApiException(400, "bad-request", "the turn limit must be between 0 and 100000");
        }
        String mainFile = library.mainFile(scenario).orElseThrow(() -> new ApiException(404, "no-such-scenario",
                "the server has no scenario '" + scenario + "' (GET /api/v1/scenarios lists them)"));
        ScenarioPackage pack;
        try {
            pack = ScenarioPackage.of(library.folder());
            pack.unpack(packages);
        } catch (IOException e) {
            throw new ApiException(500, "scenario-folder", "the server's scenario folder cannot be read: "
                    + e.getMessage().replace(library.folder().toString(), "<scenarios>"));
        }
        Pool pool = pool(pack.checksum());
        Slot slot = pool.slot(0, mainFile);
        if (slot.definitions.factionCount() < 2) {
            throw new ApiException(409, "no-such-scenario", "the scenario '" + scenario + "' has fewer than two"
                    + " factions; a hosted game needs two or more");
        }
        int limit;
        String hash;
        boolean finished;
        int winner;
        List<String> ids = new ArrayList<>();
        List<String> names = new ArrayList<>();
        slot.lock.lock();
        try {
            limit = turnLimit > 0 ? turnLimit : slot.definitions.turns().proposedTurnLimit();
            TurnSystem turns = newGame(slot.definitions, seed, limit);
            hash = turns.game().stateHash();
            finished = turns.isFinished();
            winner = turns.game().world().winningFaction();
            slot.definitions.catalog().factions().forEach(f -> {
                ids.add(f.getId());
                names.add(GameText.name(f));
            });
        } finally {
            slot.lock.unlock();
        }
        List<String> tokens = new ArrayList<>();
        for (int f = 0; f < ids.size(); f++) {
            tokens.add(Tokens.create());
        }
        long id = sql(() -> db.transaction(c -> {
            Store.addPackage(c, pack.checksum(), pack.zip());
            long game = Store.addGame(c, new Store.GameRow(0, ownerId, scenario, mainFile, pack.checksum(),
                    seed, limit, ids.size(), 0, hash, finished, winner));
            for (int f = 0; f < tokens.size(); f++) {
                Store.addToken(c, Tokens.hash(tokens.get(f)), new Store.Access(ownerId, game, f), Long.MAX_VALUE);
            }
            return game;
        }));
        return new Created(id, scenario, ids, names, tokens);
    }

    // ------------------------------------------------------------------ turn submissions

    /**
     * A stored submission.
     *
     * @param row the submission as stored
     * @param snapshot the game after it (now, for a repeated submission)
     * @param repeated whether it had been stored before (the client sent it again)
     */
    public record Submitted(Store.SubmissionRow row, Snapshot snapshot, boolean repeated) {
    }

    /**
     * Takes a faction's turn: refuses it unless the faction is to act in that turn and the engine accepts every order
     * and the end of the turn on a copy of the game; stores it in one transaction; makes the copy the game; wakes the
     * clients waiting for events. A submission whose client token is stored already is answered with the stored one
     * (a client repeating a request whose answer it lost), and changes nothing.
     *
     * @param gameId the game
     * @param faction the submitting faction (from its token)
     * @param turn the turn the client means (from 0)
     * @param submissionId the client's token for this submission
     * @param lines the orders in the engine's command text
     * @return the stored submission
     * @throws ApiException 409 when it is not the faction's turn or the game is over, 422 with the order's index and
     *         the engine's reason when an order is refused, 400 for malformed orders, 503 when the database fails
     */
    public Submitted submit(long gameId, int faction, int turn, String submissionId, List<String> lines)
            throws ApiException {
        List<String> commands;
        try {
            commands = TurnOrders.canonical(lines);
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, "malformed-command", e.getMessage());
        }
        LiveGame g = game(gameId);
        Submitted result;
        g.slot.lock.lock();
        try {
            Snapshot now = g.snapshot;
            boolean due = !now.finished() && now.turn() == turn && now.acting().contains(faction);
            if (!due) {
                Optional<Store.SubmissionRow> stored = sql(() -> db.transaction(c -> Store.submission(c, gameId,
                        submissionId)));
                if (stored.isPresent()) {
                    return repeated(stored.get(), faction, now);
                }
                if (now.finished()) {
                    throw new ApiException(409, "game-over", "play has ended in game " + gameId);
                }
                throw new ApiException(409, "not-your-turn", "it is turn " + (now.turn() + 1) + " and "
                        + names(g, now.acting()) + " to act, not " + g.factionNames.get(faction) + " in turn "
                        + (turn + 1), Map.of("turn", now.turn(), "acting", now.acting()));
            }
            ForwardModel copy = ForwardModel.of(g.turns);
            TurnOrders.Refusal refusal = new TurnOrders(turn, faction, commands).playOn(copy.turns());
            if (refusal != null) {
                throw new ApiException(422, "illegal-command", refusal.reason(), Map.of("index", refusal.index(),
                        "command", refusal.command()));
            }
            Snapshot next = snapshotOf(copy.turns(), now.submissions() + 1);
            Store.SubmissionRow row = new Store.SubmissionRow(next.submissions(), turn, faction, submissionId,
                    commands, next.stateHash());
            try {
                db.transaction(c -> {
                    Store.addSubmission(c, gameId, row, next.finished(), next.winner());
                    if (commitDelayMillis > 0) {
                        pause(commitDelayMillis);
                    }
                    return null;
                });
            } catch (SQLException e) {
                if ("23505".equals(e.getSQLState())) {
                    Optional<Store.SubmissionRow> stored = sql(() -> db.transaction(c -> Store.submission(c, gameId,
                            submissionId)));
                    if (stored.isPresent()) {
                        return repeated(stored.get(), faction, now);
                    }
                }
                games.remove(gameId);
                throw new ApiException(503, "storage-failed", "the turn could not be stored; send it again");
            }
            g.turns = copy.turns();
            g.snapshot = next;
            result = new Submitted(row, next, false);
        } finally {
            g.slot.lock.unlock();
        }
        g.wakeAll();
        return result;
    }

    private static Submitted repeated(Store.SubmissionRow stored, int faction, Snapshot now) throws ApiException {
        if (stored.faction() != faction) {
            throw new ApiException(409, "submission-conflict", "another faction's submission has this client token");
        }
        return new Submitted(stored, now, true);
    }

    private static String names(LiveGame g, List<Integer> factions) {
        List<String> names = new ArrayList<>();
        for (int f : factions) {
            names.add(g.factionNames.get(f));
        }
        return names.isEmpty() ? "nobody" : String.join(", ", names);
    }

    private static void pause(int millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    // ------------------------------------------------------------------ reading games

    /**
     * @param gameId a game
     * @param after the submissions the reader has
     * @param limit the most to return
     * @return the stored submissions after those, in order
     * @throws ApiException 503 when the database fails
     */
    public List<Store.SubmissionRow> submissions(long gameId, int after, int limit) throws ApiException {
        return sql(() -> db.transaction(c -> Store.submissions(c, gameId, after, limit)));
    }

    /**
     * The game so far in the engine's save format ({@link SavedGame}): the scenario's path inside the game's
     * scenario package, its checksum, the seed, the turn limit and every history entry, so a client replays it
     * ({@code hexbench replay}) or continues it ({@link org.hexbench.play.GameSession#load}).
     *
     * @param gameId the game
     * @param folder where to write the temporary file
     * @return the save's bytes and the number of submissions it holds
     * @throws ApiException if the game cannot be loaded
     * @throws IOException if the save cannot be written
     */
    public Map.Entry<byte[], Integer> save(long gameId, Path folder) throws ApiException, IOException {
        LiveGame g = game(gameId);
        SavedGame saved;
        int submissions;
        g.slot.lock.lock();
        try {
            Game game = g.turns.game();
            submissions = g.snapshot.submissions();
            Map<String, String> settings = new java.util.LinkedHashMap<>();
            settings.put("seed", Long.toString(g.row.seed()));
            settings.put("players", "human");
            settings.put("turns", Integer.toString(g.row.turnLimit()));
            settings.put("pause", "0");
            saved = new SavedGame(g.row.mainFile(), g.slot.scenarioChecksum(), settings,
                    List.copyOf(game.history().entries()), game.stateHash());
        } finally {
            g.slot.lock.unlock();
        }
        Files.createDirectories(folder);
        Path temp = Files.createTempFile(folder, "game-" + gameId + "-", ".hbsave");
        try {
            saved.write(temp);
            return Map.entry(Files.readAllBytes(temp), submissions);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * @param gameId a game
     * @return its scenario package
     * @throws ApiException if the game or its package is missing
     */
    public ScenarioPackage scenarioPackage(long gameId) throws ApiException {
        LiveGame g = game(gameId);
        String checksum = g.row.checksum();
        byte[] archive = sql(() -> db.transaction(c -> Store.packageArchive(c, checksum)))
                .orElseThrow(() -> new ApiException(409, "game-unavailable", "the game's scenario package is missing"));
        return new ScenarioPackage(checksum, archive);
    }

    /** @return the games in memory */
    public int gamesInMemory() {
        return games.size();
    }

    /** The database work of one call. */
    @FunctionalInterface
    interface SqlWork<T> {

        T run() throws SQLException;
    }

    private static <T> T sql(SqlWork<T> work) throws ApiException {
        try {
            return work.run();
        } catch (SQLException e) {
            throw new ApiException(503, "storage-failed", "the database failed (" + e.getSQLState() + "); try again");
        }
    }
}
