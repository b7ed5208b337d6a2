package org.hexbench.rules.interpreter;

import java.util.List;

import org.hexbench.rules.scoping.ScenarioOfRules;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.VariableClass;

/**
 * The default {@link ElementIndex}: positions in scenario order (units, terrains, effects, upgrades; factions;
 * attributes, resources, counters), as {@link ScenarioOfRules} lists them. An engine whose catalog orders elements
 * otherwise supplies its own index.
 */
public final class ScenarioOrder implements ElementIndex {

    private final List<EntityClass> classes;
    private final List<Faction> factions;
    private final List<VariableClass> variables;

    /** @param scenario the scenario the rules were written for */
    public ScenarioOrder(Scenario scenario) {
        classes = ScenarioOfRules.entityClasses(scenario);
        factions = ScenarioOfRules.factions(scenario);
        variables = ScenarioOfRules.variables(scenario);
    }

    @Override
    public int classIndex(EntityClass entityClass) {
        return classes.indexOf(entityClass);
    }

    @Override
    public int factionIndex(Faction faction) {
        return factions.indexOf(faction);
    }

    @Override
    public int variableIndex(VariableClass variable) {
        return variables.indexOf(variable);
    }
}
