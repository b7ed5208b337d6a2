package org.hexbench.engine.game;

import java.util.List;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.Program;
import org.hexbench.engine.world.WorldState;

/**
 * Hexkit's sequential turns (Hexkit User's Guide §2.4.3 Turn Sequence): the factions act in activation order. The
 * turn system issues Begin Turn for the active faction (step 6, which also checks victory, step 7); the faction's
 * orders execute at once as commands (§2.7 Commands); ending its turn issues End Turn (which activates the next
 * faction and removes resigned and defeated ones, steps 1–2), then the next faction's Begin Turn unless the game is
 * over or the turn limit is reached. Players never issue Begin Turn or End Turn themselves.
 */
public final class SequentialTurns extends AbstractTurnSystem {

    private static final String BEGIN = CommandCodec.encode(new BeginTurn());
    private static final String END = CommandCodec.encode(new EndTurn());

    private final Game game;
    private final GameListeners listeners;
    private boolean begun;

    /**
     * Creates sequential turns for a game, new or with a history: the active faction's turn has begun if the last
     * turn command in the history is a Begin Turn.
     *
     * @param game the game
     * @param turnLimit turns to play at most (turns 0..limit-1), 0 for no limit
     */
    public SequentialTurns(Game game, int turnLimit) {
        super(game, turnLimit);
        this.game = game;
        this.listeners = listeners();
        List<HistoryEntry> entries = game.history().entries();
        for (int i = entries.size() - 1; i >= 0; i--) {
            String command = entries.get(i).command();
            if (command.equals(BEGIN) || command.equals(END)) {
                begun = command.equals(BEGIN);
                break;
            }
        }
    }

    @Override
    public String describe() {
        return "Sequential turns";
    }

    @Override
    public void start() {
        if (begun || isFinished()) {
            return;
        }
        try {
            issue(new BeginTurn());
            begun = true;
        } finally {
            listeners.reportEntries();
        }
    }

    @Override
    public List<Integer> actingFactions() {
        return isFinished() ? List.of() : List.of(game.world().activeFaction());
    }

    @Override
    public boolean accepts(Class<? extends Command> kind) {
        return kind != BeginTurn.class && kind != EndTurn.class;
    }

    @Override
    public int[] moveTargets(List<Entity> units) {
        return game.finder().moveTargets(units);
    }

    @Override
    public Outcome order(int faction, Command command) {
        String refusal = refusal(faction);
        if (refusal == null && !accepts(command.getClass())) {
            refusal = "turns begin by themselves and end with End Turn";
        }
        if (refusal != null) {
            return new Outcome(command, refusal, Program.EMPTY);
        }
        start();
        try {
            return game.execute(command);
        } finally {
            listeners.reportEntries();
        }
    }

    @Override
    public void endTurn(int faction) {
        String refusal = refusal(faction);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        start();
        WorldState world = game.world();
        int turn = world.currentTurn();
        try {
            if (!world.isGameOver()) {
                issue(new EndTurn());
                begun = false;
            }
        } finally {
            listeners.reportEntries();
        }
        listeners.reportTurnEnded(turn, faction);
        start();
    }

    @Override
    public List<Directive> pendingDirectives() {
        return List.of();
    }

    @Override
    public String reissue(HistoryEntry entry) {
        Command command;
        try {
            command = CommandCodec.decode(entry.command());
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        int turn = game.world().currentTurn();
        Outcome outcome;
        try {
            outcome = game.execute(command);
        } finally {
            listeners.reportEntries();
        }
        if (outcome.accepted() && command instanceof BeginTurn) {
            begun = true;
        } else if (outcome.accepted() && command instanceof EndTurn) {
            begun = false;
            listeners.reportTurnEnded(turn, entry.faction());
        }
        return outcome.accepted() || outcome.program().size() > 0 ? null : outcome.rejection();
    }

    /** @return why the faction may not act now, or {@code null} if it may */
    private String refusal(int faction) {
        WorldState world = game.world();
        String finished = finishedRefusal();
        if (finished != null) {
            return finished;
        }
        if (faction != world.activeFaction()) {
            return "it is " + world.faction(world.activeFaction()).name() + "'s turn, not "
                    + (faction >= 0 && faction < world.factionCount() ? world.faction(faction).name() : "faction " + faction)
                    + "'s";
        }
        return null;
    }

    /** Issues a turn command, which the rules cannot refuse (its validation only checks the active faction). */
    private void issue(Command command) {
        Outcome outcome = game.execute(command);
        if (!outcome.accepted()) {
            throw new IllegalStateException(CommandCodec.encode(command) + " rejected: " + outcome.rejection());
        }
    }
}
