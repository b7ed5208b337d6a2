package org.hexbench.rules.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.ShowMessage;
import org.hexbench.engine.world.SetUnitCanAttack;
import org.hexbench.engine.world.SetUnitCanMove;
import org.hexbench.engine.world.WorldState;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.interpreter.Bindings;
import org.hexbench.rules.interpreter.CompiledRules;

/**
 * The engine's rule SPI run by a rule file: every hook the file defines (and whose {@code of} filter and
 * {@code when} guard accept the call) replaces Hexkit's default rule; every other call falls back to
 * {@link DefaultRules}. The rules are compiled once ({@link CompiledRules}: closures over catalog indexes), never
 * walked as an EMF tree during a game. Effects become recorded engine instructions ({@link EffectInstructions}),
 * randomness comes only from the game's seeded generator ({@link GameRandom}).
 *
 * <p>How the hook kinds meet the SPI:
 * <ul>
 * <li>{@code step cost}, {@code can step}, {@code can occupy} answer the pathfinding hooks (Hexkit User's Guide §8.3
 * Customizing Pathfinding), so the
 * engine's move search ({@code Finder}) honours them. {@code move targets}, which the SPI lacks, is honoured through
 * them too: steps become free and a site is occupiable iff the hook lists it. Simultaneous turns (the Tiling
 * Module design note's Turn Resolution) ask {@code step cost} and {@code can occupy} (so {@code move targets} too)
 * for their directives, but not {@code can step}: units do not block paths there, passable terrain does.</li>
 * <li>{@code can move} narrows Hexkit's Move ability: a unit moves only if the engine's default allows it (its Move
 * ability, positive movement) and the hook says yes; {@code pass} in rules clears the ability for a turn.</li>
 * <li>{@code move}, {@code attack}, {@code place}, {@code build}, {@code destroy} replace the default programs per
 * unit, class or entity; {@code place} still puts the entity on the site (that is the command). Simultaneous turns
 * have no Build, Place or Destroy orders, move units by their resolution (never by {@code on move}) and have no
 * counter-attacks ({@code select attacker}); an order they refuse is not a command ({@code illegal move}).</li>
 * <li>{@code turn begin} runs after the default Begin Turn program and the random events; {@code turn end} before
 * the default End Turn program (which restores the faction's abilities).</li>
 * <li>{@code damage} gives the damage of every hit the engine lands (the Attack command's attacks and
 * counter-attacks, simultaneous turns' strikes), with the game's dice; {@code attack} replaces what one hit does.
 * Damage lowers the Strength resource; {@code death} runs when it kills a unit (before it is deleted);
 * {@code capture} replaces the data change handler of a unit arriving on a site.</li>
 * <li>{@code select defender} and {@code select attacker} choose among the candidates; no unit, or one that is not
 * a candidate, leaves the choice to the default rules.</li>
 * </ul>
 * An instance serves one game at a time.
 */
public class ScriptedRules extends DefaultRules {

    private final CompiledRules rules;
    private final EffectInstructions effects = new EffectInstructions(this);
    private EngineWorld queries;
    private int[] targets;
    private int targetsUnit = -1;
    private int targetsSite = -1;
    private WorldState targetsWorld;
    private boolean capturing;
    private int immediate;
    private List<int[]> arrivals = new ArrayList<>();
    private final Set<Integer> dying = new HashSet<>();

    /** @param rules the compiled rule file */
    public ScriptedRules(CompiledRules rules) {
        this.rules = rules;
    }

    /** @return the compiled rule file */
    public CompiledRules compiled() {
        return rules;
    }

    /**
     * The same rule file for another game played at the same time (a search player's copies on another thread): a
     * new instance with its own caches over the same compiled hooks ({@link CompiledRules#forAnotherGame}). A
     * subclass may keep state of its own, so it gets {@code null} unless it overrides this too.
     *
     * @return a new instance that decides exactly as this one, or {@code null} for a subclass
     */
    @Override
    public org.hexbench.engine.rules.Rules forAnotherGame() {
        return getClass() == ScriptedRules.class ? new ScriptedRules(rules.forAnotherGame()) : null;
    }

    // ------------------------------------------------------------ plumbing

    private EngineWorld query(WorldState world) {
        EngineWorld q = queries;
        if (q == null || q.state() != world) {
            q = new EngineWorld(world, null, null);
            queries = q;
        }
        return q;
    }

    private EngineWorld acting(RuleContext context) {
        targetsWorld = null;
        return new EngineWorld(context.world(), context, effects);
    }

    private static GameRandom random(RuleContext context) {
        return new GameRandom(context.random());
    }

