package org.hexbench.ai.players;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.hexbench.ai.ComputerPlayer;
import org.hexbench.ai.ComputerPlayerKind;
import org.hexbench.ai.GameView;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.WorldState;

/**
 * The {@code random} computer player: random legal orders, the sparring partner every stronger player must beat. It
 * decides exactly as the engine's {@link org.hexbench.engine.player.RandomPlayer} (so a game with the same seed plays
 * the same): where the turn system takes them, it may build one affordable unit (half the time) and places each
 * unplaced unit on a random place target (three times in four); then each placed unit attacks a random attack target
 * (70 %) or otherwise moves to a random move target (80 %); then it ends its turn. Targets come from the engine's
 * finders and the rules' hooks, so every order is legal.
 */
public final class RandomOrders implements ComputerPlayer {

    /** The registry's entry: {@code random}, no options. */
    public static final ComputerPlayerKind KIND = new ComputerPlayerKind("random", "Random computer player",
            "Gives random legal orders: builds, places, attacks and moves at random.", List.of(),
            (options, seed) -> new RandomOrders(seed));

    private enum Phase { BUILD, PLACE, UNITS, DONE }

    private final SplittableRandom random;
    private Phase phase = Phase.DONE;
    private List<Entity> units;
    private int next;

    /**
     * @param seed the seed of its own random source (independent of the game's)
     */
    public RandomOrders(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public void beginTurn(GameView view) {
        phase = Phase.BUILD;
        units = null;
    }

    @Override
    public Command nextOrder(GameView view) {
        WorldState world = view.world();
        while (true) {
            switch (phase) {
                case BUILD -> {
                    enter(Phase.PLACE);
                    Command build = view.accepts(Build.class) ? build(view) : null;
                    if (build != null) {
                        return build;
                    }
                }
                case PLACE -> {
                    if (!view.accepts(Place.class)) {
                        enter(Phase.UNITS);
                        continue;
                    }
                    Command place = place(view);
                    if (place != null) {
                        return place;
                    }
                    enter(Phase.UNITS);
                }
                case UNITS -> {
                    Command order = unitOrder(view, world);
                    if (order != null) {
                        return order;
                    }
                    phase = Phase.DONE;
                }
                case DONE -> {
                    return new EndTurn();
                }
            }
        }
    }

    private void enter(Phase p) {
        phase = p;
        units = null;
    }

    /** The units to go through in this phase, listed when the phase starts (after the previous phase's orders). */
    private List<Entity> units(GameView view) {
        if (units == null) {
            units = new ArrayList<>(view.world().faction(view.faction()).units());
            next = 0;
        }
        return units;
    }

    private Command build(GameView view) {
        WorldState world = view.world();
        List<String> affordable = new ArrayList<>();
        for (var c : world.faction(view.faction()).scenarioFaction().getBuildableUnits()) {
            int index = world.catalog().classIndex(c.getId());
            if (index >= 0 && world.catalog().entityClass(index) != null && EntityCategory.of(c) == EntityCategory.UNIT
                    && view.buildCount(index) > 0) {
                affordable.add(c.getId());
            }
        }
        if (!affordable.isEmpty() && random.nextBoolean()) {
            return new Build(List.of(affordable.get(random.nextInt(affordable.size()))));
        }
        return null;
    }

    private Command place(GameView view) {
        List<Entity> list = units(view);
        while (next < list.size()) {
            Entity e = list.get(next++);
            if (!e.isPlaced() && view.world().entity(e.id()) != null) {
                int[] targets = view.placeTargets(e.classIndex());
                if (targets.length > 0 && random.nextInt(4) != 0) {
                    return new Place(List.of(e.id()), targets[random.nextInt(targets.length)]);
                }
            }
        }
        return null;
    }

    private Command unitOrder(GameView view, WorldState world) {
        List<Entity> list = units(view);
        while (next < list.size()) {
            Entity u = list.get(next++);
            if (world.isGameOver() || world.entity(u.id()) == null || !u.isPlaced()) {
                continue;
            }
            int[] attacks = view.attackTargets(List.of(u));
            if (attacks.length > 0 && random.nextInt(10) < 7) {
                return new Attack(List.of(u.id()), attacks[random.nextInt(attacks.length)]);
            }
            int[] moves = view.moveTargets(List.of(u));
            if (moves.length > 0 && random.nextInt(10) < 8) {
                return new Move(List.of(u.id()), moves[random.nextInt(moves.length)]);
            }
        }
        return null;
    }
}
