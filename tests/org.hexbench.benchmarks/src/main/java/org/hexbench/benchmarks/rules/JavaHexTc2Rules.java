package org.hexbench.benchmarks.rules;

import java.util.ArrayList;
import java.util.List;

import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.CreateEntity;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.MoveImage;
import org.hexbench.engine.world.SetEntityOwner;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.SetEntityUniqueName;
import org.hexbench.engine.world.SetEntityVariable;
import org.hexbench.engine.world.SetFactionUnitsCanMove;
import org.hexbench.engine.world.ShowMessage;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.VariableClass;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.grid.HexagonBoard;

/**
 * HexTC2 (HexTC2 rules, COMP202 Winter 2005 Assignment 6) written by hand in Java against the engine's rule SPI, the
 * baseline of
 * {@link HexTc2GameBenchmark}: the same rules as examples/hextc2/hextc2.hbrules, drawing the same random numbers in
 * the same order and executing the same state-changing instructions, so a seeded game reaches the same state hash
 * with either. It exists only in the benchmark module.
 */
public final class JavaHexTc2Rules extends DefaultRules {

    private static final int CERTAIN = 1_000_000;
    private static final int EARTHQUAKE = 13_000;
    private static final int INSECTS_GRACE = 34_000;
    private static final int WORM_HOLE = 21_000;
    private static final int HALF = 500_000;
    private static final String[] TABLE = {"snale", "coquille", "ruque", "froque", "crockpoache", "nightboog", "feanisk"};

    private final int[] rank;
    private final boolean[] slug;
    private final boolean[] termite;
    private final boolean[] firefly;
    private final boolean[] regenerator;
    private final boolean[] hardHitter;
    private final boolean[] healer;
    private final int[] creatures;
    private final int hp;
    private final int mv;
    private final int al;
    private final int bab;
    private final int dp;
    private final HexagonBoard board;

    /** @param catalog the HexTC2 scenario's catalog (its class and variable indexes) */
    public JavaHexTc2Rules(Catalog catalog) {
        int n = catalog.classCount();
        rank = new int[n];
        slug = new boolean[n];
        termite = new boolean[n];
        firefly = new boolean[n];
        regenerator = new boolean[n];
        hardHitter = new boolean[n];
        healer = new boolean[n];
        java.util.Arrays.fill(rank, 7);
        creatures = new int[TABLE.length];
        for (int i = 0; i < TABLE.length; i++) {
            int c = catalog.requireClass(TABLE[i]);
            creatures[i] = c;
            rank[c] = i + 1;
            slug[c] = i <= 2;
            termite[c] = i == 3 || i == 4;
            firefly[c] = i >= 5;
        }
        regenerator[catalog.requireClass("froque")] = true;
        regenerator[catalog.requireClass("nightboog")] = true;
        hardHitter[catalog.requireClass("coquille")] = true;
        healer[catalog.requireClass("ruque")] = true;
        healer[catalog.requireClass("nightboog")] = true;
        hp = catalog.requireVariable("hp");
        mv = catalog.requireVariable("mv");
        al = catalog.requireVariable("al");
        bab = catalog.requireVariable("bab");
        dp = catalog.requireVariable("dp");
        board = (HexagonBoard) catalog.grid();
    }

    // ------------------------------------------------------------ the board

    private static int turn(WorldState world) {
        return world.currentTurn() + 1;
    }

    private static boolean occupied(WorldState world, int site) {
        return !world.site(site).units().isEmpty();
    }

    private static boolean friendAt(WorldState world, int site, int faction) {
        for (Entity u : world.site(site).units()) {
            if (u.owner() == faction) {
                return true;
            }
        }
        return false;
    }

    private boolean termiteAt(WorldState world, int site) {
        for (Entity u : world.site(site).units()) {
            if (termite[u.classIndex()]) {
                return true;
            }
        }
        return false;
    }

    private boolean straight(int a, int b) {
        var p = board.boardCoord(a);
        var q = board.boardCoord(b);
        return p.x() == q.x() || p.y() == q.y() || p.x() - p.y() == q.x() - q.y();
    }

    private boolean home(int faction, int site) {
        int row = board.boardCoord(site).x();
        return faction == 0 ? row <= 2 : row >= 6;
    }

    private boolean passable(WorldState world, Entity u, int site) {
        return slug[u.classIndex()] ? !occupied(world, site) : termiteAt(world, site);
    }

    // ------------------------------------------------------------ placing

