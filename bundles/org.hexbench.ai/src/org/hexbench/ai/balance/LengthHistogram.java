package org.hexbench.ai.balance;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * How long the games lasted, in turns: bins of equal width from turn 1 to the turn limit, each counting the decided
 * games and the games nobody had won when they ended (at the turn limit) separately. The width is the turn limit
 * divided by the most bins wanted, rounded up, so a limit of 60 with at most 20 bins gives bins 1–3, 4–6, …, 58–60.
 *
 * @param binWidth turns per bin
 * @param turnLimit the last turn of the last bin
 * @param decided decided games per bin
 * @param undecided games without a winner per bin
 */
public record LengthHistogram(int binWidth, int turnLimit, List<Integer> decided, List<Integer> undecided) {

    /**
     * Copies the counts.
     *
     * @param binWidth the width
     * @param turnLimit the limit
     * @param decided the decided games per bin
     * @param undecided the other games per bin
     */
    public LengthHistogram {
        decided = List.copyOf(decided);
        undecided = List.copyOf(undecided);
    }

    /**
     * Counts the games that count (failed games are left out).
     *
     * @param games the games
     * @param turnLimit the turn limit (at least 1)
     * @param maxBins the most bins wanted (at least 1)
     * @return the histogram
     */
    public static LengthHistogram of(List<BalanceGame> games, int turnLimit, int maxBins) {
        int width = (turnLimit + maxBins - 1) / maxBins;
        int bins = (turnLimit + width - 1) / width;
        List<Integer> decided = new ArrayList<>(Collections.nCopies(bins, 0));
        List<Integer> undecided = new ArrayList<>(Collections.nCopies(bins, 0));
        for (BalanceGame g : games) {
            if (!g.counts()) {
                continue;
            }
            int bin = Math.min(bins - 1, Math.max(0, (g.turns() - 1) / width));
            List<Integer> counts = g.decided() ? decided : undecided;
            counts.set(bin, counts.get(bin) + 1);
        }
        return new LengthHistogram(width, turnLimit, decided, undecided);
    }

    /** @return the number of bins */
    public int bins() {
        return decided.size();
    }

    /**
     * @param bin a bin
     * @return the games in it
     */
    public int count(int bin) {
        return decided.get(bin) + undecided.get(bin);
    }

    /**
     * @param bin a bin
     * @return its first turn (one-based)
     */
    public int from(int bin) {
        return bin * binWidth + 1;
    }

    /**
     * @param bin a bin
     * @return its last turn
     */
    public int to(int bin) {
        return Math.min((bin + 1) * binWidth, turnLimit);
    }

    /**
     * @param bin a bin
     * @return e.g. "4–6", or "7" for a bin of one turn
     */
    public String label(int bin) {
        return from(bin) == to(bin) ? Integer.toString(from(bin)) : from(bin) + "–" + to(bin);
    }
}
