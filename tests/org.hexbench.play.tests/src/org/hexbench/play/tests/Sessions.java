package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.hexbench.engine.game.TurnSettings;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameSetup;
import org.hexbench.play.GameStartException;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionOptions;
import org.hexbench.testdata.Checkout;

/** Test fixture: the shipped Riverford scenarios read as sessions read them, and sessions started and awaited. */
final class Sessions {

    /** Riverford: sequential turns, House Rouge (0) against the Blue League (1), its own rule file. */
    static final String RIVERFORD = "riverford";

    /** Riverford Crossing: simultaneous turns of 3 segments with Riverford's rules, West (0) against East (1). */
    static final String CROSSING = "riverford-simultaneous";

    private Sessions() {
    }

    static Path scenario(String example) {
        return Checkout.example(example).resolve(example + ".hexscenario");
    }

    static Definitions read(String example) {
        try {
            return Definitions.read(scenario(example));
        } catch (GameStartException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    /**
     * Copies the Riverford example (scenario, rule file and shared sections) into a folder, so a test may edit it.
     *
     * @param dir a scratch folder
     * @return the copy's folder
     */
    static Path copyRiverford(Path dir) throws java.io.IOException {
        return Checkout.copyExample(RIVERFORD, dir);
    }

    /** The example's scenario played by other rules (Java rules written for a test). */
    static Definitions withRules(String example, Rules rules) {
        Definitions read = read(example);
        try {
            return new Definitions(read.scenarioFile(), null, read.scenario(), new Catalog(read.scenario()), rules,
                    TurnSettings.of(read.scenario()));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    static GameSession start(Definitions definitions, List<Seat> seats, long seed, int turnLimit, SessionOptions options)
            throws GameStartException {
        return GameSession.start(new GameSetup(definitions.scenarioFile(), seats, seed, turnLimit, 0), definitions,
                options);
    }

    static GameSession start(String example, List<Seat> seats, long seed, int turnLimit) throws GameStartException {
        return start(read(example), seats, seed, turnLimit, SessionOptions.HEADLESS);
    }

    /** Waits for the computer players, failing the test if they take longer than a minute. */
    static void await(GameSession session) throws InterruptedException {
        assertTrue(session.awaitComputers(Duration.ofMinutes(1)), "the computer players finish within a minute");
    }

    /** A placed unit of the faction with somewhere to move, and the first site it may move to. */
    record UnitMove(int unit, int target) {
        List<Integer> units() {
            return List.of(unit);
        }
    }

    static UnitMove someMove(GameSession session, int faction) {
        List<Integer> units = session.read(g -> g.world().faction(faction).units().stream().filter(Entity::isPlaced)
                .map(Entity::id).toList()).orElseThrow();
        for (int unit : units) {
            int site = session.read(g -> g.world().entity(unit).site()).orElseThrow();
            for (int target : session.moveTargets(List.of(unit))) {
                if (target != site) {
                    return new UnitMove(unit, target);
                }
            }
        }
        throw new AssertionError("faction " + faction + " has no unit that can move");
    }
}
