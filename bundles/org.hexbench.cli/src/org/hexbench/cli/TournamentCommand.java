package org.hexbench.cli;

import static org.hexbench.cli.OptionValues.number;
import static org.hexbench.cli.OptionValues.value;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.ai.tournament.GameSource;
import org.hexbench.ai.tournament.Tournament;
import org.hexbench.ai.tournament.TournamentResult;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameStartException;
import org.hexbench.scenario.resource.FileReplacement;

/**
 * {@code hexbench tournament <scenario> --players a,b,... --games N [--seed S] [--threads T] [--turns L]
 * [--budget B] [--csv file] [--json file] [--save-dir folder]}: a round robin between computer players of the
 * registry on a two-faction scenario under its rule file ({@link Tournament}); every pairing plays N games, seats
 * alternating. {@code --budget} gives every search player (a kind with a {@code budget} option, e.g. {@code mcts})
 * that budget per decision, unless its own words give one. Progress goes to
 * standard error; the table of wins, draws and losses with Wilson 95 % intervals, the Bradley-Terry ratings, the mean
 * game length and the first seat's advantage to standard output. The same seed gives the same output whatever the
 * number of threads.
 */
public final class TournamentCommand implements Subcommand {

    /** The option of search players that {@code --budget} sets. */
    private static final String BUDGET = "budget";

    @Override
    public String name() {
        return "tournament";
    }

    @Override
    public String summary() {
        return "play a round robin between computer players and print win rates, ratings and the first-seat advantage";
    }

    @Override
    public String usage() {
        return "hexbench tournament <scenario> --players a,b[,...] --games N [--seed S] [--threads T] [--turns L]"
                + " [--budget B] [--csv file] [--json file] [--save-dir folder]";
    }

    @Override
    public int run(List<String> arguments, Terminal terminal) throws UsageException {
        String scenarioWord = null;
        List<PlayerSpec> players = new ArrayList<>();
        int games = 0;
        long seed = 1;
        int threads = 1;
        int turns = 0;
        Path csv = null;
        Path json = null;
        Path saves = null;
        String budget = null;
        for (int i = 0; i < arguments.size(); i++) {
            String a = arguments.get(i);
            switch (a) {
                case "--players" -> {
                    for (String p : value(arguments, ++i, a).split(",")) {
                        try {
                            players.add(PlayerSpec.parse(p));
                        } catch (IllegalArgumentException e) {
                            throw new UsageException(e.getMessage());
                        }
                    }
                }
                case "--games" -> games = (int) number(value(arguments, ++i, a), a);
                case "--seed" -> seed = number(value(arguments, ++i, a), a);
                case "--threads" -> threads = (int) number(value(arguments, ++i, a), a);
                case "--turns" -> turns = (int) number(value(arguments, ++i, a), a);
                case "--budget" -> budget = value(arguments, ++i, a).strip();
                case "--csv" -> csv = Path.of(value(arguments, ++i, a));
                case "--json" -> json = Path.of(value(arguments, ++i, a));
                case "--save-dir" -> saves = Path.of(value(arguments, ++i, a));
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option '" + a + "'");
                    }
                    if (scenarioWord != null) {
                        throw new UsageException("name one scenario, got '" + scenarioWord + "' and '" + a + "'");
                    }
                    scenarioWord = a;
                }
            }
        }
        if (scenarioWord == null) {
            throw new UsageException("name the scenario to play the tournament on");
        }
        if (games < 1 || threads < 1 || turns < 0) {
            throw new UsageException("--games and --threads must be positive (--games is required), --turns not negative");
        }
        if (budget != null) {
            players = withBudget(players, budget);
        }
        Path scenario = ScenarioArgument.resolve(scenarioWord);
        if (!Files.isRegularFile(scenario)) {
            terminal.err().println(scenario + ": error: no such file");
            return ExitCode.DOMAIN_ERROR;
        }
        try {
            Definitions first = Definitions.read(scenario);
            int limit = turns > 0 ? turns : first.turns().proposedTurnLimit();
            Tournament tournament;
            try {
                tournament = new Tournament(players, games, seed, threads, limit, saves);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
            if (first.factionCount() != 2) {
                terminal.err().println(scenario + ": error: a tournament needs a scenario of two factions, this one has "
                        + first.factionCount());
                return ExitCode.DOMAIN_ERROR;
            }
            TournamentResult result = tournament.play(() -> source(scenario), line -> terminal.err().println(line));
            terminal.out().print(result.table());
            if (csv != null) {
                write(csv, result.csv());
            }
            if (json != null) {
                write(json, result.json());
            }
            return ExitCode.OK;
        } catch (GameStartException e) {
            terminal.err().println("error: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        } catch (IOException e) {
            terminal.err().println("error: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            terminal.err().println("error: interrupted");
            return ExitCode.DOMAIN_ERROR;
        }
    }

    /**
     * Gives every search player the budget, unless its words give one, and checks the value by making the player once.
     *
     * @throws UsageException if no player takes a budget, or a player refuses the value
     */
    private static List<PlayerSpec> withBudget(List<PlayerSpec> players, String budget) throws UsageException {
        List<PlayerSpec> result = new ArrayList<>();
        boolean any = false;
        for (PlayerSpec p : players) {
            PlayerSpec given = p;
            try {
                boolean takes = PlayerRegistry.kind(p.name()).options().stream()
                        .anyMatch(o -> o.name().equals(BUDGET));
                if (takes && p.options().keySet().stream().noneMatch(BUDGET::equalsIgnoreCase)) {
                    Map<String, String> options = new LinkedHashMap<>(p.options());
                    options.put(BUDGET, budget);
                    given = new PlayerSpec(p.name(), options);
                }
                any |= takes;
                PlayerRegistry.create(given, 0, 0);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
            result.add(given);
        }
        if (!any) {
            throw new UsageException("--budget is for search players (with a '" + BUDGET + "' option, e.g. mcts); none of "
                    + players.stream().map(PlayerSpec::toString).toList() + " takes one");
        }
        return result;
    }

    /** Each thread reads the scenario and binds its rules once: rules serve one game at a time. */
    private static GameSource source(Path scenario) {
        try {
            return Definitions.read(scenario).gameSource();
        } catch (GameStartException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** Writes a report atomically: beside the target, then renamed over it ({@link FileReplacement}). */
    private static void write(Path target, String text) throws IOException {
        Path written = FileReplacement.temporaryFileFor(target.toAbsolutePath());
        Files.writeString(written, text, StandardCharsets.UTF_8);
        FileReplacement.replace(written, target.toAbsolutePath());
    }
}
