package org.hexbench.rules.scoping;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.hexbench.rules.rules.RuleFile;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntitySection;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.FactionSection;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableSection;
import org.hexbench.scenario.resource.ScenarioResources;

/**
 * Finds the scenario a rule file names ({@code rules for "hextc2.hexscenario"}) and the elements rules may refer to.
 * The path is resolved against the rule file's URI and loaded into the rule file's own resource set (the
 * references are links into the EMF scenario, not strings), so renaming an element in the scenario breaks the links.
 */
public final class ScenarioOfRules {

    private ScenarioOfRules() {
    }

    /**
     * @param rules a rule file
     * @return its scenario, or {@code null} if the path is missing, unreadable or not a scenario
     */
    public static Scenario scenario(RuleFile rules) {
        Resource resource = rules.eResource();
        if (resource == null || rules.getScenario() == null || rules.getScenario().isBlank()) {
            return null;
        }
        ResourceSet resourceSet = resource.getResourceSet();
        URI uri = URI.createURI(rules.getScenario());
        if (uri.isRelative() && resource.getURI() != null && resource.getURI().isHierarchical()) {
            uri = uri.resolve(resource.getURI());
        }
        try {
            Resource scenarioResource;
            if (resourceSet == null) {
                scenarioResource = ScenarioResources.newResourceSet().getResource(uri, true);
            } else {
                if (!resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap().containsKey(ScenarioResources.EXTENSION)) {
                    ScenarioResources.register(resourceSet);
                }
                scenarioResource = resourceSet.getResource(uri, true);
            }
            EObject root = scenarioResource.getContents().isEmpty() ? null : scenarioResource.getContents().get(0);
            return root instanceof Scenario scenario ? scenario : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * @param scenario a scenario
     * @return its unit, terrain, effect and upgrade classes, in that order
     */
    public static List<EntityClass> entityClasses(Scenario scenario) {
        List<EntityClass> result = new ArrayList<>();
        EntitySection section = scenario == null ? null : scenario.getEntities();
        if (section != null) {
            result.addAll(section.getUnits());
            result.addAll(section.getTerrains());
            result.addAll(section.getEffects());
            result.addAll(section.getUpgrades());
        }
        return result;
    }

    /**
     * @param scenario a scenario
     * @return its factions in scenario order
     */
    public static List<Faction> factions(Scenario scenario) {
        FactionSection section = scenario == null ? null : scenario.getFactions();
        return section == null ? List.of() : List.copyOf(section.getFactions());
    }

    /**
     * @param scenario a scenario
     * @return its attribute, resource and counter classes, in that order
     */
    public static List<VariableClass> variables(Scenario scenario) {
        List<VariableClass> result = new ArrayList<>();
        VariableSection section = scenario == null ? null : scenario.getVariables();
        if (section != null) {
            result.addAll(section.getAttributes());
            result.addAll(section.getResources());
            result.addAll(section.getCounters());
        }
        return result;
    }
}
