package org.hexbench.play;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.GameListener;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.SaveFormatException;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.hexbench.play.internal.GameLog;
import org.hexbench.scenario.FogOfWar;
import org.hexbench.play.internal.SessionSettings;

/**
 * A game being played, the same for every front end (the IDE's Play perspective, the command line; tournaments,
 * play by e-mail and a game server later): the {@link Game}, the scenario's {@link TurnSystem}, who plays each
 * faction (its {@link Seat}), computer players running in the background, saves, automatic saves, replay, and
 * restarting under changed rules (Hexkit User's Guide §2.1 Managing Games, §2.2 Managing Players).
 *
 * <p>People order through {@link #execute} and end their turn with {@link #endTurn}; whenever computer players are
 * to act, the session plays their turns through its {@link ComputerRunner}, one faction's turn at a time, until a
 * person is to act, play has finished, or {@link #stopComputers} (or the runner's progress) stops them. Nothing here
 * knows which turn system a scenario uses: sequential and simultaneous games are played alike.
 *
 * <p>Only one thread changes the game at a time (a lock held for one order or one computer player's turn); readers
 * use {@link #read}, which never waits long, so a front end never freezes behind a computer turn. Listeners hear of
 * every history entry and every end of a turn on the thread that made the change, and of every change afterwards
 * ({@link SessionListener#changed}). A rule failure never breaks the session: the engine rolls the failed step back,
 * the log and the reply say what failed, and the game goes on.
 */
public final class GameSession {

    /** The automatic save written when a person ends a turn: every command up to, not including, the End Turn. */
    public static final String AUTOSAVE = "autosave.hbsave";

    /** The automatic save written when a computer player's turn has ended, End Turn included. */
    public static final String COMPUTER_AUTOSAVE = "computer-autosave.hbsave";

    private static final String BEGIN_TURN = CommandCodec.encode(new BeginTurn());

    private final GameSetup initialSetup;
    private final Definitions definitions;
    private final Game game;
    private final TurnSystem turns;
    private final SessionOptions options;
    private final ReentrantLock lock = new ReentrantLock();
    private final List<SessionListener> listeners = new CopyOnWriteArrayList<>();
    private final GameLog log;
    private final Seat[] seats;
    private final Player[] computers;
    private final Object runs = new Object();
    private volatile SessionStatus status = SessionStatus.COMPUTER_STOPPED;
    private volatile CompletableFuture<Void> running;
    private volatile boolean stopRequested;
    private volatile boolean closed;
    private volatile String failure;
    private volatile int savedEntries;
    private boolean computerStep;
    /** The faction whose view {@link #read} shows under fog of war, -1 for the whole game. */
    private volatile int viewer = -1;
    /** The game as the viewer knows it, kept while the game stays as it was when it was made (guarded by the lock). */
    private ForwardModel known;
    private int knownViewer = -1;
    private int knownEntries = -1;
    private HistoryEntry knownLast;
    private List<Directive> knownDirectives;

    private GameSession(GameSetup setup, Definitions definitions, Game game, SessionOptions options) {
        if (setup.seats().size() != definitions.factionCount()) {
            throw new IllegalArgumentException(definitions.factionCount() + " factions but " + setup.seats().size()
                    + " seats");
        }
        this.initialSetup = setup;
        this.definitions = definitions;
        this.game = game;
        this.options = options;
        this.turns = TurnSystem.of(game, setup.turnLimit());
        this.savedEntries = game.history().size();
        this.seats = setup.seats().toArray(new Seat[0]);
        this.log = new GameLog(game, f -> seats[f].label());
        this.computers = new Player[seats.length];
        for (int f = 0; f < seats.length; f++) {
            computers[f] = computerFor(f, seats[f]);
        }
        turns.addListener(new GameListener() {
            @Override
            public void executed(Game g, HistoryEntry entry) {
                for (SessionListener l : listeners) {
                    l.executed(GameSession.this, entry);
                }
            }

            @Override
            public void turnEnded(Game g, int turn, int faction) {
                if (computerStep) {
                    autosave(COMPUTER_AUTOSAVE);
                }
                for (SessionListener l : listeners) {
                    l.turnEnded(GameSession.this, turn, faction);
                }
            }
        });
    }

    private Player computerFor(int faction, Seat seat) {
        return seat == Seat.HUMAN ? null : options.players().playerFor(seat, faction, initialSetup.seed());
    }

