package org.hexbench.xconq.internal;

import java.util.Arrays;
import java.util.Random;
import org.hexbench.xconq.synthesis.SynthesisSettings;
import org.hexbench.xconq.synthesis.TerrainRule;

/**
 * Rivers (GDL reference, Synthesis Methods: Making Rivers): from cells where a river starts by its terrain's
 * {@code river-chance}, a river runs downhill, always to the lowest neighbour, until it reaches liquid terrain (its
 * outlet) or another river (it joins it); where no neighbour lies lower it ends in a lake: the cell becomes
 * {@code river-sink-terrain}. Rivers keep off the edge of the area, whose cells have "little or no effect on the
 * game" (edge-terrain). The walk itself draws nothing at random ("the algorithm computes rivers in a
 * deterministic way"), so rivers never tangle. Altitudes are the fractal method's ranks (its percentiles before
 * they are cut into hundredths), all distinct, so "lower" is a strict order.
 */
public final class RiverNetwork {

    private RiverNetwork() {
    }

    /**
     * Runs the rivers.
     *
     * @param grid the map
     * @param settings the settings (river terrain, sink terrain, the rules' river chances and liquids)
     * @param altitude the altitude rank of every site (distinct)
     * @param terrain the per-site terrain; pits become the sink terrain
     * @param random the synthesis's random generator, for the sources
     * @return per site the next site downstream, -1 without a river
     */
    public static int[] run(SynthesisGrid grid, SynthesisSettings settings, int[] altitude, int[] terrain,
            Random random) {
        int[] river = new int[grid.size()];
        Arrays.fill(river, -1);
        if (settings.riverTerrain() < 0 || altitude == null) {
            return river;
        }
        int terrains = 0;
        for (TerrainRule r : settings.rules()) {
            terrains = Math.max(terrains, r.terrain() + 1);
        }
        terrains = Math.max(terrains, Math.max(settings.fallbackTerrain(), settings.riverSinkTerrain()) + 1);
        int[] chance = new int[terrains];
        boolean[] liquid = new boolean[terrains];
        for (TerrainRule r : settings.rules()) {
            chance[r.terrain()] = r.riverChance();
            liquid[r.terrain()] |= r.liquid();
        }
        int slots = grid.maxNeighbours();
        for (int source : grid.sites()) {
            int t = terrain[source];
            if (grid.isEdge(source) || t < 0 || t >= terrains || liquid[t] || river[source] >= 0
                    || chance[t] <= 0 || random.nextInt(10_000) >= chance[t]) {
                continue;
            }
            int at = source;
            while (true) {
                int lowest = -1;
                for (int s = 0; s < slots; s++) {
                    int nb = grid.neighbour(at, s);
                    if (nb < 0) {
                        break;
                    }
                    if (!grid.isEdge(nb) && altitude[nb] < altitude[lowest < 0 ? at : lowest]) {
                        lowest = nb;
                    }
                }
                if (lowest < 0) {
                    // a pit: the river ends in a lake
                    if (settings.riverSinkTerrain() >= 0 && at != source) {
                        terrain[at] = settings.riverSinkTerrain();
                    }
                    if (at != source) {
                        river[at] = -1;
                    }
                    break;
                }
                river[at] = lowest;
                int lt = terrain[lowest];
                if (lt >= 0 && lt < terrains && liquid[lt] || river[lowest] >= 0
                        || lt == settings.riverSinkTerrain()) {
                    break;
                }
                at = lowest;
            }
        }
        return river;
    }
}
