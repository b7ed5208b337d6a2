package org.hexbench.xconq.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.hexbench.engine.world.Catalog;
import org.hexbench.scenario.DesignNumber;
import org.hexbench.scenario.DesignProperties;
import org.hexbench.scenario.DesignProperty;
import org.hexbench.scenario.DesignSection;
import org.hexbench.scenario.DesignSymbol;
import org.hexbench.scenario.DesignTable;
import org.hexbench.scenario.DesignTypeKind;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Identified;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.design.DesignRows;
import org.hexbench.xconq.gdl.GdlReference;
import org.hexbench.xconq.gdl.TypeKind;
import org.hexbench.xconq.internal.ScenarioBuilder;

/**
 * The numbers Xconq's rules read, taken once from a scenario's Design section (the tables and type properties the
 * Xconq import keeps) and indexed by the game's catalog: the Xconq unit type of every unit class, the terrain type
 * of every terrain class, the material of every resource, every table as a dense array, every type property as one
 * number per type. A table or property the module did not set has the GDL reference's default ("GDL reference,
 * Tables": a table not given has its default everywhere), so every module gets the manual's rules. Immutable, so
 * the rules of several games share one.
 */
public final class XconqDesign {

    /** The id of the counter that holds a unit's action points (GDL reference, Actions in General). */
    public static final String ACP = "acp";

    /**
     * The id of the counter that holds a unit's completion points (GDL reference, Unit Properties: {@code cp}, "the
     * current completeness of the unit"); a unit is complete when it reaches its type's {@code cp}.
     */
    public static final String CP = "cp";

    /** A cell of a table: a number, or a dice spec {@code NdM+O}. */
    private record Table(int columns, int[] values, DesignRows.Dice[] dice) {
    }

    private final Catalog catalog;
    private final List<UnitClass> units = new ArrayList<>();
    private final List<TerrainClass> terrains = new ArrayList<>();
    private final List<ResourceClass> materials = new ArrayList<>();
    private final int[] unitOfClass;
    private final int[] terrainOfClass;
    private final int[] materialOfVariable;
    private final int[] variableOfMaterial;
    private final Map<String, Table> tables = new HashMap<>();
    private final Map<String, Map<Identified, Integer>> properties = new HashMap<>();
    private final int acp;
    private final int cp;
    private final Map<String, Integer> fills = new HashMap<>();
    private final Scorekeepers scorekeepers;
    private final Map<String, int[]> unitProperties = new java.util.concurrent.ConcurrentHashMap<>();
    private final Map<String, int[]> terrainProperties = new java.util.concurrent.ConcurrentHashMap<>();
    private final boolean[] habitable;
    private final boolean[] carries;
    private final int[] maxMp;

