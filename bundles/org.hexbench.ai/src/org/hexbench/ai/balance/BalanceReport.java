package org.hexbench.ai.balance;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.hexbench.ai.tournament.TournamentResult;

/**
 * What a balance run's games add up to: each faction's share of the decided games with its Wilson 95 % interval,
 * the first seat's advantage, the game lengths, the strength each unit class gained and lost, and a {@link Verdict}.
 * Failed games (the rules or a player failed) count for nobody; games nobody had won at the turn limit count as
 * played but decide nothing. A stopped run keeps the games it finished; the report says it was stopped.
 *
 * @param scenario the scenario's file name, e.g. {@code riverford.hexscenario}
 * @param definitions what identifies the scenario and rules the games were played by (e.g. checksums), so two
 *        reports tell whether their definitions differ; free text
 * @param settings the players, games, seed and turn limit
 * @param factions the factions' names, in faction order
 * @param games the finished games, in index order
 * @param stopped whether the run was stopped before every game was played
 */
public record BalanceReport(String scenario, String definitions, BalanceSettings settings, List<String> factions,
        List<BalanceGame> games, boolean stopped) {

    /** The most bins of the game-length histogram. */
    public static final int HISTOGRAM_BINS = 20;

    /**
     * Copies the lists and orders the games by index.
     *
     * @param scenario the scenario
     * @param definitions the definitions' identity
     * @param settings the settings
     * @param factions the faction names
     * @param games the games
     * @param stopped whether it was stopped
     */
    public BalanceReport {
        factions = List.copyOf(factions);
        games = games.stream().sorted(Comparator.comparingInt(BalanceGame::index)).toList();
    }

    /** @return the games that count (did not fail) */
    public int counted() {
        return (int) games.stream().filter(BalanceGame::counts).count();
    }

    /** @return the games a faction won */
    public int decided() {
        return (int) games.stream().filter(BalanceGame::decided).count();
    }

    /** @return the games that failed */
    public int failed() {
        return games.size() - counted();
    }

    /** @return the mean length of the counted games, in turns (0 without any) */
    public double meanTurns() {
        return games.stream().filter(BalanceGame::counts).mapToInt(BalanceGame::turns).average().orElse(0);
    }

    /** @return every faction's wins among the decided games, in faction order */
    public List<FactionRate> factionRates() {
        int decided = decided();
        List<FactionRate> rates = new ArrayList<>();
        for (int f = 0; f < factions.size(); f++) {
            int faction = f;
            int wins = (int) games.stream().filter(g -> g.decided() && g.winner() == faction).count();
            rates.add(new FactionRate(f, factions.get(f), settings.players().get(f).toString(), wins, decided));
        }
        return rates;
    }

    /** @return the first seat's share of the decided games, or empty when every faction acted at once */
    public Optional<FirstSeat> firstSeat() {
        List<BalanceGame> sequential = games.stream().filter(g -> g.counts() && g.firstFaction() >= 0).toList();
        if (sequential.isEmpty()) {
            return Optional.empty();
        }
        int decided = (int) sequential.stream().filter(BalanceGame::decided).count();
        int wins = (int) sequential.stream().filter(g -> g.decided() && g.winner() == g.firstFaction()).count();
        long firsts = sequential.stream().mapToInt(BalanceGame::firstFaction).distinct().count();
        return Optional.of(new FirstSeat(wins, decided, 1.0 / factions.size(),
                firsts == 1 ? sequential.get(0).firstFaction() : -1));
    }

    /** @return the game lengths in at most {@value #HISTOGRAM_BINS} bins up to the turn limit */
    public LengthHistogram histogram() {
        return LengthHistogram.of(games, settings.turnLimit(), HISTOGRAM_BINS);
    }

    /**
     * @return every unit class's strength gained and lost over the counted games, the class that won most first
     *         and the one that lost most last (by gained minus lost)
     */
    public List<ClassStrength> strengthByClass() {
        return ClassStrength.sum(games.stream().filter(BalanceGame::counts).map(BalanceGame::strength).toList())
                .stream().sorted(Comparator.comparingLong(ClassStrength::net).reversed()).toList();
    }

    /** @return the verdict on the factions' shares */
    public Verdict verdict() {
        return Verdict.of(factionRates(), settings.equalPlayers(), counted(), settings.turnLimit());
    }

    /** @return whether a CSV can be written: {@code hexbench tournament}'s format has two seats */
    public boolean hasCsv() {
        return factions.size() == 2;
    }

    /**
     * @return one row per game in {@code hexbench tournament --csv}'s format (the same code writes it): entrant "first"
     *         is the first faction's player, "second" the second's
     * @throws IllegalStateException for a scenario of more than two factions
     */
    public String csv() {
        if (!hasCsv()) {
            throw new IllegalStateException("the tournament CSV has two seats; " + scenario + " has " + factions.size()
                    + " factions");
        }
        return new TournamentResult(settings.tournament(), games.stream().map(BalanceGame::record).toList()).csv();
    }
}
