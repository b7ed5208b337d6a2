package org.hexbench.engine.simultaneous;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.GameListeners;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.AbstractTurnSystem;
import org.hexbench.engine.rules.DefeatCheck;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.AdvanceFaction;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.Faction;
import org.hexbench.engine.world.Program;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.SetFactionUnitsCanAttack;
import org.hexbench.engine.world.SetFactionUnitsCanMove;
import org.hexbench.engine.world.SetWinningFaction;
import org.hexbench.engine.world.ShowMessage;
import org.hexbench.engine.world.ShowMessageDialog;
import org.hexbench.engine.world.WorldState;
import org.hexbench.tiling.path.AStar;
import org.hexbench.tiling.path.Coverage;
import org.hexbench.tiling.path.PathAgent;

/**
 * The Tiling Module design note's simultaneous turns ("Turn Resolution"). Every living faction gives Move and Attack
 * orders, which become {@link Directive}s of the player who controls it ({@link ControlHierarchy}), and ends its
 * turn; when the last one has, the turn resolves as one program, recorded as one history entry whose text
 * ({@code Resolve <directives>}, {@link DirectiveCodec}) resolves it again. One resolution:
 * <ol>
 * <li>Begin: on the game's first turn, step 1 of Hexkit's turn sequence ({@link DefeatCheck}: factions that start
 * defeated are removed) and every surviving faction's Initialize hook; then abilities restored and every faction's
 * Begin Turn resource program (rules hook), in activation order.</li>
 * <li>Verify directives: the unit exists, is placed, and belongs to a faction the player controls; a move target is
 * reachable within the unit's movement over passable terrain (units do not block paths here: conflicts are
 * adjudicated) and a site the rules let it stay on ({@link Rules#canOccupy}), an attack target is among its attack
 * targets at the start of the turn.</li>
 * <li>Control hierarchy: one directive per unit, lowest precedence (the first rank) first, then first submitted.</li>
 * <li>Directives → intentions: a move follows its A* path, split into {@code segments} legs of equal step count; an
 * attack acts in the first segment; a hold stays.</li>
 * <li>Aggregate, adding a subsidiary hold intention for every placed unit without a directive.</li>
 * <li>Each segment: <b>Accumulate</b> the intentions on their target tiles; <b>Adjudicate</b>; <b>Consolidate</b>
 * (destroyed units are deleted, also those the rules' hooks removed during the hits, e.g. a death's effects;
 * bounced units stay and lose the rest of their move; no movement); <b>Distribute</b>
 * (every successful mover leaves its source, then arrives on its target, where it may capture the site).</li>
 * <li>End: resetting resources, every faction activated once (the turn advances), resigned and defeated factions
 * deleted ({@link DefeatCheck}; a sole survivor wins), then victory checked for the living factions in activation
 * order; the players are informed by messages in the program (rejected directives, bounces, a summary).</li>
 * </ol>
 * <b>Adjudication rules</b> (checked by tests):
 * <ul>
 * <li><b>Attacks first, all at once, by the rules.</b> Each attacker picks a defender on its target tile and the
 * damage of its hit through the same combat hooks as the Attack command (the rule file's {@code on select defender}
 * and {@code on damage}; by default a random defender, destroyed by the hit), all against the state at the segment's
 * start, so an attacker hit in the same segment still strikes; then every hit lands ({@link Rules#hit}). Attacks
 * resolve before movement, so a tile cleared by attacks can be entered in the same segment.</li>
 * <li><b>Enemy stays → bounce.</b> A move into a tile where another faction's units remain (they hold, attack, or
 * their own move failed) fails.</li>
 * <li><b>Contested tile.</b> When units of several factions move into the same tile, the faction with the greatest
 * total strength among those movers enters; the others bounce. On a tie everybody bounces. Units of one faction may
 * always enter the same tile together.</li>
 * <li><b>Swap.</b> Units of different factions exchanging tiles (x→y and y→x) both bounce; a faction may swap its
 * own units.</li>
 * <li>Rules are applied repeatedly until no more moves fail, so a failed move also blocks moves into its source.</li>
 * </ul>
 * A resolution whose rules fail is rolled back as a whole ({@link Game#resolveTurn}); the faction that ended the turn
 * may then change its directives and end it again.
 */
