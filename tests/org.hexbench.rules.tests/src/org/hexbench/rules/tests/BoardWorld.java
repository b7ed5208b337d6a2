package org.hexbench.rules.tests;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.hexbench.rules.interpreter.Effect;
import org.hexbench.rules.interpreter.RuleWorld;
import org.hexbench.rules.typing.Type;

/**
 * A test double of the engine for rules: the HexTC2 board of the HexTC2 rules, COMP202 Winter 2005 Assignment 6 (x =
 * row 0..8, y = diagonal rank 0..8, valid
 * iff |x - y| <= 4; steps W, E, NW, NE, SW, SE; distance max(|dx|, |dy|, |dx - dy|)), units with variables, and
 * effects applied at once and recorded.
 */
final class BoardWorld implements RuleWorld {

    private static final int[][] STEPS = {{0, -1}, {0, 1}, {-1, -1}, {-1, 0}, {1, 0}, {1, 1}};

    /** Units: class, owner, site (-1 unplaced or dead), variables by index. */
    final List<int[]> variables = new ArrayList<>();
    final List<int[]> maximum = new ArrayList<>();
    final List<Integer> classes = new ArrayList<>();
    final List<Integer> owners = new ArrayList<>();
    final List<Integer> sites = new ArrayList<>();
    final List<Boolean> alive = new ArrayList<>();
    final List<Effect> effects = new ArrayList<>();
    final int[] factions = {0, 1};
    int turn = 1;
    private final int hpIndex;

    /** @param hpIndex the index of the hit-point variable, which damage and heal change */
    BoardWorld(int hpIndex) {
        this.hpIndex = hpIndex;
    }

    static int site(int x, int y) {
        return valid(x, y) ? x * 9 + y : -1;
    }

    static boolean valid(int x, int y) {
        return x >= 0 && y >= 0 && x <= 8 && y <= 8 && Math.abs(x - y) <= 4;
    }

    /**
     * @param classIndex the class
     * @param owner the faction
     * @param site the site or -1
     * @param values the class's variable values (also the maxima)
     * @return the unit index
     */
    int add(int classIndex, int owner, int site, int[] values) {
        variables.add(values.clone());
        maximum.add(values.clone());
        classes.add(classIndex);
        owners.add(owner);
        sites.add(site);
        alive.add(true);
        return classes.size() - 1;
    }

    @Override
    public int siteOf(int unit) {
        return sites.get(unit);
    }

    @Override
    public int ownerOf(int unit) {
        return owners.get(unit);
    }

    @Override
    public int classOf(int unit) {
        return classes.get(unit);
    }

    @Override
    public int unitVariable(int unit, int variable) {
        return variables.get(unit)[variable];
    }

    @Override
    public int unitMaximum(int unit, int variable) {
        return maximum.get(unit)[variable];
    }

    @Override
    public int factionVariable(int faction, int variable) {
        return 0;
    }

    @Override
    public int[] unitsAt(int site) {
        List<Integer> result = new ArrayList<>();
        for (int u = 0; u < sites.size(); u++) {
            if (alive.get(u) && sites.get(u) == site) {
                result.add(u);
            }
        }
        return result.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public int[] unitsOf(int faction) {
        List<Integer> result = new ArrayList<>();
        for (int u = 0; u < owners.size(); u++) {
            if (alive.get(u) && owners.get(u) == faction) {
                result.add(u);
            }
        }
        return result.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public int[] sitesWithin(int center, int radius) {
        return Arrays.stream(sites()).filter(s -> distance(center, s) <= radius).toArray();
    }

    @Override
    public int[] neighbours(int site) {
        return Arrays.stream(sites()).filter(s -> distance(site, s) == 1).toArray();
    }

    @Override
    public int[] line(int start, int direction) {
        List<Integer> result = new ArrayList<>();
        int x = start / 9 + STEPS[direction][0];
        int y = start % 9 + STEPS[direction][1];
        while (valid(x, y)) {
            result.add(site(x, y));
            x += STEPS[direction][0];
            y += STEPS[direction][1];
        }
        return result.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public int directionCount() {
        return 6;
    }

    @Override
    public int distance(int from, int to) {
        int dx = to / 9 - from / 9;
        int dy = to % 9 - from % 9;
        return Math.max(Math.max(Math.abs(dx), Math.abs(dy)), Math.abs(dx - dy));
    }

    @Override
    public int[] path(int from, int to) {
        return new int[] {to};
    }

    @Override
    public int[] sites() {
        List<Integer> result = new ArrayList<>();
        for (int x = 0; x <= 8; x++) {
            for (int y = 0; y <= 8; y++) {
                if (valid(x, y)) {
                    result.add(site(x, y));
                }
            }
        }
        return result.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public int[] factions() {
        return factions;
    }

    @Override
    public int row(int site) {
        return site / 9;
    }

    @Override
    public int column(int site) {
        return site % 9;
    }

    @Override
    public int turn() {
        return turn;
    }

    @Override
    public String describe(Type type, int value) {
        return type + "#" + value;
    }

    @Override
    public void emit(Effect effect) {
        effects.add(effect);
        switch (effect) {
            case Effect.Damage d -> variables.get(d.unit())[hpIndex] -= d.amount();
            case Effect.Heal h -> variables.get(h.unit())[hpIndex] = Math.min(maximum.get(h.unit())[hpIndex],
                    variables.get(h.unit())[hpIndex] + h.amount());
            case Effect.Move m -> sites.set(m.unit(), m.site());
            case Effect.Destroy d -> alive.set(d.unit(), false);
            default -> { }
        }
    }
}
