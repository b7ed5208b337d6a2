package org.hexbench.rules.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.validation.Issue;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.rules.interpreter.CompiledRules;
import org.hexbench.rules.interpreter.RuleCompiler;
import org.hexbench.rules.rules.RuleFile;
import org.hexbench.rules.validation.RuleFileCheck;
import org.hexbench.rules.scoping.ScenarioOfRules;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.resource.ScenarioResources;


/**
 * Starts games with a scenario's rule file: the scenario's master names it ({@code ruleFile=
 * "hextc2.hbrules"}, relative to the scenario file); it is parsed, linked into the scenario, validated and compiled
 * once into {@link ScriptedRules} for the engine. A scenario that names no rule file plays by {@link DefaultRules}.
 *
 * <pre>
 * Rules rules = RuleBinding.rulesFor(scenarioFile);
 * Game game = new Game(new Catalog(scenario), rules, seed);
 * </pre>
 */
public final class RuleBinding {

    /** The steps one hook evaluation may take before it fails with a rule error (an error, not a hang). */
    public static final int STEP_BUDGET = 10_000_000;

    /** The file extension of rule files. */
    public static final String EXTENSION = "hbrules";

    private RuleBinding() {
    }

    /**
     * Returns the rules a scenario plays by.
     *
     * @param scenarioFile a {@code .hexscenario} file
     * @return {@link ScriptedRules} for the rule file its master names, or new {@link DefaultRules} if it names none
     * @throws IOException if the scenario or the rule file cannot be read
     * @throws RuleFileException if the rule file has errors or belongs to another scenario
     */
    public static Rules rulesFor(Path scenarioFile) throws IOException, RuleFileException {
        Path ruleFile = ruleFileOf(scenarioFile, ScenarioResources.load(scenarioFile));
        return ruleFile == null ? new DefaultRules() : load(ruleFile, scenarioFile);
    }

    /**
     * @param scenarioFile the scenario file
     * @param scenario the scenario loaded from it
     * @return the rule file its master names, resolved against the scenario's folder, or {@code null} if none
     */
    public static Path ruleFileOf(Path scenarioFile, Scenario scenario) {
        var master = scenario == null ? null : scenario.getMaster();
        String name = master == null ? null : master.getRuleFile();
        if (name == null || name.isBlank()) {
            return null;
        }
        Path folder = scenarioFile.toAbsolutePath().normalize().getParent();
        return folder == null ? Path.of(name) : folder.resolve(name).normalize();
    }

    /**
     * Loads, validates and compiles a rule file for the scenario it names.
     *
     * @param ruleFile a {@code .hbrules} file
     * @return its rules
     * @throws IOException if the file cannot be read
     * @throws RuleFileException if it has errors
     */
    public static ScriptedRules load(Path ruleFile) throws IOException, RuleFileException {
        return load(ruleFile, null);
    }

    /**
     * Loads, validates and compiles a rule file, checking that it names the expected scenario.
     *
     * @param ruleFile a {@code .hbrules} file
     * @param scenarioFile the scenario it must belong to, or {@code null} to accept the one it names
     * @return its rules
     * @throws IOException if the file cannot be read
     * @throws RuleFileException if it has errors or belongs to another scenario
     */
    public static ScriptedRules load(Path ruleFile, Path scenarioFile) throws IOException, RuleFileException {
        Path file = ruleFile.toAbsolutePath().normalize();
        if (!Files.isRegularFile(file)) {
            throw new RuleFileException(file.toString(), List.of("the rule file does not exist"));
        }
        RuleFile root;
        Scenario scenario;
        synchronized (RuleBinding.class) {
            RuleFileCheck.Checked checked = RuleFileCheck.load(file);
            XtextResource resource = checked.resource();
            List<Issue> issues = checked.issues();
            List<String> errors = issues.stream().filter(i -> i.getSeverity() == Severity.ERROR)
                    .map(i -> "line " + i.getLineNumber() + ": " + i.getMessage()).toList();
            if (!errors.isEmpty()) {
                throw new RuleFileException(file.toString(), errors);
            }
            root = (RuleFile) resource.getContents().get(0);
            scenario = ScenarioOfRules.scenario(root);
            if (scenario == null) {
                throw new RuleFileException(file.toString(), List.of("the scenario \"" + root.getScenario() + "\" cannot be loaded"));
            }
            if (scenarioFile != null) {
                Path named = Path.of(scenario.eResource().getURI().toFileString()).toAbsolutePath().normalize();
                if (!named.equals(scenarioFile.toAbsolutePath().normalize())) {
                    throw new RuleFileException(file.toString(), List.of("the rules are for " + named + ", not for " + scenarioFile));
                }
            }
        }
        try {
            CompiledRules compiled = RuleCompiler.compile(root, new CatalogIndex(new Catalog(scenario)), STEP_BUDGET);
            return new ScriptedRules(compiled);
        } catch (LayoutFormatException e) {
            throw new RuleFileException(file.toString(), List.of("the scenario's map is malformed: " + e.getMessage()));
        }
    }
}
