package org.hexbench.play;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.hexbench.ai.tournament.GameSource;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSettings;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.rules.engine.RuleFileException;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.xconq.rules.XconqDesign;
import org.hexbench.xconq.rules.XconqRules;

/**
 * The definitions a game is played by, read from disk at one moment: the scenario, its catalog, and the rules of the
 * rule file its master names, bound by {@link RuleBinding#rulesFor} (the rule language in place of Hexkit's rule
 * script, Hexkit User's Guide ch. 7 Custom Rules), or, when it names none, the built-in rule set its master names
 * (Xconq's rules for an imported Xconq module) or Hexkit's default rules. Every front end
 * reads them here, so the IDE and the command line play a scenario by the same rules. Reading them again after an
 * edit gives the changed definitions for "restart with changed rules" and hot reload.
 *
 * @param scenarioFile the scenario file
 * @param ruleFile the rule file the master names, or {@code null}
 * @param scenario the loaded scenario
 * @param catalog its catalog
 * @param rules the bound rules
 * @param turns the scenario's turn settings
 */
public record Definitions(Path scenarioFile, Path ruleFile, Scenario scenario, Catalog catalog, Rules rules,
        TurnSettings turns) {

    /**
     * Reads a scenario and binds its rules.
     *
     * @param scenarioFile a {@code .hexscenario} file
     * @return the definitions
     * @throws GameStartException with a message naming the file (and line, for rule errors) when the scenario or its
     *         rule file cannot be read, has errors, or its map is malformed
     */
    public static Definitions read(Path scenarioFile) throws GameStartException {
        Path file = scenarioFile.toAbsolutePath().normalize();
        if (!Files.isRegularFile(file)) {
            throw new GameStartException(file + ": no such scenario file");
        }
        Scenario scenario;
        try {
            scenario = ScenarioResources.load(file);
        } catch (IOException | RuntimeException e) {
            throw new GameStartException(file + ": the scenario cannot be loaded: " + e.getMessage());
        }
        Path ruleFile = RuleBinding.ruleFileOf(file, scenario);
        Catalog catalog;
        try {
            catalog = new Catalog(scenario);
        } catch (LayoutFormatException | IllegalArgumentException e) {
            throw new GameStartException(file + ": " + e.getMessage());
        }
        Rules rules;
        try {
            rules = ruleFile == null ? builtInRules(file, scenario, catalog) : RuleBinding.rulesFor(file);
        } catch (RuleFileException e) {
            throw new GameStartException(e.getMessage());
        } catch (IOException e) {
            throw new GameStartException((ruleFile == null ? file : ruleFile) + ": " + e.getMessage());
        }
        try {
            return new Definitions(file, ruleFile, scenario, catalog, rules, TurnSettings.of(scenario));
        } catch (IllegalArgumentException e) {
            throw new GameStartException(file + ": " + e.getMessage());
        }
    }

    /**
     * The built-in rules of a scenario without a rule file, by its master's rule set: Xconq's rules ({@link
     * XconqRules}, from the Design section) for {@value XconqRules#RULE_SET}, which the Xconq import writes; else
     * Hexkit's default rules.
     */
    private static Rules builtInRules(Path file, Scenario scenario, Catalog catalog) throws GameStartException,
            IOException, RuleFileException {
        String ruleSet = scenario.getMaster() == null ? null : scenario.getMaster().getRuleSet();
        if (ruleSet == null || ruleSet.isEmpty()) {
            return RuleBinding.rulesFor(file);
        }
        if (!XconqRules.RULE_SET.equals(ruleSet)) {
            throw new GameStartException(file + ": the scenario plays by the rule set '" + ruleSet
                    + "', which Hexbench does not have (it has '" + XconqRules.RULE_SET + "')");
        }
        try {
            return new XconqRules(new XconqDesign(catalog));
        } catch (IllegalArgumentException e) {
            throw new GameStartException(file + ": " + e.getMessage());
        }
    }

    /**
     * Who plays each faction unless somebody chooses otherwise (the New Game dialog's first choice, {@code hexbench
     * play} without {@code --players}): the computer player a faction's setting names ({@code <computer
     * algorithm="...">}, Hexkit User's Guide §4.7.2), else a person.
     *
     * @return one seat per faction, in faction order
     * @throws IllegalArgumentException if a faction names a computer player Hexbench does not have
     */
    public java.util.List<Seat> defaultSeats() {
        return catalog.factions().stream()
                .map(f -> f.getComputer() == null ? Seat.HUMAN : Seat.ofAlgorithm(f.getComputer().getAlgorithm())).toList();
    }

    /**
     * @return new games of these definitions for a tournament or a balance report: each at the initial state with
     *         these rules, which serve one game at a time, so a thread that plays games takes definitions of its own
     */
    public GameSource gameSource() {
        return new GameSource() {
            @Override
            public Game newGame(long seed) {
                return new Game(catalog, rules, seed);
            }

            @Override
            public Path scenarioFile() {
                return scenarioFile;
            }
        };
    }

    /** @return the number of factions */
    public int factionCount() {
        return catalog.factions().size();
    }

    /**
     * Tells whether a changed file is one of these definitions: the scenario file, a section file beside or below it,
     * or the rule file.
     *
     * @param changed an absolute file path
     * @return whether a change to it changes this game's definitions
     */
    public boolean dependsOn(Path changed) {
        Path file = changed.toAbsolutePath().normalize();
        if (file.equals(scenarioFile) || file.equals(ruleFile)) {
            return true;
        }
        Path folder = scenarioFile.getParent();
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        return folder != null && file.startsWith(folder) && (name.endsWith("." + ScenarioResources.EXTENSION)
                || name.endsWith("." + RuleBinding.EXTENSION));
    }
}
