package org.hexbench.cli;

import static org.hexbench.cli.OptionValues.value;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.emf.ecore.resource.Resource;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.resource.FilePathRelocation;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.xconq.synthesis.ScenarioSynthesis;
import org.hexbench.xconq.synthesis.SynthesisSettings;
import org.hexbench.xconq.synthesis.SynthesizedMap;

/**
 * {@code hexbench generate-map <scenario.hexscenario> [--seed N] [--width W --height H] [--out file]}: makes the
 * scenario's map anew by Xconq's synthesis (GDL reference, Synthesis Methods; {@code org.hexbench.xconq}'s README):
 * with the settings an imported Xconq game carries in its Design section, else with defaults derived from its terrain
 * classes. The same seed (default 1) gives the same map. The scenario is saved in place, or as {@code --out} (its rule
 * file and image paths rewritten to name the same files from there, {@link FilePathRelocation}), through
 * the scenario save (the file and its terrain sidecar written completely, then renamed into place), then validated:
 * its problems print as {@code file:line: severity: message} and an error exits 1.
 */
public final class GenerateMapCommand implements Subcommand {

    @Override
    public String name() {
        return "generate-map";
    }

    @Override
    public String summary() {
        return "make a scenario's map anew by Xconq's map synthesis (terrain, rivers, roads), seeded";
    }

    @Override
    public String usage() {
        return "hexbench generate-map <file.hexscenario> [--seed N] [--width W --height H] [--out file.hexscenario]";
    }

    @Override
    public int run(List<String> arguments, Terminal terminal) throws UsageException {
        String file = null;
        Path out = null;
        long seed = 1;
        Integer width = null;
        Integer height = null;
        for (int i = 0; i < arguments.size(); i++) {
            String a = arguments.get(i);
            switch (a) {
                case "--seed" -> seed = number(arguments, ++i, a, Long.MIN_VALUE, Long.MAX_VALUE);
                case "--width" -> width = (int) number(arguments, ++i, a, 1, 10_000);
                case "--height" -> height = (int) number(arguments, ++i, a, 1, 10_000);
                case "--out" -> out = Path.of(value(arguments, ++i, a));
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option '" + a + "'");
                    }
                    if (file != null) {
                        throw new UsageException("name one scenario, got '" + file + "' and '" + a + "'");
                    }
                    file = a;
                }
            }
        }
        if (file == null) {
            throw new UsageException("name the scenario whose map to generate");
        }
        if (out != null && !out.getFileName().toString().endsWith("." + ScenarioResources.EXTENSION)) {
            throw new UsageException("the scenario to write must end in ." + ScenarioResources.EXTENSION);
        }
        Path source = Path.of(file);
        if (!Files.isRegularFile(source)) {
            terminal.out().println(file + ": error: no such scenario file");
            return ExitCode.DOMAIN_ERROR;
        }
        Scenario scenario;
        try {
            scenario = ScenarioResources.load(source);
        } catch (IOException | RuntimeException e) {
            terminal.out().println(file + ": error: cannot load: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        }
        SynthesisSettings settings;
        ScenarioSynthesis.Result result;
        try {
            settings = ScenarioSynthesis.settingsOf(scenario, seed);
            if (width != null || height != null) {
                settings = settings.withSize(width != null ? width : settings.width(),
                        height != null ? height : settings.height());
            }
            result = ScenarioSynthesis.generateWith(scenario, settings);
        } catch (IllegalArgumentException e) {
            terminal.out().println(file + ": error: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        }
        GameMap old = scenario.getAreas().getMap();
        Resource home = old.eResource();
        Resource main = scenario.eResource();
        if (home != main && out != null) {
            terminal.out().println(file + ": error: the map lives in the shared section file " + home.getURI()
                    + ", which other scenarios may use; generate it in place, without --out");
            return ExitCode.DOMAIN_ERROR;
        }
        scenario.getAreas().setMap(result.map());
        Path target = out != null ? out : home == main ? source : Path.of(home.getURI().toFileString());
        try {
            if (out != null) {
                FilePathRelocation.relocate(main, source, out);
                main.setURI(ScenarioResources.uri(out));
            }
            ScenarioResources.save(home);
        } catch (IOException | RuntimeException e) {
            terminal.out().println(target + ": error: cannot save: " + e.getMessage());
            return ExitCode.DOMAIN_ERROR;
        }
        SynthesizedMap made = result.synthesis();
        terminal.err().println("wrote " + target + ": " + describe(settings, made)
                + (result.movedUnits() > 0 ? ", " + result.movedUnits() + " units moved onto terrain they may stand on"
                        : ""));
        Path checked = out != null ? out : source;
        List<ScenarioProblem> problems = ScenarioCheck.check(checked);
        problems.forEach(terminal.out()::println);
        return ScenarioCheck.hasErrors(problems) ? ExitCode.DOMAIN_ERROR : ExitCode.OK;
    }

    private static String describe(SynthesisSettings settings, SynthesizedMap made) {
        long rivers = java.util.Arrays.stream(made.river()).filter(r -> r >= 0).count();
        int roads = 0;
        for (boolean r : made.road()) {
            roads += r ? 1 : 0;
        }
        return settings.width() + " x " + settings.height() + " by " + made.method() + ", seed " + settings.seed()
                + ", " + rivers + " river sites, " + roads + " road sites";
    }

    /** An option's whole number within bounds, with the shared messages of {@link OptionValues}. */
    private static long number(List<String> arguments, int i, String option, long min, long max)
            throws UsageException {
        long v = OptionValues.number(value(arguments, i, option), option);
        if (v < min || v > max) {
            throw new UsageException(option + " must be " + min + ".." + max + ", got " + v);
        }
        return v;
    }
}
