package org.hexbench.rules.ide.template;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.resource.Resource;

import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.IGrammarAccess;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Master;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * The text of a new rule file (File › New › Rule File): the header binding it to its scenario, a group of the
 * scenario's unit classes when their ids are names, comments on how hooks replace the engine's default rules
 * (Hexkit User's Guide §7.3 Extendable Classes), and one example hook, commented out. It validates without errors and,
 * as written, plays exactly by the default rules; written out, the example makes every hit of the group's units
 * deal {@code roll d(6)} damage.
 */
public final class RuleFileTemplate {

    /** The example hook of the template, after its {@code // } comment marker. */
    public static final String EXAMPLE = "on damage of unitClasses = roll d(6)";

    private RuleFileTemplate() {
    }

    /**
     * @param ruleFile where the rule file will be
     * @param scenario where its scenario is
     * @param title the scenario's title, or {@code null}
     * @param units the scenario's unit classes
     * @param grammar the rule language's grammar (its keywords are escaped where a class id is one)
     * @return the text of the new file
     */
    public static String text(Path ruleFile, Path scenario, String title, List<EntityClass> units, IGrammarAccess grammar) {
        Path folder = ruleFile.toAbsolutePath().getParent();
        String relative = folder.relativize(scenario.toAbsolutePath()).toString().replace('\\', '/');
        StringBuilder text = new StringBuilder();
        text.append("// Rules of ").append(title == null || title.isBlank() ? scenario.getFileName() : title).append(".\n");
        text.append("// A hook replaces one of the engine's default rules: the first hook of a kind whose 'of' filter and\n");
        text.append("// 'when' guard accept runs, else the default rule. Ctrl+Space proposes hooks, roles and scenario names.\n");
        text.append("rules for \"").append(relative.replace("\"", "\\\"")).append("\"\n");
        Set<String> keywords = GrammarUtil.getAllKeywords(grammar.getGrammar());
        List<String> names = units.stream().map(EntityClass::getId)
                .filter(id -> id != null && id.matches("[a-zA-Z_][a-zA-Z0-9_]*"))
                .map(id -> keywords.contains(id) ? "^" + id : id).toList();
        if (!names.isEmpty() && names.size() == units.size()) {
            text.append("\ngroup unitClasses = ").append(String.join(", ", names)).append("\n");
            text.append("\n// For example, every hit of these units deals one die of damage:\n// ").append(EXAMPLE).append("\n");
        }
        return text.toString();
    }

    /**
     * Makes a rule file the scenario's rules the way the scenario model records them: the master's rule file
     * ({@code ruleFile}, relative to the scenario file; Hexkit User's Guide §4.3 MasterSection Class, RuleScript), so
     * that Play and {@code hexbench play} bind it. Only the scenario file is written (its included section files are
     * left as they are), completely beside the old one and renamed into place.
     *
     * @param scenarioFile a {@code .hexscenario} file whose root is a scenario
     * @param ruleFile the rule file
     * @return the rule file the scenario named before, relative to it, or {@code null} if it named none
     * @throws IOException if the scenario cannot be read or written (it is then unchanged)
     */
    public static String bind(Path scenarioFile, Path ruleFile) throws IOException {
        Scenario scenario = ScenarioResources.load(scenarioFile);
        Master master = scenario.getMaster();
        if (master == null) {
            master = ScenarioFactory.eINSTANCE.createMaster();
            scenario.setMaster(master);
        }
        String before = master.getRuleFile();
        Path folder = scenarioFile.toAbsolutePath().normalize().getParent();
        master.setRuleFile(folder.relativize(ruleFile.toAbsolutePath().normalize()).toString().replace('\\', '/'));
        Resource resource = scenario.eResource();
        ScenarioResources.save(resource);
        return before == null || before.isBlank() ? null : before;
    }
}
