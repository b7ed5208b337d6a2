package org.hexbench.ai.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a tournament's games add up to: per pairing wins, draws and losses with the win rate and its Wilson 95 %
 * interval, Bradley-Terry ratings on the Elo scale with 95 % intervals, the mean game length, and the first seat's
 * advantage; as a text table, CSV (one row per game) and JSON (everything). Nothing here depends on timing or
 * threads, so the same games give byte-identical output.
 *
 * @param tournament the tournament's settings
 * @param games every game, in pairing and game order
 */
public record TournamentResult(Tournament tournament, List<GameRecord> games) {

    /**
     * Copies the games.
     *
     * @param tournament the settings
     * @param games the games
     */
    public TournamentResult {
        games = List.copyOf(games);
    }

    /**
     * One pairing's results, seen from its first entrant.
     *
     * @param a the first entrant
     * @param b the second entrant
     * @param wins games a won
     * @param draws games without a winner
     * @param losses games b won
     * @param failed games that failed (counted nowhere else)
     * @param meanTurns the mean length of its counted games, in turns
     */
    public record Pairing(int a, int b, int wins, int draws, int losses, int failed, double meanTurns) {

        /** @return the counted games */
        public int played() {
            return wins + draws + losses;
        }

        /** @return a's win rate, wins / played */
        public double winRate() {
            return played() == 0 ? 0 : (double) wins / played();
        }

        /** @return the Wilson 95 % interval of a's win rate */
        public WilsonInterval winRateInterval() {
            return WilsonInterval.of95(wins, played());
        }
    }

    /** @return every pairing's results, in the order played */
    public List<Pairing> pairings() {
        List<Pairing> result = new ArrayList<>();
        List<int[]> pairs = tournament.pairings();
        for (int p = 0; p < pairs.size(); p++) {
            int a = pairs.get(p)[0];
            int b = pairs.get(p)[1];
            int wins = 0;
            int draws = 0;
            int losses = 0;
            int failed = 0;
            long turns = 0;
            for (GameRecord g : games) {
                if (g.pairing() != p) {
                    continue;
                }
                if (!g.counts()) {
                    failed++;
                    continue;
                }
                turns += g.turns();
                if (g.winner() == a) {
                    wins++;
                } else if (g.winner() == b) {
                    losses++;
                } else {
                    draws++;
                }
            }
            int played = wins + draws + losses;
            result.add(new Pairing(a, b, wins, draws, losses, failed, played == 0 ? 0 : (double) turns / played));
        }
        return result;
    }

    /** @return the Bradley-Terry ratings of the entrants (draws count half) */
    public BradleyTerry ratings() {
        int k = tournament.entrants().size();
        double[][] wins = new double[k][k];
        int[][] played = new int[k][k];
        for (GameRecord g : games) {
            if (!g.counts()) {
                continue;
            }
            played[g.first()][g.second()]++;
            played[g.second()][g.first()]++;
            if (g.winner() < 0) {
                wins[g.first()][g.second()] += 0.5;
                wins[g.second()][g.first()] += 0.5;
            } else {
                wins[g.winner()][g.winner() == g.first() ? g.second() : g.first()] += 1;
            }
        }
        return new BradleyTerry(wins, played);
    }

    /** @return the counted games */
    public int countedGames() {
        return (int) games.stream().filter(GameRecord::counts).count();
    }

    /** @return games the first seat won, among the counted ones */
    public int firstSeatWins() {
        return (int) games.stream().filter(g -> g.counts() && g.winnerSeat() == 0).count();
    }

    /** @return games the second seat won, among the counted ones */
    public int secondSeatWins() {
        return (int) games.stream().filter(g -> g.counts() && g.winnerSeat() == 1).count();
    }

    /**
     * @return the first seat's score, (its wins + half the draws) / counted games: 0.5 means no advantage
     */
    public double firstSeatScore() {
        int n = countedGames();
        return n == 0 ? 0.5 : (firstSeatWins() + 0.5 * (n - firstSeatWins() - secondSeatWins())) / n;
    }

    /** @return the mean length of the counted games, in turns */
    public double meanTurns() {
        return games.stream().filter(GameRecord::counts).mapToInt(GameRecord::turns).average().orElse(0);
    }

