package org.hexbench.cli;

import static org.hexbench.cli.OptionValues.number;
import static org.hexbench.cli.OptionValues.value;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.hexbench.play.Definitions;
import org.hexbench.play.GameResult;
import org.hexbench.play.GameStartException;
import org.hexbench.play.HeadlessPlay;

/**
 * {@code hexbench play <scenario> [--players random,random] --seed N [--turns T] [--save file]}: plays a game headless
 * with computer players (by default those the scenario's factions name, {@code <computer algorithm="...">}) under the
 * scenario's rule file (else its built-in rule set, e.g. Xconq's rules, else Hexkit's default rules), through the
 * same game session as the IDE ({@link HeadlessPlay}), printing each turn's commands and an ASCII map, the winner
 * and the final state hash. The same seed always gives the same game and hash; {@code --save} writes a saved game
 * (Hexkit User's Guide §2.1.3) that {@code hexbench replay} reproduces and the IDE can continue.
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
        return "hexbench play <scenario> [--players random[,random...]] [--seed N] [--turns T] [--save file]";
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
            // The scenario's rules (its rule file, else its built-in rule set, else Hexkit's default rules), as the
            // IDE binds them.
            Definitions definitions = Definitions.read(scenario);
            GameResult result = HeadlessPlay.play(definitions, options.players(), options.seed(), options.turns(),
                    options.save(), terminal.out());
            if (result.ruleFailure() != null) {
                terminal.err().println("error: the rules failed in turn " + result.turns() + ": " + result.ruleFailure()
                        + " (the game stopped there; nothing after the failed step was played)");
                return ExitCode.DOMAIN_ERROR;
            }
            terminal.err().println("played " + result.commands() + " commands" + (result.gameOver() ? ", game over" : ""));
            return ExitCode.OK;
        } catch (GameStartException e) {
            terminal.err().println("error: " + e.getMessage());
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
                players = List.of();
            }
            if (turns < 0) {
                throw new UsageException("--turns must not be negative");
            }
            return new Options(scenario, players, seed, turns, save);
        }
    }
}
