package org.hexbench.scenario.edit;

import java.util.stream.Collectors;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.Bounds;
import org.hexbench.scenario.Condition;
import org.hexbench.scenario.ConditionKind;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.Identified;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.PlaceSites;
import org.hexbench.scenario.ResourceAmount;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.scenario.VariableModifier;
import org.hexbench.scenario.VariableValue;
import org.hexbench.scenario.map.CounterText;

/**
 * Labels of the scenario's small value elements in the game's language, e.g. {@code gold = 150},
 * {@code defence +1 (units)}, {@code Victory: sites ≥ 100}, {@code (3, 2)}. Shown in outlines and trees where the
 * generated labels would only say "Variable Value 150".
 */
public final class ItemLabels {

    private ItemLabels() {
    }

    /**
     * Returns the label of a value element.
     *
     * @param object a model element
     * @return its label, or {@code null} if this class does not label that kind of element
     */
    public static String text(Object object) {
        if (object instanceof VariableValue v) {
            return key(v.getVariable()) + " = " + v.getValue();
        } else if (object instanceof VariableModifier m) {
            return key(m.getVariable()) + " " + (m.getValue() >= 0 ? "+" : "") + m.getValue() + " ("
                    + (m.getTarget() == null ? "?" : m.getTarget().getLiteral()) + ")";
        } else if (object instanceof ResourceAmount r) {
            return r.getAmount() + " " + key(r.getResource());
        } else if (object instanceof Condition c) {
            boolean victory = c.getKind() == ConditionKind.VICTORY;
            return (victory ? "Victory: " : "Defeat: ") + c.getParameter().getLiteral() + (victory ? " \u2265 " : " \u2264 ")
                    + c.getThreshold();
        } else if (object instanceof Location l) {
            return "(" + l.getX() + ", " + l.getY() + ")";
        } else if (object instanceof Bounds b) {
            return b.getWidth() + "\u00d7" + b.getHeight() + " at (" + b.getX() + ", " + b.getY() + ")";
        } else if (object instanceof TerrainStack s) {
            return "Terrain stack " + s.getTerrains().stream().map(ItemLabels::key).collect(Collectors.joining(" + "));
        } else if (object instanceof EntityTemplate t) {
            String name = t.getName() == null || t.getName().isEmpty() ? key(t.getEntityClass()) : t.getName();
            return "Entity " + name;
        } else if (object instanceof HomeSite h) {
            return "Home site of " + key(h.getFaction()) + (h.getLocation() == null ? "" : " " + text(h.getLocation()));
        } else if (object instanceof PlaceSites p) {
            return "Place sites for " + (p.getFaction() == null ? "any faction" : key(p.getFaction()));
        } else if (object instanceof Area a) {
            return "Area" + (a.getOwner() == null ? "" : " of " + key(a.getOwner())) + ", "
                    + (a.getBounds().size() + a.getSites().size()) + " parts, " + a.getUnits().size() + " units";
        }
        return null;
    }

    /**
     * Returns the text printed on a unit's counter: the class's strength and movement, e.g. {@code 10-2}
     * ({@link CounterText#of(EntityClass)}, the text the map editor and the Game Map print on units too).
     *
     * @param entityClass a unit (or other entity) class
     * @return the counter text, e.g. {@code 10-2}, {@code 10} or empty
     */
    public static String counterText(EntityClass entityClass) {
        return CounterText.of(entityClass);
    }

    private static String key(Identified element) {
        if (element == null) {
            return "?";
        }
        return element.getName() != null && !element.getName().isEmpty() ? element.getName() : element.getId();
    }
}
