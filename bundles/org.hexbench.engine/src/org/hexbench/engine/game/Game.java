package org.hexbench.engine.game;

import java.util.ArrayDeque;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.Finder;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Program;
import org.hexbench.engine.world.ShowMessage;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.WorldBuilder;
import org.hexbench.engine.world.WorldCopy;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.LayoutFormatException;

/**
 * A game in progress: the world state, the rules, one seeded random stream owned by the game (the only randomness
 * rule code may use, so the same seed and commands give the same programs), and the history. Executing a command is
 * validate → generate its program (each instruction executed as it is generated) → record (Hexkit User's Guide §6.1
 * Command Execution). Every change is atomic: when the rules fail halfway, the world, the history and the random
 * stream are exactly as before, and the failure is rethrown to whoever issued the command.
 *
 * <p>A game knows nothing about whose turn it is beyond the world's active faction; a {@link TurnSystem} drives it.
 */
public final class Game {

    /** The most queued commands that run after one command ({@link RuleContext#queue}); a guard against endless queuing. */
    public static final int QUEUE_LIMIT = 1_000;

    private final Catalog catalog;
    private final WorldState world;
    private final Rules rules;
    private final Finder finder;
    private final RandomStream random;
    private final long seed;
    private final History history = new History();
    private final ArrayDeque<Undoable> undoable = new ArrayDeque<>();
    /**
     * For a game whose history does not replay to its world (a copy as one faction knows it, and copies of such a
     * copy): its world when it was made, and how many history entries it had then; a rollback replays the entries
     * after those on a copy of this world. {@code null} for games whose history replays from the scenario.
     */
    private final WorldState base;
    private final int baseEntries;

    /**
     * A command that may be taken back: what the history and the random stream held before it and after it (with
     * the commands the rules queued after it).
     */
    private record Undoable(int faction, int entriesBefore, int turnsBefore, long positionBefore, int entriesAfter,
            long positionAfter) {
    }

    /**
     * Creates a game at its initial state; no command has run yet (the turn system issues the first one).
     *
     * @param catalog the indexed scenario
     * @param rules the rules
     * @param seed the seed of the game's random stream
     */
    public Game(Catalog catalog, Rules rules, long seed) {
        this.catalog = catalog;
        this.world = WorldBuilder.build(catalog);
        this.rules = rules;
        this.finder = new Finder(world, rules);
        this.random = new RandomStream(seed);
        this.seed = seed;
        this.base = null;
        this.baseEntries = 0;
    }

    /**
     * Copies a game for a forward model ({@link #copy(long)}): the world is copied, not replayed; with a viewer, as
     * that faction knows it ({@link #copyAsSeenBy}).
     */
    private Game(Game source, long randomPosition, Rules rules, int viewer) {
        this.catalog = source.catalog;
        this.world = viewer < 0 ? WorldCopy.of(source.world) : WorldCopy.asSeenBy(source.world, viewer);
        this.rules = rules;
        this.finder = new Finder(world, rules);
        this.random = new RandomStream(randomPosition);
        if (viewer < 0) {
            this.seed = source.seed;
            this.history.copyFrom(source.history);
        } else {
            this.seed = randomPosition;
            this.history.copyAsKnownTo(source.history, viewer);
        }
        boolean replays = viewer < 0 && source.base == null;
        this.base = replays ? null : WorldCopy.of(world);
        this.baseEntries = replays ? 0 : history.size();
    }

    /**
     * Copies this game without replaying its history, for search players that play ahead (a forward model): the
     * world state is copied ({@link org.hexbench.engine.world.WorldCopy}), the history's entries are shared in a
     * list of the copy's own, and the copy draws from a random stream of its own starting at the given position.
     * Nothing done on the copy reaches this game, its history or its random stream. The copy shares this game's
     * rules object, so it must be played on the thread that plays this game (rules serve one game at a time).
     *
     * @param randomPosition where the copy's random stream starts: {@link #randomPosition()} to draw the same dice
     *        this game would, any other value for dice the copy cannot know in advance
     * @return the copy
     */
    public Game copy(long randomPosition) {
        return new Game(this, randomPosition, rules, -1);
    }

