package org.hexbench.xconq.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.Losses;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.Faction;
import org.hexbench.engine.world.MoveImage;
import org.hexbench.engine.world.SetEntityOwner;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.SetEntityVariable;
import org.hexbench.engine.world.SetEntityVariableModifier;
import org.hexbench.engine.world.ShowMessage;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.UnitClass;

/**
 * Xconq's rules for the engine, driven by the tables and type properties an imported module keeps in the scenario's
 * Design section ({@link XconqDesign}), so every imported module plays by them. Each hook cites the GDL reference
 * section it follows:
 * <ul>
 * <li><b>Action points</b> (Actions in General): a unit gets {@code acp-per-turn} at the start of its side's turn,
 * saved up to {@code acp-max} (−1: {@code acp-per-turn}); it acts while it has at least 1; actions may take it into
 * debt down to {@code acp-min}. Kept in the counter {@value XconqDesign#ACP}; the Movement attribute follows it (its
 * movement points), so the engine's finder, the players and the map show what is left.</li>
 * <li><b>Movement</b> (Movement Action): a unit has {@code acp · speed / 100 / acp-to-move} movement points (none
 * when {@code speed} or {@code acp-to-move} is 0); a step costs {@code max(1, mp-to-leave-terrain +
 * mp-to-enter-terrain)}; a move of {@code mp} points takes {@code max(1, ⌈mp · acp-to-move · 100 / speed⌉)} acp; a
 * unit may move again while it has acp; {@code free-mp} lets a last step go into the red (the engine's relaxed
 * range); a unit never enters terrain it could not enter with a full turn's movement points and {@code free-mp}
 * (ships on land, {@code mp-to-enter-terrain} 99) unless a transport of its side there takes it.</li>
 * <li><b>Stacking and transports</b> (Units and Terrain; Occupants and Transports): the units of a cell fit the
 * terrain's {@code capacity} by {@code unit-size-in-terrain} (with {@code terrain-capacity-x}), or ride in a unit of
 * their side there by {@code unit-capacity-x}, {@code capacity} and {@code unit-size-as-occupant}; a unit moving off
 * a cell takes along the units of its side that it carries there and that cannot stay on that terrain.</li>
 * <li><b>Combat</b> (Combat Actions, Capture Action): an attack costs {@code acp-to-attack} (0: no attack); it hits
 * with {@code hit-chance} × {@code defend-terrain-effect} × {@code attack-terrain-effect} × {@code protection} and
 * {@code stack-protection} of the defender's companions, all in percent, for {@code damage} hp (dice thrown on the
 * game's seeded stream); a defender still standing counterattacks at {@code counterattack} percent of its damage;
 * beyond distance 1 a unit with {@code acp-to-fire} fires ({@code fire-hit-chance}, {@code fire-damage}, {@code
 * range}) without counterattack; a unit at 0 hp is removed; a defender alone on its cell may be captured with
 * {@code capture-chance} ({@code independent-capture-chance} for independent units) and changes side.</li>
 * <li><b>Materials</b> (Unit Production and Consumption): each turn a unit makes {@code base-production} ×
 * {@code productivity} of its terrain, uses {@code base-consumption}, keeps at most {@code unit-storage-x}, and
 * loses the largest {@code hp-per-starve} of the materials it lacks.</li>
 * <li><b>Winning</b> (Scorekeeper Bodies: {@code last-side-wins}): independent units neither win nor keep a side
 * from winning.</li>
 * </ul>
 * Everything else plays by {@link DefaultRules}. Instances keep only the shared, immutable design, so
 * {@link #forAnotherGame()} gives an equal instance for another thread.
 */
public class XconqRules extends DefaultRules {

    /** The value of the scenario master's rule set that selects these rules. */
    public static final String RULE_SET = "xconq";

