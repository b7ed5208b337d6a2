package org.hexbench.engine.player;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;

/**
 * A computer player that picks random legal commands, for tests and benchmarks (Hexkit's Seeker comes later): it
 * may build one affordable unit, places unplaced units on random place targets, then lets each placed unit attack
 * a random target (70 %) or otherwise move to a random reachable site (80 %). Targets come from the same finders
 * the commands validate against, so every command is legal; a rejection is a bug and throws.
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
    public void playTurn(Game game) {
        var world = game.world();
        int faction = world.activeFaction();
        build(game, faction);
        for (Entity e : new ArrayList<>(world.faction(faction).units())) {
            if (!e.isPlaced() && world.entity(e.id()) != null) {
                int[] targets = game.rules().placeTargets(world, faction, e.classIndex());
                if (targets.length > 0 && random.nextInt(4) != 0) {
                    issue(game, new Place(List.of(e.id()), targets[random.nextInt(targets.length)]));
                }
            }
        }
        for (Entity u : new ArrayList<>(world.faction(faction).units())) {
            if (world.isGameOver() || world.entity(u.id()) == null || !u.isPlaced()) {
                continue;
            }
            int[] attacks = game.finder().attackTargets(List.of(u));
            if (attacks.length > 0 && random.nextInt(10) < 7) {
                issue(game, new Attack(List.of(u.id()), attacks[random.nextInt(attacks.length)]));
                continue;
            }
            int[] moves = game.finder().moveTargets(List.of(u));
            if (moves.length > 0 && random.nextInt(10) < 8) {
                issue(game, new Move(List.of(u.id()), moves[random.nextInt(moves.length)]));
            }
        }
    }

    private void build(Game game, int faction) {
        var world = game.world();
        var buildable = world.faction(faction).scenarioFaction().getBuildableUnits();
        List<String> affordable = new ArrayList<>();
        for (var c : buildable) {
            int index = world.catalog().classIndex(c.getId());
            if (index >= 0 && world.catalog().entityClass(index) != null && EntityCategory.of(c) == EntityCategory.UNIT
                    && game.rules().buildCount(world, faction, index) > 0) {
                affordable.add(c.getId());
            }
        }
        if (!affordable.isEmpty() && random.nextBoolean()) {
            issue(game, new Build(List.of(affordable.get(random.nextInt(affordable.size())))));
        }
    }

    private static void issue(Game game, Command command) {
        Outcome outcome = game.execute(command);
        if (!outcome.accepted() && !game.world().isGameOver()) {
            throw new IllegalStateException("random player issued an illegal command " + command + ": "
                    + outcome.rejection());
        }
    }
}