    /**
     * Indexes the Design section of a game's scenario.
     *
     * @param catalog the catalog of the scenario, imported from an Xconq module
     * @throws IllegalArgumentException if the scenario has no Design section or no action point counter (a scenario
     *             imported before Xconq's rules were applied: import the module again)
     */
    public XconqDesign(Catalog catalog) {
        this.catalog = catalog;
        Scenario scenario = catalog.scenario();
        DesignSection design = scenario.getDesign();
        acp = catalog.variableIndex(ACP);
        cp = catalog.variableIndex(CP);
        if (design == null || acp < 0) {
            throw new IllegalArgumentException("the scenario has no Design section with Xconq's action points"
                    + " (counter '" + ACP + "'): import the Xconq module again");
        }
        scorekeepers = new Scorekeepers(design);
        units.addAll(scenario.getEntities().getUnits());
        for (TerrainClass t : scenario.getEntities().getTerrains()) {
            if (!ScenarioBuilder.OUTSIDE.equals(t.getId())) {
                terrains.add(t);
            }
        }
        var strength = scenario.getEntities().getStandardVariables() == null ? null
                : scenario.getEntities().getStandardVariables().getStrength();
        for (ResourceClass r : scenario.getVariables().getResources()) {
            if (r != strength) {
                materials.add(r);
            }
        }
        unitOfClass = new int[catalog.classCount()];
        terrainOfClass = new int[catalog.classCount()];
        for (int c = 0; c < catalog.classCount(); c++) {
            EntityClass e = catalog.entityClass(c);
            unitOfClass[c] = e instanceof UnitClass u ? units.indexOf(u) : -1;
            terrainOfClass[c] = e instanceof TerrainClass t ? terrains.indexOf(t) : -1;
        }
        materialOfVariable = new int[catalog.variableCount()];
        variableOfMaterial = new int[materials.size()];
        for (int v = 0; v < catalog.variableCount(); v++) {
            materialOfVariable[v] = catalog.variable(v) instanceof ResourceClass r ? materials.indexOf(r) : -1;
            if (materialOfVariable[v] >= 0) {
                variableOfMaterial[materialOfVariable[v]] = v;
            }
        }
        for (DesignTable t : design.getTables()) {
            if (t.getName() != null) {
                tables.put(t.getName(), table(t));
            }
        }
        for (var f : design.getForms()) {
            var items = f.getForm() == null ? null : f.getForm().getItems();
            if (items != null && items.size() == 3 && items.get(0) instanceof DesignSymbol head
                    && "table".equals(head.getName()) && items.get(1) instanceof DesignSymbol name
                    && items.get(2) instanceof DesignNumber fill) {
                fills.put(name.getName(), fill.getValue());
            }
        }
        for (DesignProperties p : design.getProperties()) {
            for (DesignProperty property : p.getProperties()) {
                if (property.getValue() instanceof DesignNumber n) {
                    properties.computeIfAbsent(property.getName(), k -> new IdentityHashMap<>()).put(p.getSubject(),
                            n.getValue());
                }
            }
        }
        int u = units.size();
        int t = terrains.size();
        maxMp = new int[u];
        for (int a = 0; a < u; a++) {
            maxMp[a] = movementPoints(a, acpCap(a));
        }
        habitable = new boolean[u * t];
        for (int a = 0; a < u; a++) {
            for (int b = 0; b < t; b++) {
                habitable[a * t + b] = table("unit-size-in-terrain", a, b) <= terrainProperty("capacity", b)
                        && (maxMp[a] == 0 || table("mp-to-enter-terrain", a, b) <= maxMp[a]
                                + unitProperty("free-mp", a));
            }
        }
        carries = new boolean[u * u];
        for (int a = 0; a < u; a++) {
            int capacity = unitProperty("capacity", a);
            for (int b = 0; b < u; b++) {
                carries[a * u + b] = table("unit-capacity-x", a, b) > 0
                        || capacity > 0 && table("unit-size-as-occupant", b, a) <= capacity;
            }
        }
    }

    /**
     * GDL reference, Movement Action: the movement points of some action points, {@code acp · speed / 100 /
     * acp-to-move} (none when speed or acp-to-move is 0), at most 1,000.
     *
     * @param unitType an Xconq unit type
     * @param acp action points
     * @return the movement points
     */
    public int movementPoints(int unitType, int acp) {
        int speed = unitProperty("speed", unitType);
        int toMove = unitProperty("acp-to-move", unitType);
        if (acp <= 0 || speed <= 0 || toMove <= 0) {
            return 0;
        }
        return (int) Math.min(1000, (long) acp * speed / (100L * toMove));
    }

    /**
     * GDL reference, Actions in General: the most action points a unit can have, {@code acp-max}, or {@code
     * acp-per-turn} when that is −1.
     *
     * @param unitType an Xconq unit type
     * @return the action points
     */
    public int acpCap(int unitType) {
        int perTurn = unitProperty("acp-per-turn", unitType);
        int max = unitProperty("acp-max", unitType);
        return max < 0 ? perTurn : Math.max(max, 0);
    }

