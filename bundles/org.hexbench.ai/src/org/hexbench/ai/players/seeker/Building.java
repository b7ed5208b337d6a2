package org.hexbench.ai.players.seeker;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.random.RandomGenerator;
import org.hexbench.engine.command.Build;
import org.hexbench.scenario.UnitClass;

/**
 * Seeker's Build orders (Hexkit User's Guide §9.6 Build Command), one per call, units only (as Hexkit's computer
 * players). Both algorithms consider the unit classes the faction can build now and that have at least one place
 * target.
 * <ul>
 * <li><b>Value-guided building</b> (§9.6.2, Hexkit's AlgorithmGeneral.BuildByValue): for each class, the number to
 * build is the most the faction could build times its contextual valuation of the class
 * ({@link Valuation#evaluate(org.hexbench.scenario.EntityClass)}), rounded up unless the valuation is zero; the
 * classes are built by decreasing valuation (equal ones in the faction's order), each as close to its number as the
 * remaining resources allow. The numbers are worked out once, when building begins.</li>
 * <li><b>Random building</b> (§9.6.1, AlgorithmGeneral.BuildRandom): a random number of units of a random class,
 * again and again until no class can be built. A round that leaves the faction able to build as much as before
 * (a class that costs nothing) ends building, so it cannot go on for ever.</li>
 * </ul>
 */
public final class Building {

    private record Quota(int classIndex, String classId, int count) {
    }

    private final boolean random;
    private final Deque<Quota> quotas;
    private int lastCapacity = Integer.MAX_VALUE;

    private Building(boolean random, Deque<Quota> quotas) {
        this.random = random;
        this.quotas = quotas;
    }

    /**
     * Plans value-guided building.
     *
     * @param situation the game as building begins
     * @return the building, with each class's number worked out
     */
    public static Building byValue(Situation situation) {
        List<Quota> quotas = new ArrayList<>();
        List<Double> valuations = new ArrayList<>();
        for (int c : buildable(situation)) {
            UnitClass unitClass = (UnitClass) situation.world().catalog().entityClass(c);
            double valuation = situation.valuation().evaluate(unitClass);
            int count = valuation == 0.0 ? 0 : (int) Math.ceil(situation.buildCount(c) * valuation - 1e-9);
            int at = 0;
            while (at < valuations.size() && valuations.get(at) >= valuation - 1e-9) { // equal ones keep their order
                at++;
            }
            valuations.add(at, valuation);
            quotas.add(at, new Quota(c, unitClass.getId(), count));
        }
        return new Building(false, new ArrayDeque<>(quotas));
    }

    /** @return random building */
    public static Building atRandom() {
        return new Building(true, new ArrayDeque<>());
    }

    /**
     * @param situation the game now
     * @param randomness the player's random source
     * @return the next Build order, or {@code null} when building is done
     */
    public Build next(Situation situation, RandomGenerator randomness) {
        return random ? nextRandom(situation, randomness) : nextByValue(situation);
    }

    private Build nextByValue(Situation situation) {
        while (!quotas.isEmpty()) {
            Quota q = quotas.poll();
            for (int n = Math.min(q.count(), situation.buildCount(q.classIndex())); n > 0; n--) {
                Build build = new Build(Collections.nCopies(n, q.classId()));
                if (situation.refusal(build) == null) {
                    return build;
                }
            }
        }
        return null;
    }

    private Build nextRandom(Situation situation, RandomGenerator randomness) {
        List<Integer> classes = buildable(situation);
        int capacity = 0;
        for (int c : classes) {
            capacity += situation.buildCount(c);
        }
        if (classes.isEmpty() || capacity >= lastCapacity) {
            return null;
        }
        lastCapacity = capacity;
        int c = classes.get(randomness.nextInt(classes.size()));
        int n = 1 + randomness.nextInt(situation.buildCount(c));
        String id = situation.world().catalog().entityClass(c).getId();
        for (; n > 0; n--) {
            Build build = new Build(Collections.nCopies(n, id));
            if (situation.refusal(build) == null) {
                return build;
            }
        }
        return null;
    }

    /** The unit classes the faction can build now and place somewhere, in the faction's order. */
    private static List<Integer> buildable(Situation situation) {
        List<Integer> result = new ArrayList<>();
        var catalog = situation.world().catalog();
        for (UnitClass c : situation.world().faction(situation.faction()).scenarioFaction().getBuildableUnits()) {
            int index = catalog.classIndex(c.getId());
            if (index >= 0 && situation.buildCount(index) > 0 && situation.placeTargets(index).length > 0) {
                result.add(index);
            }
        }
        return result;
    }
}
