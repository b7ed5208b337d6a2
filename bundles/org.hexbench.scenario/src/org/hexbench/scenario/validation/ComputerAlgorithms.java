package org.hexbench.scenario.validation;

import java.util.Set;
import java.util.TreeSet;

/**
 * The computer player algorithms Hexbench runs, by the names a faction's computer player setting uses
 * ({@code <computer algorithm="...">}, Hexkit User's Guide §4.7.2 CustomComputer Members): validation rejects any
 * other name with its line, and a game plays a faction that names one with that algorithm by default. The names
 * are the seats of the game session ({@code org.hexbench.play.Seat}); a test keeps both lists equal.
 */
public final class ComputerAlgorithms {

    /** The algorithm an empty name means: the random player. */
    public static final String DEFAULT = "random";

    /** Every algorithm name there is: the random player, Hexkit's Seeker (Hexkit User's Guide §9.8) and
     * Monte Carlo tree search. */
    public static final Set<String> NAMES = Set.of(DEFAULT, "seeker", "mcts");

    private ComputerAlgorithms() {
    }

    /**
     * @param algorithm a name as written in a scenario, possibly empty or {@code null}
     * @return the name it stands for: the name itself, or {@link #DEFAULT} for an empty one
     */
    public static String resolve(String algorithm) {
        return algorithm == null || algorithm.isBlank() ? DEFAULT : algorithm.strip();
    }

    /**
     * @param algorithm a name as written in a scenario
     * @return whether Hexbench runs it (an empty name is the default, which it does)
     */
    public static boolean isKnown(String algorithm) {
        return NAMES.contains(resolve(algorithm));
    }

    /** @return the names, sorted, for messages */
    public static String list() {
        return String.join(", ", new TreeSet<>(NAMES));
    }
}