    private static Bindings unit(Entity unit) {
        return new Bindings().with(Role.UNIT, unit.id());
    }

    private boolean run(HookKind kind, Bindings bindings, RuleContext context) {
        return rules.handles(kind) && rules.run(kind, bindings, acting(context), random(context));
    }

    // ------------------------------------------------------------ pathfinding

    /**
     * The sites a {@code move targets} hook gives the first unit, or {@code null} if none applies. One answer is
     * kept per world, unit and site and forgotten when a search starts or a program runs.
     */
    private int[] scriptedTargets(WorldState world, Entity unit) {
        if (!rules.handles(HookKind.MOVE_TARGETS)) {
            return null;
        }
        if (targetsWorld != world || targetsUnit != unit.id() || targetsSite != unit.site()) {
            Optional<int[]> sites = rules.evaluateSet(HookKind.MOVE_TARGETS, unit(unit), query(world),
                    QuestionDice.of(world, HookKind.MOVE_TARGETS, unit.id(), unit.site()));
            targets = sites.map(s -> {
                int[] sorted = s.clone();
                Arrays.sort(sorted);
                return sorted;
            }).orElse(null);
            targetsWorld = world;
            targetsUnit = unit.id();
            targetsSite = unit.site();
        }
        return targets;
    }

    /** {@code step cost} (at least 1); free steps under {@code move targets}; else the default. */
    @Override
    public double stepCost(WorldState world, List<Entity> units, int from, int to) {
        if (rules.handles(HookKind.STEP_COST)) {
            Bindings b = unit(units.get(0)).with(Role.ORIGIN, from).with(Role.SITE, to);
            OptionalInt cost = rules.evaluateInt(HookKind.STEP_COST, b, query(world),
                    QuestionDice.of(world, HookKind.STEP_COST, units.get(0).id(), from, to));
            if (cost.isPresent()) {
                return Math.max(1, cost.getAsInt());
            }
        }
        if (scriptedTargets(world, units.get(0)) != null) {
            return 1.0 / (world.siteCount() + 1);
        }
        return super.stepCost(world, units, from, to);
    }

    /** {@code can step} for the first unit; any step under {@code move targets}; else the default. */
    @Override
    public boolean canMakeStep(WorldState world, List<Entity> units, int from, int to) {
        if (rules.handles(HookKind.CAN_STEP)) {
            Bindings b = unit(units.get(0)).with(Role.ORIGIN, from).with(Role.SITE, to);
            Optional<Boolean> can = rules.evaluateBool(HookKind.CAN_STEP, b, query(world),
                    QuestionDice.of(world, HookKind.CAN_STEP, units.get(0).id(), from, to));
            if (can.isPresent()) {
                return can.get();
            }
        }
        if (scriptedTargets(world, units.get(0)) != null) {
            return true;
        }
        return super.canMakeStep(world, units, from, to);
    }

    /** Listed by {@code move targets}; else {@code can occupy} for every unit; else the default. */
    @Override
    public boolean canOccupy(WorldState world, List<Entity> units, int site) {
        int[] listed = scriptedTargets(world, units.get(0));
        if (listed != null) {
            return Arrays.binarySearch(listed, site) >= 0;
        }
        if (rules.handles(HookKind.CAN_OCCUPY)) {
            boolean decided = false;
            for (Entity u : units) {
                Optional<Boolean> can = rules.evaluateBool(HookKind.CAN_OCCUPY, unit(u).with(Role.SITE, site), query(world),
                        QuestionDice.of(world, HookKind.CAN_OCCUPY, u.id(), site));
                if (can.isPresent()) {
                    if (!can.get()) {
                        return false;
                    }
                    decided = true;
                }
            }
            if (decided) {
                return true;
            }
        }
        return super.canOccupy(world, units, site);
    }

    /** Starts a move search: forgets the kept {@code move targets} answer, then the default. */
    @Override
    public boolean isRelaxedRange(WorldState world, List<Entity> units) {
        targetsWorld = null;
        return super.isRelaxedRange(world, units);
    }

    /** The default Move ability, narrowed by {@code can move}. */
    @Override
    public boolean canMove(WorldState world, Entity unit) {
        if (!super.canMove(world, unit)) {
            return false;
        }
        if (rules.handles(HookKind.CAN_MOVE)) {
            return rules.evaluateBool(HookKind.CAN_MOVE, unit(unit), query(world),
                    QuestionDice.of(world, HookKind.CAN_MOVE, unit.id())).orElse(true);
        }
        return true;
    }

    // ------------------------------------------------------------ programs

