package org.hexbench.server.client;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.TurnSystem;

/**
 * One faction's turn in a hosted game: its orders in the engine's command text ({@link CommandCodec}, e.g.
 * {@code Move [12] 40}) and then the end of its turn. The server plays a submission through the game's turn system
 * before it stores it, every client plays the stored submissions in the same order through its own copy of the
 * game, and the server replays them after a restart, all with {@link #playOn}: the same engine, the same rules and
 * the same order, so every copy reaches the same state hash.
 *
 * @param turn the game turn (from 0)
 * @param faction the faction index
 * @param commands the orders, in the order given
 */
public record TurnOrders(int turn, int faction, List<String> commands) {

    /** The most orders one turn may hold. */
    public static final int MAX_COMMANDS = 2000;

    /** The longest one order's text may be. */
    public static final int MAX_COMMAND_LENGTH = 4000;

    /**
     * Copies the orders.
     *
     * @param turn the turn
     * @param faction the faction
     * @param commands the orders
     */
    public TurnOrders {
        commands = List.copyOf(commands);
    }

    /**
     * Why a turn was refused: the order the engine rejected (its index, its text and the engine's reason), or the end
     * of the turn (index = the number of orders) when the rules failed there.
     *
     * @param index the order's index, from 0
     * @param command the order's text, or {@code EndTurn}
     * @param reason the engine's reason
     */
    public record Refusal(int index, String command, String reason) {
    }

    /**
     * Reads orders and writes each in the engine's own text form, so stored turns hold one spelling per order.
     *
     * @param lines the orders as a client sent them
     * @return the orders, each encoded again
     * @throws IllegalArgumentException if there are too many, one is too long, or one is not an order the engine
     *         knows (the message names its index)
     */
    public static List<String> canonical(List<String> lines) {
        if (lines.size() > MAX_COMMANDS) {
            throw new IllegalArgumentException("a turn holds at most " + MAX_COMMANDS + " orders, not " + lines.size());
        }
        List<String> result = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line == null || line.length() > MAX_COMMAND_LENGTH) {
                throw new IllegalArgumentException("order " + i + " is missing or longer than " + MAX_COMMAND_LENGTH
                        + " characters");
            }
            try {
                result.add(CommandCodec.encode(CommandCodec.decode(line)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("order " + i + ": " + e.getMessage(), e);
            }
        }
        return result;
    }

    /**
     * Plays this turn: every order through the turn system, then the end of the faction's turn. Stops at the first
     * order the engine rejects (the orders before it have then taken effect: play on a copy, as the server does, when
     * a refusal must leave the game unchanged).
     *
     * @param turns the game's turn system
     * @return {@code null} when every order was accepted and the turn ended, else why not
     */
    public Refusal playOn(TurnSystem turns) {
        if (turns.isFinished()) {
            return new Refusal(0, commands.isEmpty() ? "EndTurn" : commands.get(0), "play has ended");
        }
        int current = turns.game().world().currentTurn();
        if (current != turn || !turns.actingFactions().contains(faction)) {
            return new Refusal(0, commands.isEmpty() ? "EndTurn" : commands.get(0), "it is turn " + (current + 1)
                    + " and faction " + faction + " is not to act (this turn is for turn " + (turn + 1) + ")");
        }
        for (int i = 0; i < commands.size(); i++) {
            Command command;
            try {
                command = CommandCodec.decode(commands.get(i));
            } catch (IllegalArgumentException e) {
                return new Refusal(i, commands.get(i), e.getMessage());
            }
            try {
                Outcome outcome = turns.order(faction, command);
                if (!outcome.accepted()) {
                    return new Refusal(i, commands.get(i), outcome.rejection());
                }
            } catch (RuntimeException | StackOverflowError e) {
                return new Refusal(i, commands.get(i), "the rules failed: " + describe(e));
            }
        }
        try {
            turns.endTurn(faction);
        } catch (RuntimeException | StackOverflowError e) {
            return new Refusal(commands.size(), "EndTurn", "the rules failed: " + describe(e));
        }
        return null;
    }

    private static String describe(Throwable failure) {
        if (failure instanceof StackOverflowError) {
            return "the rules recursed too deep";
        }
        String message = failure.getMessage();
        return message == null || message.isBlank() ? failure.getClass().getSimpleName() : message;
    }
}