    /** The tables these rules read (GDL reference, by the sections cited above); the import names the others. */
    public static final java.util.Set<String> APPLIED_TABLES = java.util.Set.of("mp-to-enter-terrain",
            "mp-to-leave-terrain", "mp-to-enter-unit", "unit-size-in-terrain", "terrain-capacity-x",
            "unit-capacity-x", "unit-size-as-occupant", "hit-chance", "fire-hit-chance", "damage", "fire-damage",
            "acp-to-attack", "counterattack", "capture-chance", "independent-capture-chance", "protection",
            "stack-protection", "defend-terrain-effect", "attack-terrain-effect", "fire-defend-terrain-effect",
            "fire-attack-terrain-effect", "base-production", "base-consumption", "hp-per-starve", "productivity",
            "unit-storage-x", "unit-initial-supply");

    /** The type properties these rules read, beyond those the import maps (names, hp-max, ...). */
    public static final java.util.Set<String> APPLIED_PROPERTIES = java.util.Set.of("acp-per-turn", "acp-max",
            "acp-min", "acp-to-move", "speed", "free-mp", "capacity", "acp-to-fire", "range", "hp-max");

    private volatile XconqDesign design;

    /**
     * Creates the rules of a game, reading its design when it is first asked about.
     */
    public XconqRules() {
    }

    /**
     * Creates the rules of a game of a scenario whose design was read already.
     *
     * @param design the design of the scenario the games are played on
     */
    public XconqRules(XconqDesign design) {
        this.design = design;
    }

    /** The same rules, sharing the immutable design. */
    @Override
    public Rules forAnotherGame() {
        return getClass() == XconqRules.class ? new XconqRules(design) : null;
    }

    /**
     * @param world a world of the game
     * @return the design of its scenario (read again when a world of another catalog comes)
     */
    protected XconqDesign design(WorldState world) {
        XconqDesign d = design;
        if (d == null || d.catalog() != world.catalog()) {
            d = new XconqDesign(world.catalog());
            design = d;
        }
        return d;
    }

    // ------------------------------------------------------------ types and numbers

    private static int unitType(XconqDesign d, Entity unit) {
        return d.unitType(unit.classIndex());
    }

    /**
     * @param world the state
     * @param site a site
     * @return the Xconq terrain type of the site's cell, or -1 outside the world
     */
    protected int terrainAt(WorldState world, int site) {
        XconqDesign d = design(world);
        for (Entity t : world.site(site).terrains()) {
            int type = d.terrainType(t.classIndex());
            if (type >= 0) {
                return type;
            }
        }
        return -1;
    }

    /**
     * @param world the state
     * @param unit a unit
     * @return its action points now (the counter {@value XconqDesign#ACP})
     */
    public int acp(WorldState world, Entity unit) {
        return unit.value(design(world).acpVariable());
    }

    private static int mpOf(XconqDesign d, int type, int acp) {
        return type < 0 ? 0 : d.movementPoints(type, acp);
    }

    private static int acpForMp(XconqDesign d, int type, int mp) {
        int speed = Math.max(1, d.unitProperty("speed", type));
        long toMove = Math.max(1, d.unitProperty("acp-to-move", type));
        return (int) Math.max(1, (mp * toMove * 100 + speed - 1) / speed);
    }

    // ------------------------------------------------------------ stacking and transports