    /**
     * @param unitType an Xconq unit type
     * @return the movement points of a full turn's action points
     */
    public int maxMp(int unitType) {
        return unitType < 0 ? 0 : maxMp[unitType];
    }

    /**
     * GDL reference, Units and Terrain: whether a unit can be in the open on a terrain, its {@code
     * unit-size-in-terrain} within the terrain's {@code capacity} and, if it moves, {@code mp-to-enter-terrain}
     * within a turn's movement points and {@code free-mp}.
     *
     * @param unitType an Xconq unit type, or -1
     * @param terrainType an Xconq terrain type, or -1
     * @return whether it can
     */
    public boolean habitable(int unitType, int terrainType) {
        return unitType >= 0 && terrainType >= 0 && habitable[unitType * terrains.size() + terrainType];
    }

    /**
     * GDL reference, Occupants and Transports: whether a unit can carry another, by {@code unit-capacity-x} or by
     * {@code capacity} and {@code unit-size-as-occupant}.
     *
     * @param transport an Xconq unit type, or -1
     * @param occupant an Xconq unit type, or -1
     * @return whether it can
     */
    public boolean canCarry(int transport, int occupant) {
        return transport >= 0 && occupant >= 0 && carries[transport * units.size() + occupant];
    }

    private List<? extends Identified> typesOf(DesignTypeKind kind) {
        return switch (kind) {
            case UNIT -> units;
            case TERRAIN -> terrains;
            case MATERIAL -> materials;
            default -> List.of();
        };
    }

    private Table table(DesignTable t) {
        List<? extends Identified> rowTypes = typesOf(t.getRowKind());
        List<? extends Identified> columnTypes = typesOf(t.getColumnKind());
        int columns = columnTypes.size();
        int[] values = new int[rowTypes.size() * columns];
        java.util.Arrays.fill(values, referenceDefault(t.getName()));
        DesignRows.Dice[] dice = null;
        int[] columnIndex = new int[t.getColumnTypes().size()];
        for (int c = 0; c < columnIndex.length; c++) {
            columnIndex[c] = columnTypes.indexOf(t.getColumnTypes().get(c));
        }
        for (int r = 0; r < t.getRowTypes().size() && r < t.getRows().size(); r++) {
            int row = rowTypes.indexOf(t.getRowTypes().get(r));
            if (row < 0) {
                continue;
            }
            List<DesignRows.Cell> cells = DesignRows.decode(t.getRows().get(r));
            for (int c = 0; c < cells.size() && c < columnIndex.length; c++) {
                if (columnIndex[c] < 0) {
                    continue;
                }
                int at = row * columns + columnIndex[c];
                switch (cells.get(c)) {
                    case DesignRows.Number n -> values[at] = n.value();
                    case DesignRows.Dice d -> {
                        if (dice == null) {
                            dice = new DesignRows.Dice[values.length];
                        }
                        dice[at] = d;
                        values[at] = d.offset() + d.count() * Math.max(0, d.sides() - 1) / 2;
                    }
                    case DesignRows.None x -> {
                    }
                }
            }
        }
        return new Table(columns, values, dice);
    }

    private static final Map<String, Integer> TABLE_DEFAULTS = new java.util.concurrent.ConcurrentHashMap<>();
    private static final Map<String, Integer> PROPERTY_DEFAULTS = new java.util.concurrent.ConcurrentHashMap<>();

    private static int referenceDefault(String table) {
        return TABLE_DEFAULTS.computeIfAbsent(table, name -> GdlReference.manual()
                .find(GdlReference.Category.TABLE, name).flatMap(d -> d.defaultNumber()).orElse(0));
    }

    /** @return the game's catalog */
    public Catalog catalog() {
        return catalog;
    }

    /** @return the variable index of the action point counter */
    public int acpVariable() {
        return acp;
    }

    /** @return the module's scorekeepers and game length */
    public Scorekeepers scorekeepers() {
        return scorekeepers;
    }

