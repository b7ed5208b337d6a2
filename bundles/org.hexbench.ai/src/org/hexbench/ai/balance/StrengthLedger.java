package org.hexbench.ai.balance;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.EntityClass;

/**
 * Which unit classes gained and lost strength in a game, found by comparing the units after each history entry with
 * the units before it (the history is the game's only record of change, Hexkit User's Guide §5.1, so replaying it
 * sees every loss, also those a later gain hides in the final state). A unit that appears is gained with its
 * strength, one that disappears is lost with the strength it had, a change of strength is a gain or a loss of the
 * difference, and a change of class is a loss to the old class and a gain to the new one.
 */
public final class StrengthLedger {

    private final Map<String, long[]> totals = new LinkedHashMap<>();
    private final Map<String, String> names = new HashMap<>();
    private Map<Integer, UnitStrength> last;

    /**
     * Starts the ledger at a first moment: these units are where the game starts, neither gained nor lost.
     *
     * @param initial the units by entity id
     */
    public StrengthLedger(Map<Integer, UnitStrength> initial) {
        last = Map.copyOf(initial);
        initial.values().forEach(u -> account(u, 0));
    }

    /**
     * Compares the units of the next moment with those of the last one and books the differences.
     *
     * @param now the units by entity id
     */
    public void observe(Map<Integer, UnitStrength> now) {
        for (var before : last.entrySet()) {
            UnitStrength after = now.get(before.getKey());
            UnitStrength was = before.getValue();
            if (after == null || !after.unitClass().equals(was.unitClass())) {
                account(was, -was.strength());
            }
        }
        for (var after : now.entrySet()) {
            UnitStrength was = last.get(after.getKey());
            UnitStrength is = after.getValue();
            if (was == null || !was.unitClass().equals(is.unitClass())) {
                account(is, is.strength());
            } else {
                account(is, is.strength() - was.strength());
            }
        }
        last = Map.copyOf(now);
    }

    private void account(UnitStrength unit, int change) {
        long[] t = totals.computeIfAbsent(unit.unitClass(), c -> new long[2]);
        names.putIfAbsent(unit.unitClass(), unit.name());
        if (change > 0) {
            t[0] += change;
        } else {
            t[1] -= change;
        }
    }

    /** @return every class seen, in the order first seen, with its gains and losses so far */
    public List<ClassStrength> classes() {
        List<ClassStrength> result = new ArrayList<>();
        totals.forEach((c, t) -> result.add(new ClassStrength(c, names.get(c), t[0], t[1])));
        return result;
    }

    /**
     * @param world a world state
     * @return its units (placed or not) by entity id, with class and strength
     */
    public static Map<Integer, UnitStrength> units(WorldState world) {
        Map<Integer, UnitStrength> units = new HashMap<>();
        for (Entity e : world.entities()) {
            if (e.category() == EntityCategory.UNIT) {
                EntityClass c = e.entityClass();
                units.put(e.id(), new UnitStrength(c.getId(), c.getName() != null ? c.getName() : c.getId(),
                        world.strength(e)));
            }
        }
        return units;
    }

    /**
     * Replays a game's history from its start and books every entry's changes.
     *
     * @param catalog the game's catalog
     * @param entries its history
     * @return every unit class of the game with the strength it gained and lost
     */
    public static List<ClassStrength> of(Catalog catalog, List<HistoryEntry> entries) {
        Replay replay = new Replay(catalog, entries);
        StrengthLedger ledger = new StrengthLedger(units(replay.world()));
        while (replay.hasNext()) {
            replay.step();
            ledger.observe(units(replay.world()));
        }
        return ledger.classes();
    }
}