    /**
     * Fits units into a cell (GDL reference, Units and Terrain; Occupants and Transports): the biggest transports
     * first, each unit in the open when its size fits the terrain's capacity (or a place {@code terrain-capacity-x}
     * guarantees), else in a unit placed before it with room.
     *
     * @return for each unit, the unit carrying it (itself when in the open), or {@code null} if they do not fit
     */
    private Map<Entity, Entity> fit(XconqDesign d, List<Entity> units, int terrain) {
        List<Entity> order = new ArrayList<>(units);
        order.sort(Comparator.comparingInt((Entity u) -> -d.unitProperty("capacity", Math.max(0, unitType(d, u))))
                .thenComparingInt(Entity::id));
        Map<Entity, Entity> carrier = new HashMap<>();
        List<Entity> placed = new ArrayList<>();
        Map<Entity, Integer> used = new HashMap<>();
        Map<Long, Integer> usedSlots = new HashMap<>();
        int[] guaranteed = new int[d.unitTypes()];
        int usedTerrain = 0;
        int capacity = terrain < 0 ? 0 : d.terrainProperty("capacity", terrain);
        for (Entity u : order) {
            int type = unitType(d, u);
            if (type < 0) {
                continue;
            }
            if (d.habitable(type, terrain)) {
                if (d.table("terrain-capacity-x", type, terrain) > guaranteed[type]) {
                    guaranteed[type]++;
                    carrier.put(u, u);
                    placed.add(u);
                    continue;
                }
                int size = d.table("unit-size-in-terrain", type, terrain);
                if (usedTerrain + size <= capacity) {
                    usedTerrain += size;
                    carrier.put(u, u);
                    placed.add(u);
                    continue;
                }
            }
            Entity found = null;
            for (Entity t : placed) {
                int tt = unitType(d, t);
                long slot = ((long) t.id() << 20) | type;
                if (d.table("unit-capacity-x", tt, type) > usedSlots.getOrDefault(slot, 0)) {
                    usedSlots.merge(slot, 1, Integer::sum);
                    found = t;
                    break;
                }
                int room = d.unitProperty("capacity", tt) - used.getOrDefault(t, 0);
                int size = d.table("unit-size-as-occupant", type, tt);
                if (d.unitProperty("capacity", tt) > 0 && size <= room) {
                    used.merge(t, size, Integer::sum);
                    found = t;
                    break;
                }
            }
            if (found == null) {
                return null;
            }
            carrier.put(u, found);
            placed.add(u);
        }
        return carrier;
    }

    /** The units of a moving group that another unit of the group carries (they pay no movement). */
    private List<Entity> carriedInGroup(XconqDesign d, List<Entity> units) {
        if (units.size() < 2) {
            return List.of();
        }
        List<Entity> order = new ArrayList<>(units);
        order.sort(Comparator.comparingInt((Entity u) -> -d.unitProperty("capacity", Math.max(0, unitType(d, u))))
                .thenComparingInt(Entity::id));
        List<Entity> carriers = new ArrayList<>();
        Map<Entity, Integer> used = new HashMap<>();
        List<Entity> carried = new ArrayList<>();
        for (Entity u : order) {
            int type = unitType(d, u);
            Entity found = null;
            for (Entity t : carriers) {
                int tt = unitType(d, t);
                int size = d.table("unit-capacity-x", tt, type) > 0 ? 0 : d.table("unit-size-as-occupant", type, tt);
                if (d.canCarry(tt, type) && used.getOrDefault(t, 0) + size <= Math.max(size,
                        d.unitProperty("capacity", tt))) {
                    used.merge(t, size, Integer::sum);
                    found = t;
                    break;
                }
            }
            if (found != null) {
                carried.add(u);
            } else {
                carriers.add(u);
            }
        }
        return carried;
    }

    private List<Entity> walkers(XconqDesign d, List<Entity> units) {
        if (units.size() < 2) {
            return units;
        }
        List<Entity> carried = carriedInGroup(d, units);
        if (carried.isEmpty()) {
            return units;
        }
        List<Entity> out = new ArrayList<>(units);
        out.removeAll(carried);
        return out;
    }

    /** Whether a unit of a type could ride in a unit of a faction on a site (an own transport there). */
    private boolean transportAt(WorldState world, XconqDesign d, int faction, int site, int type) {
        for (Entity t : world.site(site).units()) {
            if (t.owner() == faction && d.canCarry(unitType(d, t), type)) {
                return true;
            }
        }
        return false;
    }

    private int stepMp(WorldState world, XconqDesign d, Entity u, int from, int tFrom, int to, int tTo) {
        int type = unitType(d, u);
        int leave = d.habitable(type, tFrom) ? d.table("mp-to-leave-terrain", type, tFrom) : 0;
        int enter;
        if (d.habitable(type, tTo)) {
            enter = d.table("mp-to-enter-terrain", type, tTo);
        } else {
            enter = 0;
            for (Entity t : world.site(to).units()) {
                if (t.owner() == u.owner() && d.canCarry(unitType(d, t), type)) {
                    enter = d.table("mp-to-enter-unit", type, unitType(d, t));
                    break;
                }
            }
        }
        return Math.max(1, leave + enter);
    }

