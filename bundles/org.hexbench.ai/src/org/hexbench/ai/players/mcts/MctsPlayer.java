package org.hexbench.ai.players.mcts;

import java.util.List;
import org.hexbench.ai.ComputerPlayer;
import org.hexbench.ai.ComputerPlayerKind;
import org.hexbench.ai.GameView;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.EndTurn;

/**
 * The {@code mcts} computer player: Monte Carlo tree search (UCT) over the engine's forward model. Every order it
 * gives is one decision: a search of its budget ({@link Budget}) from the position as the faction knows it, on
 * copies of the game whose dice come from the search's own seeds, never from the game's random stream
 * ({@link GameView#rehearsal(long, org.hexbench.engine.rules.Rules)}); each root order is first judged once for its
 * prior, the trees then grow ({@link SearchTree}: how a turn of several orders and simultaneous turns are searched),
 * and the root order visited most is given. A turn is a sequence of such decisions ending in End Turn, which the
 * search chooses like any other order when no order it could still give looks better. With one legal order only
 * (End Turn), it ends the turn without searching.
 *
 * <p>Decisions under an iteration budget depend only on the player's seed and the game: the same game, seed and
 * options give the same orders, on any machine and with any number of threads ({@link RootParallelSearch}).
 */
public final class MctsPlayer implements ComputerPlayer {

    /** The registry's entry: {@code mcts} with the options of {@link SearchSettings#OPTIONS}. */
    public static final ComputerPlayerKind KIND = new ComputerPlayerKind("mcts", "Monte Carlo tree search",
            "Searches ahead on copies of the game with fresh dice, playing random playouts and judging material, "
                    + "ground and victory progress, and gives the order that did best.",
            SearchSettings.OPTIONS, (options, seed) -> new MctsPlayer(SearchSettings.of(options), seed));

    private final SearchSettings settings;
    private final long seed;
    private long decisions;
    private boolean scenarioResolved;
    private SearchReport lastReport;

    /**
     * @param settings the search's settings
     * @param seed the seed every decision's seed derives from
     */
    public MctsPlayer(SearchSettings settings, long seed) {
        this.settings = settings;
        this.seed = seed;
    }

    /** @return the search's settings */
    public SearchSettings settings() {
        return settings;
    }

    /** @return what the last search found, or {@code null} before the first */
    public SearchReport lastReport() {
        return lastReport;
    }

    @Override
    public Command nextOrder(GameView view) {
        List<Command> orders = view.legalOrders();
        if (orders.isEmpty()) {
            return new EndTurn();
        }
        if (orders.size() == 1) {
            return orders.get(0);
        }
        if (settings.threads() > 1 && !scenarioResolved) {
            RootParallelSearch.resolveScenario(view);
            scenarioResolved = true;
        }
        lastReport = RootParallelSearch.decide(view, orders, settings, RootParallelSearch.mix(seed, decisions++));
        return lastReport.order();
    }
}
