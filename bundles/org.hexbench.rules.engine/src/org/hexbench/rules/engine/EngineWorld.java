package org.hexbench.rules.engine;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.Faction;
import org.hexbench.engine.world.VariableKind;
import org.hexbench.engine.world.WorldState;
import org.hexbench.rules.interpreter.Effect;
import org.hexbench.rules.interpreter.RuleWorld;
import org.hexbench.rules.typing.Type;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.grid.HexagonBoard;

/**
 * The engine's world state as rules see it: units are entity ids, sites are site indexes, factions and
 * classes and variables are catalog indexes. Queries read the {@link WorldState} directly; effects are carried out
 * as engine instructions in the command's {@link RuleContext} ({@link EffectInstructions}), so they are executed at
 * once (later queries of the same hook see them, as in Hexkit User's Guide §6.1.1 Two Levels of Execution) and recorded
 * in the program that saved games replay.
 * Query hooks get a world without a context and cannot emit.
 */
final class EngineWorld implements RuleWorld {

    private static final int[] NONE = new int[0];

    private final WorldState world;
    private final Grid grid;
    private final RuleContext context;
    private final EffectInstructions effects;
    private final int[] neighbourBuffer;

    /**
     * @param world the state the rules read
     * @param context the command context effects are executed in, or {@code null} for query hooks
     * @param effects the translation of effects into instructions ({@code null} with a {@code null} context)
     */
    EngineWorld(WorldState world, RuleContext context, EffectInstructions effects) {
        this.world = world;
        this.grid = world.catalog().grid();
        this.context = context;
        this.effects = effects;
        this.neighbourBuffer = new int[grid.maxNeighbors()];
    }

    /** @return the state this view reads */
    WorldState state() {
        return world;
    }

    private Entity unit(int unit) {
        return world.entity(unit);
    }

    @Override
    public int siteOf(int unit) {
        Entity e = unit(unit);
        return e == null ? -1 : e.site();
    }

    @Override
    public int ownerOf(int unit) {
        Entity e = unit(unit);
        return e == null ? -1 : e.owner();
    }

    @Override
    public int classOf(int unit) {
        Entity e = unit(unit);
        return e == null ? -1 : e.classIndex();
    }

    /** Attributes with their modifiers (Hexkit User's Guide §2.6.1 Attributes), resources and counters as stored; 0 if absent. */
    @Override
    public int unitVariable(int unit, int variable) {
        Entity e = unit(unit);
        if (e == null || variable < 0 || !e.has(variable)) {
            return 0;
        }
        return world.catalog().kind(variable) == VariableKind.ATTRIBUTE ? world.attribute(e, variable) : e.value(variable);
    }

    /** The initial value (a limited resource's cap, Hexkit's "maximum" of hit points). */
    @Override
    public int unitMaximum(int unit, int variable) {
        Entity e = unit(unit);
        return e == null || variable < 0 || !e.has(variable) ? 0 : e.initial(variable);
    }

    @Override
    public int factionVariable(int faction, int variable) {
        if (faction < 0 || faction >= world.factionCount() || variable < 0) {
            return 0;
        }
        Faction f = world.faction(faction);
        return f.has(variable) ? f.value(variable) : 0;
    }

    @Override
    public int[] unitsAt(int site) {
        if (site < 0 || site >= world.siteCount()) {
            return NONE;
        }
        return ids(world.site(site).units());
    }

    @Override
    public int[] unitsOf(int faction) {
        if (faction < 0 || faction >= world.factionCount()) {
            return NONE;
        }
        return ids(world.faction(faction).units());
    }

    private static int[] ids(List<Entity> entities) {
        int[] result = new int[entities.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = entities.get(i).id();
        }
        return result;
    }

    @Override
    public int[] sitesWithin(int center, int radius) {
        if (center < 0 || center >= world.siteCount() || radius < 0) {
            return NONE;
        }
        int[] result = new int[world.siteCount()];
        int count = 0;
        for (int s = 0; s < result.length; s++) {
            if (grid.distance(center, s) <= radius) {
                result[count++] = s;
            }
        }
        return Arrays.copyOf(result, count);
    }

    @Override
    public int[] neighbours(int site) {
        if (site < 0 || site >= world.siteCount()) {
            return NONE;
        }
        int n = grid.neighbors(site, neighbourBuffer);
        int[] result = Arrays.copyOf(neighbourBuffer, n);
        Arrays.sort(result);
        return result;
    }

