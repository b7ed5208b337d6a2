package org.hexbench.xconq.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hexbench.scenario.DesignList;
import org.hexbench.scenario.DesignNumber;
import org.hexbench.scenario.DesignProperties;
import org.hexbench.scenario.DesignProperty;
import org.hexbench.scenario.DesignSection;
import org.hexbench.scenario.DesignSymbol;
import org.hexbench.scenario.DesignTable;
import org.hexbench.scenario.DesignText;
import org.hexbench.scenario.DesignTypeReference;
import org.hexbench.scenario.DesignValue;
import org.hexbench.scenario.Identified;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.design.DesignRows;

/**
 * The synthesis settings an imported scenario carries in its Design section: the global variables, the terrain and
 * unit classes' properties and the tables the Xconq module set, read back by their GDL names.
 */
public final class DesignSynthesisSource implements SynthesisSource {

    private final Scenario scenario;
    private final DesignSection design;
    private final Map<Identified, Map<String, DesignValue>> properties = new HashMap<>();
    private final Map<String, DesignValue> globals = new HashMap<>();
    private final Map<String, DesignTable> tables = new HashMap<>();

    /**
     * @param scenario a scenario with a Design section
     */
    public DesignSynthesisSource(Scenario scenario) {
        this.scenario = scenario;
        this.design = scenario.getDesign();
        for (DesignProperties p : design.getProperties()) {
            Map<String, DesignValue> values = properties.computeIfAbsent(p.getSubject(), k -> new HashMap<>());
            for (DesignProperty v : p.getProperties()) {
                values.put(v.getName(), v.getValue());
            }
        }
        for (DesignProperty g : design.getGlobals()) {
            globals.put(g.getName(), g.getValue());
        }
        for (DesignTable t : design.getTables()) {
            tables.put(t.getName(), t);
        }
    }

    @Override
    public int terrainCount() {
        return scenario.getEntities().getTerrains().size();
    }

    @Override
    public int unitCount() {
        return scenario.getEntities().getUnits().size();
    }

    private Optional<Integer> number(DesignValue v) {
        if (v instanceof DesignNumber n) {
            return Optional.of(n.getValue());
        }
        if (v instanceof DesignTypeReference r) {
            int t = scenario.getEntities().getTerrains().indexOf(r.getType());
            return Optional.of(t >= 0 ? t : scenario.getEntities().getUnits().indexOf(r.getType()));
        }
        if (v instanceof DesignSymbol s) {
            if (CONSTANTS.containsKey(s.getName())) {
                return Optional.of(CONSTANTS.get(s.getName()));
            }
            List<org.hexbench.scenario.TerrainClass> terrains = scenario.getEntities().getTerrains();
            for (int t = 0; t < terrains.size(); t++) {
                if (s.getName().equals(terrains.get(t).getId()) || s.getName().equals(terrains.get(t).getName())) {
                    return Optional.of(t);
                }
            }
        }
        return Optional.empty();
    }

    @Override
    public Optional<Integer> global(String name) {
        return Optional.ofNullable(globals.get(name)).flatMap(this::number);
    }

    private Optional<Integer> property(Identified subject, String name) {
        Map<String, DesignValue> values = properties.get(subject);
        return values == null ? Optional.empty() : Optional.ofNullable(values.get(name)).flatMap(this::number);
    }

    @Override
    public Optional<Integer> terrain(int terrain, String name) {
        return property(scenario.getEntities().getTerrains().get(terrain), name);
    }

    @Override
    public Optional<Integer> unit(int unit, String name) {
        return property(scenario.getEntities().getUnits().get(unit), name);
    }

    @Override
    public Optional<Integer> table(String name, int row, int column) {
        DesignTable t = tables.get(name);
        if (t == null) {
            return Optional.empty();
        }
        List<? extends Identified> rows = ofKind(t.getRowKind());
        List<? extends Identified> columns = ofKind(t.getColumnKind());
        if (row >= rows.size() || column >= columns.size()) {
            return Optional.empty();
        }
        int r = t.getRowTypes().indexOf(rows.get(row));
        int c = t.getColumnTypes().indexOf(columns.get(column));
        if (r < 0 || c < 0 || r >= t.getRows().size()) {
            return Optional.empty();
        }
        try {
            return DesignRows.cell(t, r, c) instanceof DesignRows.Number n ? Optional.of(n.value()) : Optional.empty();
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return Optional.empty();
        }
    }

    /**
     * A background terrain class of the design: not a border or connection, and not the import's 'Outside the
     * world', which stands for no Xconq terrain type.
     */
    @Override
    public boolean isCell(int terrain) {
        org.hexbench.scenario.TerrainClass c = scenario.getEntities().getTerrains().get(terrain);
        return c.isBackground() && !ScenarioBuilder.OUTSIDE.equals(c.getId()) && SynthesisSource.super.isCell(terrain);
    }

    /** The scenario's unit or terrain classes, by a table's kind of types; none for other kinds. */
    private List<? extends Identified> ofKind(org.hexbench.scenario.DesignTypeKind kind) {
        return switch (kind) {
            case UNIT -> scenario.getEntities().getUnits();
            case TERRAIN -> scenario.getEntities().getTerrains();
            default -> List.of();
        };
    }

    /**
     * {@code favored-terrain} u t (GDL reference, Making Countries): the chance in percent that a unit of the type
     * stands on the terrain at the outset; 0 forbids it. 100 by default.
     *
     * @param unit a unit class index
     * @param terrain a terrain class index
     * @return the value
     */
    public int favoured(int unit, int terrain) {
        return table("favored-terrain", unit, terrain).orElse(100);
    }

    @Override
    public Optional<List<String>> methods() {
        DesignValue v = globals.get("synthesis-methods");
        if (v == null) {
            return Optional.empty();
        }
        List<String> out = new ArrayList<>();
        collect(v, out);
        return Optional.of(out);
    }

    private static void collect(DesignValue v, List<String> out) {
        if (v instanceof DesignList l) {
            List<DesignValue> items = l.getItems();
            if (items.size() == 2 && items.get(0) instanceof DesignSymbol q && q.getName().equals("quote")) {
                collect(items.get(1), out);
                return;
            }
            for (DesignValue item : items) {
                collect(item, out);
            }
        } else if (v instanceof DesignSymbol s) {
            out.add(s.getName());
        } else if (v instanceof DesignText s) {
            out.add(s.getText());
        }
    }
}
