package org.hexbench.ai.players.seeker;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hexbench.ai.GameView;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.rules.Finder;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.UnitClass;
import org.hexbench.tiling.grid.Grid;

/**
 * The game as Seeker reads it for one decision: a rehearsal copy of the game ({@link GameView#rehearsal}, the
 * engine's forward model) with its world, rules and target finder, which Seeker only reads, never plays on. Every
 * rule question Hexkit's algorithms ask (Hexkit User's Guide §9.2–9.8: can a unit attack or move, where can it
 * move, what can it attack from where, what does a path cost, what losses does an attack cost) is answered here by
 * the copy's rules, so a rule file's hooks count as they do in the game, and the real game is never touched: orders
 * name units by id and sites by index, and the game executes them.
 *
 * <p>In simultaneous turns an order is a directive that takes effect when the turn resolves; a unit that already
 * has a directive this turn counts as having neither its Attack nor its Move ability left, since one directive per
 * unit takes effect.
 */
public final class Situation {

    private final GameView view;
    private final ForwardModel copy;
    private final WorldState world;
    private final Rules rules;
    private final Finder finder;
    private final int faction;
    private final Set<Integer> directed = new HashSet<>();
    private final Map<Integer, int[]> moveTargets = new HashMap<>();
    private final Map<Integer, int[]> attackTargets = new HashMap<>();
    private final Map<Long, PathCosts> paths;
    private final Map<Long, Reach> attackReaches = new HashMap<>();
    private final Map<List<Command>, CombatEstimate> trials = new HashMap<>();
    private final long dice;
    private Valuation valuation;
    private Supply supply;
    private SeekerTargets targets;

    private Situation(GameView view, ForwardModel copy, long dice, Map<Long, PathCosts> paths) {
        this.view = view;
        this.dice = dice;
        this.paths = paths;
        this.copy = copy;
        this.world = copy.world();
        this.rules = copy.game().rules();
        this.finder = copy.game().finder();
        this.faction = view.faction();
        for (Directive d : copy.turns().pendingDirectives()) {
            Entity u = world.entity(d.unit());
            if (u != null && u.owner() == faction) {
                directed.add(d.unit());
            }
        }
    }

    /**
     * Reads the game as it is now.
     *
     * @param view the game as the faction sees it
     * @param dice the seed of the dice of the trials this decision plays out on copies ({@link #trial}), drawn from
     *        the player's own random source, never from the game's
     * @param paths path costs kept from earlier decisions of the turn, by unit and site ({@link #paths}); the
     *        situation adds the ones it searches
     * @return the situation, on a fresh copy of the game
     */
    public static Situation of(GameView view, long dice, Map<Long, PathCosts> paths) {
        return new Situation(view, view.rehearsal(dice), dice, paths);
    }

    /** @return the faction Seeker plays */
    public int faction() {
        return faction;
    }

    /** @return the copy's world state (read it only) */
    public WorldState world() {
        return world;
    }

    /** @return the rules of the game (their query hooks only) */
    public Rules rules() {
        return rules;
    }

    /** @return the map grid */
    public Grid grid() {
        return world.catalog().grid();
    }

    /**
     * @param kind a kind of command
     * @return whether the game's turn system takes orders of this kind now
     */
    public boolean accepts(Class<? extends Command> kind) {
        return view.accepts(kind);
    }

    /**
     * @param id an entity id
     * @return the entity in the copy, or {@code null} if it no longer exists
     */
    public Entity entity(int id) {
        return world.entity(id);
    }

    /** @return the faction's units, placed or not, in creation order */
    public List<Entity> units() {
        return world.faction(faction).units();
    }

    /**
     * @param unit one of the faction's units
     * @return whether it can attack now (the rules' Attack ability, Hexkit Unit.CanAttack)
     */
    public boolean canAttack(Entity unit) {
        return unit.isPlaced() && !directed.contains(unit.id()) && rules.canAttack(world, unit);
    }

    /**
     * @param unit one of the faction's units
     * @return whether it can move now (the rules' Move ability, Hexkit Unit.CanMove)
     */
    public boolean canMove(Entity unit) {
        return unit.isPlaced() && !directed.contains(unit.id()) && rules.canMove(world, unit);
    }

    /**
     * @param unit a unit
     * @return whether it is an active unit (§9.4.3): the faction's, placed, and able to attack or move
     */
    public boolean isActive(Entity unit) {
        return unit.owner() == faction && unit.isPlaced() && (canAttack(unit) || canMove(unit));
    }

    /**
     * @param unit a unit
     * @return whether it is a combat unit: a positive attack range and a class that may attack
     */
    public boolean isCombatUnit(Entity unit) {
        return world.attackRange(unit) > 0 && (!(unit.entityClass() instanceof UnitClass c) || c.isCanAttack());
    }