    /**
     * {@code move} per unit; units no hook applies to move by the default program. The default program never ends a
     * move among another faction's units (the map never holds two factions' units on one site): when a {@code can step},
     * {@code can occupy} or {@code move targets} hook let the units target such a site, they stay where they are, with
     * a message. Only an {@code on move} hook decides what moving onto another faction's units does (HexTC2's battles).
     */
    @Override
    public void move(RuleContext context, List<Entity> units, int target) {
        List<Entity> rest = new ArrayList<>();
        for (Entity u : units) {
            if (context.world().entity(u.id()) != null
                    && !run(HookKind.MOVE, unit(u).with(Role.SITE, target), context)) {
                rest.add(u);
            }
        }
        rest.removeIf(u -> context.world().entity(u.id()) == null || !u.isPlaced());
        if (rest.isEmpty()) {
            return;
        }
        if (context.world().site(target).hasAlienUnits(rest.get(0).owner())) {
            context.execute(new ShowMessage(rest.get(0).owner(), rest.size() + " unit(s) cannot end their move among"
                    + " another faction's units on site " + target + " and stay"));
            return;
        }
        super.move(context, rest, target);
        captureArrivals(context);
    }

    /**
     * {@code capture} when a unit arrives on a site; else the default capture. The hook runs for a unit that a rule's
     * own {@code move} or {@code place} brings at once; for units the engine brings (a Move command's stack, a Place
     * command, a simultaneous turn's moves) once all of them have arrived: at the end of the command, or of the
     * turn's resolution, for each unit still on the site it arrived at. So the hook may damage, destroy, move or
     * change the owner of units without upsetting the engine while it is still bringing other units. Units that an
     * {@code on capture} hook itself moves or places arrive without capturing (neither the hook nor the default
     * runs again), so a hook that moves its unit on, or raises a garrison where it captured, does not set itself off
     * without end.
     */
    @Override
    public void onUnitSiteChanged(RuleContext context, Entity unit) {
        if (capturing) {
            return;
        }
        if (!rules.handles(HookKind.CAPTURE)) {
            super.onUnitSiteChanged(context, unit);
        } else if (immediate > 0) {
            capture(context, unit);
        } else {
            arrivals.add(new int[] {unit.id(), unit.site()});
        }
    }

    private void capture(RuleContext context, Entity unit) {
        capturing = true;
        try {
            if (!run(HookKind.CAPTURE, unit(unit).with(Role.SITE, unit.site()), context)) {
                super.onUnitSiteChanged(context, unit);
            }
        } finally {
            capturing = false;
        }
    }

    /** Runs {@code capture} for the units the engine brought, that are still where they arrived. */
    private void captureArrivals(RuleContext context) {
        List<int[]> due = arrivals;
        arrivals = new ArrayList<>();
        for (int[] arrival : due) {
            Entity unit = context.world().entity(arrival[0]);
            if (unit != null && unit.site() == arrival[1]) {
                capture(context, unit);
            }
        }
    }

    /**
     * Carries out one effect of a rule: units it brings to a site capture at once.
     *
     * @param effect the instructions of the effect
     */
    void immediately(Runnable effect) {
        immediate++;
        try {
            effect.run();
        } finally {
            immediate--;
        }
    }

    /**
     * {@code damage}: the damage of one hit, with the game's dice (a hit of the Attack command, a counter-attack, or
     * a simultaneous turn's strike); without the hook, Hexkit's duel, in which the hit destroys the defender.
     */
    @Override
    public OptionalInt damage(RuleContext context, Entity attacker, Entity defender) {
        if (!rules.handles(HookKind.DAMAGE)) {
            return super.damage(context, attacker, defender);
        }
        Bindings b = new Bindings().with(Role.ATTACKER, attacker.id()).with(Role.DEFENDER, defender.id());
        OptionalInt damage = rules.evaluateInt(HookKind.DAMAGE, b, acting(context), random(context));
        return damage.isPresent() ? OptionalInt.of(Math.max(0, damage.getAsInt())) : super.damage(context, attacker, defender);
    }

    /**
     * {@code attack}: what happens when the attacker fights the defender on its site, for every hit (Hexkit's
     * Unit.AttackUnit: attacks and counter-attacks alike); without the hook, or once the attacker is gone (a
     * simultaneous strike by a unit destroyed in the same segment), the default hit with its damage.
     */
    @Override
    public void hit(RuleContext context, Entity attacker, Entity defender, OptionalInt damage) {
        if (context.world().entity(attacker.id()) != null) {
            Bindings b = new Bindings().with(Role.ATTACKER, attacker.id()).with(Role.DEFENDER, defender.id())
                    .with(Role.SITE, defender.site());
            if (run(HookKind.ATTACK, b, context)) {
                return;
            }
        }
        super.hit(context, attacker, defender, damage);
    }

