package org.hexbench.engine.player;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.game.Outcome;

/**
 * A player that issues prepared commands: the i-th list on its i-th turn, nothing once the script is used up.
 * Rejected commands are kept in {@link #rejections()} (a script is not trusted to be legal).
 */
public final class ScriptPlayer implements Player {

    private final List<List<Command>> turns;
    private final List<Outcome> rejections = new ArrayList<>();
    private int next;

    /**
     * Creates a script player.
     *
     * @param turns the commands of each of its turns, in order
     */
    public ScriptPlayer(List<List<Command>> turns) {
        this.turns = List.copyOf(turns);
    }

    @Override
    public PlayerKind kind() {
        return PlayerKind.SCRIPT;
    }

    @Override
    public boolean playTurn(PlayerTurn turn) {
        if (next >= turns.size()) {
            return true;
        }
        for (Command c : turns.get(next++)) {
            Outcome outcome = turn.order(c);
            if (!outcome.accepted()) {
                rejections.add(outcome);
            }
        }
        return true;
    }

    /** @return the outcomes of rejected script commands */
    public List<Outcome> rejections() {
        return Collections.unmodifiableList(rejections);
    }
}
