package org.hexbench.engine.command;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.function.BiFunction;
import org.hexbench.engine.rules.Finder;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;

/** Shared argument checks of the commands: entity lists that exist, are distinct and belong to the issuer. */
final class Arguments {

    private Arguments() {
    }

    /** @return {@code null} if every id names a distinct entity of the issuing faction, else the reason */
    static String owned(RuleContext context, List<Integer> ids) {
        if (ids == null || ids.isEmpty()) {
            return "no entities given";
        }
        if (new HashSet<>(ids).size() != ids.size()) {
            return "an entity is given twice";
        }
        for (int id : ids) {
            Entity e = context.world().entity(id);
            if (e == null) {
                return "there is no entity " + id;
            }
            if (e.owner() != context.faction()) {
                return e + " does not belong to " + context.world().faction(context.faction()).name();
            }
        }
        return null;
    }

    /** @return {@code null} if the ids are owned, placed units on one site, else the reason */
    static String placedUnits(RuleContext context, List<Integer> ids) {
        String problem = owned(context, ids);
        if (problem != null) {
            return problem;
        }
        int site = context.world().entity(ids.get(0)).site();
        for (int id : ids) {
            Entity e = context.world().entity(id);
            if (e.category() != EntityCategory.UNIT) {
                return e + " is not a unit";
            }
            if (e.site() < 0) {
                return e + " is not placed";
            }
            if (e.site() != site) {
                return "the units do not stand on one site";
            }
        }
        return null;
    }

    /**
     * Checks a unit group and a target site for Attack and Move (Hexkit User's Guide §7.4.1 Attack Command, §7.4.7 Move
     * Command): the units are the faction's and placed,
     * the site exists, and it is among the targets the finder gives for the group.
     *
     * @param targets the target finder for the group, e.g. {@code Finder::moveTargets}
     * @param kind "move" or "attack", for the message
     * @return why the arguments are illegal, or null
     */
    static String unitsAndTarget(RuleContext context, List<Integer> units, int target,
            BiFunction<Finder, List<Entity>, int[]> targets, String kind) {
        String problem = placedUnits(context, units);
        if (problem == null) {
            problem = site(context, target);
        }
        if (problem == null && !contains(targets.apply(context.finder(), entities(context, units)), target)) {
            problem = context.world().catalog().siteName(target) + " is not " + (kind.startsWith("a") ? "an " : "a ") + kind
                    + " target of these units";
        }
        return problem;
    }

    /** @return {@code null} if the site index is on the map, else the reason */
    static String site(RuleContext context, int site) {
        return site >= 0 && site < context.world().siteCount() ? null : "site " + site + " is not on the map (it has sites 0 to "
                + (context.world().siteCount() - 1) + ")";
    }

    static List<Entity> entities(RuleContext context, List<Integer> ids) {
        List<Entity> result = new ArrayList<>(ids.size());
        for (int id : ids) {
            result.add(context.world().entity(id));
        }
        return result;
    }

    static boolean contains(int[] sorted, int value) {
        return java.util.Arrays.binarySearch(sorted, value) >= 0;
    }
}
