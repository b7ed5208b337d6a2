package org.hexbench.server.client;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.player.PlayerKind;
import org.hexbench.engine.player.PlayerTurn;
import org.hexbench.play.ComputerPlayers;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameStartException;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionListener;
import org.hexbench.play.SessionOptions;

/**
 * A hosted game played through a {@link GameSession}, as the Play perspective plays every game: the session is loaded
 * from the server's save of the game ({@code GET .../save}, the engine's save format) with the joining faction played
 * by the person at this front end and every other faction {@link Seat#remote remote}. When the person ends a turn,
 * the orders of that turn (the session's history entries of the faction in that turn) are submitted to the server in
 * the background, sent again with the same client token while the server cannot be reached; the other factions'
 * turns arrive by polling the server's events (long polls) and are played into the session by a player that gives
 * exactly the orders that faction submitted, checking the server's state hash before each. Play by sequential turns
 * only: in simultaneous turns every faction would wait for the others' orders first.
 *
 * <p>When something goes wrong that the session cannot mend (the server refused this faction's turn, or the session
 * is out of step with the server), the problem is reported to the listener given at joining; joining again continues
 * from the server's state.
 */
public final class HostedSession implements AutoCloseable {

    /** The pause of the session's player loop between two looks for another faction's turn, in milliseconds. */
    private static final int POLL_PAUSE_MILLIS = 200;

    private static final String BEGIN = CommandCodec.encode(new BeginTurn());
    private static final String END = CommandCodec.encode(new EndTurn());

    private final HostedServer server;
    private final long gameId;
    private final String token;
    private final int faction;
    private final Consumer<String> problems;
    private final ConcurrentLinkedQueue<Hosted.Event> arrived = new ConcurrentLinkedQueue<>();
    private final ExecutorService submitter;
    private final Thread poller;
    private volatile GameSession session;
    private volatile int polled;
    private volatile String lastHash;
    private volatile String problem;
    private volatile boolean closed;

