package org.hexbench.rules.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
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
     * Loads, validates and compiles a rule file for a scenario: the one its header names ({@code rules for "..."}),
     * or another scenario that shares that one's rule set, i.e. includes the same Variables and Entities section
     * files (Hexkit's include: Riverford Crossing plays by Riverford's rules) and has every faction the rules name.
     * The rules are then compiled against the playing scenario's catalog.
     *
     * @param ruleFile a {@code .hbrules} file
     * @param scenarioFile the scenario to play by it, or {@code null} for the one it names
     * @return its rules
     * @throws IOException if the file cannot be read
     * @throws RuleFileException if it has errors, or belongs to a scenario whose rule set the playing one does not
     *         share
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
                    scenario = sharingRuleSet(file, root, scenario, named, scenarioFile);
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

    /**
     * Loads the playing scenario and checks that it shares the rule set of the scenario the rules were written for:
     * the same Variables and Entities section files, and every faction the rules name (by id).
     */
    private static Scenario sharingRuleSet(Path file, RuleFile root, Scenario named, Path namedFile, Path scenarioFile)
            throws IOException, RuleFileException {
        Scenario playing = ScenarioResources.load(scenarioFile);
        boolean shared = sameSection(named.getVariables(), playing.getVariables())
                && sameSection(named.getEntities(), playing.getEntities());
        if (!shared) {
            throw new RuleFileException(file.toString(), List.of("the rules are for " + namedFile + ", and "
                    + scenarioFile + " does not include its Variables and Entities sections, so it cannot play by them"));
        }
        for (EObject element : referencedElements(root)) {
            if (element instanceof org.hexbench.scenario.Faction f && playing.getFactions().getFactions().stream()
                    .noneMatch(p -> f.getId() != null && f.getId().equals(p.getId()))) {
                throw new RuleFileException(file.toString(), List.of("the rules name faction '" + f.getId() + "', which "
                        + scenarioFile + " does not have"));
            }
        }
        return playing;
    }

    private static boolean sameSection(EObject a, EObject b) {
        return a != null && b != null && a.eResource() != null && b.eResource() != null
                && a.eResource().getURI().equals(b.eResource().getURI());
    }

    /** @return the scenario elements the rule file refers to */
    private static java.util.Set<EObject> referencedElements(RuleFile root) {
        java.util.Set<EObject> result = new java.util.LinkedHashSet<>();
        for (var it = root.eAllContents(); it.hasNext();) {
            for (EObject target : it.next().eCrossReferences()) {
                if (target.eClass().getEPackage() == org.hexbench.scenario.ScenarioPackage.eINSTANCE) {
                    result.add(target);
                }
            }
        }
        return result;
    }
}
