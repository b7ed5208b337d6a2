package org.hexbench.engine.player;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import org.hexbench.engine.command.BeginTurn;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.world.MessageEvent;

/**
 * A person playing a faction through text (Hexkit User's Guide §2.7 Commands): during its turn it reads command
 * lines in the history's text form ({@link CommandCodec}, e.g. {@code Move [12] 40}), gives each as an order
 * through {@link PlayerTurn#order}, and replies whether it was accepted, with the messages addressed to
 * the faction, or rejected, with the reason; an illegal or malformed line changes nothing and the player keeps
 * reading. {@code end} (or {@code EndTurn}) ends the turn, as Hexkit's End Turn menu item does; {@code help} lists
 * the commands. Begin Turn and End Turn commands are the turn system's, never the player's. Closed input ends
 * this and every later turn at once. Headless play and tests feed it lines.
 */
public final class HumanPlayer implements Player {

    /** The reply to {@code help}. */
    public static final String HELP = "Commands: Move [units] site | Attack [units] site | Place [entities] site"
            + " | Build [classes] | Destroy [entities] | Rename [entities] name | Automate [entities] text | Resign"
            + " | end";

    private final CommandLines input;
    private final Consumer<String> replies;
    private final List<Outcome> rejections = new ArrayList<>();
    private boolean closed;

    /**
     * Creates a human player.
     *
     * @param input where its command lines come from
     * @param replies receives every reply line (acceptance, rejection with reason, messages, prompts)
     */
    public HumanPlayer(CommandLines input, Consumer<String> replies) {
        this.input = input;
        this.replies = replies;
    }

    @Override
    public PlayerKind kind() {
        return PlayerKind.HUMAN;
    }

    /** Reads and issues command lines until {@code end}, the end of input, or the end of the game. */
    @Override
    public boolean playTurn(PlayerTurn turn) {
        if (closed) {
            return true;
        }
        var world = turn.world();
        int faction = turn.faction();
        replies.accept("Turn " + (world.currentTurn() + 1) + ", " + world.faction(faction).name()
                + ": enter commands, 'end' ends the turn, 'help' lists them");
        while (!world.isGameOver()) {
            String line;
            try {
                line = input.next();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                line = null;
            }
            if (line == null) {
                closed = true;
                replies.accept("input closed: ending the turn");
                return true;
            }
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            if (text.equalsIgnoreCase("end") || text.equals("EndTurn")) {
                return true;
            }
            if (text.equalsIgnoreCase("help")) {
                replies.accept(HELP);
                continue;
            }
            issue(turn, text);
        }
        return true;
    }

    private void issue(PlayerTurn turn, String text) {
        int faction = turn.faction();
        Command command;
        try {
            command = CommandCodec.decode(text);
        } catch (IllegalArgumentException e) {
            replies.accept("rejected: " + e.getMessage() + " (try 'help')");
            return;
        }
        if (command instanceof BeginTurn) {
            replies.accept("rejected: Begin Turn is issued automatically");
            return;
        }
        if (command instanceof EndTurn) {
            replies.accept("rejected: End Turn is issued by 'end'");
            return;
        }
        Outcome outcome = turn.order(command);
        if (!outcome.accepted()) {
            rejections.add(outcome);
            replies.accept("rejected: " + outcome.rejection());
            return;
        }
        replies.accept("ok: " + CommandCodec.encode(command) + " (" + outcome.program().size() + " instructions)");
        outcome.program().instructions().stream()
                .filter(i -> i instanceof MessageEvent m && m.isFor(faction))
                .forEach(i -> replies.accept("  " + ((MessageEvent) i).text()));
    }

    /** @return the outcomes of the commands the game rejected, in order (malformed lines are not commands) */
    public List<Outcome> rejections() {
        return Collections.unmodifiableList(rejections);
    }

    /** @return whether its input has been closed */
    public boolean isClosed() {
        return closed;
    }
}