    private HostedSession(HostedServer server, long gameId, String token, int faction, int polled, String hash,
            Consumer<String> problems) {
        this.server = server;
        this.gameId = gameId;
        this.token = token;
        this.faction = faction;
        this.polled = polled;
        this.lastHash = hash;
        this.problems = problems;
        this.submitter = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "hosted game " + gameId + ": submissions");
            t.setDaemon(true);
            return t;
        });
        this.poller = new Thread(this::poll, "hosted game " + gameId + ": events");
        this.poller.setDaemon(true);
    }

    /**
     * Joins a hosted game as the faction a token opens.
     *
     * @param server the game server
     * @param gameId the game
     * @param token the faction's token
     * @param cache a folder for the game's scenario files and its save
     * @param options how the front end runs sessions (its computer player runner)
     * @param problems told (on a background thread) of what goes wrong with the hosted game
     * @return the joined game, its session at the server's state
     * @throws IOException if the server refuses or cannot be reached, or the game is not one a session can play
     *         (a simultaneous-turn scenario, or a token that opens no faction)
     * @throws GameStartException if the save does not load
     */
    public static HostedSession join(HostedServer server, long gameId, String token, Path cache, SessionOptions options,
            Consumer<String> problems) throws IOException, GameStartException {
        Hosted.GameInfo info = server.game(gameId, token);
        if (info.faction() < 0) {
            throw new IOException("join a hosted game with a faction's token, not an account's");
        }
        if (info.turnSystem().startsWith("Simultaneous")) {
            throw new IOException("game " + gameId + " (" + info.title() + ") plays in simultaneous turns: the Play"
                    + " perspective joins hosted games of sequential turns; play this one with the headless client");
        }
        Path folder = HostedGame.scenarioFolder(server, gameId, token, info, cache);
        Hosted.Save save = server.save(gameId, token);
        Path games = cache.resolve("games");
        Files.createDirectories(games);
        Path download = Files.createTempFile(games, "game-" + gameId + "-", ".download");
        SavedGame saved;
        try {
            Files.write(download, save.bytes());
            saved = SavedGame.read(download);
        } catch (org.hexbench.engine.game.SaveFormatException e) {
            throw new IOException("the server's save of game " + gameId + " is malformed: " + e.getMessage(), e);
        } finally {
            Files.deleteIfExists(download);
        }
        Path scenario = folder.resolve(saved.scenario()).normalize();
        if (!scenario.startsWith(folder)) {
            throw new IOException("the server's save names a scenario outside the game's package");
        }
        Map<String, String> settings = new LinkedHashMap<>(saved.settings());
        settings.put("pause", Integer.toString(POLL_PAUSE_MILLIS));
        Path file = games.resolve("game-" + gameId + ".hbsave");
        new SavedGame(games.relativize(scenario).toString().replace('\\', '/'), saved.checksum(), settings,
                saved.entries(), saved.hash()).write(file);

        HostedSession hosted = new HostedSession(server, gameId, token, info.faction(), save.submissions(),
                saved.hash(), problems);
        ComputerPlayers remote = (seat, f, seed) -> seat.isRemote() ? hosted.new RemoteFaction()
                : ComputerPlayers.STANDARD.playerFor(seat, f, seed);
        GameSession session = GameSession.load(file, options.withPlayers(remote));
        hosted.session = session;
        for (Hosted.Faction f : info.factions()) {
            if (f.index() != info.faction()) {
                session.changeSeat(f.index(), Seat.remote(f.name() + " (hosted game " + gameId + ")"));
            }
        }
        session.addListener(hosted.new Submitter());
        hosted.poller.start();
        session.resumeComputers();
        return hosted;
    }

    /** @return the session that plays the game */
    public GameSession session() {
        return session;
    }

    /** @return the faction this front end plays */
    public int faction() {
        return faction;
    }

    /** @return the game's id on the server */
    public long gameId() {
        return gameId;
    }

    /** @return the server's submissions this session has heard of */
    public int submissionsSeen() {
        return polled;
    }

    /** @return the last problem reported, or {@code null} */
    public String problem() {
        return problem;
    }

    private void report(String text) {
        if (closed) {
            return;
        }
        problem = text;
        problems.accept(text);
    }

    /** Stops polling and submitting; the session is closed too. */
    @Override
    public void close() {
        closed = true;
        poller.interrupt();
        submitter.shutdown();
        try {
            submitter.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        GameSession s = session;
        if (s != null) {
            s.close();
        }
    }

    // ------------------------------------------------------------------ the other factions' turns

    /** Long-polls the server's events and queues them for the remote factions' player. */
    private void poll() {
        int failures = 0;
        while (!closed) {
            try {
                Hosted.Events events = server.events(gameId, token, polled, 20);
                for (Hosted.Event e : events.events()) {
                    arrived.add(e);
                    polled = e.seq();
                }
                failures = 0;
                if (events.finished() && events.events().isEmpty()) {
                    return;
                }
            } catch (HostedException e) {
                if (e.status() < 500) {
                    report("the server refuses to tell this game's news: " + e.getMessage());
                    return;
                }
                failures = retryLater(failures, e);
            } catch (IOException e) {
                failures = retryLater(failures, e);
            }
        }
    }

    /** Counts a failure to reach the server (or a server error), reports the third in a row, and waits a little. */
    private int retryLater(int failures, IOException e) {
        if (closed || Thread.currentThread().isInterrupted()) {
            closed = true;
            return failures;
        }
        int count = failures + 1;
        if (count == 3) {
            report("the game server cannot be reached (" + e.getMessage() + "); trying again");
        }
        try {
            Thread.sleep(Math.min(10_000, 500L * count));
        } catch (InterruptedException stop) {
            Thread.currentThread().interrupt();
        }
        return count;
    }

    /**
     * Plays a remote faction's turn into the session: the orders that faction submitted, once the server's events
     * have brought them; until then it says it stopped early, so the session looks again after its pause (and reads
     * of the game are not kept waiting).
     */
    private final class RemoteFaction implements Player {

        @Override
        public PlayerKind kind() {
            return PlayerKind.SCRIPT;
        }

        @Override
        public boolean playTurn(PlayerTurn turn) {
            for (Hosted.Event e = arrived.peek(); e != null; e = arrived.peek()) {
                if (e.faction() == faction) {
                    arrived.poll();
                    lastHash = e.stateHash();
                    continue;
                }
                int now = turn.world().currentTurn();
                if (e.faction() != turn.faction() || e.turn() != now) {
                    report("out of step with the server: its submission " + e.seq() + " is for faction " + e.faction()
                            + " in turn " + (e.turn() + 1) + ", but here faction " + turn.faction() + " is to act in"
                            + " turn " + (now + 1) + "; join the game again");
                    return false;
                }
                String hash = turn.game().stateHash();
                if (lastHash != null && !hash.equals(lastHash)) {
                    report("out of step with the server: this game is at state " + hash + ", the server's at "
                            + lastHash + "; join the game again");
                    return false;
                }
                arrived.poll();
                for (String command : e.commands()) {
                    Outcome outcome = turn.order(CommandCodec.decode(command));
                    if (!outcome.accepted()) {
                        report("the server's submission " + e.seq() + " does not play here (" + command + ": "
                                + outcome.rejection() + "); join the game again");
                        return false;
                    }
                }
                lastHash = e.stateHash();
                return true;
            }
            return false;
        }
    }

    // ------------------------------------------------------------------ this faction's turns

    /** Submits this faction's turn when the person ends it. */
    private final class Submitter implements SessionListener {

        @Override
        public void changed(GameSession s) {
            // the session announces its own changes
        }

        @Override
        public void executed(GameSession s, HistoryEntry entry) {
            // orders are submitted together when the turn ends
        }

        @Override
        public void turnEnded(GameSession s, int turn, int ended) {
            if (ended != faction || closed) {
                return;
            }
            List<String> orders = s.read(g -> {
                List<String> list = new ArrayList<>();
                for (HistoryEntry e : g.history().entries()) {
                    if (e.turn() == turn && e.faction() == faction && !e.queued() && !e.command().equals(BEGIN)
                            && !e.command().equals(END)) {
                        list.add(e.command());
                    }
                }
                return list;
            }).orElse(null);
            if (orders == null) {
                report("this faction's turn could not be read to submit it; join the game again");
                return;
            }
            TurnOrders submission = new TurnOrders(turn, faction, orders);
            String id = HostedGame.newSubmissionId();
            submitter.execute(() -> submit(submission, id));
        }
    }

    private void submit(TurnOrders orders, String id) {
        for (int attempt = 1; !closed; attempt++) {
            try {
                server.submit(gameId, token, orders, id);
                return;
            } catch (HostedException e) {
                report("the server refused this faction's turn " + (orders.turn() + 1) + ": " + e.getMessage()
                        + "; join the game again to continue from the server's state");
                return;
            } catch (IOException e) {
                if (attempt == 3) {
                    report("the game server cannot be reached to submit the turn (" + e.getMessage()
                            + "); trying again");
                }
                try {
                    Thread.sleep(Math.min(10_000, 500L * attempt));
                } catch (InterruptedException stop) {
                    return;
                }
            }
        }
    }
}
