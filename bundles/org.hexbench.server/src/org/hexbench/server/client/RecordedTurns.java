package org.hexbench.server.client;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.GameListener;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.world.Entity;

/**
 * A turn system that passes everything to another and writes down every order it accepted, in the engine's command
 * text: a player plays its turn on a copy of a hosted game through it, and the orders written down are the turn the
 * client submits. Ending a turn is not passed on: the server ends it when it stores the submission.
 */
final class RecordedTurns implements TurnSystem {

    private final TurnSystem turns;
    private final List<String> orders = new ArrayList<>();

    RecordedTurns(TurnSystem turns) {
        this.turns = turns;
    }

    /** @return the accepted orders, in order */
    List<String> orders() {
        return List.copyOf(orders);
    }

    @Override
    public Game game() {
        return turns.game();
    }

    @Override
    public String describe() {
        return turns.describe();
    }

    @Override
    public int turnLimit() {
        return turns.turnLimit();
    }

    @Override
    public void addListener(GameListener listener) {
        turns.addListener(listener);
    }

    @Override
    public void removeListener(GameListener listener) {
        turns.removeListener(listener);
    }

    @Override
    public void start() {
        turns.start();
    }

    @Override
    public boolean isFinished() {
        return turns.isFinished();
    }

    @Override
    public List<Integer> actingFactions() {
        return turns.actingFactions();
    }

    @Override
    public boolean accepts(Class<? extends Command> kind) {
        return turns.accepts(kind);
    }

    @Override
    public int[] moveTargets(List<Entity> units) {
        return turns.moveTargets(units);
    }

    @Override
    public int[] attackTargets(List<Entity> units) {
        return turns.attackTargets(units);
    }

    @Override
    public Outcome order(int faction, Command command) {
        Outcome outcome = turns.order(faction, command);
        if (outcome.accepted()) {
            orders.add(CommandCodec.encode(command));
        }
        return outcome;
    }

    @Override
    public void endTurn(int faction) {
        throw new UnsupportedOperationException("a hosted game's turn ends when the server stores it");
    }

    @Override
    public List<Directive> pendingDirectives() {
        return turns.pendingDirectives();
    }

    @Override
    public boolean canWithdrawOrder(int faction) {
        return false;
    }

    @Override
    public String reissue(HistoryEntry entry) {
        throw new UnsupportedOperationException("a hosted game's copy is not rerun");
    }
}