    /**
     * Whether a unit fights by moving (Hexbench's counterpart of an attack where a rule file makes moving onto enemy
     * units a battle, as HexTC2's rules do): it has no Attack (it is not a {@linkplain #isCombatUnit combat unit}) but
     * can move now. Which enemy sites it can fight at is the rules' to say ({@link #fightsByMovingAt}).
     *
     * @param unit one of the faction's units
     * @return whether its attacks are moves onto enemy units
     */
    public boolean fightsByMoving(Entity unit) {
        return !isCombatUnit(unit) && isMobile(unit) && canMove(unit);
    }

    /**
     * @param unit one of the faction's units that {@linkplain #fightsByMoving fights by moving}
     * @param target a site index
     * @return whether enemy units stand there and the rules let the unit end a move there (the rule file's
     *         {@code can occupy} hook; HexTC2: an empty cell or one holding an opponent)
     */
    public boolean fightsByMovingAt(Entity unit, int target) {
        return fightsByMoving(unit) && hasEnemies(target) && rules.canOccupy(world, List.of(unit), target);
    }

    /**
     * @param unit one of the faction's units
     * @return whether it can fight at all now: it can attack, or it fights by moving
     */
    public boolean canFight(Entity unit) {
        return canAttack(unit) || fightsByMoving(unit);
    }

    /**
     * @param unit one of the faction's units
     * @return how far from a target it can fight: its attack range for a combat unit, one site for a unit that fights
     *         by moving (it steps onto the target from a neighbouring site), else 0
     */
    public int fightingRange(Entity unit) {
        return isCombatUnit(unit) ? world.attackRange(unit) : isMobile(unit) ? 1 : 0;
    }

    /**
     * @param unit one of the faction's units
     * @param target a site index
     * @return whether it may fight there now, from where it stands: an Attack order the game accepts, or for a unit
     *         that fights by moving a Move order onto the enemy units there
     */
    public boolean canFightAt(Entity unit, int target) {
        if (isCombatUnit(unit)) {
            return canAttackTarget(unit, target);
        }
        return fightsByMovingAt(unit, target) && canMoveTo(unit, target);
    }

    /**
     * @param unit a unit
     * @return whether it has the Capture ability (its class may capture sites)
     */
    public boolean canCapture(Entity unit) {
        return unit.entityClass() instanceof UnitClass c && c.isCanCapture();
    }

    /**
     * @param unit a unit
     * @return Hexkit's Unit.IsMobile: its class may move and it has a positive movement
     */
    public boolean isMobile(Entity unit) {
        return (!(unit.entityClass() instanceof UnitClass c) || c.isCanMove()) && world.movement(unit) > 0;
    }

    /**
     * @param site a site index
     * @return whether units of another faction stand there
     */
    public boolean hasEnemies(int site) {
        return world.site(site).hasAlienUnits(faction);
    }

    /**
     * @param a a site index
     * @param b a site index
     * @return their distance in map sites
     */
    public int distance(int a, int b) {
        return grid().distance(a, b);
    }

    /**
     * @param unit one of the faction's placed units
     * @return where it may be ordered to move now (the turn system's move targets), ascending; empty if it cannot
     *         move
     */
    public int[] moveTargets(Entity unit) {
        return moveTargets.computeIfAbsent(unit.id(),
                id -> canMove(unit) ? copy.turns().moveTargets(List.of(unit)) : new int[0]);
    }

    /**
     * @param unit one of the faction's placed units
     * @return where it may be ordered to attack now, ascending; empty if it cannot attack
     */
    public int[] attackTargets(Entity unit) {
        return attackTargets.computeIfAbsent(unit.id(),
                id -> canAttack(unit) ? copy.turns().attackTargets(List.of(unit)) : new int[0]);
    }

    /**
     * @param units units of the faction on one site
     * @return where they may be ordered to attack together now, ascending
     */
    public int[] attackTargets(List<Entity> units) {
        for (Entity u : units) {
            if (directed.contains(u.id())) {
                return new int[0];
            }
        }
        return copy.turns().attackTargets(units);
    }

    /**
     * @param unit a unit
     * @param site a site index
     * @return whether it may be ordered to move there now
     */
    public boolean canMoveTo(Entity unit, int site) {
        return Arrays.binarySearch(moveTargets(unit), site) >= 0;
    }

    /**
     * @param unit a unit
     * @param target a site index
     * @return whether it may be ordered to attack there now, from where it stands
     */
    public boolean canAttackTarget(Entity unit, int target) {
        return Arrays.binarySearch(attackTargets(unit), target) >= 0;
    }

    /**
     * Hexkit's Finder.AreUnitsInAttackRange for a unit standing elsewhere: whether it could attack a target from a
     * site (within its attack range, and in sight for line-of-sight attackers). A unit that
     * {@linkplain #fightsByMoving fights by moving} could from its own site if the target is one of its move targets,
     * from another site if the target is next to it: which sites a move reaches from elsewhere the rules only say once
     * the unit stands there, and one step reaches a neighbour.
     *
     * @param unit the attacker
     * @param from the site it would attack from
     * @param target the target site
     * @return whether the target is in its range from there
     */
    public boolean inAttackRange(Entity unit, int from, int target) {
        if (isCombatUnit(unit)) {
            return finder.inAttackRange(unit, from, target);
        }
        if (!fightsByMovingAt(unit, target)) {
            return false;
        }
        return from == unit.site() ? canMoveTo(unit, target) : distance(from, target) == 1;
    }

