package org.hexbench.engine.simultaneous;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.world.Entity;

/**
 * Random directives for every unit a player controls: attack a random target when one is in range, else move to a
 * random reachable site (sometimes hold). For tests, benchmarks and headless play.
 */
public final class RandomDirectives implements DirectiveSource {

    private final SplittableRandom random;
    private SimultaneousTurns turns;

    /**
     * @param seed the seed of its own random source
     */
    public RandomDirectives(long seed) {
        random = new SplittableRandom(seed);
    }

    @Override
    public List<Directive> directives(Game game, String player) {
        ControlHierarchy hierarchy = new ControlHierarchy(game.world());
        List<Directive> result = new ArrayList<>();
        for (var f : game.world().aliveFactions()) {
            if (hierarchy.precedence(player, f.index()) == null) {
                continue;
            }
            for (Entity u : f.units()) {
                if (!u.isPlaced()) {
                    continue;
                }
                int[] attacks = game.finder().attackTargets(List.of(u));
                if (turns == null || turns.game() != game) {
                    turns = new SimultaneousTurns(game, 1);
                }
                int[] moves = turns.moveTargets(u);
                if (attacks.length > 0 && random.nextInt(10) < 7) {
                    result.add(new Directive(player, u.id(), Directive.Kind.ATTACK, attacks[random.nextInt(attacks.length)]));
                } else if (moves.length > 0 && random.nextInt(10) < 8) {
                    result.add(new Directive(player, u.id(), Directive.Kind.MOVE, moves[random.nextInt(moves.length)]));
                }
            }
        }
        return result;
    }
}
