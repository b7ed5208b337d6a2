package org.hexbench.ai.players.mcts;

import java.util.List;
import org.hexbench.ai.ComputerPlayer;

/**
 * How the {@code mcts} player plays a copy of the game on from where its tree ends to the search's horizon (the
 * playout, or rollout, of Monte Carlo tree search): every faction's orders there come from a computer player the
 * policy makes, driven through a {@link org.hexbench.ai.GameView} of the copy exactly as the game drives players,
 * so any {@link ComputerPlayer} can guide playouts. A policy backed by Hexkit's Seeker (Hexkit User's Guide §9.8) is
 * one class whose {@link #player} returns a Seeker, listed in {@link #POLICIES}.
 */
public interface PlayoutPolicy {

    /** Every policy, by name; the first is the default. */
    List<PlayoutPolicy> POLICIES = List.of(new RandomPlayout(), new SeekerPlayout());

    /** @return the policy's name as the {@code playout} option gives it, e.g. {@code random} */
    String name();

    /**
     * Makes the player of one faction for one playout. Playouts are many and short, so it should be quick to make
     * and to ask.
     *
     * @param faction the faction it plays
     * @param seed the seed of its own random source (from the search's, so a search repeats for the same seed)
     * @return a player; its {@link ComputerPlayer#beginTurn} is called whenever the faction's turn continues in the
     *         playout, which may be in the middle of a turn the tree began
     */
    ComputerPlayer player(int faction, long seed);

    /**
     * @param name a policy's name (case does not matter)
     * @return the policy
     * @throws IllegalArgumentException naming the policies there are, if none has the name
     */
    static PlayoutPolicy named(String name) {
        for (PlayoutPolicy p : POLICIES) {
            if (p.name().equalsIgnoreCase(name.strip())) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown playout policy '" + name.strip() + "' (policies: "
                + String.join(", ", POLICIES.stream().map(PlayoutPolicy::name).toList()) + ")");
    }
}
