package org.hexbench.ai.players.seeker;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.TerrainClass;

/**
 * Seeker's lists of potential target sites (Hexkit User's Guide §9.8.2 Initialization, Potential Targets), taken
 * from the world as it is: Seeker reads them afresh for every decision, so they always reflect the contents and
 * ownership changes its own Attack and Move commands caused. The engaged attack targets are kept by the
 * {@link UnitCycle}, since they record decisions, not the world.
 *
 * @param attack every site with units of another faction: we want to destroy them
 * @param capture every site that can be captured (a terrain on it may be captured, Hexkit Site.CanCapture) and does
 *        not belong to the faction (another faction's, or nobody's)
 * @param freeCapture the capture targets without units of another faction: sites we can actually occupy
 * @param garrison every site that can be captured and belongs to the faction: idle units guard them
 */
public record SeekerTargets(int[] attack, int[] capture, int[] freeCapture, int[] garrison) {

    /**
     * @param world the world state
     * @param faction the faction Seeker plays
     * @return its target lists, each ascending
     */
    public static SeekerTargets of(WorldState world, int faction) {
        int n = world.siteCount();
        int[] attack = IntStream.range(0, n).filter(s -> world.site(s).hasAlienUnits(faction)).toArray();
        int[] capture = IntStream.range(0, n)
                .filter(s -> isCapturable(world, s) && world.site(s).owner() != faction).toArray();
        int[] free = Arrays.stream(capture).filter(s -> !world.site(s).hasAlienUnits(faction)).toArray();
        int[] garrison = IntStream.range(0, n)
                .filter(s -> isCapturable(world, s) && world.site(s).owner() == faction).toArray();
        return new SeekerTargets(attack, capture, free, garrison);
    }

    /**
     * @param world the world state
     * @param site a site index
     * @return whether a unit with the Capture ability could capture it: a terrain on it may be captured
     */
    public static boolean isCapturable(WorldState world, int site) {
        for (Entity t : world.site(site).terrains()) {
            if (t.entityClass() instanceof TerrainClass c && c.isCanCapture()) {
                return true;
            }
        }
        return false;
    }

    /**
     * @param site a site index
     * @return whether it is a free capture target
     */
    public boolean isFreeCapture(int site) {
        return Arrays.binarySearch(freeCapture, site) >= 0;
    }

    /**
     * @param site a site index
     * @return whether it is a garrison target
     */
    public boolean isGarrison(int site) {
        return Arrays.binarySearch(garrison, site) >= 0;
    }
}