    /** @return the variable index of the completion point counter, or -1 (a scenario imported before building) */
    public int cpVariable() {
        return cp;
    }

    /**
     * The completion points a unit of a type needs to be complete: the type's {@code cp} (a unit type property the
     * later Xconq GDL reference adds, "Unit Types": default 1; the 7.1 reference's unit property {@code cp}
     * "defaults to the cp-max for the type"), at least 1.
     *
     * @param unitType an Xconq unit type
     * @return the completion points
     */
    public int completion(int unitType) {
        return unitType < 0 ? 1 : Math.max(1, unitProperty(CP, unitType));
    }

    /**
     * @param name a table's GDL name
     * @return whether the module gave the table (or filled all of it), rather than leaving it at the default
     */
    public boolean hasTable(String name) {
        return tables.containsKey(name) || fills.containsKey(name);
    }

    /**
     * GDL reference, Unit Completion Action: whether a unit of one type can do build actions on an incomplete unit of
     * another: {@code acp-to-build} above 0 (an action costs at least 1 acp), {@code cp-per-build} above 0 ("if 0,
     * then u1 cannot contribute"), and, where the module gives the later reference's {@code can-build} table, that
     * table's true.
     *
     * @param builder an Xconq unit type
     * @param built an Xconq unit type
     * @return whether it can
     */
    public boolean canBuild(int builder, int built) {
        return builder >= 0 && built >= 0 && table("acp-to-build", builder, built) > 0
                && table("cp-per-build", builder, built) > 0
                && (!hasTable("can-build") || table("can-build", builder, built) != 0);
    }

    /**
     * Whether creation works like a build action (the later GDL reference's {@code create-as-build}, Unit Creation
     * Actions: "creation [costs] and construct[s] at the same rate as building").
     *
     * @param creator an Xconq unit type
     * @param created an Xconq unit type
     * @return whether it does
     */
    public boolean createsAsBuild(int creator, int created) {
        return table("create-as-build", creator, created) != 0;
    }

    /**
     * GDL reference, Unit Creation Actions: whether a unit of one type can create a unit of another: {@code
     * acp-to-create} above 0 ("if zero, then u1 cannot create a u2") and, where the module gives the later
     * reference's {@code can-create} table, that table's true; with {@code create-as-build}, whether it {@link
     * #canBuild can build} it.
     *
     * @param creator an Xconq unit type
     * @param created an Xconq unit type
     * @return whether it can
     */
    public boolean canCreate(int creator, int created) {
        if (creator < 0 || created < 0) {
            return false;
        }
        if (createsAsBuild(creator, created)) {
            return canBuild(creator, created);
        }
        return table("acp-to-create", creator, created) > 0
                && (!hasTable("can-create") || table("can-create", creator, created) != 0);
    }

    /**
     * @param creator an Xconq unit type
     * @param created an Xconq unit type
     * @return the acp one creation takes: {@code acp-to-create}, or {@code acp-to-build} with {@code create-as-build}
     */
    public int acpToCreate(int creator, int created) {
        return createsAsBuild(creator, created) ? table("acp-to-build", creator, created)
                : table("acp-to-create", creator, created);
    }

    /**
     * @param creator an Xconq unit type
     * @param created an Xconq unit type
     * @return the completion points a new unit starts with: {@code cp-on-creation} (default 1), or {@code
     *         cp-per-build} with {@code create-as-build}
     */
    public int cpOnCreation(int creator, int created) {
        return createsAsBuild(creator, created) ? table("cp-per-build", creator, created)
                : table("cp-on-creation", creator, created);
    }

    /** @return the number of Xconq unit types */
    public int unitTypes() {
        return units.size();
    }

    /** @return the number of Xconq terrain types */
    public int terrainTypes() {
        return terrains.size();
    }

    /** @return the number of Xconq material types */
    public int materialTypes() {
        return materials.size();
    }

