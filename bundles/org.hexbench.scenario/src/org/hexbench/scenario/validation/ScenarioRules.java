package org.hexbench.scenario.validation;

import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.eclipse.emf.ecore.EObject;
import org.hexbench.scenario.Condition;
import org.hexbench.scenario.ConditionParameter;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.Identified;
import org.hexbench.scenario.Master;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.Section;
import org.hexbench.scenario.TurnMode;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TurnSystem;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.map.MapGeometry;

/**
 * Whole-scenario rules (Hexkit User's Guide §3.2 Scenario Sections, §3.2.4 Identifiers and Names): the master and all
 * five sections are present, ids are unique across every
 * section file, and rules that need several sections at once (condition thresholds against the map size).
 */
final class ScenarioRules {

    private ScenarioRules() {
    }

    static void check(EObject object, Report report) {
        if (object instanceof Scenario scenario) {
            checkSections(scenario, report);
            checkUniqueIds(scenario, report);
            checkConditions(scenario, report);
        } else if (object instanceof Master master) {
            if (Checks.isEmpty(master.getTitle())) {
                report.warning(master, "the scenario has no title");
            }
        } else if (object instanceof TurnSystem turns) {
            if (turns.getSegments() < 1) {
                report.error(turns, "segments per turn must be at least 1, not " + turns.getSegments());
            } else if (turns.getMode() == TurnMode.SEQUENTIAL && turns.getSegments() > 1) {
                report.warning(turns, "segments (" + turns.getSegments() + ") only apply to simultaneous turns");
            }
            if (turns.getTurnLimit() < 0) {
                report.error(turns, "the turn limit must not be negative: " + turns.getTurnLimit());
            }
        } else if (object instanceof Identified identified && Checks.isEmpty(identified.getId())) {
            report.error(identified, "has no id");
        }
        int visionRange = object instanceof UnitClass u ? u.getVisionRange()
                : object instanceof TerrainClass t ? t.getVisionRange() : 0;
        if (visionRange < -1) {
            report.error(object, "the vision range must be -1 (sees nothing) or more, not " + visionRange);
        }
    }

    private static Set<Section> sections(Scenario scenario) {
        Set<Section> sections = new LinkedHashSet<>();
        for (Section s : new Section[] {scenario.getImages(), scenario.getVariables(), scenario.getEntities(),
                scenario.getFactions(), scenario.getAreas()}) {
            if (s != null && !s.eIsProxy()) {
                sections.add(s);
            }
        }
        return sections;
    }

    private static void checkSections(Scenario scenario, Report report) {
        if (scenario.getMaster() == null) {
            report.error(scenario, "has no master section");
        }
        String[] names = {"Images", "Variables", "Entities", "Factions", "Areas"};
        Section[] refs = {scenario.getImages(), scenario.getVariables(), scenario.getEntities(),
                scenario.getFactions(), scenario.getAreas()};
        for (int i = 0; i < names.length; i++) {
            if (refs[i] == null) {
                report.error(scenario, "has no " + names[i] + " section");
            }
        }
        Set<Section> used = sections(scenario);
        if (scenario.getDesign() != null) {
            used.add(scenario.getDesign()); // the game design that built-in rule sets (Xconq's) play by
        }
        for (Section own : scenario.getSections()) {
            if (!used.contains(own)) {
                report.warning(own, "is stored in the scenario but not used by it");
            }
        }
    }

    private static void checkUniqueIds(Scenario scenario, Report report) {
        Map<String, Identified> seen = new HashMap<>();
        for (Section section : sections(scenario)) {
            for (Iterator<EObject> it = section.eAllContents(); it.hasNext();) {
                if (it.next() instanceof Identified element && !Checks.isEmpty(element.getId())) {
                    Identified first = seen.putIfAbsent(element.getId(), element);
                    if (first != null && first != element) {
                        report.error(element, "id '" + element.getId() + "' is already used by "
                                + ElementDescription.of(first).replaceFirst("^.", String.valueOf(
                                        Character.toLowerCase(ElementDescription.of(first).charAt(0)))));
                    }
                }
            }
        }
    }

    private static void checkConditions(Scenario scenario, Report report) {
        if (scenario.getFactions() == null || scenario.getAreas() == null || scenario.getAreas().getMap() == null
                || scenario.getFactions().eIsProxy() || scenario.getAreas().eIsProxy()
                || MapGeometry.problem(scenario.getAreas().getMap()) != null) {
            return;
        }
        int sites = MapGeometry.toGrid(scenario.getAreas().getMap()).size();
        int limit = scenario.getMaster() == null || scenario.getMaster().getTurns() == null ? 0
                : scenario.getMaster().getTurns().getTurnLimit();
        for (Faction faction : scenario.getFactions().getFactions()) {
            for (Condition condition : faction.getConditions()) {
                if (condition.getParameter() == ConditionParameter.SITES && condition.getThreshold() > sites) {
                    report.error(condition, "threshold " + condition.getThreshold() + " sites is more than the "
                            + sites + " sites of the map");
                }
                if (condition.getParameter() == ConditionParameter.TURNS && limit > 0
                        && condition.getThreshold() > limit) {
                    report.warning(condition, "threshold " + condition.getThreshold()
                            + " turns is beyond the turn limit " + limit + " and can never fire");
                }
            }
        }
    }
}
