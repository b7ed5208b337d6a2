package org.hexbench.server.client;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.player.PlayerTurn;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameStartException;

/**
 * One faction's copy of a hosted game, kept in step with the server without a user interface (tests, the command
 * line, computer players on a server's game): joining downloads the game's scenario package and plays every stored
 * submission in order ({@link TurnOrders#playOn}), checking the server's state hash after each; {@link #update} waits
 * for new submissions (a long poll) and plays them; {@link #playTurn} lets any engine {@link Player} play the
 * faction's turn on a copy of the game, submits the orders it gave, and plays the stored submission on this copy.
 * Not thread-safe: one thread drives it.
 */
public final class HostedGame {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final HostedServer server;
    private final long id;
    private final String token;
    private final Hosted.GameInfo info;
    private final Definitions definitions;
    private final TurnSystem turns;
    private int submissions;
    private boolean serverFinished;

    private HostedGame(HostedServer server, long id, String token, Hosted.GameInfo info, Definitions definitions) {
        this.server = server;
        this.id = id;
        this.token = token;
        this.info = info;
        this.definitions = definitions;
        this.turns = TurnSystem.of(new Game(definitions.catalog(), definitions.rules(), info.seed()), info.turnLimit());
        turns.start();
    }

    /**
     * Joins a hosted game as the faction a token opens, and catches up with every stored submission.
     *
     * @param server the game server
     * @param gameId the game
     * @param token the faction's token
     * @param cache a folder for the game's scenario files
     * @return the faction's copy of the game, at the server's state
     * @throws IOException if the server refuses or cannot be reached, the package is malformed, or the copy does not
     *         reach the server's state hashes
     */
    public static HostedGame join(HostedServer server, long gameId, String token, Path cache) throws IOException {
        Hosted.GameInfo info = server.game(gameId, token);
        Path folder = scenarioFolder(server, gameId, token, info, cache);
        Definitions definitions;
        try {
            definitions = Definitions.read(folder.resolve(info.scenarioFile()));
        } catch (GameStartException e) {
            throw new IOException("the hosted game's scenario cannot be read: " + e.getMessage(), e);
        }
        HostedGame game = new HostedGame(server, gameId, token, info, definitions);
        while (game.update(0) > 0) {
            // catch up page by page
        }
        return game;
    }

    /**
     * Downloads and unpacks a game's scenario package (once per checksum).
     *
     * @param server the game server
     * @param gameId the game
     * @param token a faction's token
     * @param info the game
     * @param cache the folder that holds unpacked packages
     * @return the unpacked package's folder
     * @throws IOException if it cannot be downloaded, is malformed or is not the package the game names
     */
    static Path scenarioFolder(HostedServer server, long gameId, String token, Hosted.GameInfo info, Path cache)
            throws IOException {
        Path packages = cache.resolve("packages");
        Path known = packages.resolve(info.packageChecksum()).normalize();
        if (known.startsWith(packages) && java.nio.file.Files.isDirectory(known)) {
            return known;
        }
        ScenarioPackage pack = server.scenarioPackage(gameId, token);
        if (!pack.checksum().equals(info.packageChecksum())) {
            throw new IOException("the server sent scenario package " + pack.checksum() + " for a game of package "
                    + info.packageChecksum());
        }
        return pack.unpack(packages);
    }

    /** @return the game's id */
    public long id() {
        return id;
    }

    /** @return the faction this copy plays */
    public int faction() {
        return info.faction();
    }

    /** @return the game as the server described it when this copy joined */
    public Hosted.GameInfo info() {
        return info;
    }

    /** @return the scenario and rules it is played by */
    public Definitions definitions() {
        return definitions;
    }

    /** @return this copy's turn system (read it; change it only through this class) */
    public TurnSystem turns() {
        return turns;
    }

    /** @return this copy's game */
    public Game game() {
        return turns.game();
    }

    /** @return the server's submissions this copy has played */
    public int submissions() {
        return submissions;
    }

    /** @return whether play has ended */
    public boolean isFinished() {
        return turns.isFinished() || serverFinished;
    }

    /** @return whether this copy's faction is to act now */
    public boolean isMyTurn() {
        return !isFinished() && turns.actingFactions().contains(info.faction());
    }

    /**
     * Plays the submissions the server has beyond this copy's, waiting up to {@code waitSeconds} for one when there
     * is none yet.
     *
     * @param waitSeconds how long the server may wait for news (at most 25)
     * @return how many submissions were played
     * @throws IOException if the server cannot be reached or refuses, or a submission does not reach the server's
     *         state hash on this copy
     */
    public int update(int waitSeconds) throws IOException {
        Hosted.Events events = server.events(id, token, submissions, waitSeconds);
        for (Hosted.Event e : events.events()) {
            play(e);
        }
        serverFinished = events.finished() && events.submissions() == submissions;
        return events.events().size();
    }

