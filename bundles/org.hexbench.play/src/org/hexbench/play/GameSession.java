package org.hexbench.ui.play.session;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.SaveFormatException;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.simultaneous.ControlHierarchy;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.simultaneous.RandomDirectives;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.simultaneous.TurnReport;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;

/**
 * A game being test-played in the IDE (issue 8; digest A.5 turn sequence, A.11 saves and replay, C simultaneous
 * turns). The session owns the {@link Game} and drives its turns: computer players move in a background
 * {@link Job} that reports progress and can be cancelled, human commands come in through {@link #execute} and
 * {@link #endTurn}, and every change is announced to {@link SessionListener}s. Only one thread changes the game at a
 * time (a lock held for one command or one computer turn); readers use {@link #read}, which never waits long, so a
 * user interface never freezes behind a computer turn.
 *
 * <p>Sequential scenarios play as Hexkit does: Begin Turn, the active faction's commands, End Turn. In simultaneous
 * scenarios every human faction gives its Move and Attack directives in turn (hotseat), then the computer players'
 * directives are added and the turn resolves in its segments; the log lists every leg every unit moved.
 */
public final class GameSession {

    /** The family of the computer players' jobs, for tests and the progress view. */
    public static final Object JOB_FAMILY = GameSession.class;

    private final GameSetup setup;
    private final Definitions definitions;
    private final Game game;
    private final ReentrantLock lock = new ReentrantLock();
    private final List<SessionListener> listeners = new CopyOnWriteArrayList<>();
    private final GameLog log;
    private final List<Player> computers = new ArrayList<>();
    private final SimultaneousTurns simultaneous;
    private final RandomDirectives randomDirectives;
    private final Map<Integer, List<Directive>> directivesByTurn = new TreeMap<>();
    private final List<Directive> pendingDirectives = new ArrayList<>();
    private final Set<Integer> submitted = new LinkedHashSet<>();
    private int directingFaction = -1;
    private volatile SessionStatus status = SessionStatus.COMPUTER_STOPPED;
    private volatile Job job;
    private volatile boolean closed;

    private GameSession(GameSetup setup, Definitions definitions, Game game, Map<Integer, List<Directive>> directives) {
        if (setup.seats().size() != definitions.factionCount()) {
            throw new IllegalArgumentException(definitions.factionCount() + " factions but " + setup.seats().size()
                    + " seats");
        }
        this.setup = setup;
        this.definitions = definitions;
        this.game = game;
        for (int f = 0; f < setup.seats().size(); f++) {
            computers.add(setup.seat(f) == Seat.RANDOM ? new RandomPlayer(setup.seed() * 1_000_003L + f) : null);
        }
        simultaneous = definitions.turns().simultaneous() ? new SimultaneousTurns(game, definitions.turns().segments())
                : null;
        randomDirectives = new RandomDirectives(setup.seed());
        directivesByTurn.putAll(directives);
        log = new GameLog(game);
    }

    /**
     * Starts a new game and, if a computer player moves first, its job.
     *
     * @param setup the New Game dialog's choices
     * @param definitions the scenario and rules
     * @return the running session
     * @throws GameStartException if the seats do not fit the scenario's factions
     */
    public static GameSession start(GameSetup setup, Definitions definitions) throws GameStartException {
        if (setup.seats().size() != definitions.factionCount()) {
            throw new GameStartException(definitions.scenarioFile() + " has " + definitions.factionCount()
                    + " factions but " + setup.seats().size() + " players were chosen");
        }
        GameSession session = new GameSession(setup, definitions,
                new Game(definitions.catalog(), definitions.rules(), setup.seed()), Map.of());
        session.note("game", "New game of " + definitions.scenarioFile().getFileName() + ": "
                + definitions.turns().describe() + ", seed " + setup.seed() + ", rules "
                + (definitions.ruleFile() == null ? "Hexkit's defaults" : definitions.ruleFile().getFileName()));
        if (session.simultaneous == null) {
            session.lock.lock();
            try {
                session.issue(new BeginTurn());
            } finally {
                session.lock.unlock();
            }
        }
        session.proceed(false);
        return session;
    }

    // ------------------------------------------------------------------ reading

    /** @return the New Game choices */
    public GameSetup setup() {
        return setup;
    }

    /** @return the scenario and rules this game plays by */
    public Definitions definitions() {
        return definitions;
    }

