package org.hexbench.scenario.map;

import java.util.ArrayList;
import java.util.List;

import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntitySection;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.StandardVariables;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableValue;

/**
 * The text printed on a unit's counter, as on a board wargame's counter (Hexkit User's Guide §2.5: units are the
 * "counters" of board game terminology): strength and movement, the standard variables the default rules read
 * (§4.5.3 Standard Variables, §7.3.8 Table 10), joined by a dash, e.g. {@code 10-2}. A standard variable the scenario
 * does not map, or the unit does not have, is left out; without either the text is empty. The scenario editor's
 * counter preview, the map editor and the Game Map all print this text, from a class's initial values, a placed
 * unit's template or a live unit's current values.
 */
public final class CounterText {

    private CounterText() {
    }

    /**
     * Joins the values a counter shows.
     *
     * @param strength the strength, or {@code null} when the unit has none
     * @param movement the movement, or {@code null} when the unit has none
     * @return e.g. {@code 10-2}, {@code 10}, {@code 2} or empty
     */
    public static String of(Integer strength, Integer movement) {
        List<String> parts = new ArrayList<>(2);
        if (strength != null) {
            parts.add(String.valueOf(strength));
        }
        if (movement != null) {
            parts.add(String.valueOf(movement));
        }
        return String.join("-", parts);
    }

    /**
     * Returns the counter text of a class from its initial values.
     *
     * @param entityClass a unit (or other entity) class
     * @return the text, e.g. {@code 10-2}
     */
    public static String of(EntityClass entityClass) {
        StandardVariables standard = standardOf(entityClass);
        if (standard == null) {
            return "";
        }
        return of(valueOf(entityClass.getVariables(), standard.getStrength()),
                valueOf(entityClass.getVariables(), standard.getMovement()));
    }

    /**
     * Returns the counter text of a pre-created unit: its template's values where it gives one (they replace the
     * class's, Hexkit User's Guide §4.8.2 EntityTemplate Members: Variables), else its class's.
     *
     * @param template an entity template with a class
     * @return the text, e.g. {@code 7-2}; empty without a class
     */
    public static String of(EntityTemplate template) {
        EntityClass entityClass = template.getEntityClass();
        StandardVariables standard = entityClass == null ? null : standardOf(entityClass);
        if (standard == null) {
            return "";
        }
        return of(valueOf(template, standard.getStrength()), valueOf(template, standard.getMovement()));
    }

    private static Integer valueOf(EntityTemplate template, VariableClass variable) {
        Integer own = valueOf(template.getVariables(), variable);
        return own != null ? own : valueOf(template.getEntityClass().getVariables(), variable);
    }

    private static StandardVariables standardOf(EntityClass entityClass) {
        return entityClass.eContainer() instanceof EntitySection section ? section.getStandardVariables() : null;
    }

    private static Integer valueOf(List<VariableValue> values, VariableClass variable) {
        if (variable == null) {
            return null;
        }
        for (VariableValue v : values) {
            if (v.getVariable() == variable) {
                return v.getValue();
            }
        }
        return null;
    }
}
