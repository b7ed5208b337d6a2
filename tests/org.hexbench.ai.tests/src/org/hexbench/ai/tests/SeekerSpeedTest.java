package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.hexbench.ai.ComputerPlayer;
import org.hexbench.ai.DecidingPlayer;
import org.hexbench.ai.GameView;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.junit.jupiter.api.Test;

/**
 * Seeker decides in milliseconds (Hexkit User's Guide §9.8: "the actual time spent on calculations is so short that
 * computer players appear to move instantaneously"): the processor time of each decision in three Riverford games
 * against the random player, measured per thread so that other work on the machine does not count. The bounds are
 * more than ten times what was measured (mean 0.9 ms, 95th percentile 3 ms), so only a real slowdown trips them.
 */
class SeekerSpeedTest {

    @Test
    void aDecisionOnRiverfordTakesMilliseconds() {
        ThreadMXBean clock = ManagementFactory.getThreadMXBean();
        List<Long> nanos = new ArrayList<>();
        var source = Examples.source("riverford");
        for (long seed = 1; seed <= 3; seed++) {
            Game game = source.newGame(seed);
            ComputerPlayer seeker = PlayerRegistry.create(PlayerSpec.parse("seeker"), seed, 0).player();
            ComputerPlayer timed = new ComputerPlayer() {
                @Override
                public void beginTurn(GameView view) {
                    seeker.beginTurn(view);
                }

                @Override
                public Command nextOrder(GameView view) {
                    long start = clock.getCurrentThreadCpuTime();
                    Command order = seeker.nextOrder(view);
                    nanos.add(clock.getCurrentThreadCpuTime() - start);
                    return order;
                }
            };
            TurnSystem.of(game, 60).play(List.of(new DecidingPlayer("seeker", timed),
                    PlayerRegistry.create(PlayerSpec.parse("random"), seed, 1)));
        }
        Collections.sort(nanos);
        double mean = nanos.stream().mapToLong(Long::longValue).average().orElse(0) / 1e6;
        double p95 = nanos.get(nanos.size() * 95 / 100) / 1e6;
        String figures = nanos.size() + " decisions, mean " + mean + " ms, 95th percentile " + p95 + " ms";
        assertTrue(nanos.size() > 100, figures);
        assertTrue(mean < 12 && p95 < 40, figures);
    }
}