public final class SimultaneousTurns extends AbstractTurnSystem {

    /** The first word of a resolution's history entry. */
    public static final String RESOLVE = "Resolve";

    private final Game game;
    private final int segments;
    private final Coverage coverage;
    private final AStar astar;
    private final GameListeners listeners;
    private final ControlHierarchy hierarchy;
    private final List<Directive> pending = new ArrayList<>();
    /** The pending directives before each order of this turn, last first, with the faction that gave it. */
    private final java.util.ArrayDeque<OrderGiven> orders = new java.util.ArrayDeque<>();

    private record OrderGiven(int faction, List<Directive> pendingBefore) {
    }
    private final Set<Integer> submitted = new LinkedHashSet<>();

    /**
     * Creates simultaneous turns without a turn limit.
     *
     * @param game the game
     * @param segments the number of segments per turn (at least 1)
     */
    public SimultaneousTurns(Game game, int segments) {
        this(game, segments, 0);
    }

    /**
     * Creates simultaneous turns.
     *
     * @param game the game
     * @param segments the number of segments per turn (at least 1)
     * @param turnLimit turns to play at most (turns 0..limit-1), 0 for no limit
     */
    public SimultaneousTurns(Game game, int segments, int turnLimit) {
        super(game, turnLimit);
        if (segments < 1) {
            throw new IllegalArgumentException("segments must be positive: " + segments);
        }
        this.game = game;
        this.segments = segments;
        this.coverage = new Coverage(game.world().catalog().grid());
        this.astar = new AStar(game.world().catalog().grid());
        this.listeners = listeners();
        this.hierarchy = new ControlHierarchy(game.world());
    }

    /** @return the number of segments per turn */
    public int segments() {
        return segments;
    }

    @Override
    public String describe() {
        return "Simultaneous turns of " + segments + " segment" + (segments == 1 ? "" : "s");
    }

    /** Nothing to do: a simultaneous turn begins when it resolves. */
    @Override
    public void start() {
        // the resolution runs the turn's beginning
    }

    @Override
    public List<Integer> actingFactions() {
        if (isFinished()) {
            return List.of();
        }
        List<Integer> acting = new ArrayList<>();
        for (Faction f : game.world().aliveFactions()) {
            if (!submitted.contains(f.index())) {
                acting.add(f.index());
            }
        }
        return acting;
    }

    @Override
    public boolean accepts(Class<? extends Command> kind) {
        return kind == Move.class || kind == Attack.class;
    }

    /**
     * Paths over passable terrain with the rules' step costs, ignoring units, ending where the rules let the unit
     * stay ({@link Rules#canOccupy}: any site by default).
     */
    private PathAgent agent(Entity unit) {
        WorldState world = game.world();
        List<Entity> units = List.of(unit);
        return new PathAgent() {
            @Override
            public double getStepCost(int from, int to) {
                return game.rules().stepCost(world, units, from, to);
            }

            @Override
            public boolean canMakeStep(int from, int to) {
                return world.difficulty(to) > 0;
            }

            @Override
            public boolean canOccupy(int tile) {
                return game.rules().canOccupy(world, units, tile);
            }
        };
    }

    /**
     * Returns the sites a unit may be directed to move to: reachable within its movement over passable terrain,
     * ignoring units, where the rules let it stay.
     *
     * @param unit a placed unit
     * @return the sites, ascending
     */
    public int[] moveTargets(Entity unit) {
        if (!unit.isPlaced() || !game.rules().canMove(game.world(), unit)) {
            return new int[0];
        }
        coverage.findReachable(agent(unit), unit.site(), game.world().movement(unit));
        int[] result = new int[coverage.count()];
        for (int i = 0; i < result.length; i++) {
            result[i] = coverage.node(i);
        }
        Arrays.sort(result);
        return result;
    }

