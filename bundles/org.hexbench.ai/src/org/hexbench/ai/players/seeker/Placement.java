package org.hexbench.ai.players.seeker;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.world.Entity;

/**
 * Seeker's Place orders (Hexkit User's Guide §9.7 Place Command), one per call, units only (as Hexkit's computer
 * players).
 * <ul>
 * <li><b>Maximum placement</b> (§9.7.1, AlgorithmGeneral.AttemptPlace): units meant for one site are placed together
 * if the game accepts that (the rules' place targets and Faction.CanPlace); otherwise the last unit is left out,
 * again and again until the rest can be placed or none is left.</li>
 * <li><b>Threat-guided placement</b> (§9.7.3, AlgorithmGeneral.PlaceByThreat): for each unit class with unplaced
 * units, in the order of the faction's units: no place target, skip it; one, place them all there; several, weigh
 * each target's threat ({@link Threat}) by its contextual valuation, normalize the weights to sum one, give each
 * target its weight times the number of unplaced units of the class, rounded up, and place, starting with the target
 * that gets the most (ties: the greater weight, then the lower site index). Where no enemy threatens any target
 * (all weights zero), every target weighs the same. A class whose place targets appear only after others were placed
 * (as under HexTC2's rules, which place creatures in table order) is taken up when they do.</li>
 * <li><b>Random placement</b> (§9.7.2, AlgorithmGeneral.PlaceRandom): each unit on a random one of its class's place
 * targets; units without one stay unplaced.</li>
 * </ul>
 */
public final class Placement {

    /**
     * The units one place target gets.
     *
     * @param site the place target
     * @param count how many units of the class go there
     */
    public record Share(int site, int count) {
    }

    private final boolean random;
    private final Set<Integer> doneClasses = new HashSet<>();
    private final Set<Integer> triedUnits = new HashSet<>();
    private final Deque<Share> shares = new ArrayDeque<>();
    private int currentClass = -1;

    private Placement(boolean random) {
        this.random = random;
    }

    /** @return threat-guided placement */
    public static Placement byThreat() {
        return new Placement(false);
    }

    /** @return random placement */
    public static Placement atRandom() {
        return new Placement(true);
    }

    /**
     * @param situation the game now
     * @param randomness the player's random source
     * @return the next Place order, or {@code null} when placing is done
     */
    public Place next(Situation situation, RandomGenerator randomness) {
        return random ? nextRandom(situation, randomness) : nextByThreat(situation);
    }

    private Place nextRandom(Situation situation, RandomGenerator randomness) {
        for (Entity u : situation.units()) {
            if (u.isPlaced() || !triedUnits.add(u.id())) {
                continue;
            }
            int[] targets = situation.placeTargets(u.classIndex());
            if (targets.length > 0) {
                Place place = new Place(List.of(u.id()), targets[randomness.nextInt(targets.length)]);
                if (situation.refusal(place) == null) {
                    return place;
                }
            }
        }
        return null;
    }

    private Place nextByThreat(Situation situation) {
        while (true) {
            while (!shares.isEmpty()) {
                Share share = shares.poll();
                List<Entity> units = unplaced(situation, currentClass);
                Place place = attemptPlace(situation, units.subList(0, Math.min(share.count(), units.size())),
                        share.site());
                if (place != null) {
                    return place;
                }
            }
            if (currentClass >= 0) {
                doneClasses.add(currentClass);
                currentClass = -1;
            }
            if (!planNextClass(situation)) {
                return null;
            }
        }
    }

    /** Picks the next class with unplaced units and place targets, and shares its units among the targets. */
    private boolean planNextClass(Situation situation) {
        for (Entity u : situation.units()) {
            int c = u.classIndex();
            if (u.isPlaced() || doneClasses.contains(c)) {
                continue;
            }
            int[] targets = situation.placeTargets(c);
            if (targets.length == 0) {
                continue;
            }
            currentClass = c;
            int count = unplaced(situation, c).size();
            shares.addAll(shares(situation, targets, count));
            return true;
        }
        return false;
    }

    /**
     * §9.7.3 steps 3–6: how many of {@code count} units go to each place target, in the order to place them.
     *
     * @param situation the game
     * @param targets the class's place targets
     * @param count the number of unplaced units of the class
     * @return the shares, most units first
     */
    public static List<Share> shares(Situation situation, int[] targets, int count) {
        if (targets.length == 1) {
            return List.of(new Share(targets[0], count));
        }
        double[] weight = Threat.evaluate(situation.world(), situation.valuation(), situation.faction(), targets);
        double sum = 0;
        for (int i = 0; i < targets.length; i++) {
            weight[i] *= situation.valuation().evaluate(targets[i]);
            sum += weight[i];
        }
        List<Integer> order = new ArrayList<>();
        int[] counts = new int[targets.length];
        for (int i = 0; i < targets.length; i++) {
            weight[i] = sum > 0 ? weight[i] / sum : 1.0 / targets.length;
            counts[i] = (int) Math.ceil(weight[i] * count - 1e-9);
            order.add(i);
        }
        order.sort((a, b) -> counts[a] != counts[b] ? Integer.compare(counts[b], counts[a])
                : weight[a] != weight[b] ? Double.compare(weight[b], weight[a]) : Integer.compare(targets[a], targets[b]));
        List<Share> result = new ArrayList<>();
        for (int i : order) {
            if (counts[i] > 0) {
                result.add(new Share(targets[i], counts[i]));
            }
        }
        return result;
    }

    /** §9.7.1: the Place order for as many of the units, from the first, as the game accepts on the site. */
    private static Place attemptPlace(Situation situation, List<Entity> units, int site) {
        List<Integer> ids = new ArrayList<>(units.stream().map(Entity::id).toList());
        while (!ids.isEmpty()) {
            Place place = new Place(List.copyOf(ids), site);
            if (situation.refusal(place) == null) {
                return place;
            }
            ids.remove(ids.size() - 1);
        }
        return null;
    }

    private static List<Entity> unplaced(Situation situation, int classIndex) {
        List<Entity> result = new ArrayList<>();
        for (Entity u : situation.units()) {
            if (!u.isPlaced() && u.classIndex() == classIndex) {
                result.add(u);
            }
        }
        return result;
    }
}
