package org.hexbench.scenario.template;

import java.util.List;
import org.hexbench.scenario.AttributeClass;
import org.hexbench.scenario.BoardShape;
import org.hexbench.scenario.Bounds;
import org.hexbench.scenario.Condition;
import org.hexbench.scenario.ConditionKind;
import org.hexbench.scenario.ConditionParameter;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.ModifierTarget;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.ResourceAmount;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.SymbolGraphic;
import org.hexbench.scenario.SymbolShape;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableModifier;
import org.hexbench.scenario.VariableValue;

/**
 * Small factories for scenario elements (Hexkit User's Guide ch. 4 Class Structure): one method per element that
 * sets the handful of features that make it whole. The scenario template, the importers (Tiled, Moving AI) and the
 * test scenarios build their scenarios from these, so an element is made the same way everywhere.
 */
public final class Elements {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    private Elements() {
    }

    /**
     * @param id the id; the name is the id with a capital first letter
     * @param minimum the smallest basic value
     * @param maximum the largest basic value
     * @return a resource class
     */
    public static ResourceClass resource(String id, int minimum, int maximum) {
        ResourceClass r = F.createResourceClass();
        r.setId(id);
        r.setName(capitalised(id));
        r.setMinimum(minimum);
        r.setMaximum(maximum);
        return r;
    }

    /**
     * @param id the id; the name is the id with a capital first letter
     * @param minimum the smallest basic value
     * @param maximum the largest basic value
     * @return an attribute class
     */
    public static AttributeClass attribute(String id, int minimum, int maximum) {
        AttributeClass a = F.createAttributeClass();
        a.setId(id);
        a.setName(capitalised(id));
        a.setMinimum(minimum);
        a.setMaximum(maximum);
        return a;
    }

    /**
     * @param variable the variable
     * @param value its initial basic value
     * @return a variable value
     */
    public static VariableValue value(VariableClass variable, int value) {
        VariableValue v = F.createVariableValue();
        v.setVariable(variable);
        v.setValue(value);
        return v;
    }

    /**
     * @param variable the modified variable
     * @param target whose variable
     * @param value the value added
     * @return a variable modifier
     */
    public static VariableModifier modifier(VariableClass variable, ModifierTarget target, int value) {
        VariableModifier m = F.createVariableModifier();
        m.setVariable(variable);
        m.setTarget(target);
        m.setValue(value);
        return m;
    }

    /**
     * @param resource the resource
     * @param amount the amount
     * @return a resource amount, e.g. a build cost
     */
    public static ResourceAmount amount(ResourceClass resource, int amount) {
        ResourceAmount a = F.createResourceAmount();
        a.setResource(resource);
        a.setAmount(amount);
        return a;
    }

    /**
     * @param x column (or board row)
     * @param y row (or diagonal rank)
     * @return a location
     */
    public static Location location(int x, int y) {
        Location l = F.createLocation();
        l.setX(x);
        l.setY(y);
        return l;
    }

    /**
     * @param x left column
     * @param y top row
     * @param width columns
     * @param height rows
     * @return a rectangle of sites
     */
    public static Bounds bounds(int x, int y, int width, int height) {
        Bounds b = F.createBounds();
        b.setX(x);
        b.setY(y);
        b.setWidth(width);
        b.setHeight(height);
        return b;
    }

    /**
     * @param polygon squares or hexagons
     * @param orientation on edge or on vertex
     * @param shift the shifted rows or columns
     * @param width columns
     * @param height rows
     * @return a rectangle map without terrain
     */
    public static GameMap map(PolygonKind polygon, PolygonOrientation orientation, GridShift shift, int width,
            int height) {
        GameMap map = F.createGameMap();
        map.setPolygon(polygon);
        map.setOrientation(orientation);
        map.setShift(shift);
        map.setShape(BoardShape.RECTANGLE);
        map.setWidth(width);
        map.setHeight(height);
        return map;
    }

    /**
     * @param classes terrains, bottom first
     * @return a terrain stack
     */
    public static TerrainStack stack(TerrainClass... classes) {
        TerrainStack stack = F.createTerrainStack();
        stack.getTerrains().addAll(List.of(classes));
        return stack;
    }

    /**
     * @param shape the outline
     * @param color the fill colour, #rrggbb
     * @param glyph the glyph
     * @return a symbol graphic
     */
    public static SymbolGraphic symbol(SymbolShape shape, String color, String glyph) {
        SymbolGraphic s = F.createSymbolGraphic();
        s.setShape(shape);
        s.setColor(color);
        s.setGlyph(glyph);
        return s;
    }

    /**
     * @param id the id; the name is the id with a capital first letter
     * @param color the symbol colour, #rrggbb
     * @param background whether it is a background terrain (drawn as a fill) or a foreground one (a disc)
     * @return a terrain class
     */
    public static TerrainClass terrain(String id, String color, boolean background) {
        TerrainClass t = F.createTerrainClass();
        t.setId(id);
        t.setName(capitalised(id));
        t.setBackground(background);
        t.setSymbol(symbol(background ? SymbolShape.FILL : SymbolShape.DISC, color, ""));
        return t;
    }

    /**
     * @param entityClass the class
     * @return a template of one entity of the class
     */
    public static EntityTemplate template(EntityClass entityClass) {
        EntityTemplate t = F.createEntityTemplate();
        t.setEntityClass(entityClass);
        return t;
    }

    /**
     * @param kind victory or defeat
     * @param parameter the watched parameter
     * @param threshold the threshold
     * @return a condition
     */
    public static Condition condition(ConditionKind kind, ConditionParameter parameter, int threshold) {
        Condition c = F.createCondition();
        c.setKind(kind);
        c.setParameter(parameter);
        c.setThreshold(threshold);
        return c;
    }

    /**
     * Makes an id from a name: ASCII letters, digits and underscores in lower camel case ("Heavy Cavalry" gives
     * {@code heavyCavalry}), prefixed with {@code e} when it would start with a digit, so names typed by authors or
     * read from other formats become ids the scenario and the rule language accept.
     *
     * @param name a name
     * @return the id, {@code element} if the name has no letters or digits
     */
    public static String idOf(String name) {
        StringBuilder id = new StringBuilder();
        boolean upper = false;
        for (char c : name.trim().toCharArray()) {
            if (c < 128 && (Character.isLetterOrDigit(c) || c == '_')) {
                id.append(id.isEmpty() ? Character.toLowerCase(c) : upper ? Character.toUpperCase(c) : c);
                upper = false;
            } else {
                upper = !id.isEmpty();
            }
        }
        if (id.isEmpty()) {
            return "element";
        }
        return Character.isDigit(id.charAt(0)) ? "e" + id : id.toString();
    }

    private static String capitalised(String id) {
        return Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }
}