    /** GDL reference, Movement Action: at least 1; the dearest of the units that are not carried. */
    @Override
    public double stepCost(WorldState world, List<Entity> units, int from, int to) {
        XconqDesign d = design(world);
        int tFrom = terrainAt(world, from);
        int tTo = terrainAt(world, to);
        int cost = 1;
        for (Entity u : walkers(d, units)) {
            cost = Math.max(cost, stepMp(world, d, u, from, tFrom, to, tTo));
        }
        return cost;
    }

    /**
     * GDL reference, Movement Action: inside the world, no other side's units, and every unit that is not carried
     * can enter the terrain (a step it could not pay with a whole turn's movement points and {@code free-mp} is
     * impossible) or boards a transport of its side there; and they fit the cell (Units and Terrain: every move
     * enters a cell, so a full cell cannot be passed through).
     */
    @Override
    public boolean canMakeStep(WorldState world, List<Entity> units, int from, int to) {
        if (world.difficulty(to) <= 0 || world.site(to).hasAlienUnits(units.get(0).owner())) {
            return false;
        }
        XconqDesign d = design(world);
        int tFrom = terrainAt(world, from);
        int tTo = terrainAt(world, to);
        if (tTo < 0) {
            return false;
        }
        for (Entity u : walkers(d, units)) {
            int type = unitType(d, u);
            if (type < 0) {
                return false;
            }
            if (!d.habitable(type, tTo) && !transportAt(world, d, u.owner(), to, type)) {
                return false;
            }
            if (stepMp(world, d, u, from, tFrom, to, tTo) > d.maxMp(type) + d.unitProperty("free-mp", type)) {
                return false;
            }
        }
        return canOccupy(world, units, to);
    }

    /** GDL reference, Units and Terrain; Occupants and Transports: the units there and the movers fit the cell. */
    @Override
    public boolean canOccupy(WorldState world, List<Entity> units, int site) {
        XconqDesign d = design(world);
        List<Entity> there = world.site(site).units();
        int terrain = terrainAt(world, site);
        if (units.size() == 1 && (there.isEmpty() || there.size() == 1 && there.get(0) == units.get(0))) {
            int type = unitType(d, units.get(0));
            return d.habitable(type, terrain) && (d.table("unit-size-in-terrain", type, terrain) <= d
                    .terrainProperty("capacity", terrain) || d.table("terrain-capacity-x", type, terrain) > 0);
        }
        List<Entity> all = new ArrayList<>(units);
        for (Entity u : there) {
            if (!all.contains(u)) {
                all.add(u);
            }
        }
        return fit(d, all, terrain) != null;
    }

    /** GDL reference, Movement Action: {@code free-mp} lets the last step go into the red. */
    @Override
    public boolean isRelaxedRange(WorldState world, List<Entity> units) {
        XconqDesign d = design(world);
        for (Entity u : walkers(d, units)) {
            if (d.unitProperty("free-mp", Math.max(0, unitType(d, u))) <= 0) {
                return false;
            }
        }
        return true;
    }

    // ------------------------------------------------------------ action points

    /**
     * Sets a unit's action points and makes its Movement attribute its movement points (GDL reference, Actions in
     * General; Movement Action), within {@code acp-min}.
     *
     * @param context the command context
     * @param unit a unit
     * @param acp the action points
     */
    protected void setAcp(RuleContext context, Entity unit, int acp) {
        WorldState world = context.world();
        XconqDesign d = design(world);
        int type = unitType(d, unit);
        int floor = Math.min(0, d.unitProperty("acp-min", Math.max(0, type)));
        int value = Math.max(floor, acp);
        context.execute(new SetEntityVariable(unit.id(), XconqDesign.ACP, value));
        int movement = world.catalog().movement();
        if (movement >= 0) {
            context.execute(new SetEntityVariableModifier(unit.id(), world.catalog().variable(movement).getId(), 0,
                    mpOf(d, type, value) - unit.initial(movement)));
        }
    }

    /** GDL reference, Actions in General: a unit with less than 1 acp cannot act. */
    @Override
    public boolean canMove(WorldState world, Entity unit) {
        return super.canMove(world, unit) && acp(world, unit) >= 1;
    }