    /** The sites every one of the units may be directed to. */
    @Override
    public int[] moveTargets(List<Entity> units) {
        int[] common = null;
        for (Entity u : units) {
            int[] mine = moveTargets(u);
            common = common == null ? mine : Arrays.stream(common).filter(s -> Arrays.binarySearch(mine, s) >= 0).toArray();
        }
        return common == null ? new int[0] : common;
    }

    private int[] path(Entity unit, int target) {
        if (!astar.findBestPath(agent(unit), unit.site(), target)) {
            return new int[] {unit.site()};
        }
        int[] path = new int[astar.pathLength()];
        astar.pathNodes(path);
        return path;
    }

    /**
     * Records a Move or Attack order as one directive per unit, given by the player who controls the faction with
     * the best precedence (the lowest rank); a later directive for a unit replaces its earlier one. The units must be the
     * faction's, and the target one of their targets now.
     */
    @Override
    public Outcome order(int faction, Command command) {
        String refusal = refusal(faction);
        List<Integer> units;
        int target;
        Directive.Kind kind;
        if (command instanceof Move m) {
            units = m.units();
            target = m.target();
            kind = Directive.Kind.MOVE;
        } else if (command instanceof Attack a) {
            units = a.units();
            target = a.target();
            kind = Directive.Kind.ATTACK;
        } else {
            return new Outcome(command, refusal != null ? refusal
                    : "in simultaneous turns factions give Move and Attack directives only; End Turn submits them",
                    Program.EMPTY);
        }
        if (refusal == null && units.isEmpty()) {
            refusal = "no units given";
        }
        for (int i = 0; refusal == null && i < units.size(); i++) {
            refusal = checkDirective(faction, units.get(i), target, kind);
        }
        if (refusal != null) {
            return new Outcome(command, refusal, Program.EMPTY);
        }
        String player = hierarchy.playerFor(faction, game.world());
        orders.push(new OrderGiven(faction, List.copyOf(pending)));
        for (int unit : units) {
            pending.removeIf(d -> d.unit() == unit);
            pending.add(new Directive(player, unit, kind, target));
        }
        return new Outcome(command, null, Program.EMPTY);
    }

    private String checkDirective(int faction, int unit, int target, Directive.Kind kind) {
        WorldState world = game.world();
        Entity e = world.entity(unit);
        if (e == null || e.category() != EntityCategory.UNIT || e.owner() != faction) {
            return "unit " + unit + " does not belong to " + world.faction(faction).name();
        }
        int[] targets = kind == Directive.Kind.ATTACK ? attackTargets(List.of(e)) : moveTargets(e);
        return Arrays.binarySearch(targets, target) >= 0 ? null
                : world.catalog().siteName(target) + " is not " + (kind == Directive.Kind.ATTACK ? "an attack" : "a move") + " target of "
                        + e;
    }

    /**
     * Submits the faction's directives; when every living faction has, resolves the turn ({@link #resolve}). If the
     * resolution's rules fail, the game is unchanged, the directives stay pending, and this faction is to act again.
     */
    @Override
    public void endTurn(int faction) {
        String refusal = refusal(faction);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        submitted.add(faction);
        orders.clear();
        if (!actingFactions().isEmpty()) {
            return;
        }
        try {
            resolve(List.copyOf(pending));
        } catch (RuntimeException | StackOverflowError e) {
            submitted.remove(faction);
            throw e;
        }
    }

    @Override
    public List<Directive> pendingDirectives() {
        return List.copyOf(pending);
    }

    @Override
    public boolean canWithdrawOrder(int faction) {
        return !orders.isEmpty() && orders.peek().faction() == faction;
    }

    @Override
    public void withdrawOrder(int faction) {
        if (!canWithdrawOrder(faction)) {
            throw new IllegalStateException("there is no directive of this faction to withdraw");
        }
        pending.clear();
        pending.addAll(orders.pop().pendingBefore());
    }