    /** Follows the grid's neighbour in one direction to the map edge (at most once round a wrapping map). */
    @Override
    public int[] line(int start, int direction) {
        if (start < 0 || start >= world.siteCount() || direction < 0 || direction >= directionCount()) {
            return NONE;
        }
        int[] result = new int[world.siteCount()];
        int count = 0;
        for (int s = grid.neighbor(start, direction); s >= 0 && s != start && count < result.length;
                s = grid.neighbor(s, direction)) {
            result[count++] = s;
        }
        return Arrays.copyOf(result, count);
    }

    @Override
    public int directionCount() {
        return grid.maxNeighbors();
    }

    @Override
    public int distance(int from, int to) {
        return from < 0 || to < 0 ? Integer.MAX_VALUE : grid.distance(from, to);
    }

    /** A breadth-first shortest path over the map's neighbours, ignoring units and terrain. */
    @Override
    public int[] path(int from, int to) {
        int n = world.siteCount();
        if (from < 0 || to < 0 || from >= n || to >= n || from == to) {
            return NONE;
        }
        int[] previous = new int[n];
        Arrays.fill(previous, -2);
        previous[from] = -1;
        ArrayDeque<Integer> open = new ArrayDeque<>();
        open.add(from);
        int[] buffer = new int[grid.maxNeighbors()];
        while (!open.isEmpty() && previous[to] == -2) {
            int s = open.poll();
            int count = grid.neighbors(s, buffer);
            for (int i = 0; i < count; i++) {
                if (previous[buffer[i]] == -2) {
                    previous[buffer[i]] = s;
                    open.add(buffer[i]);
                }
            }
        }
        if (previous[to] == -2) {
            return NONE;
        }
        int length = 0;
        for (int s = to; s != from; s = previous[s]) {
            length++;
        }
        int[] result = new int[length];
        for (int s = to, i = length - 1; s != from; s = previous[s], i--) {
            result[i] = s;
        }
        return result;
    }

    @Override
    public int[] sites() {
        int[] result = new int[world.siteCount()];
        for (int s = 0; s < result.length; s++) {
            result[s] = s;
        }
        return result;
    }

    @Override
    public int[] factions() {
        List<Faction> alive = world.aliveFactions();
        int[] result = new int[alive.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = alive.get(i).index();
        }
        return result;
    }

    /**
     * The row as the scenario and its editors name sites ({@link MapGeometry#locationOf}): y of the map's (x, y) on
     * rectangular maps, HexTC2's x on a hexagon board (HexTC2 rules, COMP202 Winter 2005 Assignment 6, section
     * hexIT).
     */
    @Override
    public int row(int site) {
        if (site < 0 || site >= world.siteCount()) {
            return -1;
        }
        return MapGeometry.locationOf(grid, site)[grid instanceof HexagonBoard ? 0 : 1];
    }

    /**
     * The column as the scenario and its editors name sites: x of the map's (x, y) on rectangular maps, HexTC2's y
     * (diagonal rank) on a hexagon board (HexTC2 rules, COMP202 Winter 2005 Assignment 6, section hexIT).
     */
    @Override
    public int column(int site) {
        if (site < 0 || site >= world.siteCount()) {
            return -1;
        }
        return MapGeometry.locationOf(grid, site)[grid instanceof HexagonBoard ? 1 : 0];
    }

    /** The engine's zero-based turn plus one. */
    @Override
    public int turn() {
        return world.currentTurn() + 1;
    }

    /** Unit and class names, faction names, and sites as the editors and the status line name them ({@code (x, y)}). */
    @Override
    public String describe(Type type, int value) {
        if (type == Type.UNIT) {
            Entity e = unit(value);
            if (e == null) {
                return value < 0 ? "no unit" : "a removed unit";
            }
            return e.name() == null || e.name().isBlank() ? e.entityClass().getName() : e.name();
        }
        if (type == Type.CLASS) {
            return value >= 0 && value < world.catalog().classCount() ? world.catalog().entityClass(value).getName() : "no class";
        }
        if (type == Type.FACTION) {
            return value >= 0 && value < world.factionCount() ? world.faction(value).name() : "no faction";
        }
        if (type == Type.SITE) {
            return value < 0 || value >= world.siteCount() ? "nowhere" : MapGeometry.nameOf(grid, value);
        }
        return Integer.toString(value);
    }

    /**
     * Executes the effect as instructions of the current command.
     *
     * @throws IllegalStateException when a query hook (which must not change the world) emits
     */
    @Override
    public void emit(Effect effect) {
        if (context == null) {
            throw new IllegalStateException("a rule that answers a question cannot change the world: " + effect);
        }
        effects.carryOut(context, effect);
    }
}