    /** GDL reference, Actions in General; Combat Actions: at least 1 acp, and something it may attack. */
    @Override
    public boolean canAttack(WorldState world, Entity unit) {
        return unit.category() == EntityCategory.UNIT && unit.canAttackFlag() && world.attackRange(unit) > 0
                && (!(unit.entityClass() instanceof UnitClass c) || c.isCanAttack()) && acp(world, unit) >= 1;
    }

    // ------------------------------------------------------------ move

    /**
     * GDL reference, Movement Action: the units go along the cheapest path, taking the units they carry that could
     * not stay behind; each unit that walks pays the path's movement points in acp. The unit may act again while
     * it has acp.
     */
    @Override
    public void move(RuleContext context, List<Entity> units, int target) {
        WorldState world = context.world();
        XconqDesign d = design(world);
        int source = units.get(0).site();
        int[] path = context.finder().movePath(units, source, target);
        List<Entity> walkers = walkers(d, units);
        Map<Entity, Integer> mp = new HashMap<>();
        for (Entity u : walkers) {
            int sum = 0;
            for (int i = 1; i < path.length; i++) {
                sum += stepMp(world, d, u, path[i - 1], terrainAt(world, path[i - 1]), path[i],
                        terrainAt(world, path[i]));
            }
            mp.put(u, sum);
        }
        List<Entity> riders = new ArrayList<>();
        int tSource = terrainAt(world, source);
        for (Entity o : world.site(source).units()) {
            int type = unitType(d, o);
            if (units.contains(o) || o.owner() != units.get(0).owner() || d.habitable(type, tSource)) {
                continue;
            }
            for (Entity t : units) {
                if (d.canCarry(unitType(d, t), type)) {
                    riders.add(o);
                    break;
                }
            }
        }
        List<Entity> moving = new ArrayList<>(units);
        moving.addAll(riders);
        for (Entity u : moving) {
            context.execute(new SetEntitySite(u.id(), -1));
        }
        Entity top = units.get(units.size() - 1);
        context.execute(new MoveImage(world.catalog().entityClass(top.displayClass()).getId(), path));
        for (Entity u : moving) {
            context.execute(new SetEntitySite(u.id(), target));
        }
        for (Entity u : walkers) {
            if (world.entity(u.id()) != null) {
                setAcp(context, u, acp(world, u) - acpForMp(d, unitType(d, u), mp.get(u)));
            }
        }
    }

    // ------------------------------------------------------------ combat

    private boolean isIndependent(WorldState world, int faction) {
        return faction >= 0 && "independent".equals(world.faction(faction).id());
    }

    private int distance(RuleContext context, Entity a, int site) {
        return a.site() < 0 || site < 0 ? 1 : context.finder().grid().distance(a.site(), site);
    }

    private static int distance(WorldState world, Entity a, int site) {
        return a.site() < 0 || site < 0 ? 1 : world.catalog().grid().distance(a.site(), site);
    }

    private static boolean fires(XconqDesign d, int type, int distance) {
        return distance > 1 && d.unitProperty("acp-to-fire", type) > 0 && distance <= d.unitProperty("range", type);
    }

    private static int baseHitChance(XconqDesign d, int a, int b, boolean fire) {
        int fireChance = fire ? d.table("fire-hit-chance", a, b) : -1;
        return fireChance >= 0 ? fireChance : d.table("hit-chance", a, b);
    }

    /** The capture chance of an attacker against a defender: independent-capture-chance for independents. */
    private int captureChance(WorldState world, XconqDesign d, Entity attacker, Entity defender) {
        int a = unitType(d, attacker);
        int b = unitType(d, defender);
        if (isIndependent(world, defender.owner())) {
            int independent = d.table("independent-capture-chance", a, b);
            if (independent >= 0) {
                return independent;
            }
        }
        return d.table("capture-chance", a, b);
    }

    /** Whether an attacker may attack (or fire at, or try to capture) a defender at a distance. */
    private boolean mayAttack(WorldState world, XconqDesign d, Entity attacker, Entity defender, int distance) {
        int a = unitType(d, attacker);
        int b = unitType(d, defender);
        if (a < 0 || b < 0) {
            return false;
        }
        if (distance > 1) {
            return fires(d, a, distance) && baseHitChance(d, a, b, true) > 0;
        }
        return d.table("acp-to-attack", a, b) > 0 && d.table("hit-chance", a, b) > 0
                || captureChance(world, d, attacker, defender) > 0;
    }