    /**
     * The movement path costs from where a unit stands to every site. They are searched once per turn for the units
     * of one class and movement on one site (a stack of like units shares them): during a faction's turn only its own
     * units move, and they never block its paths; enemy units that fall may open a cheaper path, which the unit finds
     * once it has moved. These costs only rank remote targets and pick the way towards them; every order is checked
     * against the game's targets now.
     *
     * @param unit a placed unit
     * @return its path costs
     */
    public PathCosts paths(Entity unit) {
        long key = ((((long) unit.classIndex() << 16) | world.movement(unit)) << 32) | unit.site();
        return paths.computeIfAbsent(key, k -> PathCosts.of(world, rules, unit));
    }

    /**
     * The order in which target selection examines potential targets (§9.3.4 Target Limit: the most promising, by
     * distance, first).
     *
     * @param from the site of the units looking
     * @param sites potential target sites
     * @return the sites nearest first, equally near ones by site index
     */
    public List<Integer> nearestFirst(int from, int[] sites) {
        List<Integer> order = new ArrayList<>(Arrays.stream(sites).boxed().toList());
        order.sort(Comparator.comparingInt((Integer s) -> distance(from, s)).thenComparingInt(s -> s));
        return order;
    }

    /**
     * @param unit a placed unit
     * @param target a site index
     * @return the best path by the rules' step costs over steps the unit can make ({@link PathCosts#path}), its site
     *         first; empty if there is none
     */
    public int[] movePath(Entity unit, int target) {
        return paths(unit).reaches(target) ? PathCosts.path(world, rules, unit, target) : new int[0];
    }

    /**
     * How a unit reaches an attack target ({@link AttackTarget#reach}), worked out once per decision.
     *
     * @param unit a placed unit
     * @param target a site with enemy units
     * @param mobile whether the unit may move
     * @return the reach, or {@code null} if it cannot reach the target
     */
    public Reach attackReach(Entity unit, int target, boolean mobile) {
        long key = ((long) unit.id() << 32) | ((long) target << 1) | (mobile ? 1 : 0);
        if (!attackReaches.containsKey(key)) {
            attackReaches.put(key, AttackTarget.reach(this, unit, target, mobile));
        }
        return attackReaches.get(key);
    }

    /**
     * @param classIndex an entity class index
     * @return where the faction may place one entity of the class now, ascending
     */
    public int[] placeTargets(int classIndex) {
        return rules.placeTargets(world, faction, classIndex);
    }

    /**
     * @param classes entity class indexes placed together
     * @param site a site index
     * @return whether the rules let the faction place them together there (Hexkit Faction.CanPlace)
     */
    public boolean canPlace(List<Integer> classes, int site) {
        return rules.canPlace(world, faction, classes, site);
    }

    /**
     * @param classIndex an entity class index
     * @return how many entities of the class the faction may build now
     */
    public int buildCount(int classIndex) {
        return rules.buildCount(world, faction, classIndex);
    }

    /**
     * Checks a Build or Place order as the game will when it is given next.
     *
     * @param order the order
     * @return {@code null} if the game accepts it, else why not
     */
    public String refusal(Command order) {
        return order.validate(copy.game().context(faction));
    }

    /**
     * @param diceSeed the seed of the copy's dice
     * @return a copy of the game as it is now, to play a trial out on
     */
    public Game trial(long diceSeed) {
        return copy.game().copy(diceSeed);
    }

    /**
     * The estimated losses of attack orders by trial ({@link CombatEstimate#byTrial}), worked out once per decision.
     *
     * @param orders Attack orders, each from where its units stand, or the Move onto the target of a unit that
     *        fights by moving
     * @param target their target site
     * @return the estimate
     */
    public CombatEstimate trialEstimate(List<? extends Command> orders, int target) {
        return trials.computeIfAbsent(List.<Command>copyOf(orders),
                o -> CombatEstimate.byTrial(this, o, target, dice * 1_000_003L + o.hashCode()));
    }

    /** @return the faction's valuations (§9.2) */
    public Valuation valuation() {
        if (valuation == null) {
            valuation = new Valuation(world, faction);
        }
        return valuation;
    }

    /** @return the faction's supplies (§9.5.1) */
    public Supply supply() {
        if (supply == null) {
            supply = Supply.of(world, faction);
        }
        return supply;
    }

    /** @return Seeker's potential target sites (§9.8.2) */
    public SeekerTargets targets() {
        if (targets == null) {
            targets = SeekerTargets.of(world, faction);
        }
        return targets;
    }
}