    /**
     * Copies this game as {@link #copy(long)} does, the copy playing by another instance of the same rules
     * ({@link Rules#forAnotherGame}), so that it may be played on another thread than this game (a search player's
     * copies on several threads). Making the copy only reads this game.
     *
     * @param randomPosition where the copy's random stream starts
     * @param rules an instance of this game's rules that no other game uses at the same time
     * @return the copy
     */
    public Game copy(long randomPosition, Rules rules) {
        return new Game(this, randomPosition, rules, -1);
    }

    /**
     * Copies this game as one faction knows it under fog of war, for that faction's players: the world as the faction
     * knows it ({@link WorldCopy#asSeenBy}: units it does not see are gone, those it remembers stand where it saw them
     * last), the history with only the faction's own commands' texts and no programs, the statistics with only its
     * own figures, and a random stream of the copy's own starting at the given position (also the copy's
     * {@link #seed()}, so nothing of this game's seed or dice reaches the copy). The copy plays on by the same engine
     * and rules, and its fog of war goes on from what the faction knows. Without fog of war it is
     * {@link #copy(long, Rules)} (everything is known). Making it only reads this game.
     *
     * @param faction the faction whose knowledge the copy holds
     * @param randomPosition where the copy's random stream starts
     * @param rules the rules the copy plays by (this game's own, to be played on this game's thread, or an instance of
     *        its own, {@link Rules#forAnotherGame})
     * @return the copy
     */
    public Game copyAsSeenBy(int faction, long randomPosition, Rules rules) {
        if (world.fog() == org.hexbench.scenario.FogOfWar.NONE) {
            return copy(randomPosition, rules);
        }
        return new Game(this, randomPosition, rules, faction);
    }

    /**
     * Creates a game with the default rules.
     *
     * @param scenario a loaded scenario
     * @param seed the random seed
     * @return the game
     * @throws LayoutFormatException if the scenario's map layout is malformed
     */
    public static Game start(Scenario scenario, long seed) throws LayoutFormatException {
        return new Game(new Catalog(scenario), new DefaultRules(), seed);
    }

    /**
     * Issues a command for the active faction.
     *
     * @param command the command
     * @return accepted with its program, or rejected with a reason (the state is then unchanged, unless the rules
     *         answer the rejection with a program: see {@link Rules#commandRejected})
     * @throws RuntimeException what the rules threw if they failed while generating the program (e.g. a rule
     *         error); the world, the history and the random stream are then as they were before the command
     * @throws StackOverflowError if the rules recursed too deep; rolled back likewise
     */
    public Outcome execute(Command command) {
        if (world.isGameOver()) {
            return new Outcome(command, "the game is over", Program.EMPTY);
        }
        int faction = world.activeFaction();
        int turn = world.currentTurn();
        int entriesBefore = history.size();
        int turnsBefore = history.statistics().size();
        long positionBefore = random.position();
        RuleContext context = context(faction);
        String rejection = command.validate(context);
        if (rejection != null) {
            Outcome outcome = reject(command, rejection, context, turn, faction);
            remember(faction, entriesBefore, turnsBefore, positionBefore);
            return outcome;
        }
        if (command instanceof BeginTurn || command instanceof EndTurn) {
            undoable.clear();
        }
        Program program = atomically(() -> {
            if (command instanceof BeginTurn) {
                history.recordTurn(world);
            }
            command.generate(context);
            see(context);
            Program generated = context.program();
            history.add(new HistoryEntry(turn, faction, CommandCodec.encode(command), generated));
            return generated;
        });
        runQueued(context.queuedCommands(), faction);
        if (!(command instanceof BeginTurn || command instanceof EndTurn)) {
            remember(faction, entriesBefore, turnsBefore, positionBefore);
        }
        return new Outcome(command, null, program);
    }

    /** Remembers a command that changed the history as one that may be taken back. */
    private void remember(int faction, int entriesBefore, int turnsBefore, long positionBefore) {
        if (history.size() > entriesBefore) {
            undoable.push(new Undoable(faction, entriesBefore, turnsBefore, positionBefore, history.size(),
                    random.position()));
        }
    }

