package org.hexbench.engine.game;

/**
 * What every turn system has: its game, its turn limit, its listeners, and the refusal of any action once play has
 * finished. Subclasses add who acts and what their orders and ends of turn do.
 */
public abstract class AbstractTurnSystem implements TurnSystem {

    private final Game game;
    private final int turnLimit;
    private final GameListeners listeners;

    /**
     * @param game the game these turns advance
     * @param turnLimit turns to play at most (turns 0..limit-1), 0 for no limit
     * @throws IllegalArgumentException for a negative limit
     */
    protected AbstractTurnSystem(Game game, int turnLimit) {
        if (turnLimit < 0) {
            throw new IllegalArgumentException("the turn limit must not be negative: " + turnLimit);
        }
        this.game = game;
        this.turnLimit = turnLimit;
        this.listeners = new GameListeners(game);
    }

    @Override
    public final Game game() {
        return game;
    }

    @Override
    public final int turnLimit() {
        return turnLimit;
    }

    @Override
    public final void addListener(GameListener listener) {
        listeners.add(listener);
    }

    @Override
    public final void removeListener(GameListener listener) {
        listeners.remove(listener);
    }

    /** @return the listeners, to report entries and ends of turns to */
    protected final GameListeners listeners() {
        return listeners;
    }

    /** @return why nobody may act any more (the game is over, or the turn limit is reached), or {@code null} */
    protected final String finishedRefusal() {
        if (game.world().isGameOver()) {
            return "the game is over";
        }
        return isFinished() ? "the turn limit of " + turnLimit + " turns is reached" : null;
    }
}