    /**
     * {@code select defender} among the candidates; else (no hook applies, or it gives no unit or one that is not a
     * candidate) a random one.
     */
    @Override
    public Entity selectDefender(RuleContext context, Entity attacker, List<Entity> defenders) {
        Entity chosen = choose(HookKind.SELECT_DEFENDER, Role.ATTACKER, attacker, defenders, context);
        return chosen != null ? chosen : super.selectDefender(context, attacker, defenders);
    }

    /**
     * {@code select attacker} among the candidates: the surviving attackers the defender can reach from its site, if
     * it can strike back at all (Hexkit's default: a combat unit with morale); else (no candidate) no counter-attack,
     * and else (as for {@code select defender}) the default.
     */
    @Override
    public Entity selectAttacker(RuleContext context, Entity defender, List<Entity> attackers) {
        if (!rules.handles(HookKind.SELECT_ATTACKER)) {
            return super.selectAttacker(context, defender, attackers);
        }
        if (!isCombatReady(context.world(), defender) || !defender.isPlaced()) {
            return null;
        }
        List<Entity> reachable = new ArrayList<>();
        for (Entity a : attackers) {
            if (a.isPlaced() && context.finder().inAttackRange(defender, defender.site(), a.site())) {
                reachable.add(a);
            }
        }
        Entity chosen = choose(HookKind.SELECT_ATTACKER, Role.DEFENDER, defender, reachable, context);
        return chosen != null || reachable.isEmpty() ? chosen : super.selectAttacker(context, defender, reachable);
    }

    private Entity choose(HookKind kind, Role role, Entity chooser, List<Entity> candidates, RuleContext context) {
        if (!rules.handles(kind) || candidates.isEmpty()) {
            return null;
        }
        int[] ids = candidates.stream().mapToInt(Entity::id).toArray();
        OptionalInt id = rules.evaluateInt(kind, new Bindings().with(role, chooser.id()).withCandidates(ids),
                acting(context), random(context));
        if (id.isEmpty()) {
            return null;
        }
        for (Entity c : candidates) {
            if (c.id() == id.getAsInt()) {
                return c;
            }
        }
        return null; // no unit, or one that is not a candidate: the default choice
    }

    /** {@code build} per class; else the default build of that class. */
    @Override
    public void build(RuleContext context, List<Integer> classes) {
        for (int c : classes) {
            Bindings b = new Bindings().with(Role.FACTION, context.faction()).with(Role.CLASS, c);
            if (!run(HookKind.BUILD, b, context)) {
                super.build(context, List.of(c));
            }
        }
    }

    /**
     * {@code destroy} per entity (the entity is deleted afterwards if the hook left it); else refund and delete. An
     * entity an earlier entity's hook removed is skipped.
     */
    @Override
    public void destroy(RuleContext context, List<Entity> entities) {
        for (Entity e : entities) {
            if (context.world().entity(e.id()) == null) {
                continue;
            }
            if (run(HookKind.DESTROY, unit(e), context)) {
                Entity left = context.world().entity(e.id());
                if (left != null) {
                    deleteEntity(context, left);
                }
            } else {
                super.destroy(context, List.of(e));
            }
        }
    }

    /**
     * {@code place targets}, ascending and on the map, without the sites where another faction's units stand for a
     * unit class (a unit never joins them); else the default.
     */
    @Override
    public int[] placeTargets(WorldState world, int faction, int classIndex) {
        if (rules.handles(HookKind.PLACE_TARGETS)) {
            Bindings b = new Bindings().with(Role.FACTION, faction).with(Role.CLASS, classIndex);
            Optional<int[]> sites = rules.evaluateSet(HookKind.PLACE_TARGETS, b, query(world),
                    QuestionDice.of(world, HookKind.PLACE_TARGETS, faction, classIndex));
            if (sites.isPresent()) {
                boolean unit = EntityCategory.of(world.catalog().entityClass(classIndex)) == EntityCategory.UNIT;
                return Arrays.stream(sites.get()).filter(s -> s >= 0 && s < world.siteCount())
                        .filter(s -> !unit || !world.site(s).hasAlienUnits(faction)).distinct().sorted().toArray();
            }
        }
        return super.placeTargets(world, faction, classIndex);
    }

