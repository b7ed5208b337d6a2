package org.hexbench.ai.balance;

import java.util.List;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.ai.tournament.Tournament;

/**
 * What a balance report plays: one computer player per faction (from the {@link PlayerRegistry}, with options), the
 * number of games, the seed every game's seed derives from, the turn limit, and how many games run at once. Each game
 * gets its seed from the seed and its index alone (the tournament's formula, {@link Tournament#gameSeed}), so the
 * games are the same whatever the number of threads.
 *
 * @param players the player of each faction, in faction order
 * @param games games to play (at least 1)
 * @param seed the seed
 * @param turnLimit turns per game at most (at least 1)
 * @param threads games played at once (at least 1)
 */
public record BalanceSettings(List<PlayerSpec> players, int games, long seed, int turnLimit, int threads) {

    /**
     * Checks the settings and every player against the registry, and fills in the players' default options.
     *
     * @param players the players
     * @param games the games
     * @param seed the seed
     * @param turnLimit the turn limit
     * @param threads the threads
     * @throws IllegalArgumentException naming what is wrong
     */
    public BalanceSettings {
        if (players.size() < 2) {
            throw new IllegalArgumentException("a balance report needs a player for each of at least two factions, "
                    + players.size() + " given");
        }
        if (games < 1 || turnLimit < 1 || threads < 1) {
            throw new IllegalArgumentException("games, turn limit and threads must be positive");
        }
        players = players.stream().map(PlayerRegistry::complete).toList();
    }

    /**
     * @return the same games as a tournament's settings: entrant {@code f} is faction {@code f}'s player; its names
     *         and game seeds are the report's, and its CSV format is the report's
     */
    public Tournament tournament() {
        return new Tournament(players, games, seed, threads, turnLimit, null);
    }

    /**
     * @param game a game's index
     * @return its seed: the tournament's seed of pairing 0 and that game
     */
    public long gameSeed(int game) {
        return tournament().gameSeed(0, game);
    }

    /** @return whether every faction has the same player with the same options */
    public boolean equalPlayers() {
        return players.stream().distinct().count() == 1;
    }
}