    /** @return what the session is doing now */
    public SessionStatus status() {
        return status;
    }

    /** @return whether the computer players' job is scheduled or running */
    public boolean isComputerMoving() {
        return job != null;
    }

    /** @return the log so far (a snapshot, safe from any thread) */
    public List<LogLine> log() {
        return log.lines();
    }

    /**
     * Reads the game without blocking the caller for long: if the computer players hold the game for more than a
     * moment, the read is skipped (the job announces a change when it lets go, and the reader tries again then).
     *
     * @param <T> the result type
     * @param reader reads the game; it must not change it
     * @return the result, or empty if the game was busy
     */
    public <T> Optional<T> read(Function<Game, T> reader) {
        try {
            if (!lock.tryLock(100, TimeUnit.MILLISECONDS)) {
                return Optional.empty();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(reader.apply(game));
        } finally {
            lock.unlock();
        }
    }

    /**
     * @return the faction a person gives commands for now: the active faction (sequential) or the human faction
     *         whose directives are being collected (simultaneous); -1 when no person is to move
     */
    public int humanFaction() {
        if (status != SessionStatus.HUMAN_TO_MOVE) {
            return -1;
        }
        return simultaneous != null ? directingFaction : game.world().activeFaction();
    }

    /** @return whether the scenario plays simultaneous turns */
    public boolean isSimultaneous() {
        return simultaneous != null;
    }

    /** @return the directives queued this turn by human factions (simultaneous turns), in order */
    public List<Directive> pendingDirectives() {
        return read(g -> List.copyOf(pendingDirectives)).orElse(List.of());
    }

    /**
     * @return one line for status bars: turn, who moves, what the session does, and the winner once there is one
     */
    public String headline() {
        return read(g -> {
            WorldState w = g.world();
            if (w.isGameOver()) {
                return "Winner: " + (w.winningFaction() >= 0 ? w.faction(w.winningFaction()).name() + " ("
                        + w.faction(w.winningFaction()).id() + ")" : "none") + " · turn " + (w.currentTurn() + 1);
            }
            String who = simultaneous != null
                    ? (directingFaction >= 0 && status == SessionStatus.HUMAN_TO_MOVE
                            ? w.faction(directingFaction).name() + " gives directives" : "all factions")
                    : w.faction(w.activeFaction()).name();
            return "Turn " + (w.currentTurn() + 1) + (setup.turnLimit() > 0 ? " of " + setup.turnLimit() : "") + " · "
                    + who + " · " + status.text();
        }).orElse("Computer players are moving…");
    }

    /** @return the current state hash, or empty while the game is busy */
    public Optional<String> stateHash() {
        return read(Game::stateHash);
    }

    /**
     * Finds where a group of units standing on one site may move this turn: the engine's move targets (Coverage
     * within the group's movement, digest A.6) in sequential turns, the sites each unit may be directed to in
     * simultaneous turns. Call it inside {@link #read}.
     *
     * @param units the units
     * @return the sites, ascending
     */
    int[] moveTargets(List<Entity> units) {
        if (simultaneous == null) {
            return game.finder().moveTargets(units);
        }
        int[] common = null;
        for (Entity u : units) {
            int[] mine = simultaneous.moveTargets(u);
            common = common == null ? mine : Arrays.stream(common).filter(s -> Arrays.binarySearch(mine, s) >= 0).toArray();
        }
        return common == null ? new int[0] : common;
    }

    // ------------------------------------------------------------------ listeners

    /**
     * @param listener hears every change (on the changing thread)
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

    // ------------------------------------------------------------------ human commands

    /**
     * Issues a person's command for the faction to move (digest A.6). In simultaneous turns, Move and Attack become
     * directives for the turn's resolution. Begin Turn and End Turn are the session's ({@link #endTurn}).
     *
     * @param command the command
     * @return accepted, or rejected with the engine's reason (the game is then unchanged)
     */
    public Reply execute(Command command) {
        Reply reply;
        if (!tryLock()) {
            return Reply.rejected("the computer players are moving: wait, or stop them first");
        }
        try {
            reply = executeLocked(command);
            if (!reply.accepted()) {
                note(humanName(), "rejected: " + CommandCodec.encode(command) + ": " + reply.message());
            }
        } catch (RuntimeException e) {
            reply = rulesFailed(CommandCodec.encode(command), e);
        } finally {
            lock.unlock();
        }
        announce();
        return reply;
    }

    private Reply executeLocked(Command command) {
        if (status != SessionStatus.HUMAN_TO_MOVE) {
            return Reply.rejected("no human player is to move (" + status.text() + ")");
        }
        if (command instanceof BeginTurn || command instanceof EndTurn) {
            return Reply.rejected("turns begin by themselves and end with End Turn");
        }
        if (simultaneous != null) {
            return direct(command);
        }
        Outcome outcome = game.execute(command);
        if (!outcome.accepted()) {
            return Reply.rejected(outcome.rejection());
        }
        log.newEntries();
        if (game.world().isGameOver()) {
            status = SessionStatus.GAME_OVER;
        }
        return Reply.ok(CommandCodec.encode(command) + " (" + outcome.program().size() + " instructions)");
    }

    private Reply direct(Command command) {
        List<Integer> units;
        int target;
        Directive.Kind kind;
        if (command instanceof Move m) {
            units = m.units();
            target = m.target();
            kind = Directive.Kind.MOVE;
        } else if (command instanceof Attack a) {
            units = a.units();
            target = a.target();
            kind = Directive.Kind.ATTACK;
        } else {
            return Reply.rejected("in simultaneous turns " + game.world().faction(directingFaction).name()
                    + " gives Move and Attack directives only; End Turn submits them");
        }
        if (units.isEmpty()) {
            return Reply.rejected("no units given");
        }
        for (int unit : units) {
            String problem = checkDirective(unit, target, kind == Directive.Kind.ATTACK);
            if (problem != null) {
                return Reply.rejected(problem);
            }
        }
        String player = playerOf(directingFaction);
        for (int unit : units) {
            queue(new Directive(player, unit, kind, target));
        }
        return Reply.ok("directive: " + kind.name().toLowerCase(java.util.Locale.ROOT) + " " + units + " → site " + target);
    }

    /**
     * A rule hook failed while a command ran (a rule error, the step budget): the command is not recorded, but
     * instructions it executed before the failure stay in the world state (the engine applies them as generated),
     * so the log says the state may be inconsistent and suggests a restart after fixing the rules.
     */
    private Reply rulesFailed(String command, RuntimeException e) {
        String text = "the rules failed during " + command + ": " + e.getMessage()
                + " (the game state may be inconsistent: fix the rules, then Restart with Changed Rules)";
        note("game", text);
        return Reply.rejected(text);
    }

    private String checkDirective(int unit, int target, boolean attack) {
        Entity e = game.world().entity(unit);
        if (e == null || e.owner() != directingFaction) {
            return "unit " + unit + " does not belong to " + game.world().faction(directingFaction).name();
        }
        int[] targets = attack ? game.finder().attackTargets(List.of(e)) : simultaneous.moveTargets(e);
        return Arrays.binarySearch(targets, target) >= 0 ? null
                : "site " + target + " is not " + (attack ? "an attack" : "a move") + " target of " + e;
    }

    private void queue(Directive directive) {
        pendingDirectives.removeIf(d -> d.unit() == directive.unit());
        pendingDirectives.add(directive);
        note(game.world().faction(directingFaction).name(), "directive " + directive.kind().name().toLowerCase()
                + " unit " + directive.unit() + " → site " + directive.target());
    }

    /**
     * Ends the human faction's turn (sequential: End Turn, then the next faction's Begin Turn) or submits its
     * directives (simultaneous: when every human faction has submitted, the turn resolves). Computer players then
     * move in their job.
     *
     * @return accepted, or rejected when no person is to move
     */
    public Reply endTurn() {
        if (!tryLock()) {
            return Reply.rejected("the computer players are moving: wait, or stop them first");
        }
        String text;
        Reply failure = null;
        try {
            if (status != SessionStatus.HUMAN_TO_MOVE) {
                return Reply.rejected("no human player is to move (" + status.text() + ")");
            }
            if (simultaneous != null) {
                submitted.add(directingFaction);
                long mine = pendingDirectives.stream()
                        .filter(d -> game.world().entity(d.unit()).owner() == directingFaction).count();
                text = game.world().faction(directingFaction).name() + " submitted " + mine + " directives";
                note(game.world().faction(directingFaction).name(), text);
            } else {
                text = game.world().faction(game.world().activeFaction()).name() + " ended its turn";
                finishFactionTurn();
            }
        } catch (RuntimeException e) {
            text = null;
            failure = rulesFailed("End Turn", e);
        } finally {
            lock.unlock();
        }
        if (failure != null) {
            announce();
            return failure;
        }
        proceed(false);
        return Reply.ok(text);
    }

    // ------------------------------------------------------------------ computer players

    /** Cancels the computer players' job after the turn it is playing; {@link #resumeComputers} continues. */
    public void stopComputers() {
        Job j = job;
        if (j != null) {
            j.cancel();
        }
    }

    /** Continues a game whose computer players were stopped (or a loaded game, which starts stopped). */
    public void resumeComputers() {
        if (status == SessionStatus.COMPUTER_STOPPED) {
            proceed(false);
        }
    }

    /** Stops the computer players for good and tells listeners the session is over (replaced or restarted). */
    public void close() {
        closed = true;
        stopComputers();
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
        if (computer && job == null) {
            Job j = new ComputerTurns();
            job = j;
            j.schedule();
        }
        announce();
    }

    private SessionStatus nextStatus() {
        WorldState w = game.world();
        if (closed) {
            return SessionStatus.CLOSED;
        }
        if (w.isGameOver()) {
            return SessionStatus.GAME_OVER;
        }
        if (setup.turnLimit() > 0 && w.currentTurn() >= setup.turnLimit()) {
            return SessionStatus.TURN_LIMIT;
        }
        if (simultaneous != null) {
            directingFaction = nextHumanToDirect();
            return directingFaction >= 0 ? SessionStatus.HUMAN_TO_MOVE : SessionStatus.COMPUTER_MOVING;
        }
        return setup.seat(w.activeFaction()) == Seat.HUMAN ? SessionStatus.HUMAN_TO_MOVE : SessionStatus.COMPUTER_MOVING;
    }

    private int nextHumanToDirect() {
        for (var f : game.world().aliveFactions()) {
            if (setup.seat(f.index()) == Seat.HUMAN && !submitted.contains(f.index())) {
                return f.index();
            }
        }
        return -1;
    }

    /** The background job in which computer players move, one faction turn (or simultaneous turn) at a time. */
    private final class ComputerTurns extends Job {

        ComputerTurns() {
            super("Computer players: " + definitions.scenarioFile().getFileName());
        }

        @Override
        public boolean belongsTo(Object family) {
            return family == JOB_FAMILY;
        }

        @Override
        protected IStatus run(IProgressMonitor monitor) {
            int total = setup.turnLimit() > 0 ? setup.turnLimit() : IProgressMonitor.UNKNOWN;
            monitor.beginTask(getName(), total);
            IStatus result = Status.OK_STATUS;
            int turnsDone = game.world().currentTurn();
            monitor.worked(turnsDone);
            try {
                while (true) {
                    if (monitor.isCanceled() || closed) {
                        result = Status.CANCEL_STATUS;
                        break;
                    }
                    lock.lock();
                    try {
                        if (nextStatus() != SessionStatus.COMPUTER_MOVING) {
                            break;
                        }
                        WorldState w = game.world();
                        monitor.subTask("Turn " + (w.currentTurn() + 1) + ": "
                                + (simultaneous != null ? "resolving" : w.faction(w.activeFaction()).name()));
                        if (simultaneous != null) {
                            resolveTurn();
                        } else {
                            computers.get(w.activeFaction()).playTurn(game);
                            log.newEntries();
                            finishFactionTurn();
                        }
                        if (game.world().currentTurn() > turnsDone) {
                            monitor.worked(game.world().currentTurn() - turnsDone);
                            turnsDone = game.world().currentTurn();
                        }
                    } catch (RuntimeException e) {
                        note("game", "a computer turn failed: " + e.getMessage());
                        result = Status.error("A computer turn failed: " + e.getMessage(), e);
                        break;
                    } finally {
                        lock.unlock();
                    }
                    announce();
                    for (int slept = 0; slept < setup.computerPauseMillis() && !monitor.isCanceled(); slept += 20) {
                        Thread.sleep(Math.min(20, setup.computerPauseMillis() - slept));
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                result = Status.CANCEL_STATUS;
            } finally {
                monitor.done();
                job = null;
            }
            if (!closed) {
                if (result.getSeverity() == IStatus.CANCEL || result.getSeverity() == IStatus.ERROR) {
                    note("game", result.getSeverity() == IStatus.CANCEL ? "computer players stopped" : result.getMessage());
                }
                proceed(result.getSeverity() == IStatus.CANCEL || result.getSeverity() == IStatus.ERROR);
            }
            return result.getSeverity() == IStatus.ERROR ? Status.OK_STATUS : result;
        }
    }

    // ------------------------------------------------------------------ turn mechanics (lock held)

    private boolean tryLock() {
        try {
            return lock.tryLock(200, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private void issue(Command command) {
        Outcome outcome = game.execute(command);
        if (!outcome.accepted()) {
            throw new IllegalStateException(command + " rejected: " + outcome.rejection());
        }
        log.newEntries();
    }

    private void finishFactionTurn() {
        WorldState w = game.world();
        if (w.isGameOver()) {
            return;
        }
        issue(new EndTurn());
        if (w.isGameOver() || (setup.turnLimit() > 0 && w.currentTurn() >= setup.turnLimit())) {
            return;
        }
        issue(new BeginTurn());
    }

    private void resolveTurn() {
        WorldState w = game.world();
        int turn = w.currentTurn();
        List<Directive> all = new ArrayList<>(pendingDirectives);
        ControlHierarchy hierarchy = new ControlHierarchy(w);
        for (String player : hierarchy.players()) {
            if (!controlsHuman(hierarchy, player)) {
                all.addAll(randomDirectives.directives(game, player));
            }
        }
        Map<Integer, Integer> sites = new HashMap<>();
        for (Entity e : w.entities()) {
            sites.put(e.id(), e.site());
        }
        // The engine's simultaneous resolution records no turn statistics; record them here for the history graphs.
        game.history().recordTurn(w);
        TurnReport report = simultaneous.resolve(all);
        directivesByTurn.put(turn, List.copyOf(all));
        pendingDirectives.clear();
        submitted.clear();
        log.newEntries();
        HistoryEntry entry = game.history().entries().get(game.history().entries().size() - 1);
        log.legs(turn, entry, sites);
        for (String r : report.rejected()) {
            note("game", "directive rejected: " + r);
        }
        if (!report.bounced().isEmpty()) {
            note("game", "bounced: units " + report.bounced());
        }
    }

    private boolean controlsHuman(ControlHierarchy hierarchy, String player) {
        for (var f : game.world().aliveFactions()) {
            if (setup.seat(f.index()) == Seat.HUMAN && hierarchy.precedence(player, f.index()) != null) {
                return true;
            }
        }
        return false;
    }

    private String playerOf(int faction) {
        ControlHierarchy hierarchy = new ControlHierarchy(game.world());
        String best = game.world().faction(faction).id();
        Integer bestPrecedence = null;
        for (String p : hierarchy.players()) {
            Integer precedence = hierarchy.precedence(p, faction);
            if (precedence != null && (bestPrecedence == null || precedence > bestPrecedence)) {
                best = p;
                bestPrecedence = precedence;
            }
        }
        return best;
    }

    private void note(String source, String text) {
        log.note(source, text);
    }

    private String humanName() {
        int f = humanFaction();
        return f >= 0 ? game.world().faction(f).name() : "you";
    }

    // ------------------------------------------------------------------ save, load, restart

    /**
     * Saves the game atomically (the engine's {@link SavedGame}: a temporary file renamed over the target), with
     * the seed, the seats, the turn limit and every simultaneous turn's directives as settings.
     *
     * @param file the save file
     * @throws IOException if it cannot be written (the target is then untouched) or the game stays busy
     */
    public void save(Path file) throws IOException {
        if (!tryLock()) {
            throw new IOException("the computer players are moving: stop them, then save");
        }
        try {
            SavedGame.of(game, definitions.scenarioFile(), file,
                    new SessionSettings(setup, directivesByTurn).toMap()).write(file);
            note("game", "saved to " + file.getFileName() + " at state hash " + game.stateHash());
        } finally {
            lock.unlock();
        }
        announce();
    }

    /**
     * Loads a saved game to continue it: the engine first replays the saved programs and checks the saved state
     * hash ({@link SavedGame#replay}); then the recorded commands are issued again under the scenario's current
     * rules, which must reach the same hash. A loaded game starts with its computer players stopped.
     *
     * @param saveFile the save file
     * @return the session, at the saved state
     * @throws GameStartException if the file is corrupt, the scenario or rules cannot be read, or the game does not
     *         continue to the same state under the current definitions
     */
    public static GameSession load(Path saveFile) throws GameStartException {
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
        SessionSettings settings;
        try {
            settings = SessionSettings.of(saved.settings(), definitions);
        } catch (IllegalArgumentException e) {
            throw new GameStartException(saveFile + ": malformed settings: " + e.getMessage());
        }
        GameSetup setup = settings.setup();
        Map<Integer, List<Directive>> directives = settings.directives();
        if (setup.seats().size() != definitions.factionCount()) {
            throw new GameStartException(saveFile + ": " + setup.seats().size() + " players saved but the scenario has "
                    + definitions.factionCount() + " factions");
        }
        Rerun.Result rerun = Rerun.of(definitions, setup.seed(), saved.entries(), directives);
        String hash = rerun.game().stateHash();
        if (!rerun.rejections().isEmpty() || !hash.equals(saved.hash())) {
            throw new GameStartException(saveFile + ": the saved game replays (state hash " + verified
                    + "), but its commands do not reach that state under the current rules (" + hash
                    + (rerun.rejections().isEmpty() ? "" : "; " + rerun.rejections().get(0)) + ")");
        }
        GameSession session = new GameSession(setup, definitions, rerun.game(), directives);
        session.note("game", "loaded " + saveFile.getFileName() + ": " + saved.entries().size()
                + " entries, state hash " + hash + " (the saved programs replay to it)");
        session.proceed(true);
        return session;
    }

    /**
     * Restarts this game under other definitions (issue 8 "restart with changed rules", hot reload): its recorded
     * commands are issued again in a new session ({@link Rerun}); this session closes. The new session starts with
     * its computer players stopped, so the new outcome can be looked at first.
     *
     * @param changed the definitions read again from disk
     * @return the new session and a summary comparing old and new outcome
     * @throws GameStartException if the changed scenario has another number of factions
     */
    public Restart restartWith(Definitions changed) throws GameStartException {
        if (changed.factionCount() != setup.seats().size()) {
            throw new GameStartException(changed.scenarioFile() + " now has " + changed.factionCount()
                    + " factions, the game has " + setup.seats().size() + " players: start a new game instead");
        }
        stopComputers();
        List<HistoryEntry> entries;
        Map<Integer, List<Directive>> directives;
        String oldHash;
        String oldOutcome;
        lock.lock();
        try {
            entries = List.copyOf(game.history().entries());
            directives = new TreeMap<>(directivesByTurn);
            oldHash = game.stateHash();
            oldOutcome = outcome(game);
        } finally {
            lock.unlock();
        }
        Rerun.Result rerun = Rerun.of(changed, setup.seed(), entries, directives);
        GameSession next = new GameSession(new GameSetup(changed.scenarioFile(), setup.seats(), setup.seed(),
                setup.turnLimit(), setup.computerPauseMillis()), changed, rerun.game(), directives);
        String summary = "Restarted under the changed definitions: " + rerun.issued() + " of " + entries.size()
                + " recorded entries issued again, " + rerun.rejections().size() + " rejected. Before: " + oldOutcome
                + ", state hash " + oldHash + ". Now: " + outcome(rerun.game()) + ", state hash "
                + rerun.game().stateHash() + ".";
        next.note("game", summary);
        for (String r : rerun.rejections()) {
            next.note("game", "rejected under the changed rules: " + r);
        }
        close();
        next.proceed(true);
        return new Restart(next, summary, rerun.rejections());
    }

    /**
     * A restarted game.
     *
     * @param session the new session
     * @param summary old and new outcome in one sentence
     * @param rejections the recorded commands the changed rules rejected
     */
    public record Restart(GameSession session, String summary, List<String> rejections) {
    }

    private static String outcome(Game game) {
        WorldState w = game.world();
        if (w.isGameOver()) {
            return w.winningFaction() >= 0 ? w.faction(w.winningFaction()).name() + " won in turn " + (w.currentTurn() + 1)
                    : "nobody won";
        }
        return "turn " + (w.currentTurn() + 1) + ", no winner yet";
    }
}
