package org.hexbench.ai.balance;

import org.hexbench.ai.tournament.WilsonInterval;

/**
 * The first seat's advantage in sequential turns: how often the faction that acted first in a game won it, among the
 * decided games, against the fair share (one in as many as there are factions).
 *
 * @param wins decided games the first-acting faction won
 * @param decided decided games with a first-acting faction
 * @param fair the fair share, 1 / factions
 * @param alwaysFaction the faction that acted first in every counted game, or -1 when that changed from game to
 *        game: then the first seat and that faction cannot be told apart
 */
public record FirstSeat(int wins, int decided, double fair, int alwaysFaction) {

    /** @return wins / decided, 0 when nothing was decided */
    public double share() {
        return decided == 0 ? 0 : (double) wins / decided;
    }

    /** @return the Wilson 95 % interval of the share */
    public WilsonInterval interval() {
        return WilsonInterval.of95(wins, decided);
    }

    /** @return the share minus the fair share: above 0, moving first helps */
    public double advantage() {
        return share() - fair;
    }
}
