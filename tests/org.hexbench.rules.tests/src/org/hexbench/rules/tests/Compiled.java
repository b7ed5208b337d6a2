package org.hexbench.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.validation.Issue;
import org.hexbench.rules.interpreter.CompiledRules;
import org.hexbench.rules.interpreter.RuleCompiler;
import org.hexbench.rules.interpreter.ScenarioOrder;
import org.hexbench.rules.scoping.ScenarioOfRules;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableValue;

/** Test fixture: validated, compiled rules and the scenario they index. */
record Compiled(CompiledRules rules, Scenario scenario, ScenarioOrder order) {

    /**
     * @param resource a parsed rule file that must be free of errors
     * @param budget the step budget
     * @return the compiled rules
     */
    static Compiled of(XtextResource resource, int budget) {
        List<Issue> errors = RuleFiles.issues(resource).stream().filter(i -> i.getSeverity() == Severity.ERROR).toList();
        assertEquals(List.of(), errors.stream().map(Issue::toString).toList());
        Scenario scenario = ScenarioOfRules.scenario(RuleFiles.root(resource));
        ScenarioOrder order = new ScenarioOrder(scenario);
        return new Compiled(RuleCompiler.compile(RuleFiles.root(resource), order, budget), scenario, order);
    }

    /** @param rules HexTC2 rules without header @return them compiled with a budget of 100,000 steps */
    static Compiled hextc2(String rules) {
        return of(RuleFiles.hextc2(rules), 100_000);
    }

    /** @param id a class id @return its index */
    int classIndex(String id) {
        return ScenarioOfRules.entityClasses(scenario).stream().map(c -> c.getId()).toList().indexOf(id);
    }

    /** @param id a variable id @return its index */
    int variable(String id) {
        return ScenarioOfRules.variables(scenario).stream().map(v -> v.getId()).toList().indexOf(id);
    }

    /** @param id a unit class id @return its variable values by variable index */
    int[] values(String id) {
        int[] values = new int[ScenarioOfRules.variables(scenario).size()];
        UnitClass unit = (UnitClass) ScenarioOfRules.entityClasses(scenario).get(classIndex(id));
        for (VariableValue value : unit.getVariables()) {
            values[order.variableIndex(value.getVariable())] = value.getValue();
        }
        return values;
    }

    /** @return an empty HexTC2 board whose damage and healing change hp */
    BoardWorld board() {
        return new BoardWorld(variable("hp"));
    }

    /**
     * @param world a board
     * @param id a class id
     * @param owner 0 white, 1 black
     * @param x row
     * @param y diagonal rank
     * @return the new unit
     */
    int unit(BoardWorld world, String id, int owner, int x, int y) {
        return world.add(classIndex(id), owner, BoardWorld.site(x, y), values(id));
    }
}
