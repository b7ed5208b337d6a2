package org.hexbench.ai.players.mcts;

import java.util.List;
import java.util.Map;
import org.hexbench.ai.PlayerOption;

/**
 * The options of the {@code mcts} player ({@code mcts:budget=400:threads=2}, {@link org.hexbench.ai.PlayerSpec}).
 *
 * @param budget iterations or milliseconds per decision
 * @param playout how playouts are played
 * @param exploration UCB1's exploration constant C (values are in [0, 1])
 * @param threads threads searching at once
 * @param trees search trees per decision under an iteration budget (root parallelisation); the iterations are
 *        shared out among them, and the decision depends on their number, never on the number of threads
 * @param horizon turns a playout plays on before its position is judged
 */
public record SearchSettings(Budget budget, PlayoutPolicy playout, double exploration, int threads, int trees,
        int horizon) {

    /** The option {@code budget}. */
    public static final String BUDGET = "budget";

    /** The option {@code playout}. */
    public static final String PLAYOUT = "playout";

    /** The option {@code exploration}. */
    public static final String EXPLORATION = "exploration";

    /** The option {@code threads}. */
    public static final String THREADS = "threads";

    /** The option {@code trees}. */
    public static final String TREES = "trees";

    /** The option {@code horizon}. */
    public static final String HORIZON = "horizon";

    /** The most threads or trees a search takes. */
    public static final int MOST_THREADS = 256;

    /** The options with their defaults, in the order help texts list them. */
    public static final List<PlayerOption> OPTIONS = List.of(
            new PlayerOption(BUDGET, "200", "per decision: iterations (e.g. 200; the same decision for the same seed) "
                    + "or milliseconds (e.g. 800ms)"),
            new PlayerOption(PLAYOUT, PlayoutPolicy.POLICIES.get(0).name(), "who plays the playouts: "
                    + String.join(", ", PlayoutPolicy.POLICIES.stream().map(PlayoutPolicy::name).toList())),
            new PlayerOption(EXPLORATION, "0.7", "UCB1's exploration constant C; higher tries more orders"),
            new PlayerOption(THREADS, "1", "threads searching at once (at most one per tree)"),
            new PlayerOption(TREES, "4", "search trees per decision among which the iterations are shared out "
                    + "(a time budget grows one tree per thread)"),
            new PlayerOption(HORIZON, "1", "turns a playout plays on before its position is judged"));

    /**
     * Checks the settings.
     *
     * @param budget the budget
     * @param playout the playout policy
     * @param exploration the exploration constant
     * @param threads threads
     * @param trees trees
     * @param horizon the horizon in turns
     * @throws IllegalArgumentException naming the setting that is out of range
     */
    public SearchSettings {
        if (!(exploration >= 0) || Double.isInfinite(exploration)) {
            throw new IllegalArgumentException("exploration must be a number of 0 or more, got " + exploration);
        }
        if (threads < 1 || threads > MOST_THREADS || trees < 1 || trees > MOST_THREADS) {
            throw new IllegalArgumentException("threads and trees must be 1 to " + MOST_THREADS);
        }
        if (horizon < 1) {
            throw new IllegalArgumentException("horizon must be at least 1 turn, got " + horizon);
        }
    }

    /**
     * Reads the settings from the player's options.
     *
     * @param options every option of {@link #OPTIONS}, given or default
     * @return the settings
     * @throws IllegalArgumentException naming the option whose value is not valid
     */
    public static SearchSettings of(Map<String, String> options) {
        return new SearchSettings(Budget.parse(options.get(BUDGET)), PlayoutPolicy.named(options.get(PLAYOUT)),
                decimal(options, EXPLORATION), whole(options, THREADS), whole(options, TREES), whole(options, HORIZON));
    }

    /** @return how many trees a decision grows: {@link #trees}, or one per thread under a time budget */
    public int treeCount() {
        return budget.isTime() ? threads : trees;
    }

    private static int whole(Map<String, String> options, String name) {
        try {
            return Integer.parseInt(options.get(name).strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number, got '" + options.get(name) + "'");
        }
    }

    private static double decimal(Map<String, String> options, String name) {
        try {
            return Double.parseDouble(options.get(name).strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a number, got '" + options.get(name) + "'");
        }
    }
}
