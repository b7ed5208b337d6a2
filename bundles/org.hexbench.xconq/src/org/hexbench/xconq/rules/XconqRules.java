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
import org.hexbench.engine.world.SetFactionVariable;
import org.hexbench.engine.world.SetWinningFaction;
import org.hexbench.engine.world.ShowMessage;
import org.hexbench.engine.world.ShowMessageDialog;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.DesignList;
import org.hexbench.scenario.DesignNumber;
import org.hexbench.scenario.DesignSymbol;
import org.hexbench.scenario.DesignText;
import org.hexbench.scenario.DesignTypeReference;
import org.hexbench.scenario.DesignValue;
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
 * <li><b>Building</b> (Unit Creation Actions; Unit Completion Action), on Hexkit's Build and Place: a Build orders
 * a unit of a type a unit of the faction can create now ({@code acp-to-create}, or the later reference's {@code
 * create-as-build}); placing it on a creator's cell (within {@code create-range}) creates it incomplete with {@code
 * cp-on-creation}; at the start of its side's turn, units that can build it ({@code acp-to-build}, {@code
 * cp-per-build}, {@code build-range}) spend their acp on build actions until its completion points (the counter
 * {@value XconqDesign#CP}) reach its type's {@code cp}. Incomplete units do not act.</li>
 * <li><b>Winning and scores</b> (Scorekeeper Forms; Game Length): {@code last-side-wins}, where independent units
 * neither win nor keep a side from winning; the other scorekeepers ({@link Scorekeepers}) run before or after each
 * turn for the sides they apply to, keep scores in faction counters and declare winners and losers; after {@code
 * last-turn} (and {@code extra-turn-chance}) the game ends, won by the highest score where scores are kept.</li>
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
            "unit-storage-x", "unit-initial-supply", "acp-to-create", "create-range", "cp-on-creation",
            "material-to-create", "consumption-on-creation", "supply-on-creation", "acp-to-build", "cp-per-build",
            "material-to-build", "consumption-per-build", "build-range", "supply-on-completion", "can-create",
            "can-build", "create-as-build");

    /** The type properties these rules read, beyond those the import maps (names, hp-max, ...). */
    public static final java.util.Set<String> APPLIED_PROPERTIES = java.util.Set.of("acp-per-turn", "acp-max",
            "acp-min", "acp-to-move", "speed", "free-mp", "capacity", "acp-to-fire", "range", "hp-max", "cp",
            "cp-to-self-build", "cp-per-self-build");

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

    /** A unit of a cell when fitting the cell: its id (new units come last) and Xconq type. */
    private record Member(int id, int type) {
    }

    private List<Member> members(XconqDesign d, List<Entity> units) {
        List<Member> out = new ArrayList<>();
        for (Entity u : units) {
            out.add(new Member(u.id(), unitType(d, u)));
        }
        return out;
    }

    /**
     * Fits units into a cell (GDL reference, Units and Terrain; Occupants and Transports): the biggest transports
     * first, each unit in the open when its size fits the terrain's capacity (or a place {@code terrain-capacity-x}
     * guarantees), else in a unit placed before it with room.
     *
     * @return whether they all fit
     */
    private boolean fits(XconqDesign d, List<Member> units, int terrain) {
        List<Member> order = new ArrayList<>(units);
        order.sort(Comparator.comparingInt((Member u) -> -d.unitProperty("capacity", Math.max(0, u.type())))
                .thenComparingInt(Member::id));
        List<Member> placed = new ArrayList<>();
        Map<Member, Integer> used = new HashMap<>();
        Map<Long, Integer> usedSlots = new HashMap<>();
        int[] guaranteed = new int[d.unitTypes()];
        int usedTerrain = 0;
        int capacity = terrain < 0 ? 0 : d.terrainProperty("capacity", terrain);
        for (Member u : order) {
            int type = u.type();
            if (type < 0) {
                continue;
            }
            if (d.habitable(type, terrain)) {
                if (d.table("terrain-capacity-x", type, terrain) > guaranteed[type]) {
                    guaranteed[type]++;
                    placed.add(u);
                    continue;
                }
                int size = d.table("unit-size-in-terrain", type, terrain);
                if (usedTerrain + size <= capacity) {
                    usedTerrain += size;
                    placed.add(u);
                    continue;
                }
            }
            Member found = null;
            for (Member t : placed) {
                int tt = t.type();
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
                return false;
            }
            placed.add(u);
        }
        return true;
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
        return fits(d, members(d, all), terrain);
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
        return super.canMove(world, unit) && acp(world, unit) >= 1 && isComplete(world, unit);
    }

    /** GDL reference, Actions in General; Combat Actions: at least 1 acp, and something it may attack. */
    @Override
    public boolean canAttack(WorldState world, Entity unit) {
        return unit.category() == EntityCategory.UNIT && unit.canAttackFlag() && world.attackRange(unit) > 0
                && (!(unit.entityClass() instanceof UnitClass c) || c.isCanAttack()) && acp(world, unit) >= 1
                && isComplete(world, unit);
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

    // ------------------------------------------------------------ construction

    /**
     * GDL reference, Unit Properties ({@code cp}) and Unit Creation Actions: whether a unit is complete, its
     * completion points (the counter {@value XconqDesign#CP}) at its type's {@code cp}. Only complete units move,
     * attack, create and build.
     *
     * @param world the state
     * @param unit a unit
     * @return whether it is complete
     */
    public boolean isComplete(WorldState world, Entity unit) {
        XconqDesign d = design(world);
        int v = d.cpVariable();
        return v < 0 || !unit.has(v) || unit.value(v) >= d.completion(unitType(d, unit));
    }

    /**
     * @param world the state
     * @param unit a unit
     * @return its completion points (its type's {@code cp} in a scenario without the counter)
     */
    public int cp(WorldState world, Entity unit) {
        XconqDesign d = design(world);
        int v = d.cpVariable();
        return v < 0 || !unit.has(v) ? d.completion(unitType(d, unit)) : unit.value(v);
    }

    /**
     * GDL reference, Actions in General: a unit acts while it has at least 1 acp, and an action may take it into
     * debt down to {@code acp-min}.
     */
    private static boolean affords(XconqDesign d, int type, int acp, int cost) {
        return acp >= 1 && acp - cost >= Math.min(0, d.unitProperty("acp-min", Math.max(0, type)));
    }

    private static int supply(XconqDesign d, Entity unit, int material) {
        int v = d.materialVariable(material);
        return unit.has(v) ? unit.value(v) : 0;
    }

    /**
     * GDL reference, Unit Creation Actions: the creator must have {@code material-to-create} and {@code
     * consumption-on-creation} of the new unit's type.
     */
    private static boolean hasCreationMaterials(XconqDesign d, Entity creator, int type) {
        for (int m = 0; m < d.materialTypes(); m++) {
            int need = Math.max(d.table("material-to-create", type, m), d.table("consumption-on-creation", type, m));
            if (need > 0 && supply(d, creator, m) < need) {
                return false;
            }
        }
        return true;
    }

    /** Whether a placed, complete unit with some acp left can create a unit of a type now. */
    private boolean canCreateNow(WorldState world, XconqDesign d, Entity unit, int type, int acp) {
        int creator = unitType(d, unit);
        return unit.isPlaced() && d.canCreate(creator, type) && isComplete(world, unit)
                && affords(d, creator, acp, d.acpToCreate(creator, type)) && hasCreationMaterials(d, unit, type);
    }

    private static List<Entity> byId(List<Entity> units) {
        List<Entity> out = new ArrayList<>(units);
        out.sort(Comparator.comparingInt(Entity::id));
        return out;
    }

    /**
     * GDL reference, Unit Creation Actions ({@code create-at}: "the cell must have room for this new unit"): the
     * creators of new units of some types on a site, one for each, the first by id within {@code create-range} that
     * can pay its acp (a creator may create several while its acp lasts), and the new units fit the cell with the
     * units there.
     *
     * @return the creators in the order of the types, or {@code null} if the units cannot be created there
     */
    private List<Entity> creators(WorldState world, XconqDesign d, int faction, List<Integer> types, int site) {
        if (!roomFor(world, d, faction, types, site)) {
            return null;
        }
        Map<Entity, Integer> acpLeft = new HashMap<>();
        List<Entity> out = new ArrayList<>();
        for (int type : types) {
            Entity found = null;
            for (Entity u : byId(world.faction(faction).units())) {
                int left = acpLeft.getOrDefault(u, acp(world, u));
                if (u.isPlaced() && distance(world, u, site) <= Math.max(0, d.table("create-range", unitType(d, u),
                        type)) && canCreateNow(world, d, u, type, left)) {
                    found = u;
                    acpLeft.put(u, left - d.acpToCreate(unitType(d, u), type));
                    break;
                }
            }
            if (found == null) {
                return null;
            }
            out.add(found);
        }
        return out;
    }

    /** Whether new units of some types fit a site of the world with the units there, none of another side. */
    private boolean roomFor(WorldState world, XconqDesign d, int faction, List<Integer> types, int site) {
        int terrain = terrainAt(world, site);
        if (terrain < 0 || world.difficulty(site) <= 0 || world.site(site).hasAlienUnits(faction)) {
            return false;
        }
        List<Member> all = members(d, world.site(site).units());
        int next = Integer.MAX_VALUE;
        for (int type : types) {
            all.add(new Member(next--, type));
        }
        return fits(d, all, terrain);
    }

    /** The sites within a distance of a site, by the grid's neighbours. */
    private static java.util.Set<Integer> sitesWithin(WorldState world, int site, int range) {
        java.util.Set<Integer> seen = new java.util.TreeSet<>(List.of(site));
        List<Integer> ring = List.of(site);
        int[] buffer = new int[world.catalog().grid().maxNeighbors()];
        for (int r = 0; r < range; r++) {
            List<Integer> next = new ArrayList<>();
            for (int s : ring) {
                int count = world.catalog().grid().neighbors(s, buffer);
                for (int i = 0; i < count; i++) {
                    if (buffer[i] >= 0 && buffer[i] < world.siteCount() && seen.add(buffer[i])) {
                        next.add(buffer[i]);
                    }
                }
            }
            ring = next;
        }
        return seen;
    }

    /**
     * GDL reference, Unit Creation Actions, mapped onto Hexkit's Build command: a Build orders a unit of a type that
     * some unit of the faction can create now ({@code acp-to-create} above 0, acp and materials to pay, room in its
     * cell); placing it is the creation. So the number is the faction's units that can create the type now, less
     * the units it ordered and has not placed yet.
     */
    @Override
    public int buildCount(WorldState world, int faction, int classIndex) {
        XconqDesign d = design(world);
        int type = d.unitType(classIndex);
        if (type < 0 || super.buildCount(world, faction, classIndex) <= 0) {
            return 0;
        }
        int able = 0;
        int ordered = 0;
        for (Entity u : world.faction(faction).units()) {
            if (!u.isPlaced()) {
                ordered += isOrdered(d, u) ? 1 : 0;
            } else if (canCreateNow(world, d, u, type, acp(world, u))
                    && (d.table("create-range", unitType(d, u), type) > 0
                            || roomFor(world, d, faction, List.of(type), u.site()))) {
                able++;
            }
        }
        return Math.max(0, able - ordered);
    }

    /** Whether a unit was ordered by a Build and waits for its creation: unplaced, with no completion points. */
    private boolean isOrdered(XconqDesign d, Entity unit) {
        return !unit.isPlaced() && unitType(d, unit) >= 0 && d.cpVariable() >= 0 && unit.has(d.cpVariable())
                && unit.value(d.cpVariable()) == 0;
    }

    /**
     * Hexkit's Build (the ordered units wait unplaced for their creation); an ordered unit has no completion points
     * until it is created.
     */
    @Override
    public void build(RuleContext context, List<Integer> classes) {
        WorldState world = context.world();
        int first = world.nextEntityId();
        super.build(context, classes);
        XconqDesign d = design(world);
        if (d.cpVariable() < 0) {
            return;
        }
        for (int id = first; id < world.nextEntityId(); id++) {
            Entity e = world.entity(id);
            if (e != null && unitType(d, e) >= 0) {
                context.execute(new SetEntityVariable(id, XconqDesign.CP, 0));
                setAcp(context, e, 0);
            }
        }
    }

    /**
     * GDL reference, Unit Creation Actions ({@code create-at}, {@code create-range}): the cells where a unit of the
     * faction that can create the type now may create one, within its {@code create-range} (0: its own cell), with
     * room for it; and Hexkit's place targets of the class (the units a module gives to place from the start).
     */
    @Override
    public int[] placeTargets(WorldState world, int faction, int classIndex) {
        XconqDesign d = design(world);
        int type = d.unitType(classIndex);
        java.util.TreeSet<Integer> sites = new java.util.TreeSet<>();
        for (int s : super.placeTargets(world, faction, classIndex)) {
            sites.add(s);
        }
        if (type < 0) {
            return sites.stream().mapToInt(Integer::intValue).toArray();
        }
        java.util.Set<Integer> tried = new java.util.HashSet<>();
        for (Entity u : byId(world.faction(faction).units())) {
            if (!u.isPlaced() || !canCreateNow(world, d, u, type, acp(world, u))) {
                continue;
            }
            int range = Math.max(0, d.table("create-range", unitType(d, u), type));
            for (int s : sitesWithin(world, u.site(), range)) {
                if (tried.add(s) && roomFor(world, d, faction, List.of(type), s)) {
                    sites.add(s);
                }
            }
        }
        return sites.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The creators there can create all of them together, or Hexkit's rule for units to place from the start. */
    @Override
    public boolean canPlace(WorldState world, int faction, List<Integer> classes, int site) {
        XconqDesign d = design(world);
        List<Integer> types = new ArrayList<>();
        for (int c : classes) {
            types.add(d.unitType(c));
        }
        return !types.contains(-1) && creators(world, d, faction, types, site) != null
                || super.canPlace(world, faction, classes, site);
    }

    /**
     * GDL reference, Unit Creation Actions: placing ordered units creates them: each creator pays {@code
     * acp-to-create} and {@code consumption-on-creation}; the new unit is incomplete with {@code cp-on-creation}
     * completion points (with {@code create-as-build}: {@code acp-to-build} and {@code cp-per-build}) and gets its
     * {@code supply-on-creation}; it is complete at once if that reaches its type's {@code cp}. Units given to place
     * from the start are placed as Hexkit places them.
     */
    @Override
    public void place(RuleContext context, List<Entity> entities, int site) {
        WorldState world = context.world();
        XconqDesign d = design(world);
        List<Entity> ordered = new ArrayList<>();
        List<Entity> given = new ArrayList<>();
        for (Entity e : entities) {
            (isOrdered(d, e) ? ordered : given).add(e);
        }
        if (!given.isEmpty()) {
            super.place(context, given, site);
        }
        List<Integer> types = new ArrayList<>();
        for (Entity e : ordered) {
            types.add(unitType(d, e));
        }
        List<Entity> creators = ordered.isEmpty() ? List.of() : creators(world, d, context.faction(), types, site);
        for (int i = 0; i < ordered.size(); i++) {
            Entity unit = ordered.get(i);
            int type = types.get(i);
            context.execute(new SetEntitySite(unit.id(), site));
            Entity creator = creators == null ? null : creators.get(i);
            int cp = 1;
            if (creator != null) {
                int c = unitType(d, creator);
                cp = Math.max(1, d.cpOnCreation(c, type));
                setAcp(context, creator, acp(world, creator) - d.acpToCreate(c, type));
                for (int m = 0; m < d.materialTypes(); m++) {
                    int used = d.table("consumption-on-creation", type, m);
                    if (used != 0 && creator.has(d.materialVariable(m))) {
                        context.execute(new SetEntityVariable(creator.id(), d.materialId(m),
                                Math.max(0, supply(d, creator, m) - used)));
                    }
                }
            }
            for (int m = 0; m < d.materialTypes(); m++) {
                int supply = d.table("supply-on-creation", type, m);
                if (supply > 0 && unit.has(d.materialVariable(m))) {
                    context.execute(new SetEntityVariable(unit.id(), d.materialId(m), Math.min(supply(d, unit, m)
                            + supply, Math.max(0, d.table("unit-storage-x", type, m)))));
                }
            }
            context.execute(new SetEntityVariable(unit.id(), XconqDesign.CP, Math.min(cp, d.completion(type))));
            context.execute(new ShowMessage(unit.owner(), (creator == null ? "" : creator.name() + " creates ")
                    + unit.name() + " (" + Math.min(cp, d.completion(type)) + " of " + d.completion(type) + " cp)"));
            if (cp >= d.completion(type)) {
                completed(context, d, unit, type);
            }
        }
    }

    /**
     * GDL reference, Unit Completion Action: "if the unit becomes complete, it will be given its initial supply,
     * acp": {@code supply-on-completion} and a turn's {@code acp-per-turn}.
     */
    private void completed(RuleContext context, XconqDesign d, Entity unit, int type) {
        for (int m = 0; m < d.materialTypes(); m++) {
            int guaranteed = d.table("supply-on-completion", type, m);
            if (guaranteed > 0 && unit.has(d.materialVariable(m)) && supply(d, unit, m) < guaranteed) {
                context.execute(new SetEntityVariable(unit.id(), d.materialId(m), guaranteed));
            }
        }
        setAcp(context, unit, Math.min(d.unitProperty("acp-per-turn", type), d.acpCap(type)));
        context.execute(new ShowMessage(unit.owner(), unit.name() + " is complete"));
    }

    /**
     * GDL reference, Unit Completion Action: the cp one build action of a builder adds to an incomplete unit, or 0
     * when it cannot act now: {@code cp-per-build}, paid with {@code acp-to-build} acp, the builder holding its
     * {@code material-to-build} and the action's share of the built type's {@code consumption-per-build} (the total
     * divided by the type's cp, times the cp added, rounded up).
     */
    private int buildStep(WorldState world, XconqDesign d, Entity builder, int type, int cpNow) {
        int b = unitType(d, builder);
        if (!builder.isPlaced() || !isComplete(world, builder) || !d.canBuild(b, type)
                || !affords(d, b, acp(world, builder), d.table("acp-to-build", b, type))) {
            return 0;
        }
        int added = Math.min(d.table("cp-per-build", b, type), d.completion(type) - cpNow);
        for (int m = 0; m < d.materialTypes(); m++) {
            int need = Math.max(d.table("material-to-build", b, m), consumptionPerBuild(d, type, m, added));
            if (need > 0 && supply(d, builder, m) < need) {
                return 0;
            }
        }
        return added;
    }

    private static int consumptionPerBuild(XconqDesign d, int type, int material, int cpAdded) {
        int total = d.table("consumption-per-build", type, material);
        int cp = d.completion(type);
        return total <= 0 ? 0 : (int) (((long) total * cpAdded + cp - 1) / cp);
    }

    /**
     * GDL reference, Unit Completion Action, at the start of a side's turn: each incomplete unit of the side first
     * builds itself ({@code cp-per-self-build} once it has {@code cp-to-self-build}); then every complete unit of the
     * side that can build it within {@code build-range} (0: the same cell), by id, does build actions while it has the
     * acp and materials, until the unit is complete (Xconq's build task, which a unit keeps doing once set to build).
     */
    private void buildActions(RuleContext context, XconqDesign d) {
        WorldState world = context.world();
        if (d.cpVariable() < 0) {
            return;
        }
        List<Entity> units = byId(world.faction(context.faction()).units());
        for (Entity unit : units) {
            int type = unitType(d, unit);
            if (type < 0 || !unit.isPlaced() || isComplete(world, unit) || world.entity(unit.id()) == null) {
                continue;
            }
            int cp = cp(world, unit);
            int self = d.unitProperty("cp-per-self-build", type);
            if (self > 0 && cp >= d.unitProperty("cp-to-self-build", type)) {
                cp = Math.min(d.completion(type), cp + self);
            }
            for (Entity builder : units) {
                if (cp >= d.completion(type) || builder == unit || world.entity(builder.id()) == null
                        || builder.site() < 0 || distance(world, builder, unit.site())
                                > Math.max(0, d.table("build-range", unitType(d, builder), type))) {
                    continue;
                }
                int b = unitType(d, builder);
                for (int added = buildStep(world, d, builder, type, cp); added > 0 && cp < d.completion(type);
                        added = buildStep(world, d, builder, type, cp)) {
                    for (int m = 0; m < d.materialTypes(); m++) {
                        int used = consumptionPerBuild(d, type, m, added);
                        if (used > 0) {
                            context.execute(new SetEntityVariable(builder.id(), d.materialId(m),
                                    supply(d, builder, m) - used));
                        }
                    }
                    setAcp(context, builder, acp(world, builder) - d.table("acp-to-build", b, type));
                    cp += added;
                }
            }
            if (cp != cp(world, unit)) {
                context.execute(new SetEntityVariable(unit.id(), XconqDesign.CP, cp));
                if (cp >= d.completion(type)) {
                    completed(context, d, unit, type);
                }
            }
        }
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
            if (!isComplete(world, u)) {
                continue;
            }
            if (world.currentTurn() > 0 && u.isPlaced()) {
                acp = Math.min(acp + d.unitProperty("acp-per-turn", type), Math.max(acp, d.acpCap(type)));
                materials(context, d, u, type);
            }
            if (world.entity(u.id()) != null) {
                setAcp(context, u, acp);
            }
        }
        buildActions(context, d);
        List<Faction> alive = world.aliveFactions();
        if (!alive.isEmpty() && alive.get(0).index() == context.faction()) {
            runScorekeepers(context, d, true);
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

    // ------------------------------------------------------------ scorekeepers and game length

    /** GDL reference, Dates and Time: "the first turn of a game is actually turn 1"; the engine counts from 0. */
    private static int xconqTurn(WorldState world) {
        return world.currentTurn() + 1;
    }

    /**
     * Hexkit's End Turn; then, when the last side of the turn ends it, the scorekeepers that run after the turn
     * (GDL reference, Scorekeeper Properties: {@code when}, default {@code after-turn}), and the game's end after
     * {@code last-turn} (Game Length), unless {@code extra-turn-chance} gives one more turn (thrown on the game's
     * stream each time). The end goes through the engine's outcome: the side with the highest score wins when a
     * scorekeeper keeps scores ("a numeric score that is used at the end of the game to decide rankings"), else, or
     * on a tie, nobody (a draw).
     */
    @Override
    public void endTurn(RuleContext context) {
        super.endTurn(context);
        WorldState world = context.world();
        List<Faction> alive = world.aliveFactions();
        if (world.isGameOver() || alive.isEmpty() || alive.get(alive.size() - 1).index() != context.faction()) {
            return;
        }
        XconqDesign d = design(world);
        runScorekeepers(context, d, false);
        Scorekeepers s = d.scorekeepers();
        int turn = xconqTurn(world);
        if (!world.isGameOver() && s.lastTurn() > 0 && turn >= s.lastTurn()) {
            if (s.extraTurnChance() > 0 && context.random().nextInt(100) < s.extraTurnChance()) {
                context.execute(new ShowMessage(-1, "Turn " + turn + " was to be the last; the game goes on for one"
                        + " more turn"));
            } else {
                endGame(context, d, "Turn " + turn + " was the last turn", false);
            }
        }
    }

    /**
     * @param world the state
     * @param faction a faction index
     * @return its score: the sum of its counters of the scorekeepers that keep scores (0 if none does)
     */
    public int score(WorldState world, int faction) {
        int sum = 0;
        for (Scorekeepers.Keeper k : design(world).scorekeepers().keepers()) {
            int v = world.catalog().variableIndex(k.scoreId());
            if (k.keepsScore() && v >= 0 && world.faction(faction).has(v)) {
                sum += world.faction(faction).value(v);
            }
        }
        return sum;
    }

    private void endGame(RuleContext context, XconqDesign d, String reason, boolean draw) {
        WorldState world = context.world();
        int winner = -1;
        if (!draw && d.scorekeepers().keepScores()) {
            int best = Integer.MIN_VALUE;
            for (Faction f : world.aliveFactions()) {
                int score = score(world, f.index());
                if (score > best) {
                    best = score;
                    winner = f.index();
                } else if (score == best) {
                    winner = -1;
                }
            }
        }
        context.execute(new ShowMessageDialog(-1, reason + ": " + (winner >= 0 ? world.faction(winner).name()
                + " has won" : "the game ends in a draw")));
        context.execute(new SetWinningFaction(winner));
    }

    private static int sideNumber(WorldState world, Faction f) {
        return "independent".equals(f.id()) ? 0 : f.index() + 1;
    }

    /** Runs the scorekeepers due now for every side they apply to (GDL reference, Scorekeeper Properties). */
    private void runScorekeepers(RuleContext context, XconqDesign d, boolean beforeTurn) {
        WorldState world = context.world();
        int turn = xconqTurn(world);
        for (Scorekeepers.Keeper k : d.scorekeepers().keepers()) {
            if (k.beforeTurn() != beforeTurn || !k.runsAt(turn) || k.lastSideWins()) {
                continue;
            }
            for (Faction f : world.aliveFactions()) {
                if (world.isGameOver()) {
                    return;
                }
                if (f.isAlive() && k.appliesTo(f.id(), f.name(), sideNumber(world, f))) {
                    for (DesignValue form : k.body()) {
                        act(context, d, k, f.index(), form);
                    }
                }
            }
        }
    }

    private static String message(List<DesignValue> args) {
        for (var a : args) {
            if (a instanceof DesignText t) {
                return t.getText();
            }
        }
        return "";
    }

    /** GDL reference, Scorekeeper Bodies, run for one side. */
    private void act(RuleContext context, XconqDesign d, Scorekeepers.Keeper k, int faction,
            DesignValue form) {
        WorldState world = context.world();
        String head = Scorekeepers.head(form);
        if (head == null || world.isGameOver() || !world.faction(faction).isAlive()) {
            return;
        }
        var args = Scorekeepers.args(form);
        String title = k.title().isEmpty() ? "Scorekeeper " + k.id() : k.title();
        String name = world.faction(faction).name();
        switch (head) {
            case "if" -> {
                if (!args.isEmpty() && value(world, d, faction, args.get(0)) != 0) {
                    for (var a : args.subList(1, args.size())) {
                        act(context, d, k, faction, a);
                    }
                }
            }
            case "cond" -> {
                for (var clause : args) {
                    var items = Scorekeepers.args(clause);
                    if (clause instanceof DesignList c && !c.getItems().isEmpty()
                            && value(world, d, faction, c.getItems().get(0)) != 0) {
                        for (var a : items) {
                            act(context, d, k, faction, a);
                        }
                        break;
                    }
                }
            }
            case "stop" -> endGame(context, d, title + (message(args).isEmpty() ? "" : ": " + message(args)), true);
            case "end" -> endGame(context, d, title + (message(args).isEmpty() ? "" : ": " + message(args)), false);
            case "win" -> {
                context.execute(new ShowMessageDialog(-1, title + ": " + name + " has won"
                        + (message(args).isEmpty() ? "" : " (" + message(args) + ")")));
                context.execute(new SetWinningFaction(faction));
            }
            case "lose" -> {
                context.execute(new ShowMessageDialog(-1, title + ": " + name + " is defeated"
                        + (message(args).isEmpty() ? "" : " (" + message(args) + ")")));
                deleteFaction(context.forFaction(faction), faction);
                List<Faction> alive = world.aliveFactions();
                if (alive.size() == 1) {
                    context.execute(new ShowMessageDialog(-1, alive.get(0).name() + " has won"));
                    context.execute(new SetWinningFaction(alive.get(0).index()));
                } else if (alive.isEmpty()) {
                    context.execute(new SetWinningFaction(-1));
                }
            }
            case "add" -> {
                int v = world.catalog().variableIndex(k.scoreId());
                if (!args.isEmpty() && k.keepsScore() && v >= 0 && world.faction(faction).has(v)) {
                    context.execute(new SetFactionVariable(faction, k.scoreId(),
                            world.faction(faction).value(v) + value(world, d, faction, args.get(0))));
                }
            }
            default -> {
            }
        }
    }

    /**
     * GDL reference, Scorekeeper Functions, for one side: numbers, {@code true}/{@code false}, the global {@code
     * turn}, {@code and}, {@code or}, {@code not}, comparisons, and {@code sum types property} over the side's
     * complete units; anything else is 0 (the import lists it as not applied).
     */
    private int value(WorldState world, XconqDesign d, int faction, DesignValue e) {
        if (e instanceof DesignNumber n) {
            return n.getValue();
        }
        if (e instanceof DesignSymbol s) {
            return switch (s.getName()) {
                case "turn" -> xconqTurn(world);
                case "true" -> 1;
                default -> 0;
            };
        }
        String head = Scorekeepers.head(e);
        var args = Scorekeepers.args(e);
        if (head == null) {
            return 0;
        }
        int a = args.isEmpty() ? 0 : value(world, d, faction, args.get(0));
        int b = args.size() < 2 ? 0 : value(world, d, faction, args.get(1));
        return switch (head) {
            case "and" -> args.stream().allMatch(x -> value(world, d, faction, x) != 0) ? 1 : 0;
            case "or" -> args.stream().anyMatch(x -> value(world, d, faction, x) != 0) ? 1 : 0;
            case "not" -> a == 0 ? 1 : 0;
            case "=" -> a == b ? 1 : 0;
            case "/=" -> a != b ? 1 : 0;
            case ">" -> a > b ? 1 : 0;
            case ">=" -> a >= b ? 1 : 0;
            case "<" -> a < b ? 1 : 0;
            case "<=" -> a <= b ? 1 : 0;
            case "sum" -> args.size() < 2 || !(args.get(1) instanceof DesignSymbol p) ? 0
                    : sum(world, d, faction, args.get(0), p.getName());
            default -> 0;
        };
    }

    private int sum(WorldState world, XconqDesign d, int faction, DesignValue types,
            String property) {
        boolean[] chosen = new boolean[d.unitTypes()];
        choose(d, types, chosen);
        int sum = 0;
        for (Entity u : world.faction(faction).units()) {
            int type = unitType(d, u);
            if (type >= 0 && chosen[type] && u.isPlaced() && isComplete(world, u)) {
                sum += d.unitProperty(property, type);
            }
        }
        return sum;
    }

    private static void choose(XconqDesign d, DesignValue types, boolean[] chosen) {
        switch (types) {
            case DesignList l -> l.getItems().forEach(t -> choose(d, t, chosen));
            case DesignSymbol s -> {
                for (int t = 0; t < chosen.length; t++) {
                    chosen[t] |= s.getName().equals("u*") || d.unitClassId(t).equals(s.getName());
                }
            }
            case DesignTypeReference r -> {
                for (int t = 0; t < chosen.length; t++) {
                    chosen[t] |= r.getType() != null && d.unitClassId(t).equals(r.getType().getId());
                }
            }
            default -> {
            }
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
