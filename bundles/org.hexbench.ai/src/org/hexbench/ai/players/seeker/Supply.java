package org.hexbench.ai.players.seeker;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.VariableKind;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.ModifierTarget;
import org.hexbench.scenario.ResourceTransfer;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableModifier;
import org.hexbench.scenario.VariableValue;

/**
 * Hexkit's supplies (Hexkit User's Guide §9.5.1 Calculating Supplies, Figure 55): which resources a faction's units
 * can be resupplied with on the map, where, and which units need them how urgently.
 *
 * <p><b>Supply resources.</b> Hexkit lets a scenario name each faction's supply resources (Faction.SupplyResources,
 * "any resources that could be used by any of the faction's units, and that can be resupplied on the map").
 * Hexbench's scenarios have no such list, so it is derived from the scenario with that definition: every resource
 * that some unit class holds and that some entity class resupplies to units, by a positive modifier on units
 * (target {@code units}, {@code ownerUnits} or their ranged forms, e.g. Riverford's towns heal their owner's units)
 * or by resource transfer (a terrain or effect that transfers the resource, Hexkit User's Guide §2.6.2). The same
 * list serves every faction.
 *
 * <p><b>Supply sites</b> (Faction.GetSupplyTargets, Site.SetSupplyResources): a site without units of another faction
 * supplies, of each supply resource, the modifiers that apply to the faction's units there plus what its
 * transferring terrains and effects hold. <b>Required supplies</b> (Unit.GetRequiredSupplies): a unit holding a
 * supply resource with initial value &gt; value &gt; 0 needs initial − value of it, with priority 100 × need /
 * initial percent.
 */
public final class Supply {

    /** The resupply priority from which Seeker sends a unit to resupply (§9.8.3 Select Move Target). */
    public static final double URGENT = 60;

    private final WorldState world;
    private final int faction;
    private final int[] resources;

    private Supply(WorldState world, int faction, int[] resources) {
        this.world = world;
        this.faction = faction;
        this.resources = resources;
    }

    /**
     * @param world the world state
     * @param faction the faction
     * @return its supplies
     */
    public static Supply of(WorldState world, int faction) {
        var catalog = world.catalog();
        List<Integer> found = new ArrayList<>();
        for (int v = 0; v < catalog.variableCount(); v++) {
            if (catalog.kind(v) == VariableKind.RESOURCE && anyUnitHolds(world, v) && anyResupplies(world, v)) {
                found.add(v);
            }
        }
        return new Supply(world, faction, found.stream().mapToInt(Integer::intValue).toArray());
    }

    private static boolean anyUnitHolds(WorldState world, int variable) {
        for (int c = 0; c < world.catalog().classCount(); c++) {
            if (world.catalog().entityClass(c) instanceof UnitClass u && defines(world, u, variable)) {
                return true;
            }
        }
        return false;
    }

    private static boolean anyResupplies(WorldState world, int variable) {
        for (int c = 0; c < world.catalog().classCount(); c++) {
            EntityClass e = world.catalog().entityClass(c);
            for (VariableModifier m : e.getModifiers()) {
                if (m.getValue() > 0 && m.getVariable() != null
                        && world.catalog().variableIndex(m.getVariable().getId()) == variable
                        && m.getTarget().getValue() >= ModifierTarget.UNITS_VALUE) {
                    return true;
                }
            }
            if (!(e instanceof UnitClass) && e.getResourceTransfer() != null
                    && e.getResourceTransfer() != ResourceTransfer.NONE && defines(world, e, variable)) {
                return true;
            }
        }
        return false;
    }

    private static boolean defines(WorldState world, EntityClass c, int variable) {
        for (VariableValue v : c.getVariables()) {
            if (v.getVariable() != null && world.catalog().variableIndex(v.getVariable().getId()) == variable) {
                return true;
            }
        }
        return false;
    }

    /** @return the supply resources' variable indexes, ascending */
    public int[] resources() {
        return resources.clone();
    }

    /**
     * Hexkit's Unit.CanHeal, which Hexbench's scenarios do not have: a unit can recover lost strength when its
     * strength resource is a supply resource.
     *
     * @param unit a unit
     * @return whether it can heal
     */
    public boolean canHeal(Entity unit) {
        int strength = world.catalog().strength();
        if (strength < 0 || !unit.has(strength)) {
            return false;
        }
        for (int r : resources) {
            if (r == strength) {
                return true;
            }
        }
        return false;
    }

    /**
     * Hexkit's Site.SetSupplyResources for one resource.
     *
     * @param site a site index
     * @param resource a supply resource's variable index
     * @return how much of it the site supplies the faction's units (0 where units of another faction stand)
     */
    public int provided(int site, int resource) {
        if (world.site(site).hasAlienUnits(faction)) {
            return 0;
        }
        int amount = world.unitModifier(faction, site, resource);
        for (List<Entity> stack : List.of(world.site(site).terrains(), world.site(site).effects())) {
            for (Entity e : stack) {
                var transfer = e.entityClass().getResourceTransfer();
                if (transfer != null && transfer != ResourceTransfer.NONE && e.has(resource)) {
                    amount += e.value(resource);
                }
            }
        }
        return amount;
    }

    /**
     * Hexkit's Faction.GetSupplyTargets, for one resource.
     *
     * @param resource a supply resource's variable index
     * @return the sites that supply some of it, ascending
     */
    public int[] targets(int resource) {
        return IntStream.range(0, world.siteCount()).filter(s -> provided(s, resource) > 0).toArray();
    }

    /**
     * What a unit needs most.
     *
     * @param unit a unit
     * @return its most urgent supply need (Hexkit's Unit.GetRequiredSupplies, highest priority), or {@code null} if
     *         it needs none
     */
    public Requirement required(Entity unit) {
        Requirement most = null;
        for (int r : resources) {
            int initial = unit.initial(r);
            int value = unit.value(r);
            if (unit.has(r) && initial > value && value > 0) {
                Requirement need = new Requirement(r, initial - value, 100.0 * (initial - value) / initial);
                if (most == null || need.priority() > most.priority()) {
                    most = need;
                }
            }
        }
        return most;
    }

    /**
     * A unit's need of one supply resource.
     *
     * @param resource the resource's variable index
     * @param amount how much it lacks of its initial value
     * @param priority the resupply priority in percent: 100 × amount / initial value
     */
    public record Requirement(int resource, int amount, double priority) {

        /** @return whether the need is urgent enough to send the unit to resupply (60 % or more) */
        public boolean isUrgent() {
            return priority >= URGENT;
        }
    }
}
