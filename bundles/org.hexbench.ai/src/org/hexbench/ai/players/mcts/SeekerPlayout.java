package org.hexbench.ai.players.mcts;

import org.hexbench.ai.ComputerPlayer;
import org.hexbench.ai.players.seeker.Seeker;
import org.hexbench.ai.players.seeker.SeekerOptions;

/**
 * The {@code seeker} playout policy: every faction in a playout plays Hexkit's Seeker (Hexkit User's Guide §9.8)
 * with its default options, so the search meets replies that attack its exposed units and take its towns as a
 * real opponent would, where random replies mostly do not (a heavy, knowledge-based playout: Browne et al., "A
 * Survey of Monte Carlo Tree Search Methods", IEEE TCIAIG 4(1), 2012, §6.1.1). Each playout is dearer than a random
 * one (Seeker reads a copy of the game for every order), so a search with it runs fewer iterations per second.
 */
public final class SeekerPlayout implements PlayoutPolicy {

    @Override
    public String name() {
        return "seeker";
    }

    @Override
    public ComputerPlayer player(int faction, long seed) {
        return new Seeker(SeekerOptions.DEFAULTS, seed);
    }
}