    /** With {@code place targets}: the site is a target of every class; else the default. */
    @Override
    public boolean canPlace(WorldState world, int faction, List<Integer> classes, int site) {
        if (rules.handles(HookKind.PLACE_TARGETS)) {
            for (int c : classes) {
                if (Arrays.binarySearch(placeTargets(world, faction, c), site) < 0) {
                    return false;
                }
            }
            return true;
        }
        return super.canPlace(world, faction, classes, site);
    }

    /**
     * Puts each entity on the site, then runs {@code place}; without one, placed units rest until the next turn. An
     * entity that an earlier entity's hook removed, or a unit whose site another faction's units now hold, is not
     * placed.
     */
    @Override
    public void place(RuleContext context, List<Entity> entities, int site) {
        if (!rules.handles(HookKind.PLACE)) {
            super.place(context, entities, site);
            captureArrivals(context);
            return;
        }
        WorldState world = context.world();
        for (Entity e : entities) {
            if (world.entity(e.id()) == null || e.isPlaced()
                    || e.category() == EntityCategory.UNIT && world.site(site).hasAlienUnits(e.owner())) {
                continue;
            }
            context.execute(new SetEntitySite(e.id(), site));
            if (!run(HookKind.PLACE, unit(e).with(Role.SITE, site), context) && e.category() == EntityCategory.UNIT
                    && world.entity(e.id()) != null) {
                context.execute(new SetUnitCanAttack(e.id(), false));
                context.execute(new SetUnitCanMove(e.id(), false));
            }
        }
        captureArrivals(context);
    }

    // ------------------------------------------------------------ turns, victory, defeat

    /** The default Begin Turn program, then the random events (each checked once), then {@code turn begin}. */
    @Override
    public void beginTurn(RuleContext context) {
        arrivals.clear(); // left over from a step that failed and was rolled back
        super.beginTurn(context);
        if (context.world().isGameOver()) {
            return;
        }
        Bindings b = new Bindings().with(Role.FACTION, context.faction());
        rules.runEvents(b, acting(context), random(context));
        run(HookKind.TURN_BEGIN, b, context);
    }

    /**
     * The {@code capture} of units a simultaneous turn's resolution moved, then {@code turn end}, then the default
     * End Turn program.
     */
    @Override
    public void endTurn(RuleContext context) {
        captureArrivals(context);
        run(HookKind.TURN_END, new Bindings().with(Role.FACTION, context.faction()), context);
        super.endTurn(context);
    }

    /**
     * {@code illegal move}: shows the engine's reason to the faction, then runs the hook (HexTC2: {@code pass}).
     * Without the hook the command is only rejected, as by default.
     */
    @Override
    public void commandRejected(RuleContext context, String command, String reason) {
        if (rules.handles(HookKind.ILLEGAL_MOVE)) {
            context.execute(new ShowMessage(context.faction(), "Illegal move: " + reason));
            run(HookKind.ILLEGAL_MOVE, new Bindings().with(Role.FACTION, context.faction()), context);
        }
    }

    /** {@code victory}, with the game's dice; else the default (last faction standing, conditions). */
    @Override
    public boolean checkVictory(RuleContext context, int faction) {
        if (rules.handles(HookKind.VICTORY)) {
            Optional<Boolean> won = rules.evaluateBool(HookKind.VICTORY, new Bindings().with(Role.FACTION, faction),
                    query(context.world()), random(context));
            if (won.isPresent()) {
                return won.get();
            }
        }
        return super.checkVictory(context, faction);
    }

    /** {@code defeat}, with the game's dice; else the default (the scenario's conditions). */
    @Override
    public boolean checkDefeat(RuleContext context, int faction) {
        if (rules.handles(HookKind.DEFEAT)) {
            Optional<Boolean> lost = rules.evaluateBool(HookKind.DEFEAT, new Bindings().with(Role.FACTION, faction),
                    query(context.world()), random(context));
            if (lost.isPresent()) {
                return lost.get();
            }
        }
        return super.checkDefeat(context, faction);
    }

    /**
     * A unit killed by damage: {@code on death} runs while it still exists (HexTC2: regeneration places a new
     * unit), then it is deleted. A unit dies once: damage its own {@code on death} deals it, or healing, changes
     * nothing about that.
     */
    @Override
    public void unitDied(RuleContext context, Entity unit) {
        if (!dying.add(unit.id())) {
            return;
        }
        try {
            run(HookKind.DEATH, unit(unit), context);
        } finally {
            dying.remove(unit.id());
        }
        Entity left = context.world().entity(unit.id());
        if (left != null) {
            deleteEntity(context, left);
        }
    }
}
