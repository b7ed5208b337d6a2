package org.hexbench.engine.game;

import java.util.ArrayDeque;
import java.util.List;
import java.util.SplittableRandom;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.Finder;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Program;
import org.hexbench.engine.world.ShowMessage;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.WorldBuilder;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.LayoutFormatException;

/**
 * A game in progress: the world state, the rules, one seeded random source owned by the game (the only randomness
 * rule code may use, so the same seed and commands give the same programs), and the history. Executing a command
 * is validate → generate program (executed as generated) → record (digest A.7).
 */
public final class Game {

    private final Catalog catalog;
    private final WorldState world;
    private final Rules rules;
    private final Finder finder;
    private final SplittableRandom random;
    private final long seed;
    private final History history = new History();

    /** The most queued commands that run after one command ({@link RuleContext#queue}); a guard against endless queuing. */
    public static final int QUEUE_LIMIT = 1_000;

    /**
     * Creates a game at its initial state; no command has run yet (the turn driver issues the first Begin Turn).
     *
     * @param catalog the indexed scenario
     * @param rules the rules
     * @param seed the seed of the game's random source
     */
    public Game(Catalog catalog, Rules rules, long seed) {
        this.catalog = catalog;
        this.world = WorldBuilder.build(catalog);
        this.rules = rules;
        this.finder = new Finder(world, rules);
        this.random = new SplittableRandom(seed);
        this.seed = seed;
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
     *         error); the world is then rolled back to its state before the command
     */
    public Outcome execute(Command command) {
        if (world.isGameOver()) {
            return new Outcome(command, "the game is over", Program.EMPTY);
        }
        int faction = world.activeFaction();
        int turn = world.currentTurn();
        RuleContext context = new RuleContext(world, rules, finder, random, faction, history.isEmpty());
        String rejection = command.validate(context);
        if (rejection != null) {
            return reject(command, rejection, context, turn, faction);
        }
        if (command instanceof BeginTurn) {
            history.recordTurn(world);
        }
        generate(command, context);
        Program program = context.program();
        history.add(new HistoryEntry(turn, faction, CommandCodec.encode(command), program));
        runQueued(context.queuedCommands(), faction);
        return new Outcome(command, null, program);
    }

    /**
     * Runs the commands rules queued ({@link RuleContext#queue}, Hexkit §6.4.3), first in, first out, including
     * those they queue in turn, each validated against the state it meets and recorded as a history entry of its
     * own. A queued command that no longer fits the state is skipped with a message to its faction (recorded, so a
     * replay shows it too). At most {@value #QUEUE_LIMIT} queued commands run after one command, so rules that
     * queue without end cannot hang the game.
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
                history.add(new HistoryEntry(world.currentTurn(), faction, text, context.program()));
                return;
            }
            String rejection = next.validate(context);
            if (rejection != null) {
                context.execute(new ShowMessage(faction, "Queued " + text + " skipped: " + rejection));
            } else {
                generate(next, context);
                fifo.addAll(context.queuedCommands());
            }
            history.add(new HistoryEntry(world.currentTurn(), faction, text, context.program()));
        }
    }

    /**
     * Generates a command's program, or, if the rules fail halfway (a rule error such as an exhausted step budget,
     * or a bug in Java rules), rolls the world back to the state after the last recorded entry and rethrows: the
     * state changes only through complete programs, so a failed command leaves no trace (digest A.7).
     */
    private void generate(Command command, RuleContext context) {
        try {
            command.generate(context);
        } catch (RuntimeException e) {
            rollBack();
            throw e;
        }
    }

    /** Restores the world from a replay of the history: the state after the last recorded program. */
    private void rollBack() {
        Replay replay = new Replay(catalog, history.entries());
        replay.finish();
        world.restore(replay.world());
    }

    /**
     * Rejects a command: the state is unchanged unless the rules answer the rejection with a program of their own
     * ({@link Rules#commandRejected}; HexTC2 counts an illegal move as a pass, digest D). Such a program is recorded
     * with the rejected command, so that replays reproduce it.
     */
    private Outcome reject(Command command, String rejection, RuleContext context, int turn, int faction) {
        String text = CommandCodec.encode(command);
        try {
            rules.commandRejected(context, text, rejection);
        } catch (RuntimeException e) {
            rollBack();
            throw e;
        }
        Program response = context.program();
        if (response.size() > 0) {
            history.add(new HistoryEntry(turn, faction, text, response));
        }
        runQueued(context.queuedCommands(), faction);
        return new Outcome(command, rejection, response);
    }

    /**
     * Records an externally generated turn resolution (simultaneous turns) in the history.
     *
     * @param description the text of the resolution
     * @param turn the resolved turn
     * @param program the executed program
     */
    public void record(String description, int turn, Program program) {
        history.add(new HistoryEntry(turn, -1, description, program));
    }

    /**
     * Creates a rule context for code that generates programs outside a command (simultaneous turns).
     *
     * @param faction the acting faction
     * @return a fresh context on this game's world, rules and random source
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

    /** @return the seed of the game's random source */
    public long seed() {
        return seed;
    }

    /** @return the current state hash as 16 hex digits */
    public String stateHash() {
        return StateHash.hex(StateHash.of(world));
    }
}
