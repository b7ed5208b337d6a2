package org.hexbench.engine.tests;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.Instruction;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.Scenario;
import org.hexbench.testdata.Checkout;

/** Test fixture: the Riverford example (24×16 hexagons, red and blue) and helpers to arrange positions. */
final class Riverford {

    static final int WIDTH = 24;

    private Riverford() {
    }

    static Path file() {
        return Checkout.example("riverford").resolve("riverford.hexscenario");
    }

    static Scenario scenario() {
        return ExampleGames.load(file());
    }

    static Game game(long seed) {
        return ExampleGames.start(scenario(), seed);
    }

    static int site(int x, int y) {
        return y * WIDTH + x;
    }

    static List<Entity> units(WorldState world, int site) {
        return new ArrayList<>(world.site(site).units());
    }

    static List<Integer> ids(List<Entity> entities) {
        return entities.stream().map(Entity::id).toList();
    }

    static Entity unitOfClass(WorldState world, int faction, String classId, boolean placed) {
        for (Entity u : world.faction(faction).units()) {
            if (u.entityClass().getId().equals(classId) && u.isPlaced() == placed) {
                return u;
            }
        }
        throw new AssertionError("no " + classId + " of faction " + faction);
    }

    /** Arranges the world directly with instructions (the only way to change it). */
    static void apply(WorldState world, Instruction... instructions) {
        for (Instruction i : instructions) {
            i.apply(world);
        }
    }

    /** Returns the sites of a given terrain class (top of stack) in index order. */
    static List<Integer> sitesOf(WorldState world, String terrainId) {
        List<Integer> result = new ArrayList<>();
        for (int s = 0; s < world.siteCount(); s++) {
            var t = world.site(s).terrains();
            if (!t.isEmpty() && t.get(t.size() - 1).entityClass().getId().equals(terrainId)) {
                result.add(s);
            }
        }
        return result;
    }

    /** Returns an empty plains site next to {@code site}. */
    static int emptyPlainsNeighbour(WorldState world, int site) {
        var grid = world.catalog().grid();
        int[] n = new int[grid.maxNeighbors()];
        int count = grid.neighbors(site, n);
        for (int i = 0; i < count; i++) {
            var t = world.site(n[i]).terrains();
            if (world.site(n[i]).units().isEmpty() && t.size() == 1 && t.get(0).entityClass().getId().equals("plains")) {
                return n[i];
            }
        }
        throw new AssertionError("no empty plains next to " + site);
    }
}