    /** @return the report printed after a tournament: pairings, ratings, game length, first seat */
    public String table() {
        List<String> names = tournament.names();
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "%-24s %-24s %5s %5s %5s %6s %9s %-15s %6s%n", "player", "opponent",
                "wins", "draws", "losses", "failed", "win rate", "Wilson 95%", "turns"));
        for (Pairing p : pairings()) {
            WilsonInterval w = p.winRateInterval();
            s.append(String.format(Locale.ROOT, "%-24s %-24s %5d %5d %6d %6d %8.1f%% %5.1f%%–%5.1f%%  %6.1f%n",
                    names.get(p.a()), names.get(p.b()), p.wins(), p.draws(), p.losses(), p.failed(),
                    100 * p.winRate(), 100 * w.lower(), 100 * w.upper(), p.meanTurns()));
        }
        BradleyTerry bt = ratings();
        s.append(String.format(Locale.ROOT, "%nBradley-Terry ratings (Elo scale, mean 0, 95%% interval):%n"));
        for (int i = 0; i < names.size(); i++) {
            s.append(String.format(Locale.ROOT, "  %-24s %+7.1f ± %.1f%n", names.get(i), bt.elo(i), bt.eloHalfWidth(i)));
        }
        int n = countedGames();
        WilsonInterval first = WilsonInterval.of95(firstSeatWins() + 0.5 * (n - firstSeatWins() - secondSeatWins()), n);
        s.append(String.format(Locale.ROOT, "Mean game length: %.1f turns over %d games%n", meanTurns(), n));
        s.append(String.format(Locale.ROOT,
                "First seat: %d wins, second seat: %d wins, %d draws; first-seat score %.1f%% (%.1f%%–%.1f%%)%n",
                firstSeatWins(), secondSeatWins(), n - firstSeatWins() - secondSeatWins(), 100 * firstSeatScore(),
                100 * first.lower(), 100 * first.upper()));
        return s.toString();
    }

    /** @return one CSV row per game (RFC 4180, header first): who played which seat, who won, length, hash */
    public String csv() {
        List<String> names = tournament.names();
        StringBuilder s = new StringBuilder("pairing,game,seed,first,second,winner,turns,entries,state_hash,failure\r\n");
        for (GameRecord g : games) {
            s.append(g.pairing()).append(',').append(g.game()).append(',').append(g.seed()).append(',')
                    .append(csvField(names.get(g.first()))).append(',').append(csvField(names.get(g.second())))
                    .append(',').append(g.failure() != null ? "" : g.winner() < 0 ? "draw" : csvField(names.get(g.winner())))
                    .append(',').append(g.turns()).append(',').append(g.entries()).append(',').append(g.stateHash())
                    .append(',').append(g.failure() == null ? "" : csvField(g.failure())).append("\r\n");
        }
        return s.toString();
    }

    private static String csvField(String value) {
        return value.contains(",") || value.contains("\"") || value.contains("\n") || value.contains("\r")
                ? "\"" + value.replace("\"", "\"\"") + "\"" : value;
    }

    /** @return the settings, pairings, ratings, first seat and every game as JSON (RFC 8259) */
    public String json() {
        List<String> names = tournament.names();
        StringBuilder s = new StringBuilder("{\n");
        s.append("  \"seed\": ").append(tournament.seed()).append(",\n");
        s.append("  \"gamesPerPairing\": ").append(tournament.games()).append(",\n");
        s.append("  \"turnLimit\": ").append(tournament.turnLimit()).append(",\n");
        s.append("  \"players\": [").append(String.join(", ", names.stream().map(TournamentResult::quote).toList()))
                .append("],\n");
        s.append("  \"pairings\": [\n");
        List<Pairing> pairings = pairings();
        for (int i = 0; i < pairings.size(); i++) {
            Pairing p = pairings.get(i);
            WilsonInterval w = p.winRateInterval();
            s.append(String.format(Locale.ROOT, "    {\"player\": %s, \"opponent\": %s, \"wins\": %d, \"draws\": %d,"
                    + " \"losses\": %d, \"failed\": %d, \"winRate\": %.6f, \"wilsonLower\": %.6f, \"wilsonUpper\": %.6f,"
                    + " \"meanTurns\": %.4f}%s%n", quote(names.get(p.a())), quote(names.get(p.b())), p.wins(), p.draws(),
                    p.losses(), p.failed(), p.winRate(), w.lower(), w.upper(), p.meanTurns(),
                    i + 1 < pairings.size() ? "," : ""));
        }
        s.append("  ],\n  \"ratings\": [\n");
        BradleyTerry bt = ratings();
        for (int i = 0; i < names.size(); i++) {
            s.append(String.format(Locale.ROOT, "    {\"player\": %s, \"elo\": %.4f, \"eloHalfWidth95\": %.4f}%s%n",
                    quote(names.get(i)), bt.elo(i), bt.eloHalfWidth(i), i + 1 < names.size() ? "," : ""));
        }
        s.append(String.format(Locale.ROOT, "  ],%n  \"meanTurns\": %.4f,%n  \"firstSeatWins\": %d,%n"
                + "  \"secondSeatWins\": %d,%n  \"firstSeatScore\": %.6f,%n", meanTurns(), firstSeatWins(),
                secondSeatWins(), firstSeatScore()));
        s.append("  \"games\": [\n");
        for (int i = 0; i < games.size(); i++) {
            GameRecord g = games.get(i);
            s.append(String.format(Locale.ROOT, "    {\"pairing\": %d, \"game\": %d, \"seed\": %d, \"first\": %s,"
                    + " \"second\": %s, \"winner\": %s, \"turns\": %d, \"entries\": %d, \"stateHash\": %s,"
                    + " \"failure\": %s}%s%n", g.pairing(), g.game(), g.seed(), quote(names.get(g.first())),
                    quote(names.get(g.second())), g.winner() < 0 ? "null" : quote(names.get(g.winner())), g.turns(),
                    g.entries(), quote(g.stateHash()), g.failure() == null ? "null" : quote(g.failure()),
                    i + 1 < games.size() ? "," : ""));
        }
        s.append("  ]\n}\n");
        return s.toString();
    }

    private static String quote(String value) {
        StringBuilder s = new StringBuilder("\"");
        for (char c : value.toCharArray()) {
            switch (c) {
                case '"' -> s.append("\\\"");
                case '\\' -> s.append("\\\\");
                case '\n' -> s.append("\\n");
                case '\r' -> s.append("\\r");
                case '\t' -> s.append("\\t");
                default -> {
                    if (c < 0x20) {
                        s.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        s.append(c);
                    }
                }
            }
        }
        return s.append('"').toString();
    }
}
