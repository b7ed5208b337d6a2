package org.hexbench.ai;

import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.player.PlayerKind;
import org.hexbench.engine.player.PlayerTurn;

/**
 * Runs a {@link ComputerPlayer} as the engine's {@link Player}, so every turn loop (the game session, headless play,
 * tournaments) plays it like any other: it asks the player for one order at a time and gives it through the turn
 * system, until the player ends the turn, the game ends, or whoever runs it asks to stop (checked before every
 * order; a stopped turn continues where it stopped). The player decides from a {@link GameView} of its turn, which
 * under fog of war shows only what its faction knows. An order the engine rejects is a defect of the player and
 * throws, naming the order and the reason; under fog of war it is not (the faction did not see what stood in the
 * way): the player is asked again, and when it gives an order refused before in this turn, its turn ends.
 */
public final class DecidingPlayer implements Player {

    /** More orders than this in one turn mean a player that never ends its turn. */
    public static final int ORDER_LIMIT = 100_000;

    private final String name;
    private final ComputerPlayer player;
    private int openTurn = -1;
    private int openFaction = -1;

    /**
     * @param name the player's name as the registry knows it (for messages)
     * @param player the computer player
     */
    public DecidingPlayer(String name, ComputerPlayer player) {
        this.name = name;
        this.player = player;
    }

    /** @return the computer player */
    public ComputerPlayer player() {
        return player;
    }

    /** @return the player's name, with its options */
    public String name() {
        return name;
    }

    @Override
    public PlayerKind kind() {
        return PlayerKind.COMPUTER;
    }

    @Override
    public boolean playTurn(PlayerTurn turn) {
        GameView view = new GameView(turn);
        int current = turn.world().currentTurn();
        java.util.Set<String> refused = new java.util.HashSet<>();
        if (openTurn != current || openFaction != turn.faction()) {
            openTurn = current;
            openFaction = turn.faction();
            player.beginTurn(view);
        }
        for (int orders = 0; orders < ORDER_LIMIT; orders++) {
            if (turn.stopRequested()) {
                return false;
            }
            if (turn.world().isGameOver()) {
                break;
            }
            Command order = player.nextOrder(view);
            if (order == null || order instanceof EndTurn) {
                break;
            }
            Outcome outcome = turn.order(order);
            if (!outcome.accepted() && !turn.world().isGameOver()) {
                if (turn.knowsEverything()) {
                    throw new IllegalStateException("computer player " + name + " gave an illegal order "
                            + CommandCodec.encode(order) + ": " + outcome.rejection());
                }
                if (!refused.add(CommandCodec.encode(order))) {
                    break; // it insists on an order the fog hid the obstacle of: its turn ends
                }
            }
        }
        openTurn = -1;
        return true;
    }
}