    /**
     * GDL reference, Combat Actions: the chance in percent that an attacker hits a defender, with the terrain
     * effects and the protection of the defender's companions in its cell.
     *
     * @param world the state
     * @param attacker the attacking unit
     * @param defender the defending unit, on the map
     * @return the chance, 0..100
     */
    public int hitChance(WorldState world, Entity attacker, Entity defender) {
        XconqDesign d = design(world);
        int a = unitType(d, attacker);
        int b = unitType(d, defender);
        if (a < 0 || b < 0) {
            return 0;
        }
        boolean fire = fires(d, a, distance(world, attacker, defender.site()));
        long chance = baseHitChance(d, a, b, fire);
        int tDefender = defender.site() < 0 ? -1 : terrainAt(world, defender.site());
        int tAttacker = attacker.site() < 0 ? -1 : terrainAt(world, attacker.site());
        if (tDefender >= 0) {
            chance = chance * d.table(fire ? "fire-defend-terrain-effect" : "defend-terrain-effect", b, tDefender)
                    / 100;
        }
        if (tAttacker >= 0) {
            chance = chance * d.table(fire ? "fire-attack-terrain-effect" : "attack-terrain-effect", a, tAttacker)
                    / 100;
        }
        if (defender.site() >= 0) {
            for (Entity o : world.site(defender.site()).units()) {
                int c = unitType(d, o);
                if (o == defender || o.owner() != defender.owner() || c < 0) {
                    continue;
                }
                if (d.canCarry(c, b) || d.canCarry(b, c)) {
                    chance = chance * d.table("protection", c, b) / 100;
                }
                chance = chance * d.table("stack-protection", c, b) / 100;
            }
        }
        return (int) Math.max(0, Math.min(100, chance));
    }

    /**
     * GDL reference, Combat Actions: a hit with the chance of {@link #hitChance} does {@code damage} (or {@code
     * fire-damage} when firing) hp, a dice spec thrown on the game's stream; a miss does 0.
     */
    @Override
    public OptionalInt damage(RuleContext context, Entity attacker, Entity defender) {
        XconqDesign d = design(context.world());
        int chance = hitChance(context.world(), attacker, defender);
        if (chance <= 0 || context.random().nextInt(100) >= chance) {
            return OptionalInt.of(0);
        }
        int a = unitType(d, attacker);
        int b = unitType(d, defender);
        boolean fire = fires(d, a, distance(context, attacker, defender.site()));
        if (fire && d.table("fire-damage", a, b) >= 0) {
            return OptionalInt.of(Math.max(0, d.roll("fire-damage", a, b, context.random())));
        }
        return OptionalInt.of(Math.max(0, d.roll("damage", a, b, context.random())));
    }

    /** Another side's units on the target, each attacker in range of one it may attack there. */
    @Override
    public boolean canAttackTarget(WorldState world, List<Entity> units, int target) {
        int owner = units.get(0).owner();
        if (!world.site(target).hasAlienUnits(owner)) {
            return false;
        }
        XconqDesign d = design(world);
        for (Entity u : units) {
            int distance = distance(world, u, target);
            boolean lineOfSight = u.entityClass() instanceof UnitClass c
                    && c.getRangedAttack() == org.hexbench.scenario.RangedAttackMode.LINE_OF_SIGHT;
            if (distance < 1 || distance > world.attackRange(u)
                    || distance > 1 && lineOfSight && !finderOf(world).inAttackRange(u, u.site(), target)) {
                return false;
            }
            boolean any = false;
            for (Entity defender : world.site(target).units()) {
                any |= defender.owner() != owner && mayAttack(world, d, u, defender, distance);
            }
            if (!any) {
                return false;
            }
        }
        return true;
    }

