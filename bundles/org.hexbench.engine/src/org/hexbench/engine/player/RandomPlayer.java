package org.hexbench.engine.player;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;

/**
 * A computer player that gives random legal orders, for tests, benchmarks and as a sparring partner (Hexkit's Seeker,
 * Hexkit User's Guide §9.8, comes later): where the turn system takes them, it may build one affordable unit and
 * places unplaced units on random place targets; then each placed unit attacks a random target (70 %) or otherwise
 * moves to a random reachable site (80 %). Targets come from the same finders the orders are validated against, so
 * every order is legal; a rejection is a bug and throws, except under fog of war, where the targets are those the
 * faction knows of and the real game may refuse an order (a hidden unit in the way). It plays sequential and
 * simultaneous turns alike (in
 * simultaneous turns its moves and attacks become directives), and stops between two orders when asked to.
 */
public final class RandomPlayer implements Player {

    private final SplittableRandom random;

    /**
     * Creates a random player.
     *
     * @param seed the seed of its own random source (independent of the game's)
     */
    public RandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public PlayerKind kind() {
        return PlayerKind.COMPUTER;
    }

    @Override
    public boolean playTurn(PlayerTurn turn) {
        int faction = turn.faction();
        if (turn.accepts(Build.class)) {
            build(turn);
        }
        if (turn.accepts(Place.class)) {
            for (Entity e : new ArrayList<>(turn.world().faction(faction).units())) {
                if (turn.stopRequested()) {
                    return false;
                }
                var now = turn.world();
                if (!e.isPlaced() && now.entity(e.id()) != null && !now.entity(e.id()).isPlaced()) {
                    int[] targets = turn.game().rules().placeTargets(now, faction, e.classIndex());
                    if (targets.length > 0 && random.nextInt(4) != 0) {
                        order(turn, new Place(List.of(e.id()), targets[random.nextInt(targets.length)]));
                    }
                }
            }
        }
        for (Entity listed : new ArrayList<>(turn.world().faction(faction).units())) {
            if (turn.stopRequested()) {
                return false;
            }
            var now = turn.world();
            Entity u = now.entity(listed.id());
            if (now.isGameOver() || u == null || !u.isPlaced()) {
                continue;
            }
            int[] attacks = turn.attackTargets(List.of(u));
            if (attacks.length > 0 && random.nextInt(10) < 7) {
                order(turn, new Attack(List.of(u.id()), attacks[random.nextInt(attacks.length)]));
                continue;
            }
            int[] moves = turn.moveTargets(List.of(u));
            if (moves.length > 0 && random.nextInt(10) < 8) {
                order(turn, new Move(List.of(u.id()), moves[random.nextInt(moves.length)]));
            }
        }
        return true;
    }

    private void build(PlayerTurn turn) {
        var world = turn.world();
        int faction = turn.faction();
        var buildable = world.faction(faction).scenarioFaction().getBuildableUnits();
        List<String> affordable = new ArrayList<>();
        for (var c : buildable) {
            int index = world.catalog().classIndex(c.getId());
            if (index >= 0 && world.catalog().entityClass(index) != null && EntityCategory.of(c) == EntityCategory.UNIT
                    && turn.game().rules().buildCount(world, faction, index) > 0) {
                affordable.add(c.getId());
            }
        }
        if (!affordable.isEmpty() && random.nextBoolean()) {
            order(turn, new Build(List.of(affordable.get(random.nextInt(affordable.size())))));
        }
    }

    private static void order(PlayerTurn turn, Command command) {
        Outcome outcome = turn.order(command);
        if (!outcome.accepted() && !turn.world().isGameOver() && turn.knowsEverything()) {
            throw new IllegalStateException("random player issued an illegal command " + command + ": "
                    + outcome.rejection());
        }
    }
}