    private boolean firstInTable(WorldState world, int faction, int classIndex) {
        for (Entity u : world.faction(faction).units()) {
            if (!u.isPlaced() && rank[u.classIndex()] < rank[classIndex]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int[] placeTargets(WorldState world, int faction, int classIndex) {
        boolean later = turn(world) > 1;
        if (!later && !firstInTable(world, faction, classIndex)) {
            return new int[0];
        }
        int[] result = new int[world.siteCount()];
        int count = 0;
        for (int s = 0; s < world.siteCount(); s++) {
            if (!occupied(world, s) && (later || home(faction, s))) {
                result[count++] = s;
            }
        }
        return java.util.Arrays.copyOf(result, count);
    }

    @Override
    public boolean canPlace(WorldState world, int faction, List<Integer> classes, int site) {
        for (int c : classes) {
            if (java.util.Arrays.binarySearch(placeTargets(world, faction, c), site) < 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void endTurn(RuleContext context) {
        WorldState world = context.world();
        if (turn(world) == 1) {
            for (Entity u : new ArrayList<>(world.faction(context.faction()).units())) {
                if (world.entity(u.id()) == null || u.isPlaced()) {
                    continue;
                }
                List<Integer> free = new ArrayList<>();
                for (int s = 0; s < world.siteCount(); s++) {
                    if (home(context.faction(), s) && !occupied(world, s)) {
                        free.add(s);
                    }
                }
                context.execute(new SetEntitySite(u.id(), free.get(context.random().nextInt(free.size()))));
            }
        }
        super.endTurn(context);
    }

    // ------------------------------------------------------------ turns

    @Override
    public boolean canMove(WorldState world, Entity unit) {
        if (!super.canMove(world, unit) || turn(world) <= 1) {
            return false;
        }
        for (Entity u : world.faction(unit.owner()).units()) {
            if (!u.isPlaced()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void beginTurn(RuleContext context) {
        super.beginTurn(context);
        WorldState world = context.world();
        if (world.isGameOver()) {
            return;
        }
        if (context.random().nextInt(CERTAIN) < EARTHQUAKE && turn(world) > 1) {
            context.execute(new ShowMessage(-1, "Earthquake! Every creature that cannot fly takes 5 damage."));
            for (var f : world.aliveFactions()) {
                for (Entity u : new ArrayList<>(f.units())) {
                    if (world.entity(u.id()) != null && u.isPlaced() && !firefly[u.classIndex()]) {
                        damage(context, u, 5);
                    }
                }
            }
        }
        if (context.random().nextInt(CERTAIN) < INSECTS_GRACE && turn(world) > 1) {
            int row = 1 + context.random().nextInt(9) - 1;
            context.execute(new ShowMessage(-1, "Insect's Grace heals row " + row));
            for (var f : world.aliveFactions()) {
                for (Entity u : new ArrayList<>(f.units())) {
                    if (world.entity(u.id()) != null && u.isPlaced() && board.boardCoord(u.site()).x() == row) {
                        heal(context, u, 7);
                    }
                }
            }
        }
        if (context.random().nextInt(CERTAIN) < WORM_HOLE && turn(world) > 1) {
            int center = context.random().nextInt(world.siteCount());
            context.execute(new ShowMessage(-1, "A worm hole opens at " + center));
            Grid grid = world.catalog().grid();
            for (int s = 0; s < world.siteCount(); s++) {
                if (grid.distance(center, s) <= 2) {
                    for (Entity u : new ArrayList<>(world.site(s).units())) {
                        if (world.entity(u.id()) != null) {
                            deleteEntity(context, u);
                        }
                    }
                }
            }
        }
        int faction = context.faction();
        if (turn(world) == 2 && faction == 0) {
            if (context.random().nextInt(CERTAIN) < HALF) {
                context.execute(new ShowMessage(-1, "Black moves first"));
                context.execute(new SetFactionUnitsCanMove(faction, null, false));
            } else {
                context.execute(new ShowMessage(-1, "White moves first"));
            }
        }
        for (Entity u : new ArrayList<>(world.faction(faction).units())) {
            if (world.entity(u.id()) != null && healer[u.classIndex()] && u.isPlaced() && u.value(hp) < u.initial(hp)) {
                heal(context, u, 1);
            }
        }
    }

    // ------------------------------------------------------------ movement

    @Override
    public double stepCost(WorldState world, List<Entity> units, int from, int to) {
        return 1;
    }

    @Override
    public boolean canMakeStep(WorldState world, List<Entity> units, int from, int to) {
        Entity u = units.get(0);
        if (firefly[u.classIndex()]) {
            return true;
        }
        Grid grid = world.catalog().grid();
        return straight(u.site(), to) && grid.distance(u.site(), to) == grid.distance(u.site(), from) + 1
                && (from == u.site() || passable(world, u, from));
    }

    @Override
    public boolean canOccupy(WorldState world, List<Entity> units, int site) {
        return !friendAt(world, site, units.get(0).owner());
    }

    private boolean movable(WorldState world, Entity u) {
        Grid grid = world.catalog().grid();
        int range = world.attribute(u, mv);
        if (firefly[u.classIndex()]) {
            for (int s = 0; s < world.siteCount(); s++) {
                if (s != u.site() && grid.distance(u.site(), s) <= range && !friendAt(world, s, u.owner())) {
                    return true;
                }
            }
            return false;
        }
        for (int d = 0; d < grid.maxNeighbors(); d++) {
            int steps = 0;
            for (int s = grid.neighbor(u.site(), d); s >= 0 && ++steps <= range; s = grid.neighbor(s, d)) {
                if (!friendAt(world, s, u.owner())) {
                    return true;
                }
                if (!passable(world, u, s)) {
                    break;
                }
            }
        }
        return false;
    }

    @Override
    public boolean checkDefeat(RuleContext context, int faction) {
        WorldState world = context.world();
        List<Entity> units = world.faction(faction).units();
        if (units.isEmpty()) {
            return true;
        }
        for (Entity u : units) {
            if (!u.isPlaced() || movable(world, u)) {
                return false;
            }
        }
        return true;
    }

    // ------------------------------------------------------------ battle

    private boolean hits(RuleContext context, Entity a, Entity b) {
        WorldState world = context.world();
        return 1 + context.random().nextInt(20) + world.attribute(a, bab) >= world.attribute(b, al);
    }

    private int hit(RuleContext context, Entity a) {
        int sides = context.world().attribute(a, dp);
        int damage = 1 + context.random().nextInt(sides);
        return hardHitter[a.classIndex()] ? damage + 1 + context.random().nextInt(sides) : damage;
    }

    @Override
    public void move(RuleContext context, List<Entity> units, int target) {
        WorldState world = context.world();
        Entity unit = units.get(0);
        int side = unit.owner();
        List<Entity> foes = new ArrayList<>();
        for (Entity e : world.site(target).units()) {
            if (e.owner() != side) {
                foes.add(e);
            }
        }
        if (foes.isEmpty()) {
            step(context, unit, target);
        } else {
            Entity foe = foes.get(context.random().nextInt(foes.size()));
            int mine = unit.value(hp);
            int theirs = foe.value(hp);
            boolean attackerStrikes = context.random().nextInt(CERTAIN) < HALF;
            while (mine > 0 && theirs > 0) {
                if (attackerStrikes) {
                    if (hits(context, unit, foe)) {
                        theirs -= hit(context, unit);
                    }
                } else if (hits(context, foe, unit)) {
                    mine -= hit(context, foe);
                }
                attackerStrikes = !attackerStrikes;
            }
            if (theirs <= 0) {
                context.execute(new ShowMessage(-1, unit.entityClass().getName() + " defeats " + foe.entityClass().getName()));
                damage(context, unit, unit.value(hp) - mine);
                damage(context, foe, foe.value(hp));
                step(context, unit, target);
            } else {
                context.execute(new ShowMessage(-1, foe.entityClass().getName() + " holds against " + unit.entityClass().getName()));
                damage(context, foe, foe.value(hp) - theirs);
                damage(context, unit, unit.value(hp));
            }
        }
        context.execute(new SetFactionUnitsCanMove(side, null, false));
    }

    private void step(RuleContext context, Entity unit, int target) {
        if (unit.site() >= 0) {
            context.execute(new MoveImage(unit.entityClass().getId(), new int[] {unit.site(), target}));
        }
        context.execute(new SetEntitySite(unit.id(), target));
    }

    private void damage(RuleContext context, Entity unit, int amount) {
        WorldState world = context.world();
        if (world.entity(unit.id()) == null) {
            return;
        }
        VariableClass variable = world.catalog().variable(hp);
        int left = unit.value(hp) - amount;
        context.execute(new SetEntityVariable(unit.id(), variable.getId(), clamp(variable, left)));
        if (left <= 0) {
            if (regenerator[unit.classIndex()]) {
                int[] others = new int[creatures.length - 1];
                int count = 0;
                for (int c : creatures) {
                    if (c != unit.classIndex()) {
                        others[count++] = c;
                    }
                }
                int id = world.nextEntityId();
                context.execute(new CreateEntity(id, world.catalog().entityClass(others[context.random().nextInt(count)]).getId()));
                context.execute(new SetEntityOwner(id, unit.owner()));
                context.execute(new SetEntityUniqueName(id, unit.owner()));
                context.execute(new ShowMessage(-1, unit.entityClass().getName() + " regenerates"));
            }
            context.execute(new DeleteEntity(unit.id()));
        }
    }

    private void heal(RuleContext context, Entity unit, int amount) {
        VariableClass variable = context.world().catalog().variable(hp);
        int cap = Math.max(unit.initial(hp), unit.value(hp));
        int healed = Math.min(cap, unit.value(hp) + amount);
        context.execute(new SetEntityVariable(unit.id(), variable.getId(), clamp(variable, healed)));
    }
}
