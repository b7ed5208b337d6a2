package org.hexbench.scenario.validation;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.eclipse.emf.ecore.EObject;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.Bounds;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.HomeSite;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.PlaceSites;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.TerrainStack;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.tiling.grid.Grid;

/**
 * Rules of the map (Hexkit User's Guide §4.8 AreaSection Class, §3.3 Map Geometry): geometry and size, the terrain
 * palette (exactly one background terrain,
 * at the bottom), the run-length layout, and every site reference inside the map.
 */
final class MapRules {

    private MapRules() {
    }

    static void check(EObject object, Report report) {
        if (object instanceof GameMap map) {
            checkMap(map, report);
        } else if (object instanceof TerrainStack stack) {
            checkStack(stack, stack.getTerrains(), true, report);
        } else if (object instanceof Area area) {
            if (!area.getTerrains().isEmpty()) {
                checkStack(area, area.getTerrains(), false, report);
            }
            if (!area.getUnits().isEmpty() && area.getOwner() == null && area.getUnitOwner() == null) {
                report.error(area, "has units but no owner or unit owner");
            }
        } else if (object instanceof HomeSite home) {
            if (home.getFaction() == null) {
                report.error(home, "has no faction");
            }
            if (home.getLocation() == null) {
                report.error(home, "has no location");
            }
        }
    }

    private static void checkStack(EObject owner, List<TerrainClass> terrains, boolean needsBackground, Report report) {
        long backgrounds = terrains.stream().filter(t -> t != null && !t.eIsProxy() && t.isBackground()).count();
        if (backgrounds == 0 && needsBackground) {
            report.error(owner, "has no background terrain; exactly one is required, at the bottom");
        } else if (backgrounds > 1) {
            report.error(owner, "has " + backgrounds + " background terrains; exactly one is allowed");
        } else if (backgrounds == 1 && !terrains.get(0).isBackground()) {
            report.error(owner, "the background terrain must be at the bottom of the stack");
        }
    }

    private static void checkMap(GameMap map, Report report) {
        String problem = MapGeometry.problem(map);
        if (problem != null) {
            report.error(map, problem);
            return;
        }
        if (map.getPalette().isEmpty()) {
            report.error(map, "has no terrain stack in its palette; entry 0 is the default stack");
        }
        TerrainLayout layout;
        try {
            layout = TerrainLayout.decode(map);
        } catch (LayoutFormatException e) {
            report.error(map, e.getMessage());
            return;
        }
        Grid grid = layout.grid();
        for (Area area : map.getAreas()) {
            checkInside(area, grid, area.getBounds(), area.getSites(), report);
        }
        Set<Faction> homes = new HashSet<>();
        for (HomeSite home : map.getHomeSites()) {
            if (home.getLocation() != null) {
                checkInside(home, grid, List.of(), List.of(home.getLocation()), report);
            }
            if (home.getFaction() != null && !homes.add(home.getFaction())) {
                report.error(home, "faction '" + home.getFaction().getId() + "' already has a home site");
            }
        }
        for (PlaceSites place : map.getPlaceSites()) {
            checkInside(place, grid, place.getBounds(), place.getSites(), report);
        }
    }

    private static void checkInside(EObject owner, Grid grid, List<Bounds> bounds, List<Location> sites, Report report) {
        for (Bounds b : bounds) {
            if (b.getWidth() < 1 || b.getHeight() < 1) {
                report.error(owner, "rectangle at (" + b.getX() + "," + b.getY() + ") is empty");
                continue;
            }
            int[][] corners = {{b.getX(), b.getY()}, {b.getX() + b.getWidth() - 1, b.getY() + b.getHeight() - 1}};
            for (int[] c : corners) {
                if (MapGeometry.indexOf(grid, c[0], c[1]) < 0) {
                    report.error(owner, "rectangle " + b.getWidth() + "x" + b.getHeight() + " at (" + b.getX() + ","
                            + b.getY() + ") reaches outside the map at (" + c[0] + "," + c[1] + ")");
                    break;
                }
            }
        }
        for (Location l : sites) {
            if (MapGeometry.indexOf(grid, l.getX(), l.getY()) < 0) {
                report.error(owner, "site (" + l.getX() + "," + l.getY() + ") is outside the map");
            }
        }
    }
}
