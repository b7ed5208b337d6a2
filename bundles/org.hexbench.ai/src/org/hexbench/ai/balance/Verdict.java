package org.hexbench.ai.balance;

import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import org.hexbench.ai.tournament.WilsonInterval;

/**
 * What the games say about a scenario's balance, in one sentence, by a stated rule ({@link #RULE}). The fair share
 * of k factions is 1/k of the decided games. The scenario is <b>unbalanced</b> when some faction's Wilson 95 %
 * interval excludes the fair share and its share is more than {@link #MARGIN} (5 percentage points) away from it:
 * the difference is both real (not chance) and large enough to matter; the faction furthest from the fair share is
 * named (of two as far, the one that wins more). It is <b>balanced</b> when every faction's 95 % interval lies within the fair share ± {@link #BAND} (10
 * points): the games rule out a larger imbalance. Otherwise there were too few games to tell. Whether the players
 * were equal is said, since with different players the shares measure players and factions together.
 *
 * @param kind the verdict
 * @param text the sentence, e.g. "Blue League wins 64% of the decided games (95% interval 59%–69%) with equal
 *        players: unbalanced."
 */
public record Verdict(Kind kind, String text) {

    /** The verdicts. */
    public enum Kind {
        /** Every faction's interval lies within the fair share ± {@link Verdict#BAND}. */
        BALANCED,
        /** A faction's interval excludes the fair share and its share is more than {@link Verdict#MARGIN} off. */
        UNBALANCED,
        /** Neither: play more games. */
        TOO_FEW_GAMES,
        /** No game was decided. */
        NONE_DECIDED
    }

    /** How far from the fair share a faction's share must be for "unbalanced": 5 percentage points. */
    public static final double MARGIN = 0.05;

    /** How close to the fair share every faction's 95 % interval must be for "balanced": 10 percentage points. */
    public static final double BAND = 0.10;

    /** The rule, in words, for whoever reads a verdict. */
    public static final String RULE = "Unbalanced: a faction's 95% interval excludes the fair share (decided games"
            + " divided equally among the factions) and its share is more than 5 points off it. Balanced: every"
            + " faction's 95% interval lies within the fair share ± 10 points. Otherwise: too few games to tell.";

    /**
     * Judges the factions' shares.
     *
     * @param rates every faction's rate, in faction order (at least two)
     * @param equalPlayers whether every faction had the same player
     * @param counted the games that counted (decided or not)
     * @param turnLimit the turn limit, to name when nothing was decided
     * @return the verdict
     */
    public static Verdict of(List<FactionRate> rates, boolean equalPlayers, int counted, int turnLimit) {
        int decided = rates.isEmpty() ? 0 : rates.get(0).decided();
        String players = equalPlayers ? "with equal players"
                : "with different players (" + rates.stream().map(r -> r.name() + ": " + r.player())
                        .collect(Collectors.joining(", ")) + "), so players and factions are measured together";
        if (decided == 0) {
            return new Verdict(Kind.NONE_DECIDED, "No game of " + counted + " was decided within " + turnLimit
                    + " turns: raise the turn limit, or check the scenario's victory conditions.");
        }
        double fair = 1.0 / rates.size();
        String of = " of " + decided + " decided game" + (decided == 1 ? "" : "s");
        // the faction furthest from the fair share; of two as far (always so with two factions), the winning one
        FactionRate furthest = rates.stream().filter(r -> excludes(r.interval(), fair)
                && Math.abs(r.share() - fair) > MARGIN)
                .max(Comparator.<FactionRate>comparingLong(r -> Math.round(1e9 * Math.abs(r.share() - fair)))
                        .thenComparingDouble(FactionRate::share)).orElse(null);
        if (furthest != null) {
            WilsonInterval w = furthest.interval();
            return new Verdict(Kind.UNBALANCED, furthest.name() + " wins " + FactionRate.percent(furthest.share()) + of
                    + " (95% interval " + FactionRate.percent(w.lower()) + "–" + FactionRate.percent(w.upper())
                    + ", fair share " + FactionRate.percent(fair) + ") " + players + ": unbalanced.");
        }
        String all = rates.stream().map(FactionRate::describe).collect(Collectors.joining(", "));
        boolean within = rates.stream().allMatch(r -> r.interval().lower() >= fair - BAND - 1e-12
                && r.interval().upper() <= fair + BAND + 1e-12);
        if (within) {
            return new Verdict(Kind.BALANCED, all + of + " " + players + ": balanced (every 95% interval within "
                    + FactionRate.percent(fair) + " ± 10 points).");
        }
        return new Verdict(Kind.TOO_FEW_GAMES, all + of + " " + players + ": too few games to tell balanced from"
                + " unbalanced; play more games.");
    }

    private static boolean excludes(WilsonInterval w, double value) {
        return w.lower() > value || w.upper() < value;
    }
}
