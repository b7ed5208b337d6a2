package org.hexbench.play;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.Faction;
import org.hexbench.engine.world.Site;
import org.hexbench.engine.world.VariableKind;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Identified;
import org.hexbench.scenario.ImageSection;
import org.hexbench.scenario.Master;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.map.MapGeometry;

/**
 * What front ends show players in words, the same in the IDE and on the command line: the scenario's information
 * (Hexkit's About Scenario, Hexkit User's Guide §2.1.1 Starting a New Game, §4.3 MasterSection Class: Information,
 * §4.4 ImageSection Class: Information), names (§3.2.4 Identifiers and Names: a name, else the id), variable values
 * divided by their display scale (§3.5.5 Variable Display Scale), a faction's resources, and a site with its
 * terrain, units and effects (Hexkit's data view, §2.6 Variables): the units' attributes with their modifiers, their
 * resources, a depletable resource as its level (§4.5.4), never counters (§3.5.3 Counter Variables), and the
 * descriptions of the classes found there.
 */
public final class GameText {

    private GameText() {
    }

    /**
     * Describes a scenario as its About box would: "Riverford 1.0 by Hexbench team", then its description, then its
     * artist.
     *
     * @param scenario a loaded scenario
     * @return the text, lines separated by {@code \n}; empty when the scenario says nothing about itself
     */
    public static String about(Scenario scenario) {
        Master master = scenario.getMaster();
        StringBuilder b = new StringBuilder();
        if (master != null) {
            b.append(nonEmpty(master.getTitle(), "Untitled scenario"));
            if (!isEmpty(master.getVersion())) {
                b.append(' ').append(master.getVersion());
            }
            if (!isEmpty(master.getAuthor())) {
                b.append(" by ").append(master.getAuthor());
            }
            if (!isEmpty(master.getDescription())) {
                b.append('\n').append(master.getDescription());
            }
        }
        ImageSection images = scenario.getImages();
        if (images != null && !images.eIsProxy() && !isEmpty(images.getArtist())) {
            b.append(b.isEmpty() ? "" : "\n").append("Images by ").append(images.getArtist());
        }
        return b.toString();
    }

    /**
     * @param element a scenario element
     * @return its name, or its id when it has no name
     */
    public static String name(Identified element) {
        return isEmpty(element.getName()) ? String.valueOf(element.getId()) : element.getName();
    }

    /**
     * Shows a value divided by its variable's display scale, with as many decimal places as the scale needs (a scale
     * of 2 or 10 shows one, 100 two): with scale 2, 3 shows as "1.5".
     *
     * @param variable the variable
     * @param value the stored value
     * @return the value as players see it
     */
    public static String value(VariableClass variable, int value) {
        int scale = Math.max(1, variable.getScale());
        if (scale == 1) {
            return Integer.toString(value);
        }
        int places = (int) Math.ceil(Math.log10(scale));
        return BigDecimal.valueOf(value).divide(BigDecimal.valueOf(scale), places, RoundingMode.HALF_UP).toPlainString();
    }

    /**
     * Lists a faction's resources, e.g. "Gold 150, Victory points 2.5" (counters stay hidden).
     *
     * @param world the state
     * @param faction a faction index
     * @return the list, empty when it has none
     */
    public static String resources(WorldState world, int faction) {
        Faction f = world.faction(faction);
        List<String> parts = new ArrayList<>();
        for (int v = 0; v < world.catalog().variableCount(); v++) {
            if (f.has(v) && world.catalog().kind(v) != VariableKind.COUNTER) {
                VariableClass variable = world.catalog().variable(v);
                parts.add(name(variable) + " " + value(variable, f.value(v)));
            }
        }
        return String.join(", ", parts);
    }

    /**
     * Describes a site as the Selection view shows it: coordinates and owner, the terrain stack, every unit with its
     * owner, variables and abilities, the effects, and the descriptions of the classes there.
     *
     * @param world the state
     * @param index a site index
     * @return the text, lines separated by {@code \n}
     */
    public static String site(WorldState world, int index) {
        Site s = world.site(index);
        Set<EntityClass> classes = new LinkedHashSet<>();
        StringBuilder b = new StringBuilder("Site " + MapGeometry.nameOf(world.catalog().grid(), index) + ", owner "
                + (s.owner() < 0 ? "none" : world.faction(s.owner()).name()) + "\nTerrain:");
        for (Entity t : s.terrains()) {
            b.append(' ').append(name(t.entityClass()));
            classes.add(t.entityClass());
        }
        b.append("\nUnits:");
        if (s.units().isEmpty()) {
            b.append(" none");
        }
        for (Entity u : s.units()) {
            b.append("\n  ").append(u).append(", ").append(name(u.entityClass())).append(", ")
                    .append(u.owner() < 0 ? "unowned" : world.faction(u.owner()).name()).append(':')
                    .append(variables(world, u)).append(u.canMoveFlag() ? "; can move" : "; has moved")
                    .append(u.canAttackFlag() ? ", can attack" : ", has attacked");
            classes.add(u.entityClass());
        }
        if (!s.effects().isEmpty()) {
            b.append("\nEffects:");
            for (Entity e : s.effects()) {
                b.append(' ').append(e);
                classes.add(e.entityClass());
            }
        }
        for (EntityClass c : classes) {
            if (!isEmpty(c.getDescription())) {
                b.append('\n').append(name(c)).append(": ").append(c.getDescription());
            }
        }
        return b.toString();
    }

    /** A unit's attributes (with modifiers) and resources; a depletable resource as "value of top". */
    private static String variables(WorldState world, Entity unit) {
        StringBuilder b = new StringBuilder();
        for (int v = 0; v < world.catalog().variableCount(); v++) {
            if (!unit.has(v) || world.catalog().kind(v) == VariableKind.COUNTER) {
                continue;
            }
            VariableClass variable = world.catalog().variable(v);
            b.append(b.isEmpty() ? " " : ", ").append(name(variable)).append(' ')
                    .append(value(variable, world.attribute(unit, v)));
            if (variable instanceof ResourceClass r && r.isDepletable()) {
                b.append(" of ").append(value(variable, r.isLimited() ? unit.initial(v) : r.getMaximum()));
            }
        }
        return b.isEmpty() ? " no variables" : b.toString();
    }

    private static boolean isEmpty(String text) {
        return text == null || text.isBlank();
    }

    private static String nonEmpty(String text, String otherwise) {
        return isEmpty(text) ? otherwise : text;
    }
}