    @Override
    public String reissue(HistoryEntry entry) {
        String text = entry.command().strip();
        if (!text.equals(RESOLVE) && !text.startsWith(RESOLVE + " ")) {
            return "'" + entry.command() + "' is not a simultaneous turn's resolution";
        }
        List<Directive> directives;
        try {
            directives = DirectiveCodec.decode(text.substring(RESOLVE.length()));
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if (isFinished()) {
            return "play has finished";
        }
        resolve(directives);
        return null;
    }

    /** @return why the faction may not act now, or {@code null} if it may */
    private String refusal(int faction) {
        WorldState world = game.world();
        String finished = finishedRefusal();
        if (finished != null) {
            return finished;
        }
        if (faction < 0 || faction >= world.factionCount() || !world.faction(faction).isAlive()) {
            return "faction " + faction + " does not take part";
        }
        if (submitted.contains(faction)) {
            return world.faction(faction).name() + " has ended its turn already";
        }
        return null;
    }

    /**
     * Resolves one turn from the given directives at once (every faction's, in submission order), whatever was
     * submitted before: the game records it as one history entry ({@link Game#resolveTurn}); the pending
     * directives and submissions start afresh.
     *
     * @param directives the directives of all players, in submission order
     * @return what happened
     * @throws RuntimeException what the rules threw; the game is then unchanged
     */
    public TurnReport resolve(List<Directive> directives) {
        int turn = game.world().currentTurn();
        String text = directives.isEmpty() ? RESOLVE : RESOLVE + " " + DirectiveCodec.encode(directives);
        TurnReport report;
        try {
            report = game.resolveTurn(text, context -> resolution(context, directives));
        } finally {
            listeners.reportEntries();
        }
        pending.clear();
        orders.clear();
        submitted.clear();
        listeners.reportTurnEnded(turn, -1);
        return report;
    }

    private TurnReport resolution(RuleContext context, List<Directive> directives) {
        WorldState world = game.world();
        int turn = world.currentTurn();
        List<String> rejected = new ArrayList<>();
        List<Integer> bounced = new ArrayList<>();
        List<Integer> destroyed = new ArrayList<>();
        List<Integer> moved = new ArrayList<>();
        if (context.isFirstCommand()) {
            DefeatCheck.removeLosers(context);
            if (world.isGameOver()) {
                context.execute(new ShowMessage(-1, "Turn " + (turn + 1) + ": the game ends at its start"));
                return new TurnReport(turn, List.of(), List.of(), List.of(), List.of());
            }
            for (Faction f : world.aliveFactions()) {
                game.rules().initialize(context.forFaction(f.index()), f.index());
            }
        }
        for (Faction f : world.aliveFactions()) {
            context.execute(new SetFactionUnitsCanAttack(f.index(), null, true));
            context.execute(new SetFactionUnitsCanMove(f.index(), null, true));
        }
        for (Faction f : world.aliveFactions()) {
            game.rules().beginTurn(context.forFaction(f.index()));
        }
        Map<Integer, Directive> chosen = choose(directives, rejected);
        int given = chosen.size();
        for (String r : rejected) {
            context.execute(new ShowMessage(-1, "Directive " + r));
        }
        Map<Integer, int[]> paths = new TreeMap<>();
        for (Entity u : placedUnits(world)) {
            Directive d = chosen.get(u.id());
            if (d != null && d.kind() == Directive.Kind.MOVE) {
                paths.put(u.id(), path(u, d.target()));
            }
        }
        for (int segment = 0; segment < segments; segment++) {
            List<Intention> intentions = intentions(world, chosen, paths, segment);
            // Accumulate
            Map<Integer, List<Intention>> byTarget = new TreeMap<>();
            for (Intention i : intentions) {
                byTarget.computeIfAbsent(i.target(), k -> new ArrayList<>()).add(i);
            }
            // Adjudicate the attacks, and consolidate them: every hit lands (no movement yet)
            TreeSet<Integer> killed = strike(context, strikes(context, world, byTarget));
            for (Intention i : intentions) { // the rules' hooks (a death's effects) may remove units the hits did not
                if (world.entity(i.unit()) == null) {
                    killed.add(i.unit());
                }
            }
            destroyed.addAll(killed);
            // Adjudicate the moves
            Map<Integer, Boolean> success = adjudicateMoves(world, intentions, killed);
            for (var e : success.entrySet()) {
                if (!e.getValue() && !killed.contains(e.getKey())) {
                    paths.remove(e.getKey());
                    chosen.remove(e.getKey());
                    bounced.add(e.getKey());
                    Entity unit = world.entity(e.getKey());
                    context.execute(new ShowMessage(unit.owner(), unit + " bounced in segment " + (segment + 1)
                            + " and stays on " + world.catalog().siteName(unit.site())));
                }
            }
            // Distribute
            List<Intention> movers = new ArrayList<>();
            for (Intention i : intentions) {
                if (i.kind() == Directive.Kind.MOVE && Boolean.TRUE.equals(success.get(i.unit())) && !killed.contains(i.unit())) {
                    movers.add(i);
                }
            }
            for (Intention i : movers) {
                context.execute(new SetEntitySite(i.unit(), -1));
            }
            for (Intention i : movers) {
                context.execute(new SetEntitySite(i.unit(), i.target()));
                if (!moved.contains(i.unit())) {
                    moved.add(i.unit());
                }
            }
        }
        endTurn(context, world);
        context.execute(new ShowMessage(-1, "Turn " + (turn + 1) + " resolved: " + given + " directives, "
                + destroyed.size() + " destroyed, " + bounced.size() + " bounced"));
        return new TurnReport(turn, rejected, bounced, destroyed, moved);
    }

    private Map<Integer, Directive> choose(List<Directive> directives, List<String> rejected) {
        WorldState world = game.world();
        Map<Integer, Directive> chosen = new LinkedHashMap<>();
        Map<Integer, Integer> chosenPrecedence = new LinkedHashMap<>();
        for (Directive d : directives) {
            String problem = verify(world, hierarchy, d);
            if (problem != null) {
                rejected.add(d + ": " + problem);
                continue;
            }
            int precedence = hierarchy.precedence(d.player(), world.entity(d.unit()).owner());
            Integer current = chosenPrecedence.get(d.unit());
            if (current == null || precedence < current) {
                if (current != null) {
                    rejected.add(chosen.get(d.unit()) + ": overruled by " + d.player());
                }
                chosen.put(d.unit(), d);
                chosenPrecedence.put(d.unit(), precedence);
            } else {
                rejected.add(d + ": overruled by " + chosen.get(d.unit()).player());
            }
        }
        return chosen;
    }

    private String verify(WorldState world, ControlHierarchy hierarchy, Directive d) {
        Entity u = world.entity(d.unit());
        if (u == null || u.category() != EntityCategory.UNIT) {
            return "there is no unit " + d.unit();
        }
        if (!u.isPlaced()) {
            return u + " is not placed";
        }
        if (u.owner() < 0 || hierarchy.precedence(d.player(), u.owner()) == null) {
            return d.player() + " does not control " + u;
        }
        return switch (d.kind()) {
            case HOLD -> null;
            case MOVE -> Arrays.binarySearch(moveTargets(u), d.target()) >= 0 ? null
                    : game.catalog().siteName(d.target()) + " is not a move target of " + u;
            case ATTACK -> Arrays.binarySearch(game.finder().attackTargets(List.of(u)), d.target()) >= 0 ? null
                    : game.catalog().siteName(d.target()) + " is not an attack target of " + u;
        };
    }

    private static List<Entity> placedUnits(WorldState world) {
        List<Entity> result = new ArrayList<>();
        for (Faction f : world.aliveFactions()) {
            for (Entity u : f.units()) {
                if (u.isPlaced()) {
                    result.add(u);
                }
            }
        }
        result.sort((a, b) -> Integer.compare(a.id(), b.id()));
        return result;
    }

    private List<Intention> intentions(WorldState world, Map<Integer, Directive> chosen, Map<Integer, int[]> paths,
            int segment) {
        List<Intention> result = new ArrayList<>();
        for (Entity u : placedUnits(world)) {
            Directive d = chosen.get(u.id());
            int site = u.site();
            if (d != null && d.kind() == Directive.Kind.ATTACK && segment == 0) {
                result.add(new Intention(u.id(), u.owner(), Directive.Kind.ATTACK, site, d.target()));
            } else if (d != null && d.kind() == Directive.Kind.MOVE && paths.containsKey(u.id())) {
                int[] path = paths.get(u.id());
                int steps = path.length - 1;
                int stride = (steps + segments - 1) / segments;
                int position = indexOf(path, site);
                int next = Math.min(steps, position + stride);
                if (position >= 0 && next > position) {
                    result.add(new Intention(u.id(), u.owner(), Directive.Kind.MOVE, site, path[next]));
                    continue;
                }
                result.add(new Intention(u.id(), u.owner(), Directive.Kind.HOLD, site, site));
            } else {
                result.add(new Intention(u.id(), u.owner(), Directive.Kind.HOLD, site, site));
            }
        }
        return result;
    }

    private static int indexOf(int[] path, int site) {
        for (int i = 0; i < path.length; i++) {
            if (path[i] == site) {
                return i;
            }
        }
        return -1;
    }

    /**
     * One hit of a segment: the attacker, the defender it picked and the damage of its hit, all decided against the
     * state at the segment's start.
     */
    private record Strike(Entity attacker, Entity defender, OptionalInt damage) {
    }

    /**
     * Adjudicates a segment's attacks all at once, through the rules' combat hooks: every attacking unit, in the
     * order of its target site and then of its id, picks its defender among the enemy units on its target
     * ({@link Rules#selectDefender}: by default a random one) and the damage of its hit ({@link Rules#damage}), while
     * nobody has been hit yet, so a unit hit in this segment still strikes. A defender that the hits already
     * decided on will not survive (a hit without damage destroys it; hits with damage reach its strength) is no
     * longer picked.
     */
    private static List<Strike> strikes(RuleContext context, WorldState world, Map<Integer, List<Intention>> byTarget) {
        Rules rules = context.rules();
        List<Strike> strikes = new ArrayList<>();
        Map<Integer, Integer> damageTaken = new TreeMap<>();
        TreeSet<Integer> doomed = new TreeSet<>();
        for (var entry : byTarget.entrySet()) {
            for (Intention i : entry.getValue()) {
                Entity attacker = world.entity(i.unit());
                if (i.kind() != Directive.Kind.ATTACK || attacker == null) {
                    continue;
                }
                List<Entity> defenders = new ArrayList<>();
                for (Entity d : world.site(i.target()).units()) {
                    if (d.owner() != i.faction() && !doomed.contains(d.id())) {
                        defenders.add(d);
                    }
                }
                if (defenders.isEmpty()) {
                    continue;
                }
                Entity defender = rules.selectDefender(context.forFaction(i.faction()), attacker, defenders);
                OptionalInt damage = rules.damage(context.forFaction(i.faction()), attacker, defender);
                strikes.add(new Strike(attacker, defender, damage));
                int taken = damageTaken.merge(defender.id(), damage.orElse(Integer.MAX_VALUE / 2), Integer::sum);
                if (damage.isEmpty() || taken >= world.strength(defender)) {
                    doomed.add(defender.id());
                }
            }
        }
        return strikes;
    }

    /**
     * Lands a segment's hits in the order they were decided ({@link Rules#hit}: by default damage lowers the
     * defender's strength, a hit without damage destroys it); a defender already destroyed by an earlier hit of the
     * segment is not hit again.
     *
     * @return the units the hits destroyed
     */
    private static TreeSet<Integer> strike(RuleContext context, List<Strike> strikes) {
        WorldState world = context.world();
        TreeSet<Integer> killed = new TreeSet<>();
        for (Strike s : strikes) {
            if (world.entity(s.defender().id()) != null) {
                context.rules().hit(context.forFaction(s.attacker().owner()), s.attacker(), s.defender(), s.damage());
            }
        }
        for (Strike s : strikes) {
            if (world.entity(s.defender().id()) == null) {
                killed.add(s.defender().id());
            }
            if (world.entity(s.attacker().id()) == null) {
                killed.add(s.attacker().id());
            }
        }
        return killed;
    }

    private static Map<Integer, Boolean> adjudicateMoves(WorldState world, List<Intention> intentions,
            TreeSet<Integer> killed) {
        Map<Integer, Boolean> success = new TreeMap<>();
        Map<Integer, Intention> byUnit = new TreeMap<>();
        for (Intention i : intentions) {
            byUnit.put(i.unit(), i);
            if (i.kind() == Directive.Kind.MOVE && !killed.contains(i.unit())) {
                success.put(i.unit(), true);
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            Map<Integer, Map<Integer, Integer>> strengthByTile = new TreeMap<>();
            for (var e : success.entrySet()) {
                if (e.getValue()) {
                    Intention i = byUnit.get(e.getKey());
                    strengthByTile.computeIfAbsent(i.target(), k -> new TreeMap<>())
                            .merge(i.faction(), world.strength(world.entity(i.unit())), Integer::sum);
                }
            }
            for (var e : success.entrySet()) {
                if (!e.getValue()) {
                    continue;
                }
                Intention i = byUnit.get(e.getKey());
                if (enemyStays(world, i, success, killed) || losesContest(i, strengthByTile.get(i.target()))
                        || swapsWithEnemy(i, byUnit, success)) {
                    e.setValue(false);
                    changed = true;
                }
            }
        }
        return success;
    }

    private static boolean enemyStays(WorldState world, Intention move, Map<Integer, Boolean> success,
            TreeSet<Integer> killed) {
        for (Entity u : world.site(move.target()).units()) {
            if (u.owner() != move.faction() && !killed.contains(u.id()) && !Boolean.TRUE.equals(success.get(u.id()))) {
                return true;
            }
        }
        return false;
    }

    private static boolean losesContest(Intention move, Map<Integer, Integer> strengths) {
        if (strengths == null || strengths.size() < 2) {
            return false;
        }
        int mine = strengths.get(move.faction());
        for (var e : strengths.entrySet()) {
            if (e.getKey() != move.faction() && e.getValue() >= mine) {
                return true;
            }
        }
        return false;
    }

    private static boolean swapsWithEnemy(Intention move, Map<Integer, Intention> byUnit, Map<Integer, Boolean> success) {
        for (var e : success.entrySet()) {
            Intention other = byUnit.get(e.getKey());
            if (e.getValue() && other.faction() != move.faction() && other.source() == move.target()
                    && other.target() == move.source()) {
                return true;
            }
        }
        return false;
    }

    private void endTurn(RuleContext context, WorldState world) {
        // Each faction's End Turn rules (Hexkit Figure 42 by default: resetting resources are reset, the faction's
        // units may move and attack again; rule files may add their own turn-end hooks).
        for (Faction f : List.copyOf(world.aliveFactions())) {
            game.rules().endTurn(context.forFaction(f.index()));
        }
        int alive = world.aliveFactions().size();
        for (int i = 0; i < alive; i++) {
            context.execute(new AdvanceFaction());
        }
        DefeatCheck.removeLosers(context);
        if (world.isGameOver()) {
            return;
        }
        for (Faction f : world.aliveFactions()) {
            if (game.rules().checkVictory(context, f.index())) {
                context.execute(new ShowMessageDialog(-1, f.name() + " has won"));
                context.execute(new SetWinningFaction(f.index()));
                return;
            }
        }
    }

}