    /**
     * Says whether a faction may take back its last command now (Hexkit's HCL roll-back: a command either executes
     * completely or not at all, Hexkit User's Guide §6.1; here a person takes a command back as long as it rolled no
     * dice, so taking it back never lets anybody roll again).
     *
     * @param faction the faction that wants to take its command back
     * @return {@code null} if it may, else why not, e.g. "the last command (Attack) rolled dice: taking it back would
     *         let them be rolled again"
     */
    public String undoBlocker(int faction) {
        Undoable last = undoable.peek();
        if (last == null || last.entriesAfter() != history.size()) {
            return "there is no command of this turn to take back";
        }
        if (last.faction() != faction) {
            return "the last command was another faction's";
        }
        if (last.positionBefore() != last.positionAfter() || random.position() != last.positionAfter()) {
            return "the last command (" + history.entries().get(last.entriesBefore()).command().split(" ")[0]
                    + ") rolled dice: taking it back would let them be rolled again";
        }
        return null;
    }

    /**
     * Takes back the faction's last command (and the commands the rules queued after it) when it drew nothing from
     * the random stream ({@link #undoBlocker}): the history is cut back to what it held before the command, and the
     * world is restored in place from a replay of that history, exactly as a failed command is rolled back; the
     * random stream is where it was, since the command drew nothing. Commands taken back this way leave no trace in
     * the history, so saves and replays never see them.
     *
     * @param faction the faction taking its command back
     * @return the history entries taken back, first the command's own
     * @throws IllegalStateException if {@link #undoBlocker} says no
     */
    public List<HistoryEntry> undo(int faction) {
        String blocker = undoBlocker(faction);
        if (blocker != null) {
            throw new IllegalStateException("cannot take the last command back: " + blocker);
        }
        Undoable last = undoable.pop();
        List<HistoryEntry> taken = List.copyOf(history.entries().subList(last.entriesBefore(), history.size()));
        history.truncate(last.entriesBefore(), last.turnsBefore());
        world.restore(replayed());
        return taken;
    }

    /**
     * Resolves a whole turn whose program no single command generates (the Tiling Module's simultaneous turns): the
     * turn's faction statistics are recorded, the resolution generates its program in one rule context of the active
     * faction, and the program is recorded as one history entry of faction -1; then the commands the rules queued
     * run. The text must let the turn system resolve the turn again from the history alone (its directives).
     *
     * @param <T> what the resolution reports
     * @param text the entry's text, e.g. {@code Resolve <directives>}
     * @param resolution generates the turn's program and reports what happened
     * @return the resolution's report
     * @throws RuntimeException what the rules threw; the world, history and random stream are then unchanged
     */
    public <T> T resolveTurn(String text, Function<RuleContext, T> resolution) {
        int faction = world.activeFaction();
        int turn = world.currentTurn();
        RuleContext context = context(faction);
        undoable.clear();
        T report = atomically(() -> {
            history.recordTurn(world);
            T result = resolution.apply(context);
            see(context);
            history.add(new HistoryEntry(turn, -1, text, context.program()));
            return result;
        });
        runQueued(context.queuedCommands(), faction);
        return report;
    }

    /**
     * Runs the commands rules queued ({@link RuleContext#queue}, Hexkit User's Guide §6.4.3 Command Queuing), first
     * in, first out, including those they queue in turn, each validated against the state it meets and recorded as a
     * history entry of its own, marked as queued. A queued command that no longer fits the state is skipped with a
     * message to its faction (recorded, so a replay shows it too). At most {@value #QUEUE_LIMIT} queued commands run
     * after one command, so rules that queue without end cannot hang the game. A queued command whose rules fail is
     * rolled back on its own: the command that queued it stays executed.
     */
    private void runQueued(List<Command> queued, int faction) {
        ArrayDeque<Command> fifo = new ArrayDeque<>(queued);
        int ran = 0;
        while (!fifo.isEmpty() && !world.isGameOver()) {
            Command next = fifo.poll();
            String text = CommandCodec.encode(next);
            RuleContext context = context(faction);
            if (++ran > QUEUE_LIMIT) {
                context.execute(new ShowMessage(faction, "Queued commands stopped after " + QUEUE_LIMIT
                        + "; not run: " + text + (fifo.isEmpty() ? "" : " and " + fifo.size() + " more")));
                history.add(new HistoryEntry(world.currentTurn(), faction, text, context.program(), true));
                return;
            }
            atomically(() -> {
                String rejection = next.validate(context);
                if (rejection != null) {
                    context.execute(new ShowMessage(faction, "Queued " + text + " skipped: " + rejection));
                } else {
                    next.generate(context);
                    see(context);
                }
                history.add(new HistoryEntry(world.currentTurn(), faction, text, context.program(), true));
                return null;
            });
            fifo.addAll(context.queuedCommands());
        }
    }

