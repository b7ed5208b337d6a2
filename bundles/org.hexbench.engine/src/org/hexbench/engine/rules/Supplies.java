package org.hexbench.engine.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.ResourceClass;

/**
 * Unit supply (Hexkit §3.5.4 "Unit Supply Resources", Figure 55 "Supply Programs"): a faction's supply resources
 * are the unit resources that can be resupplied on the map. Resupply itself happens at Begin Turn through the
 * usual resource update (unit resource modifiers of the site, limited to the initial value, plus automatic
 * transfers from terrains and effects: {@link DefaultRules#addSiteResources}); this class answers the questions a
 * computer player asks about it: where can the faction's units resupply, and how badly does a unit need to. All
 * maps iterate in the order of the faction's supply resources.
 */
public final class Supplies {

    private Supplies() {
    }

    /**
     * Returns what a site supplies to a faction's units (Hexkit Site.SetSupplyResources): per supply resource, the
     * unit resource modifiers that apply to the faction's units there plus the amounts held by terrains and effects
     * there that transfer resources.
     *
     * @param world the state
     * @param faction a faction index
     * @param site a site index
     * @return supply resource id → amount
     */
    public static Map<String, Integer> available(WorldState world, int faction, int site) {
        Map<String, Integer> result = new LinkedHashMap<>();
        for (ResourceClass r : world.faction(faction).scenarioFaction().getSupplyResources()) {
            int v = world.catalog().variableIndex(r.getId());
            if (v < 0) {
                continue;
            }
            int amount = world.unitModifier(faction, site, v);
            List<Entity> providers = new ArrayList<>(world.site(site).terrains());
            providers.addAll(world.site(site).effects());
            for (Entity p : providers) {
                if (DefaultRules.transfers(p)) {
                    amount += p.value(v);
                }
            }
            result.merge(r.getId(), amount, Integer::sum);
        }
        return result;
    }

    /**
     * Returns the sites where a faction's units can resupply (Hexkit Faction.GetSupplyTargets): sites without
     * other factions' units that supply a positive amount of any supply resource.
     *
     * @param world the state
     * @param faction a faction index
     * @return the site indexes, ascending
     */
    public static int[] targets(WorldState world, int faction) {
        List<Integer> result = new ArrayList<>();
        for (int s = 0; s < world.siteCount(); s++) {
            if (world.site(s).hasAlienUnits(faction)) {
                continue;
            }
            if (available(world, faction, s).values().stream().anyMatch(a -> a > 0)) {
                result.add(s);
            }
        }
        return result.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Returns a unit's supply needs (Hexkit Unit.GetRequiredSupplies): per supply resource of its owner that the
     * unit has, the deficit below its initial value (0 when it is full).
     *
     * @param world the state
     * @param unit an owned unit
     * @return supply resource id → deficit
     */
    public static Map<String, Integer> required(WorldState world, Entity unit) {
        Map<String, Integer> result = new LinkedHashMap<>();
        if (unit.owner() < 0) {
            return result;
        }
        for (ResourceClass r : world.faction(unit.owner()).scenarioFaction().getSupplyResources()) {
            int v = world.catalog().variableIndex(r.getId());
            if (unit.has(v)) {
                result.put(r.getId(), Math.max(0, unit.initial(v) - unit.value(v)));
            }
        }
        return result;
    }

    /**
     * Returns a unit's resupply priority (Hexkit: the deficit as a percentage of the initial value, 100 when the
     * whole initial stockpile is gone), the highest over its supply resources.
     *
     * @param world the state
     * @param unit an owned unit
     * @return 0..100
     */
    public static int priority(WorldState world, Entity unit) {
        int best = 0;
        for (var e : required(world, unit).entrySet()) {
            int initial = unit.initial(world.catalog().variableIndex(e.getKey()));
            if (initial > 0) {
                best = Math.max(best, Math.min(100, 100 * e.getValue() / initial));
            }
        }
        return best;
    }
}
