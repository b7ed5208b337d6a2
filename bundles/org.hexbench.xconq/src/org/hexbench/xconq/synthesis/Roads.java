package org.hexbench.xconq.synthesis;

/**
 * The settings of {@code make-roads} (GDL reference, Synthesis Methods: Making Roads). Arrays are indexed by the
 * scenario's unit and terrain class indexes (Xconq's type indexes) and are not copied: do not change them after.
 *
 * @param terrain the road terrain class (a connection with {@code subtype-x road-x}), or -1 for no roads
 * @param chance {@code road-chance} u1 u2 in percent: the chance of a road from a unit of type u1 to the nearest one
 *        of type u2; {@code [units][units]}
 * @param toEdgeChance {@code road-to-edge-chance} per unit type, percent
 * @param spurChance {@code spur-chance} per unit type, percent: a spur road to the nearest road
 * @param spurRange {@code spur-range} per unit type: how far to look for that road (default 1)
 * @param edgeRoadDensity {@code edge-road-density}: roads from one edge of the area to another per 10,000 cells
 * @param intoChance {@code road-into-chance} t1 t2 in percent (default 100), {@code [terrains][terrains]}, or null
 *        for 100 everywhere
 */
public record Roads(int terrain, int[][] chance, int[] toEdgeChance, int[] spurChance, int[] spurRange,
        int edgeRoadDensity, int[][] intoChance) {

    /** No roads. */
    public static final Roads NONE = new Roads(-1, new int[0][0], new int[0], new int[0], new int[0], 0, null);

    /**
     * The chance, in percent, that a road passes from terrain t1 into t2.
     *
     * @param t1 the terrain class index it leaves
     * @param t2 the one it enters
     * @return {@code road-into-chance}, 100 by default
     */
    public int into(int t1, int t2) {
        return intoChance == null || t1 >= intoChance.length || t2 >= intoChance[t1].length ? 100
                : intoChance[t1][t2];
    }
}