    /**
     * GDL reference, Combat Actions and Capture Action: each attacker with acp picks a defender it may attack; a
     * defender alone on its cell that it may capture is captured with the capture chance (it changes side);
     * otherwise it hits ({@link #damage}) and a defender still standing counterattacks at {@code counterattack}
     * percent of its damage (not against fire). Each attack costs {@code acp-to-attack} ({@code acp-to-fire}).
     */
    @Override
    public void attack(RuleContext context, List<Entity> attackers, int target) {
        WorldState world = context.world();
        XconqDesign d = design(world);
        List<Entity> defenders = new ArrayList<>(world.site(target).units());
        defenders.removeIf(u -> u.owner() == attackers.get(0).owner());
        int defenderFaction = defenders.isEmpty() ? -1 : defenders.get(0).owner();
        int attackerCount = attackers.size();
        int defenderCount = defenders.size();
        int captured = 0;
        for (Entity attacker : attackers) {
            defenders.removeIf(u -> world.entity(u.id()) == null || u.owner() == attacker.owner());
            if (world.entity(attacker.id()) == null || defenders.isEmpty() || acp(world, attacker) < 1) {
                continue;
            }
            int distance = distance(context, attacker, target);
            List<Entity> able = new ArrayList<>();
            for (Entity u : defenders) {
                if (mayAttack(world, d, attacker, u, distance)) {
                    able.add(u);
                }
            }
            if (able.isEmpty()) {
                continue;
            }
            Entity defender = selectDefender(context, attacker, able);
            int a = unitType(d, attacker);
            int b = unitType(d, defender);
            boolean fire = distance > 1;
            int cost = fire ? d.unitProperty("acp-to-fire", a) : Math.max(1, d.table("acp-to-attack", a, b));
            int capture = fire ? 0 : captureChance(world, d, attacker, defender);
            if (capture > 0 && defenders.size() == 1) {
                if (context.random().nextInt(100) < capture) {
                    context.execute(new SetEntityOwner(defender.id(), attacker.owner()));
                    context.execute(new ShowMessage(-1, world.faction(attacker.owner()).name() + " captured "
                            + defender.name()));
                    defenders.remove(defender);
                    captured++;
                    setAcp(context, attacker, acp(world, attacker) - cost);
                    continue;
                }
            }
            if (baseHitChance(d, a, b, fire) > 0) {
                hit(context, attacker, defender, damage(context, attacker, defender));
                if (!fire && world.entity(defender.id()) != null && world.entity(attacker.id()) != null) {
                    counterattack(context, d, attacker, defender);
                }
            }
            if (world.entity(attacker.id()) != null) {
                setAcp(context, attacker, acp(world, attacker) - cost);
            }
        }
        long attackersLeft = attackers.stream().filter(u -> world.entity(u.id()) != null).count();
        long defendersLeft = defenders.stream().filter(u -> world.entity(u.id()) != null).count();
        String report = "Attack on " + world.catalog().siteName(target) + ": attackers lost "
                + (attackerCount - attackersLeft) + ", defenders lost " + (defenderCount - defendersLeft - captured)
                + (captured > 0 ? ", captured " + captured : "");
        context.execute(new ShowMessage(context.faction(), report));
        context.execute(new ShowMessage(defenderFaction, report));
    }

    private void counterattack(RuleContext context, XconqDesign d, Entity attacker, Entity defender) {
        int a = unitType(d, attacker);
        int b = unitType(d, defender);
        int strength = d.table("counterattack", a, b);
        if (strength <= 0 || d.table("hit-chance", b, a) <= 0) {
            return;
        }
        int chance = hitChance(context.world(), defender, attacker);
        if (chance <= 0 || context.random().nextInt(100) >= chance) {
            return;
        }
        int damage = Math.max(0, d.roll("damage", b, a, context.random())) * strength / 100;
        if (damage > 0) {
            damageUnit(context, attacker, damage);
        }
    }

    /**
     * A destroyed unit is removed; the units of its side in its cell that it carried and that cannot be in the open
     * there die with it (GDL reference, Combat Actions: occupants "die if terrain is hostile").
     */
    @Override
    public void unitDied(RuleContext context, Entity unit) {
        WorldState world = context.world();
        int site = unit.site();
        deleteEntity(context, unit);
        if (site < 0) {
            return;
        }
        XconqDesign d = design(world);
        int terrain = terrainAt(world, site);
        for (Entity o : new ArrayList<>(world.site(site).units())) {
            int type = unitType(d, o);
            if (o.owner() == unit.owner() && !d.habitable(type, terrain)
                    && !transportAt(world, d, o.owner(), site, type)) {
                deleteEntity(context, o);
            }
        }
    }