    /**
     * Rejects a command: the state is unchanged unless the rules answer the rejection with a program of their own
     * ({@link Rules#commandRejected}; HexTC2 counts an illegal move as a pass). Such a program is recorded with the
     * rejected command, so that replays reproduce it.
     */
    private Outcome reject(Command command, String rejection, RuleContext context, int turn, int faction) {
        String text = CommandCodec.encode(command);
        Program response = atomically(() -> {
            rules.commandRejected(context, text, rejection);
            if (context.program().size() > 0) {
                see(context);
            }
            Program answer = context.program();
            if (answer.size() > 0) {
                history.add(new HistoryEntry(turn, faction, text, answer));
            }
            return answer;
        });
        runQueued(context.queuedCommands(), faction);
        return new Outcome(command, rejection, response);
    }

    /**
     * Runs work that changes the game as one step: if it fails, the history is cut back to what it held before, the
     * random stream is set back to where it stood, and the world is restored in place from a replay of that history
     * (the state changes only through complete programs, Hexkit User's Guide §6.1), then the failure is rethrown.
     */
    private <T> T atomically(Supplier<T> work) {
        int entries = history.size();
        int turns = history.statistics().size();
        long position = random.position();
        try {
            return work.get();
        } catch (RuntimeException | StackOverflowError e) {
            history.truncate(entries, turns);
            random.reposition(position);
            world.restore(replayed());
            throw e;
        }
    }

    /**
     * Replays the history as it is now into a fresh world: from the scenario, or for a copy whose history does not
     * replay ({@link #copyAsSeenBy}), from the copy's world when it was made.
     */
    private WorldState replayed() {
        if (base == null) {
            Replay replay = new Replay(catalog, history.entries());
            replay.finish();
            return replay.world();
        }
        WorldState w = WorldCopy.of(base);
        for (HistoryEntry e : history.entries().subList(baseEntries, history.size())) {
            e.program().apply(w);
        }
        return w;
    }

    /**
     * Records what the factions see now, under fog of war: the engine's sight changes since the last command
     * ({@link WorldState#sightChanges}) become part of this program, so history, replays, saves and copies keep every
     * faction's view. Nothing without fog of war.
     */
    private void see(RuleContext context) {
        for (var instruction : world.sightChanges()) {
            context.execute(instruction);
        }
    }

    /**
     * Creates a rule context for the given faction on this game's world, rules and random stream, for reading
     * (target finders, validation in tests); changes made through it bypass the history, so only this class and the
     * commands it runs use contexts to change the world.
     *
     * @param faction the acting faction
     * @return a fresh context
     */
    public RuleContext context(int faction) {
        return new RuleContext(world, rules, finder, random, faction, history.isEmpty());
    }

    /** @return the world state (read it; change it only through commands) */
    public WorldState world() {
        return world;
    }

    /** @return the catalog */
    public Catalog catalog() {
        return catalog;
    }

    /** @return the rules */
    public Rules rules() {
        return rules;
    }

    /** @return the target finder of this game's world */
    public Finder finder() {
        return finder;
    }

    /** @return the history */
    public History history() {
        return history;
    }

    /** @return the seed of the game's random stream */
    public long seed() {
        return seed;
    }

    /** @return the position of the game's random stream (it moves with every draw the rules make) */
    public long randomPosition() {
        return random.position();
    }

    /** @return the current state hash as 16 hex digits */
    public String stateHash() {
        return StateHash.hex(StateHash.of(world));
    }
}
