package org.hexbench.engine.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.world.Instruction;
import org.hexbench.engine.world.Program;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.WorldState;

/**
 * The context in which a command generates its program (Hexkit's Command context, Hexkit User's Guide §6.1 Command
 * Execution): each instruction is
 * executed as soon as it is generated, so rule code always sees the current state, and is appended to the program;
 * ineffectual instructions are dropped. After an effective instruction the data change handlers of Hexkit Table 8
 * run ({@link Rules#onEntitySiteChanged} and the other {@code on...Changed} hooks); after an effective
 * {@link SetEntitySite} that places a unit, {@link Rules#onUnitSiteChanged} runs as well (Hexkit Table 9:
 * capture). Rule code may also inline whole commands ({@link #inline}, Hexkit §6.4.2) or queue them to run after
 * the current one ({@link #queue}, Hexkit User's Guide §6.4.3 Command Queuing).
 */
public final class RuleContext {

    private final WorldState world;
    private final Rules rules;
    private final Finder finder;
    private final RandomGenerator random;
    private final int faction;
    private final boolean firstCommand;
    private final List<Instruction> program;
    private final List<Command> queued;

    /**
     * Creates a context for one command.
     *
     * @param world the world state the program changes
     * @param rules the rules
     * @param finder the target finder of this world
     * @param random the game's random source (only rule code draws from it; replay never does)
     * @param faction the faction issuing the command
     * @param firstCommand whether this is the first command of the game
     */
    public RuleContext(WorldState world, Rules rules, Finder finder, RandomGenerator random, int faction,
            boolean firstCommand) {
        this.world = world;
        this.rules = rules;
        this.finder = finder;
        this.random = random;
        this.faction = faction;
        this.firstCommand = firstCommand;
        this.program = new ArrayList<>();
        this.queued = new ArrayList<>();
    }

    private RuleContext(RuleContext parent, int faction) {
        this.world = parent.world;
        this.rules = parent.rules;
        this.finder = parent.finder;
        this.random = parent.random;
        this.faction = faction;
        this.firstCommand = parent.firstCommand;
        this.program = parent.program;
        this.queued = parent.queued;
    }

    /**
     * Returns a context acting for another faction that appends to the same program (simultaneous turns, where
     * one program covers every faction).
     *
     * @param faction the acting faction
     * @return the context
     */
    public RuleContext forFaction(int faction) {
        return new RuleContext(this, faction);
    }

    /** @return the world state */
    public WorldState world() {
        return world;
    }

    /** @return the rules */
    public Rules rules() {
        return rules;
    }

    /** @return the target finder */
    public Finder finder() {
        return finder;
    }

    /** @return the game's seeded random source */
    public RandomGenerator random() {
        return random;
    }

    /** @return the faction issuing the command */
    public int faction() {
        return faction;
    }

    /** @return whether this is the first command of the game (Hexkit: "first command during game") */
    public boolean isFirstCommand() {
        return firstCommand;
    }

    /**
     * Executes an instruction and records it, unless it is ineffectual (events are always recorded).
     *
     * @param instruction the instruction
     * @return whether it was executed
     */
    public boolean execute(Instruction instruction) {
        if (!instruction.isEvent()) {
            if (!instruction.isEffective(world)) {
                return false;
            }
            DataChange change = DataChange.before(this, instruction);
            instruction.apply(world);
            program.add(instruction);
            if (change != null) {
                change.notifyRules();
            }
            return true;
        }
        program.add(instruction);
        return true;
    }

    /**
     * Inlines another command (Hexkit §6.4.2 "Command Inlining"): validates it for this context's faction against
     * the current state and, if legal, generates its program into this one, so it is not recorded as a command of
     * its own. Begin Turn and End Turn cannot be inlined (they control turn advancement); an inlined Resign only
     * sets the resignation flag, as in Hexkit.
     *
     * @param command the command to inline
     * @return {@code null} if it was executed, otherwise the reason it was rejected (the state is then unchanged)
     */
    public String inline(Command command) {
        if (command instanceof BeginTurn || command instanceof EndTurn) {
            return "Begin Turn and End Turn cannot be inlined";
        }
        String rejection = command.validate(this);
        if (rejection == null) {
            command.generate(this);
        }
        return rejection;
    }

    /**
     * Queues a command to run after the current one (Hexkit User's Guide §6.4.3 Command Queuing): queued commands
     * run first in, first out, for this context's faction, once the current command's program is complete; each
     * is validated against the state it then meets and recorded in the history as a command of its own. Unlike
     * {@link #inline}, a queued command's arguments are checked when it runs, not now. Begin Turn and End Turn
     * cannot be queued (the turn system advances turns).
     *
     * @param command the command to run next
     * @throws IllegalArgumentException for Begin Turn or End Turn
     */
    public void queue(Command command) {
        if (command instanceof BeginTurn || command instanceof EndTurn) {
            throw new IllegalArgumentException("Begin Turn and End Turn cannot be queued");
        }
        queued.add(command);
    }

    /** @return the commands queued in this context, in the order they run */
    public List<Command> queuedCommands() {
        return List.copyOf(queued);
    }

    /** @return the program generated so far */
    public Program program() {
        return new Program(program);
    }
}