    /**
     * @param classIndex a catalog class index
     * @return its Xconq unit type, or -1 if it is no unit class
     */
    public int unitType(int classIndex) {
        return unitOfClass[classIndex];
    }

    /**
     * @param classIndex a catalog class index
     * @return its Xconq terrain type, or -1 if it is none (e.g. outside the world)
     */
    public int terrainType(int classIndex) {
        return terrainOfClass[classIndex];
    }

    /**
     * @param material an Xconq material type
     * @return the catalog variable index of its resource
     */
    public int materialVariable(int material) {
        return variableOfMaterial[material];
    }

    /**
     * @param material an Xconq material type
     * @return the id of its resource
     */
    public String materialId(int material) {
        return materials.get(material).getId();
    }

    /**
     * @param unitType an Xconq unit type
     * @return the id of its unit class
     */
    public String unitClassId(int unitType) {
        return units.get(unitType).getId();
    }

    /**
     * Returns one cell of a table (a dice cell gives its mean), or the GDL reference's default when the module did
     * not set the table.
     *
     * @param name the table's GDL name, e.g. {@code mp-to-enter-terrain}
     * @param row the row type's index (of the table's row kind)
     * @param column the column type's index
     * @return the value
     */
    public int table(String name, int row, int column) {
        Table t = tables.get(name);
        if (t == null || row < 0 || column < 0 || column >= t.columns() || row * t.columns() >= t.values().length) {
            Integer fill = fills.get(name);
            return fill != null ? fill : referenceDefault(name);
        }
        return t.values()[row * t.columns() + column];
    }

    /**
     * Rolls one cell of a table: a dice spec {@code NdM+O} throws N zero-based dice of M faces (each 0..M−1) and adds
     * O (GDL reference, Lexical Elements: "The die are 0-based"); a number is itself.
     *
     * @param name the table's GDL name, e.g. {@code damage}
     * @param row the row type's index
     * @param column the column type's index
     * @param random the game's random stream
     * @return the value
     */
    public int roll(String name, int row, int column, RandomGenerator random) {
        Table t = tables.get(name);
        if (t != null && t.dice() != null && row >= 0 && column >= 0 && column < t.columns()
                && row * t.columns() + column < t.dice().length) {
            DesignRows.Dice d = t.dice()[row * t.columns() + column];
            if (d != null) {
                int sum = d.offset();
                for (int i = 0; i < d.count(); i++) {
                    sum += d.sides() > 0 ? random.nextInt(d.sides()) : 0;
                }
                return sum;
            }
        }
        return table(name, row, column);
    }

    /**
     * Returns a unit type's property, or the GDL reference's default.
     *
     * @param name the property's GDL name, e.g. {@code acp-per-turn}
     * @param unitType an Xconq unit type
     * @return the value
     */
    public int unitProperty(String name, int unitType) {
        return unitProperties.computeIfAbsent(name, n -> properties(n, units, TypeKind.UNIT))[unitType];
    }

    /**
     * Returns a terrain type's property, or the GDL reference's default.
     *
     * @param name the property's GDL name, e.g. {@code capacity}
     * @param terrainType an Xconq terrain type
     * @return the value
     */
    public int terrainProperty(String name, int terrainType) {
        return terrainProperties.computeIfAbsent(name, n -> properties(n, terrains, TypeKind.TERRAIN))[terrainType];
    }

    private int[] properties(String name, List<? extends Identified> types, TypeKind kind) {
        int[] values = new int[types.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = property(name, types.get(i), kind);
        }
        return values;
    }

    private int property(String name, Identified subject, TypeKind kind) {
        Map<Identified, Integer> set = properties.get(name);
        Integer value = set == null ? null : set.get(subject);
        if (value != null) {
            return value;
        }
        return PROPERTY_DEFAULTS.computeIfAbsent(kind + " " + name, key -> GdlReference.manual()
                .typeProperty(kind, name).flatMap(d -> d.defaultNumber()).orElse(0));
    }
}
