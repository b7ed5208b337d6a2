package org.hexbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.hexbench.engine.headless.GameResult;
import org.hexbench.engine.headless.GameSetupException;
import org.hexbench.engine.headless.HeadlessGame;
import org.hexbench.engine.rules.Rules;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.rules.engine.RuleFileException;

/**
 * {@code hexbench play <scenario> --players random,random --seed N [--turns T] [--save file]}: plays a game
 * headless with computer players under the scenario's rule file (or Hexkit's default rules when it names none), printing each turn's commands and an ASCII map, the winner and the final state
 * hash (digest A.5, A.11). The same seed always gives the same game and hash; {@code --save} writes a saved game
 * that {@code hexbench replay} reproduces.
 */
public final class PlayCommand implements Subcommand {

    @Override
    public String name() {
        return "play";
    }

    @Override
    public String summary() {
        return "play a scenario headless with computer players and print the game and its final state hash";
    }

    @Override
    public String usage() {
        return "hexbench play <scenario> --players random[,random...] [--seed N] [--turns T] [--save file]";
    }

    @Override
    public int run(List<String> arguments, Terminal terminal) throws UsageException {
        Options options = Options.parse(arguments);
        Path scenario = ScenarioArgument.resolve(options.scenario());
        if (!Files.isRegularFile(scenario)) {
            terminal.err().println(scenario + ": error: no such file");
            return ExitCode.DOMAIN_ERROR;
        }
        try {
            // The scenario's rule file (digest A.8), bound to the engine; Hexkit's default rules when it names none.
            Rules rules = RuleBinding.rulesFor(scenario);
            GameResult result = HeadlessGame.play(scenario, options.players(), options.seed(), options.turns(),
                    options.save(), terminal.out(), null, rules);
            terminal.err().println("played " + result.commands() + " commands" + (result.gameOver() ? ", game over" : ""));
            return ExitCode.OK;
        } catch (GameSetupException e) {
            terminal.err().println("error: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        } catch (RuleFileException e) {
            terminal.err().println(e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        } catch (IOException e) {
            terminal.err().println(scenario + ": error: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        }
    }

    /** The parsed command line of {@code play}. */
    private record Options(String scenario, List<String> players, long seed, int turns, Path save) {

        static Options parse(List<String> arguments) throws UsageException {
            String scenario = null;
            List<String> players = null;
            long seed = 1;
            int turns = 0;
            Path save = null;
            for (int i = 0; i < arguments.size(); i++) {
                String a = arguments.get(i);
                switch (a) {
                    case "--players" -> players = Arrays.asList(value(arguments, ++i, a).split(","));
                    case "--seed" -> seed = number(value(arguments, ++i, a), a);
                    case "--turns" -> turns = (int) number(value(arguments, ++i, a), a);
                    case "--save" -> save = Path.of(value(arguments, ++i, a));
                    default -> {
                        if (a.startsWith("-")) {
                            throw new UsageException("unknown option '" + a + "'");
                        }
                        if (scenario != null) {
                            throw new UsageException("name one scenario, got '" + scenario + "' and '" + a + "'");
                        }
                        scenario = a;
                    }
                }
            }
            if (scenario == null) {
                throw new UsageException("name the scenario to play");
            }
            if (players == null) {
                throw new UsageException("say who plays with --players, e.g. --players random,random");
            }
            if (turns < 0) {
                throw new UsageException("--turns must not be negative");
            }
            return new Options(scenario, players, seed, turns, save);
        }

        private static String value(List<String> arguments, int i, String option) throws UsageException {
            if (i >= arguments.size()) {
                throw new UsageException(option + " needs a value");
            }
            return arguments.get(i);
        }

        private static long number(String text, String option) throws UsageException {
            try {
                return Long.parseLong(text);
            } catch (NumberFormatException e) {
                throw new UsageException(option + " needs a whole number, got '" + text + "'");
            }
        }
    }
}
