package org.hexbench.ai.balance;

import java.util.Locale;
import org.hexbench.ai.tournament.WilsonInterval;

/**
 * How often one faction won: its wins among the decided games (games a faction won; games still open at the turn
 * limit decide nothing about balance), with the Wilson 95 % score interval of that share.
 *
 * @param faction the faction index
 * @param name the faction's name
 * @param player its player, in the command line's words
 * @param wins games it won
 * @param decided games any faction won
 */
public record FactionRate(int faction, String name, String player, int wins, int decided) {

    /** @return wins / decided, 0 when nothing was decided */
    public double share() {
        return decided == 0 ? 0 : (double) wins / decided;
    }

    /** @return the Wilson 95 % interval of the share ([0, 1] when nothing was decided) */
    public WilsonInterval interval() {
        return WilsonInterval.of95(wins, decided);
    }

    /** @return e.g. "Blue League 64% (59%–69%)" */
    public String describe() {
        return name + " " + percent(share()) + " (" + percent(interval().lower()) + "–" + percent(interval().upper())
                + ")";
    }

    /**
     * @param share a share between 0 and 1
     * @return it in whole percent, e.g. "64%"
     */
    public static String percent(double share) {
        return String.format(Locale.ROOT, "%d%%", Math.round(100 * share));
    }
}
