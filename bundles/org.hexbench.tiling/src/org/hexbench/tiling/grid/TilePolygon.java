package org.hexbench.tiling.grid;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.tiling.LatticePoint;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.Tiling;

/**
 * The outline of a region of tiles as closed loops of vertex coordinates (Tiling Module design note, contents item 2):
 * one loop per boundary component, so a ring of tiles has an outer loop and a hole. Each loop
 * runs clockwise around the tiles it encloses (in the lattice frame, rows down), so outer
 * boundaries are clockwise and holes counter-clockwise. Regions touching only at a square
 * corner get separate loops. Use a projection to turn the vertices into world polygons.
 *
 * @param tiling the tiling of the vertices
 * @param loops the loops; each lists vertices in order, the first not repeated at the end
 */
public record TilePolygon(Tiling tiling, List<List<LatticePoint>> loops) {

    /**
     * Copies the loops.
     *
     * @param tiling the tiling
     * @param loops the loops
     */
    public TilePolygon {
        loops = loops.stream().map(List::copyOf).toList();
    }

    /**
     * Traces the outline of a tile set.
     *
     * @param region the tiles
     * @return the outline, with no loops for an empty set
     */
    public static TilePolygon of(TileSet region) {
        Tiling tiling = region.tiling();
        // Every boundary side, oriented clockwise around its inside tile: start -> end vertex.
        Map<LatticePoint, LatticePoint[]> sides = new LinkedHashMap<>();
        Map<LatticePoint, Tile> insideOf = new HashMap<>();
        Map<LatticePoint, List<LatticePoint>> sidesFrom = new HashMap<>();
        for (Tile t : region) {
            List<LatticePoint> ts = tiling.sides(t), tv = tiling.vertices(t);
            for (int k = 0; k < ts.size(); k++) {
                LatticePoint side = ts.get(k);
                if (!region.contains(region.otherTile(side, t))) {
                    LatticePoint from = tv.get(k), to = tv.get((k + 1) % tv.size());
                    sides.put(side, new LatticePoint[] {from, to});
                    insideOf.put(side, t);
                    sidesFrom.computeIfAbsent(from, v -> new ArrayList<>(2)).add(side);
                }
            }
        }
        List<List<LatticePoint>> loops = new ArrayList<>();
        Map<LatticePoint, Boolean> used = new HashMap<>();
        for (LatticePoint first : sides.keySet()) {
            if (used.containsKey(first)) {
                continue;
            }
            List<LatticePoint> loop = new ArrayList<>();
            LatticePoint side = first;
            while (side != null && !used.containsKey(side)) {
                used.put(side, Boolean.TRUE);
                LatticePoint[] ends = sides.get(side);
                loop.add(ends[0]);
                side = next(sidesFrom.get(ends[1]), insideOf.get(side), insideOf, used);
            }
            loops.add(loop);
        }
        return new TilePolygon(tiling, loops);
    }

    /** Picks the unused side leaving a vertex, preferring the one around the same tile. */
    private static LatticePoint next(List<LatticePoint> candidates, Tile inside,
            Map<LatticePoint, Tile> insideOf, Map<LatticePoint, Boolean> used) {
        LatticePoint fallback = null;
        for (LatticePoint c : candidates) {
            if (used.containsKey(c)) {
                continue;
            }
            if (insideOf.get(c).equals(inside)) {
                return c;
            }
            fallback = c;
        }
        return fallback;
    }

    /** @return the total number of vertices over all loops */
    public int vertexCount() {
        int n = 0;
        for (List<LatticePoint> loop : loops) {
            n += loop.size();
        }
        return n;
    }
}
