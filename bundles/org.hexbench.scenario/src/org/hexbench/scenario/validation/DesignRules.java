package org.hexbench.scenario.validation;

import org.eclipse.emf.ecore.EObject;
import org.hexbench.scenario.AdvanceClass;
import org.hexbench.scenario.CellLayer;
import org.hexbench.scenario.DesignProperties;
import org.hexbench.scenario.DesignTable;
import org.hexbench.scenario.DesignTypeKind;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Identified;
import org.hexbench.scenario.ResourceClass;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.design.DesignRows;

/**
 * Rules of the Design section (a game design imported from another system, e.g. an Xconq module): every table has one
 * row per row type, each with one cell per column type, its types of the kinds the table says; every layer has one
 * row per map row with one cell per site; every set of properties belongs to a class or faction.
 */
final class DesignRules {

    private DesignRules() {
    }

    static void check(EObject object, Report report) {
        if (object instanceof DesignTable table) {
            checkTable(table, report);
        } else if (object instanceof CellLayer layer) {
            checkLayer(layer, report);
        } else if (object instanceof DesignProperties properties && properties.getSubject() == null) {
            report.error(properties, "belongs to no class or faction");
        }
    }

    private static void checkTable(DesignTable table, Report report) {
        if (table.getRows().size() != table.getRowTypes().size()) {
            report.error(table, "has " + table.getRows().size() + " rows for " + table.getRowTypes().size()
                    + " row types");
            return;
        }
        for (Identified type : table.getRowTypes()) {
            if (!isOfKind(type, table.getRowKind())) {
                report.error(table, "row type '" + type.getId() + "' is no " + table.getRowKind().getLiteral()
                        + " type");
                return;
            }
        }
        for (Identified type : table.getColumnTypes()) {
            if (!isOfKind(type, table.getColumnKind())) {
                report.error(table, "column type '" + type.getId() + "' is no " + table.getColumnKind().getLiteral()
                        + " type");
                return;
            }
        }
        for (int i = 0; i < table.getRows().size(); i++) {
            String problem = rowProblem(table.getRows().get(i), table.getColumnTypes().size());
            if (problem != null) {
                report.error(table, "row of '" + table.getRowTypes().get(i).getId() + "' " + problem);
                return;
            }
        }
    }

    private static boolean isOfKind(Identified type, DesignTypeKind kind) {
        return switch (kind) {
            case UNIT -> type instanceof UnitClass;
            case TERRAIN -> type instanceof TerrainClass;
            case MATERIAL -> type instanceof ResourceClass;
            case ADVANCE -> type instanceof AdvanceClass;
        };
    }

    private static String rowProblem(String row, int cells) {
        try {
            int count = DesignRows.count(row);
            return count == cells ? null : "has " + count + " cells, not " + cells;
        } catch (IllegalArgumentException e) {
            return "is malformed: " + e.getMessage();
        }
    }

    private static void checkLayer(CellLayer layer, Report report) {
        EObject root = layer;
        while (root.eContainer() != null) {
            root = root.eContainer();
        }
        if (!(root instanceof Scenario scenario) || scenario.getAreas() == null || scenario.getAreas().getMap() == null) {
            return;
        }
        GameMap map = scenario.getAreas().getMap();
        if (layer.getRows().size() != map.getHeight()) {
            report.error(layer, "has " + layer.getRows().size() + " rows for a map of " + map.getHeight() + " rows");
            return;
        }
        for (int i = 0; i < layer.getRows().size(); i++) {
            String problem = rowProblem(layer.getRows().get(i), map.getWidth());
            if (problem != null) {
                report.error(layer, "row " + i + " " + problem);
                return;
            }
        }
    }
}