    private void play(Hosted.Event event) throws IOException {
        if (event.seq() != submissions + 1) {
            throw new IOException("hosted game " + id + ": submission " + event.seq() + " arrived after " + submissions);
        }
        TurnOrders.Refusal refusal = event.orders().playOn(turns);
        if (refusal != null) {
            throw new IOException("hosted game " + id + ": the server's submission " + event.seq()
                    + " is refused by this copy (order " + refusal.index() + ", " + refusal.command() + ": "
                    + refusal.reason() + ")");
        }
        String hash = turns.game().stateHash();
        if (!hash.equals(event.stateHash())) {
            throw new IOException("hosted game " + id + ": after submission " + event.seq() + " this copy is at state "
                    + hash + ", the server at " + event.stateHash());
        }
        submissions = event.seq();
    }

    /**
     * Waits until this copy's faction is to act or play has ended.
     *
     * @param timeoutMillis how long to wait at most
     * @return whether the faction is to act
     * @throws IOException if the server cannot be reached or the copy goes out of step
     */
    public boolean awaitTurn(long timeoutMillis) throws IOException {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (!isMyTurn() && !isFinished()) {
            long left = deadline - System.currentTimeMillis();
            if (left <= 0) {
                return false;
            }
            update((int) Math.max(1, Math.min(25, left / 1000)));
        }
        return isMyTurn();
    }

    /**
     * Submits this faction's turn and plays it on this copy once the server stored it. A failure to reach the server
     * is retried with the same client token (at most {@code attempts} times in all), so the turn is stored once.
     *
     * @param commands the orders, in the engine's command text
     * @return the stored submission
     * @throws IOException if the server refuses the turn (the copy is then unchanged) or stays unreachable
     */
    public Hosted.Submitted submit(List<String> commands) throws IOException {
        return submit(commands, newSubmissionId(), 5);
    }

    /**
     * Submits this faction's turn with a given client token (see {@link #submit(List)}).
     *
     * @param commands the orders
     * @param submissionId the client's token for it
     * @param attempts how often to try when the server cannot be reached
     * @return the stored submission
     * @throws IOException if the server refuses the turn or stays unreachable
     */
    public Hosted.Submitted submit(List<String> commands, String submissionId, int attempts) throws IOException {
        TurnOrders orders = new TurnOrders(turns.game().world().currentTurn(), info.faction(), commands);
        Hosted.Submitted stored = null;
        for (int attempt = 1; stored == null; attempt++) {
            try {
                stored = server.submit(id, token, orders, submissionId);
            } catch (HostedException e) {
                throw e;
            } catch (IOException e) {
                if (attempt >= attempts) {
                    throw e;
                }
                pause(200L * attempt);
            }
        }
        if (stored.seq() == submissions + 1) {
            play(stored.event());
        } else {
            while (submissions < stored.seq() && update(0) > 0) {
                // the stored submission is among the events
            }
        }
        return stored;
    }

    /**
     * Lets an engine player decide this faction's turn: the player orders on a copy of the game ({@link ForwardModel})
     * through a turn system that writes its accepted orders down; this copy is untouched.
     *
     * @param player the player (a computer player of the registry, a script)
     * @return the orders it gave, in the engine's command text
     * @throws IllegalStateException if it is not this faction's turn
     */
    public List<String> decideTurn(Player player) {
        if (!isMyTurn()) {
            throw new IllegalStateException("it is not " + info.factions().get(info.faction()).name() + "'s turn");
        }
        ForwardModel copy = ForwardModel.of(turns);
        RecordedTurns recorded = new RecordedTurns(copy.turns());
        player.playTurn(new PlayerTurn(recorded, info.faction(), () -> false));
        return recorded.orders();
    }

    /**
     * Plays this faction's turn with an engine player ({@link #decideTurn}) and submits the orders it gave.
     *
     * @param player the player
     * @return the stored submission
     * @throws IOException if the server refuses or cannot be reached
     * @throws IllegalStateException if it is not this faction's turn
     */
    public Hosted.Submitted playTurn(Player player) throws IOException {
        return submit(decideTurn(player));
    }

    /** @return a new client token for a submission */
    public static String newSubmissionId() {
        byte[] bytes = new byte[18];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    private static void pause(long millis) throws IOException {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }
}