    /**
     * Starts a new game with computer players on their own thread and no automatic saves.
     *
     * @param setup who plays, the seed and the turn limit
     * @param definitions the scenario and rules
     * @return the running session
     * @throws GameStartException if the seats do not fit the scenario's factions, or the rules fail at the start
     */
    public static GameSession start(GameSetup setup, Definitions definitions) throws GameStartException {
        return start(setup, definitions, SessionOptions.HEADLESS);
    }

    /**
     * Starts a new game: its first turn begins, and if computer players act first, they start moving.
     *
     * @param setup who plays, the seed and the turn limit
     * @param definitions the scenario and rules
     * @param options where computer players run and where the game is saved automatically
     * @param listeners listeners that hear the game from its first command on
     * @return the running session
     * @throws GameStartException if the seats do not fit the scenario's factions, or the rules fail at the start
     *         (the message names the scenario and the failure)
     */
    public static GameSession start(GameSetup setup, Definitions definitions, SessionOptions options,
            SessionListener... listeners) throws GameStartException {
        if (setup.seats().size() != definitions.factionCount()) {
            throw new GameStartException(definitions.scenarioFile() + " has " + definitions.factionCount()
                    + " factions but " + setup.seats().size() + " players were chosen");
        }
        GameSession session = new GameSession(setup, definitions,
                new Game(definitions.catalog(), definitions.rules(), setup.seed()), options);
        session.listeners.addAll(Arrays.asList(listeners));
        session.note("game", "New game of " + definitions.scenarioFile().getFileName() + ": "
                + definitions.turns().describe() + ", seed " + setup.seed() + ", rules "
                + (definitions.ruleFile() == null ? "Hexkit's defaults" : definitions.ruleFile().getFileName()));
        session.beginTurn(definitions.scenarioFile());
        session.proceed(false);
        return session;
    }

    /**
     * Begins the turn that is due (the turn system's Begin Turn, if it has not begun yet), so that a new or loaded
     * game shows the state its player acts on.
     */
    private void beginTurn(Path file) throws GameStartException {
        lock.lock();
        try {
            turns.start();
            log.newEntries();
        } catch (RuntimeException | StackOverflowError e) {
            throw new GameStartException(file + ": the game cannot start: the rules failed: " + RuleFailure.describe(e));
        } finally {
            lock.unlock();
        }
    }

    // ------------------------------------------------------------------ reading

    /** @return how the game was set up, with the seats as they are now */
    public GameSetup setup() {
        return new GameSetup(initialSetup.scenarioFile(), List.of(seats.clone()), initialSetup.seed(),
                initialSetup.turnLimit(), initialSetup.computerPauseMillis());
    }

    /**
     * @param faction a faction index
     * @return who plays it now
     */
    public Seat seat(int faction) {
        return seats[faction];
    }

    /** @return the scenario and rules this game plays by */
    public Definitions definitions() {
        return definitions;
    }

    /** @return what the session is doing now */
    public SessionStatus status() {
        return status;
    }

    /** @return whether the computer players are at work (or about to be) */
    public boolean isComputerMoving() {
        return running != null;
    }

    /**
     * @return what the rules' last failure in this game said (a rule error with its file and line), or {@code null}
     *         if they never failed; the game itself was left as it was before each failure
     */
    public String lastRuleFailure() {
        return failure;
    }

    /**
     * @return whether commands were issued since the game was started, loaded, or last saved by hand or
     *         automatically (Hexkit User's Guide §2.1.2: replacing such a game asks to save it first); a Begin Turn
     *         the turn system issued after the save does not count, since loading the save begins that turn alike
     */
    public boolean hasUnsavedProgress() {
        return readEverything(g -> {
            List<HistoryEntry> entries = g.history().entries();
            if (entries.size() < savedEntries) {
                return true;
            }
            return entries.subList(savedEntries, entries.size()).stream().anyMatch(e -> !e.command().equals(BEGIN_TURN));
        }).orElse(true);
    }

    /**
     * @return every command of the history in the game's words, one per history entry (e.g. "moved Cavalry (12) from
     *         (3, 4) to (5, 4)"), a snapshot safe from any thread
     */
    public List<String> commandWords() {
        return log.commandWords();
    }

    /**
     * @return who gave each history entry, one per entry (Hexkit User's Guide §2.2: a person or a computer player
     *         plays each faction, and Player Setup may change that during the game): the label of the faction's
     *         seat when the entry was recorded, e.g. "Human" or "Random computer player"; "rules" for a command the
     *         rules queued, "every faction" for a simultaneous turn's resolution, and empty for entries recorded
     *         before this session (a loaded game); a snapshot safe from any thread
     */
    public List<String> commandPlayers() {
        return log.commandPlayers();
    }