    /** Expected hp losses from the hit chances and mean damages (for computer players). */
    @Override
    public Losses estimateLosses(WorldState world, List<Entity> units, int target) {
        XconqDesign d = design(world);
        List<Entity> defenders = new ArrayList<>(world.site(target).units());
        defenders.removeIf(u -> u.owner() == units.get(0).owner());
        if (defenders.isEmpty()) {
            return new Losses(0, 0);
        }
        double toDefenders = 0;
        double toAttackers = 0;
        for (Entity a : units) {
            Entity b = defenders.get(0);
            for (Entity u : defenders) {
                if (mayAttack(world, d, a, u, distance(world, a, target))) {
                    b = u;
                    break;
                }
            }
            int ta = unitType(d, a);
            int tb = unitType(d, b);
            if (ta < 0 || tb < 0) {
                continue;
            }
            toDefenders += hitChance(world, a, b) / 100.0 * d.table("damage", ta, tb);
            toAttackers += hitChance(world, b, a) / 100.0 * d.table("damage", tb, ta)
                    * d.table("counterattack", ta, tb) / 100.0;
        }
        return new Losses((int) Math.round(toAttackers), (int) Math.round(toDefenders));
    }

    // ------------------------------------------------------------ turns

    /**
     * Hexkit's Begin Turn, then, for the active side's units (GDL reference, Actions in General; Unit Production and
     * Consumption): from the second turn on, {@code acp-per-turn} more acp (up to {@code acp-max}), production,
     * consumption and starvation; on every turn, the Movement attribute shows the acp's movement points.
     */
    @Override
    public void beginTurn(RuleContext context) {
        super.beginTurn(context);
        WorldState world = context.world();
        XconqDesign d = design(world);
        for (Entity u : new ArrayList<>(world.faction(context.faction()).units())) {
            int type = unitType(d, u);
            if (type < 0 || world.entity(u.id()) == null) {
                continue;
            }
            int acp = acp(world, u);
            if (world.currentTurn() > 0 && u.isPlaced()) {
                acp = Math.min(acp + d.unitProperty("acp-per-turn", type), Math.max(acp, d.acpCap(type)));
                materials(context, d, u, type);
            }
            if (world.entity(u.id()) != null) {
                setAcp(context, u, acp);
            }
        }
    }

    /** GDL reference, Unit Production and Consumption. */
    private void materials(RuleContext context, XconqDesign d, Entity unit, int type) {
        WorldState world = context.world();
        int terrain = terrainAt(world, unit.site());
        int starve = 0;
        for (int m = 0; m < d.materialTypes(); m++) {
            int production = d.table("base-production", type, m);
            int consumption = d.table("base-consumption", type, m);
            if (production == 0 && consumption == 0) {
                continue;
            }
            if (terrain >= 0) {
                production = production * d.table("productivity", type, terrain) / 100;
            }
            int v = d.materialVariable(m);
            int value = unit.value(v) + production - consumption;
            if (value < 0) {
                starve = Math.max(starve, d.table("hp-per-starve", type, m));
                value = 0;
            }
            value = Math.min(value, Math.max(0, d.table("unit-storage-x", type, m)));
            context.execute(new SetEntityVariable(unit.id(), d.materialId(m), value));
        }
        if (starve > 0) {
            context.execute(new ShowMessage(unit.owner(), unit.name() + " starves and loses " + starve + " hp"));
            damageUnit(context, unit, starve);
        }
    }

    /**
     * GDL reference, Scorekeeper Bodies ({@code last-side-wins}): a side wins when no other side has units left;
     * independent units are no side and never win.
     */
    @Override
    public boolean checkVictory(RuleContext context, int faction) {
        WorldState world = context.world();
        if (isIndependent(world, faction)) {
            return false;
        }
        boolean others = false;
        for (Faction f : world.aliveFactions()) {
            others |= f.index() != faction && !isIndependent(world, f.index());
        }
        return !others || super.checkVictory(context, faction);
    }
}
