package org.hexbench.ai.players.mcts;

import org.hexbench.ai.ComputerPlayer;
import org.hexbench.ai.players.RandomOrders;

/**
 * The {@code random} playout policy: every faction plays the {@code random} computer player ({@link RandomOrders}:
 * random legal builds, places, attacks and moves), the classic Monte Carlo playout (Browne et al., "A Survey of
 * Monte Carlo Tree Search Methods", IEEE TCIAIG 4(1), 2012, §3.3: the default policy).
 */
public final class RandomPlayout implements PlayoutPolicy {

    @Override
    public String name() {
        return "random";
    }

    @Override
    public ComputerPlayer player(int faction, long seed) {
        return new RandomOrders(seed);
    }
}