    /** @return the log so far (a snapshot, safe from any thread) */
    public List<LogLine> log() {
        return log.lines();
    }

    /**
     * Reads the game without blocking the caller for long: if the computer players hold the game for more than a
     * moment, the read is skipped (the session announces a change when they let go, and the reader tries again then).
     * Under fog of war with a {@link #viewer()} set, the game read is a copy as the viewer's faction knows it
     * ({@link #showTo}); otherwise it is the game itself.
     *
     * @param <T> the result type
     * @param reader reads the game; it must not change it
     * @return the result, or empty if the game was busy
     */
    public <T> Optional<T> read(Function<Game, T> reader) {
        if (!tryLock(100)) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(reader.apply(shown().game()));
        } finally {
            lock.unlock();
        }
    }

    /**
     * Reads the whole game as {@link #read} does, whatever the {@link #viewer()}: for what needs the real game (its
     * recording for a replay, its state hash, saving), not for what a person at the screen is shown.
     *
     * @param <T> the result type
     * @param reader reads the game; it must not change it
     * @return the result, or empty if the game was busy
     */
    public <T> Optional<T> readEverything(Function<Game, T> reader) {
        if (!tryLock(100)) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(reader.apply(game));
        } finally {
            lock.unlock();
        }
    }

    /** @return whether the scenario has fog of war (its factions do not see everything) */
    public boolean hasFog() {
        return game.world().fog() != FogOfWar.NONE;
    }

    /**
     * Says whose view the front ends show: under fog of war {@link #read} (and the targets, the combat preview and the
     * headline, which read through it) then gives the game as that faction knows it
     * ({@link ForwardModel#asSeenBy}: no unit it does not see, the units it remembers where it saw them last, only
     * its own commands in the history), so the person at the screen sees only their faction's view. The IDE sets it
     * to the faction of the person at the screen (the hotseat hand-over's); -1, the default, shows the whole game (no
     * person plays, or no fog of war).
     *
     * @param faction a faction index, or -1
     */
    public void showTo(int faction) {
        viewer = faction;
    }

    /** @return the faction whose view {@link #read} shows, or -1 when it shows the whole game */
    public int viewer() {
        return hasFog() ? viewer : -1;
    }

    /** The turn system the front ends read: the game's, or under fog of war a copy as the viewer knows it. */
    private TurnSystem shown() {
        int v = viewer();
        if (v < 0 || v >= seats.length) {
            return turns;
        }
        List<HistoryEntry> entries = game.history().entries();
        HistoryEntry last = entries.isEmpty() ? null : entries.get(entries.size() - 1);
        List<Directive> directives = turns.pendingDirectives();
        if (known == null || knownViewer != v || knownEntries != entries.size() || knownLast != last
                || !knownDirectives.equals(directives)) {
            known = ForwardModel.asSeenBy(turns, v, 0x9e3779b97f4a7c15L * (v + 1) ^ entries.size(), game.rules());
            knownViewer = v;
            knownEntries = entries.size();
            knownLast = last;
            knownDirectives = List.copyOf(directives);
        }
        return known.turns();
    }

    /**
     * @return the faction a person gives orders for now: the first acting faction a person plays (the active
     *         faction in sequential turns; in simultaneous turns, the next human faction that has not ended its
     *         turn); -1 when no person is to act
     */
    public int humanFaction() {
        if (status != SessionStatus.HUMAN_TO_MOVE) {
            return -1;
        }
        return read(g -> firstHuman()).orElse(-1);
    }

    private int firstHuman() {
        for (int f : turns.actingFactions()) {
            if (seats[f] == Seat.HUMAN) {
                return f;
            }
        }
        return -1;
    }

    /** @return the factions to act now (see {@link TurnSystem#actingFactions()}); empty while the game is busy */
    public List<Integer> actingFactions() {
        return read(g -> turns.actingFactions()).orElse(List.of());
    }

    /** @return the turn system, e.g. "Sequential turns" */
    public String describeTurns() {
        return turns.describe();
    }

    /** @return the orders given this turn that take effect when it resolves (simultaneous directives), in order */
    public List<Directive> pendingDirectives() {
        return read(g -> shown().pendingDirectives()).orElse(List.of());
    }

    /**
     * @param units unit ids of one faction on one site
     * @return where the turn system lets them be ordered to move, ascending; empty if a unit is gone or unplaced or
     *         the game is busy
     */
    public int[] moveTargets(List<Integer> units) {
        return read(g -> {
            List<Entity> entities = entities(g, units);
            return entities.isEmpty() ? new int[0] : shown().moveTargets(entities);
        }).orElse(new int[0]);
    }

    /**
     * @param units unit ids of one faction on one site
     * @return where they may be ordered to attack, ascending; empty if a unit is gone or unplaced or the game is busy
     */
    public int[] attackTargets(List<Integer> units) {
        return read(g -> {
            List<Entity> entities = entities(g, units);
            return entities.isEmpty() ? new int[0] : shown().attackTargets(entities);
        }).orElse(new int[0]);
    }

    private static List<Entity> entities(Game g, List<Integer> ids) {
        List<Entity> result = new ArrayList<>();
        for (int id : ids) {
            Entity e = g.world().entity(id);
            if (e == null || !e.isPlaced()) {
                return List.of();
            }
            result.add(e);
        }
        return result;
    }

    /**
     * @return one line for status bars: turn, who acts, what the session does, and the winner once there is one
     */
    public String headline() {
        return read(g -> {
            WorldState w = g.world();
            if (w.isGameOver()) {
                return "Winner: " + (w.winningFaction() >= 0 ? w.faction(w.winningFaction()).name() + " ("
                        + w.faction(w.winningFaction()).id() + ")" : "none") + " · turn " + (w.currentTurn() + 1);
            }
            int human = status == SessionStatus.HUMAN_TO_MOVE ? firstHuman() : -1;
            List<String> acting = turns.actingFactions().stream().map(f -> w.faction(f).name()).toList();
            String who = human >= 0 ? w.faction(human).name() : acting.isEmpty() ? "nobody" : String.join(", ", acting);
            String stopped = status == SessionStatus.COMPUTER_STOPPED && failure != null
                    ? " · the rules failed: " + failure : "";
            return "Turn " + (w.currentTurn() + 1) + (turns.turnLimit() > 0 ? " of " + turns.turnLimit() : "") + " · "
                    + who + " · " + status.text() + stopped;
        }).orElse("Computer players are moving…");
    }

    /**
     * Estimates an attack's losses by trial on copies of the game ({@link CombatPreview}); the game is untouched.
     *
     * @param units the attacking unit ids
     * @param target the attacked site
     * @return the estimate; empty when the attack is not possible, a rule fails in the trial, or the game is busy
     */
    public Optional<CombatPreview> combatPreview(List<Integer> units, int target) {
        return read(g -> {
            try {
                return CombatPreview.of(g, units, target).orElse(null);
            } catch (RuntimeException | StackOverflowError e) {
                return null;
            }
        });
    }

    /** @return the current state hash, or empty while the game is busy */
    public Optional<String> stateHash() {
        return readEverything(Game::stateHash);
    }

    /**
     * @return a replay of the game so far from its start (Hexkit User's Guide §2.1.4), or empty while the game is
     *         busy
     */
    public Optional<ReplayPlayback> replay() {
        return readEverything(g -> new ReplayPlayback(g.catalog(), g.history().entries()));
    }

    // ------------------------------------------------------------------ listeners

    /**
     * @param listener hears of every entry and every end of a turn, then of every change (on the changing thread)
     */
    public void addListener(SessionListener listener) {
        listeners.add(listener);
    }

    /**
     * @param listener a listener added before
     */
    public void removeListener(SessionListener listener) {
        listeners.remove(listener);
    }

    private void announce() {
        for (SessionListener l : listeners) {
            l.changed(this);
        }
    }

    // ------------------------------------------------------------------ people's orders

    /**
     * Gives a person's order for the faction to act (Hexkit User's Guide §2.7 Commands): executed at once in
     * sequential turns, a directive for the turn's resolution in simultaneous turns. Begin Turn and End Turn are the
     * turn system's ({@link #endTurn}).
     *
     * @param command the order
     * @return accepted, or rejected with the reason (the game is then unchanged); a rule failure is rejected with
     *         what failed, and rolled back
     */
    public Reply execute(Command command) {
        String text = CommandCodec.encode(command);
        if (!tryLock(200)) {
            return Reply.rejected("the computer players are moving: wait, or stop them first");
        }
        Reply reply;
        try {
            reply = order(command, text);
        } catch (RuntimeException | StackOverflowError e) {
            reply = rulesFailed(text, e);
        } finally {
            lock.unlock();
        }
        proceed(false);
        return reply;
    }

    private Reply order(Command command, String text) {
        if (status != SessionStatus.HUMAN_TO_MOVE) {
            return Reply.rejected("no person is to move (" + status.text() + ")");
        }
        int faction = firstHuman();
        String name = game.world().faction(faction).name();
        int entries = game.history().size();
        String words = CommandText.of(game.world(), command, CommandText.current(game.world()));
        Outcome outcome = turns.order(faction, command);
        log.newEntries();
        if (!outcome.accepted()) {
            log.note(name, "rejected: " + words + ": " + outcome.rejection(), text);
            return Reply.rejected(outcome.rejection());
        }
        if (game.history().size() == entries) {
            log.note(name, "ordered: " + words + " (takes effect when the turn resolves)", text);
            return Reply.ok(words + ": ordered for the turn's resolution");
        }
        return Reply.ok(name + " " + words);
    }

    /**
     * Says whether the person to act may take back their last command now ({@link #undo}).
     *
     * @return {@code null} if they may, else why not, in words (for a greyed Undo's tooltip)
     */
    public String undoBlocker() {
        if (status != SessionStatus.HUMAN_TO_MOVE) {
            return "no person is to move (" + status.text() + ")";
        }
        String reason = readEverything(g -> {
            int faction = firstHuman();
            return faction < 0 ? "no person is to move" : turns.canWithdrawOrder(faction) ? ""
                    : Optional.ofNullable(g.undoBlocker(faction)).orElse("");
        }).orElse("the computer players are moving");
        return reason.isEmpty() ? null : reason;
    }

    /**
     * Takes back the last command of the person to act, when it rolled no dice since (Hexkit's HCL roll-back,
     * {@link Game#undo}): world, history and random stream are exactly as before the command; the log says what was
     * taken back. In simultaneous turns it withdraws the person's last directive of the turn instead
     * ({@link TurnSystem#withdrawOrder}), which has not taken effect yet.
     *
     * @return accepted with what was taken back in words, or rejected with the reason ({@link #undoBlocker})
     */
    public Reply undo() {
        if (!tryLock(200)) {
            return Reply.rejected("the computer players are moving: wait, or stop them first");
        }
        Reply reply;
        try {
            String blocker = status != SessionStatus.HUMAN_TO_MOVE ? "no person is to move (" + status.text() + ")"
                    : turns.canWithdrawOrder(firstHuman()) ? null : game.undoBlocker(firstHuman());
            if (blocker != null) {
                return Reply.rejected(blocker);
            }
            int faction = firstHuman();
            String name = game.world().faction(faction).name();
            if (turns.canWithdrawOrder(faction)) {
                turns.withdrawOrder(faction);
                log.note(name, "took back its last directive");
                reply = Reply.ok(name + " took back its last directive");
            } else {
                int index = game.history().size();
                List<HistoryEntry> taken = game.undo(faction);
                String words = log.commandWords().get(index - taken.size());
                log.newEntries();
                log.note(name, "took back: " + words, taken.get(0).command());
                reply = Reply.ok(name + " took back: " + words);
            }
        } finally {
            lock.unlock();
        }
        proceed(false);
        return reply;
    }

    /**
     * Ends the turn of the person's faction to act (Hexkit User's Guide §2.7.6 End Turn): first the game is saved
     * automatically without it, if automatic saves are on; then the turn system ends it (sequential: End Turn and
     * the next faction's Begin Turn; simultaneous: the faction's directives are submitted, and the turn resolves when
     * every faction has). Computer players then move.
     *
     * @return accepted, or rejected when no person is to move or the rules failed (the game is then unchanged)
     */
    public Reply endTurn() {
        if (!tryLock(200)) {
            return Reply.rejected("the computer players are moving: wait, or stop them first");
        }
        Reply reply;
        try {
            if (status != SessionStatus.HUMAN_TO_MOVE) {
                return Reply.rejected("no person is to move (" + status.text() + ")");
            }
            int faction = firstHuman();
            autosave(AUTOSAVE);
            String name = game.world().faction(faction).name();
            turns.endTurn(faction);
            log.newEntries();
            note(name, "ended its turn");
            reply = Reply.ok(name + " ended its turn");
        } catch (RuntimeException | StackOverflowError e) {
            log.newEntries();
            reply = rulesFailed("End Turn", e);
        } finally {
            lock.unlock();
        }
        stopRequested = false;
        proceed(false);
        return reply;
    }

    private Reply rulesFailed(String what, Throwable error) {
        String cause = RuleFailure.describe(error);
        failure = cause;
        note("game", what + ": the rules failed: " + cause + "; the game is as it was before");
        return Reply.rejected("the rules failed: " + cause + " (the game is as it was before)");
    }

    // ------------------------------------------------------------------ seats

    /**
     * Changes who plays a faction in the middle of the game (Hexkit User's Guide §2.2 Managing Players: Player
     * Setup may hand a faction from a person to a computer player and back): the new seat acts from now on; if it
     * is that faction's turn, a computer player takes it over at once, or the computer players stop for a person.
     *
     * @param faction a faction index
     * @param seat who plays it from now on
     * @return accepted, or rejected while a computer turn keeps the game busy
     */
    public Reply changeSeat(int faction, Seat seat) {
        if (faction < 0 || faction >= seats.length) {
            return Reply.rejected("there is no faction " + faction);
        }
        if (!tryLock(2_000)) {
            return Reply.rejected("the computer players are moving: stop them first");
        }
        String name;
        try {
            seats[faction] = seat;
            computers[faction] = computerFor(faction, seat);
            name = game.world().faction(faction).name();
            note("game", name + " is now played by: " + seat.label());
        } finally {
            lock.unlock();
        }
        proceed(status == SessionStatus.COMPUTER_STOPPED);
        return Reply.ok(name + " is now played by: " + seat.label());
    }

    // ------------------------------------------------------------------ computer players

    /** Stops the computer players after the order they are giving; {@link #resumeComputers} continues. */
    public void stopComputers() {
        stopRequested = true;
    }

    /** Continues a game whose computer players were stopped (or a loaded game, which starts stopped). */
    public void resumeComputers() {
        stopRequested = false;
        if (status == SessionStatus.COMPUTER_STOPPED) {
            proceed(false);
        }
    }

    /**
     * Waits until the computer players have nothing more to do for now (a person is to move, play has finished, or
     * they were stopped).
     *
     * @param timeout how long to wait at most
     * @return whether they are done; {@code false} if the time ran out
     * @throws InterruptedException if the waiting thread is interrupted
     */
    public boolean awaitComputers(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        for (CompletableFuture<Void> run = running; run != null; run = running) {
            try {
                run.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                return false;
            } catch (ExecutionException e) {
                // the run reports its own failures in the log
            }
        }
        return true;
    }

    /** Stops the computer players for good and tells listeners the session is over (replaced or restarted). */
    public void close() {
        closed = true;
        stopRequested = true;
        status = SessionStatus.CLOSED;
        announce();
    }

    private void proceed(boolean paused) {
        boolean computer;
        lock.lock();
        try {
            status = nextStatus();
            computer = status == SessionStatus.COMPUTER_MOVING;
            if (computer && paused) {
                status = SessionStatus.COMPUTER_STOPPED;
                computer = false;
            }
        } finally {
            lock.unlock();
        }
        if (computer) {
            startComputers();
        }
        announce();
    }

    private SessionStatus nextStatus() {
        if (closed) {
            return SessionStatus.CLOSED;
        }
        if (game.world().isGameOver()) {
            return SessionStatus.GAME_OVER;
        }
        if (turns.isFinished()) {
            return SessionStatus.TURN_LIMIT;
        }
        boolean human = false;
        for (int f : turns.actingFactions()) {
            if (computers[f] != null) {
                return SessionStatus.COMPUTER_MOVING;
            }
            human |= seats[f] == Seat.HUMAN;
        }
        return human ? SessionStatus.HUMAN_TO_MOVE : SessionStatus.COMPUTER_STOPPED;
    }

    private void startComputers() {
        synchronized (runs) {
            if (running != null || closed) {
                return;
            }
            running = new CompletableFuture<>();
        }
        options.runner().start(new Work());
    }

    /** The computer players at work: one faction's turn per step, the game locked during each step. */
    private final class Work implements ComputerTurns {

        @Override
        public String name() {
            return "Computer players: " + definitions.scenarioFile().getFileName();
        }

        @Override
        public void run(TurnProgress progress) {
            boolean stopped = false;
            boolean failed = false;
            try {
                progress.begin(name(), turns.turnLimit(), game.world().currentTurn());
                while (!closed) {
                    if (stopRequested || progress.isCanceled()) {
                        stopped = true;
                        break;
                    }
                    int played = -1;
                    lock.lock();
                    try {
                        if (nextStatus() != SessionStatus.COMPUTER_MOVING) {
                            break;
                        }
                        progress.turn(turnText(), game.world().currentTurn());
                        computerStep = true;
                        played = turns.playNextTurn(f -> computers[f],
                                () -> stopRequested || closed || progress.isCanceled());
                        log.newEntries();
                    } catch (RuntimeException | StackOverflowError e) {
                        log.newEntries();
                        failure = RuleFailure.describe(e);
                        note("game", "a computer turn failed: the rules failed: " + failure
                                + "; the game is as it was before");
                        failed = true;
                    } finally {
                        computerStep = false;
                        lock.unlock();
                    }
                    announce();
                    if (failed || played < 0) {
                        break;
                    }
                    pause(progress);
                }
            } finally {
                finish(stopped || stopRequested, failed);
            }
        }

        private String turnText() {
            WorldState w = game.world();
            List<String> names = new ArrayList<>();
            for (int f : turns.actingFactions()) {
                if (computers[f] != null) {
                    names.add(w.faction(f).name() + " (" + seats[f].label() + ")");
                }
            }
            return "Turn " + (w.currentTurn() + 1) + ": " + String.join(", ", names);
        }

        private void pause(TurnProgress progress) {
            try {
                for (int slept = 0; slept < initialSetup.computerPauseMillis() && !stopRequested && !closed
                        && !progress.isCanceled(); slept += 20) {
                    Thread.sleep(Math.min(20, initialSetup.computerPauseMillis() - slept));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                stopRequested = true;
            }
        }

        private void finish(boolean stopped, boolean failed) {
            CompletableFuture<Void> done;
            synchronized (runs) {
                done = running;
                running = null;
            }
            try {
                if (!closed) {
                    if (stopped) {
                        note("game", "computer players stopped");
                    }
                    proceed(stopped || failed);
                }
            } finally {
                done.complete(null);
            }
        }
    }

    // ------------------------------------------------------------------ turn mechanics (lock held)

    private boolean tryLock(long millis) {
        try {
            return lock.tryLock(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private void note(String source, String text) {
        log.note(source, text);
    }

    /** Saves the game automatically (lock held); a failure is noted and never stops the game. */
    private void autosave(String name) {
        Path folder = options.autosaveFolder();
        if (folder == null) {
            return;
        }
        try {
            Files.createDirectories(folder);
            Path file = folder.resolve(name);
            SavedGame.of(game, definitions.scenarioFile(), file, SessionSettings.toMap(setup())).write(file);
            savedEntries = game.history().size();
        } catch (IOException | RuntimeException e) {
            note("game", "the automatic save " + name + " failed: " + e.getMessage());
        }
    }

    // ------------------------------------------------------------------ save, load, restart

    /**
     * Saves the game atomically (the engine's {@link SavedGame}: a temporary file renamed over the target), with
     * the seed, the seats, the turn limit and the pause as settings.
     *
     * @param file the save file
     * @throws IOException if it cannot be written (the target is then untouched) or the game stays busy
     */
    public void save(Path file) throws IOException {
        if (!tryLock(2_000)) {
            throw new IOException("the computer players are moving: stop them, then save");
        }
        try {
            SavedGame.of(game, definitions.scenarioFile(), file, SessionSettings.toMap(setup())).write(file);
            savedEntries = game.history().size();
            log.note("game", "saved to " + file.getFileName(), "state hash " + game.stateHash());
        } finally {
            lock.unlock();
        }
        announce();
    }

    /**
     * Loads a saved game to continue it, with computer players on their own thread and no automatic saves.
     *
     * @param saveFile the save file
     * @return the session, at the saved state, its computer players stopped
     * @throws GameStartException if the file is corrupt, the scenario or rules cannot be read, or the game does not
     *         continue to the same state under the current definitions
     */
    public static GameSession load(Path saveFile) throws GameStartException {
        return load(saveFile, SessionOptions.HEADLESS);
    }

    /**
     * Loads a saved game to continue it (Hexkit User's Guide §2.1.2 Opening a Saved Game): the engine first replays
     * the saved programs and checks the saved state hash ({@link SavedGame#replay}); then the recorded commands are
     * issued again under the scenario's current rules ({@link Rerun}), which must reach the same hash. A loaded game
     * starts with its computer players stopped.
     *
     * @param saveFile the save file
     * @param options where computer players run and where the game is saved automatically
     * @return the session, at the saved state
     * @throws GameStartException if the file is corrupt, the scenario or rules cannot be read, or the game does not
     *         continue to the same state under the current definitions (the message names the file)
     */
    public static GameSession load(Path saveFile, SessionOptions options) throws GameStartException {
        SavedGame saved;
        String verified;
        try {
            saved = SavedGame.read(saveFile);
            verified = saved.replay(saveFile).stateHash();
        } catch (SaveFormatException e) {
            throw new GameStartException(e.getMessage());
        } catch (IOException e) {
            throw new GameStartException(saveFile + ": " + e.getMessage());
        }
        Definitions definitions = Definitions.read(saved.scenarioPath(saveFile));
        GameSetup setup;
        try {
            setup = SessionSettings.setupOf(saved.settings(), definitions.scenarioFile(), definitions.factionCount());
        } catch (IllegalArgumentException e) {
            throw new GameStartException(saveFile + ": malformed settings: " + e.getMessage());
        }
        if (setup.seats().size() != definitions.factionCount()) {
            throw new GameStartException(saveFile + ": " + setup.seats().size() + " players saved but the scenario has "
                    + definitions.factionCount() + " factions");
        }
        List<HistoryEntry> entries = SessionSettings.upgrade(saved.settings(), saved.entries());
        Rerun.Result rerun = Rerun.of(definitions, setup.seed(), entries);
        String hash = rerun.game().stateHash();
        if (!rerun.rejections().isEmpty() || !hash.equals(saved.hash())) {
            throw new GameStartException(saveFile + ": the saved game replays (state hash " + verified
                    + "), but its commands do not reach that state under the current rules (" + hash
                    + (rerun.rejections().isEmpty() ? "" : "; " + rerun.rejections().get(0)) + ")");
        }
        GameSession session = new GameSession(setup, definitions, rerun.game(), options);
        session.log.note("game", "loaded " + saveFile.getFileName() + " at turn "
                + (rerun.game().world().currentTurn() + 1), saved.entries().size() + " history entries, state hash "
                + hash + " (the saved programs replay to it)");
        session.beginTurn(saveFile);
        session.proceed(true);
        return session;
    }

    /**
     * Restarts this game under other definitions (restart with changed rules, hot reload): its recorded commands are
     * issued again in a new session ({@link Rerun}) with the same seats and options; this session closes. The new
     * session starts with its computer players stopped, so the new outcome can be looked at first.
     *
     * @param changed the definitions read again from disk
     * @return the new session and a summary comparing old and new outcome
     * @throws GameStartException if the changed scenario has another number of factions
     */
    public Restart restartWith(Definitions changed) throws GameStartException {
        if (changed.factionCount() != seats.length) {
            throw new GameStartException(changed.scenarioFile() + " now has " + changed.factionCount()
                    + " factions, the game has " + seats.length + " players: start a new game instead");
        }
        stopComputers();
        List<HistoryEntry> entries;
        String oldHash;
        String oldOutcome;
        GameSetup now;
        lock.lock();
        try {
            entries = List.copyOf(game.history().entries());
            oldHash = game.stateHash();
            oldOutcome = outcome(game);
            now = setup();
        } finally {
            lock.unlock();
        }
        Rerun.Result rerun = Rerun.of(changed, now.seed(), entries);
        GameSession next = new GameSession(new GameSetup(changed.scenarioFile(), now.seats(), now.seed(),
                now.turnLimit(), now.computerPauseMillis()), changed, rerun.game(), options);
        String summary = "Restarted under the changed definitions: " + rerun.issued() + " of "
                + entries.stream().filter(e -> !e.queued()).count() + " recorded commands issued again, "
                + rerun.rejections().size() + " rejected. Before: " + oldOutcome + ". Now: " + outcome(rerun.game())
                + ".";
        String details = "state hash before " + oldHash + ", now " + rerun.game().stateHash();
        next.log.note("game", summary, details);
        for (String r : rerun.rejections()) {
            next.note("game", "rejected under the changed rules: " + r);
        }
        close();
        next.proceed(true);
        return new Restart(next, summary, details, rerun.rejections());
    }

    /**
     * A restarted game.
     *
     * @param session the new session
     * @param summary old and new outcome in one sentence, in the game's words
     * @param details the state hashes before and after, for whoever compares runs
     * @param rejections the recorded commands the changed rules rejected
     */
    public record Restart(GameSession session, String summary, String details, List<String> rejections) {

        /**
         * Copies the rejections.
         *
         * @param session the new session
         * @param summary the summary
         * @param details the state hashes
         * @param rejections the rejections
         */
        public Restart {
            rejections = List.copyOf(rejections);
        }
    }

    private static String outcome(Game game) {
        WorldState w = game.world();
        if (w.isGameOver()) {
            return w.winningFaction() >= 0 ? w.faction(w.winningFaction()).name() + " won in turn " + (w.currentTurn() + 1)
                    : "nobody won";
        }
        return "turn " + (w.currentTurn() + 1) + ", no winner yet";
    }

    @Override
    public String toString() {
        return "GameSession[" + definitions.scenarioFile().getFileName() + ", " + Arrays.toString(seats) + ", " + status
                + "]";
    }
}
