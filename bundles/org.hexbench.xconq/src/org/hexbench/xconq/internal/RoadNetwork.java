package org.hexbench.xconq.internal;

import java.util.Arrays;
import java.util.Random;
import org.hexbench.xconq.synthesis.Roads;
import org.hexbench.xconq.synthesis.SynthesisSettings;
import org.hexbench.xconq.synthesis.TerrainRule;

/**
 * Roads (GDL reference, Synthesis Methods: Making Roads): from each unit to the nearest unit of each type its
 * {@code road-chance} names, with that chance; from a unit to the nearest edge by {@code road-to-edge-chance}; a
 * spur from a unit to the nearest road within {@code spur-range} by {@code spur-chance}; and
 * {@code edge-road-density} roads per 10,000 cells from one edge of the area to another. A road's route is the
 * cheapest by a best-first search where entering a cell of terrain t2 from t1 costs 300 / {@code road-into-chance}
 * (never where that chance is 0, nor on liquid terrain) and following an existing road costs 1, so roads share
 * routes as the manual asks; the search weighs the remaining distance three times, which keeps it fast on large maps
 * at the price of routes that are cheap rather than cheapest.
 */
public final class RoadNetwork {

    private static final int NEW_ROAD = 300;

    private final SynthesisGrid grid;
    private final Roads roads;
    private final int[] terrain;
    private final boolean[] liquid;
    private final Random random;
    private final boolean[] road;
    private final int[] cost;
    private final int[] from;
    private final int[] stamp;
    private int[] component;
    private int[] nearestEdge;
    private int search;
    private long[] heap = new long[1024];
    private int heapSize;

    /**
     * Prepares the roads of a map.
     *
     * @param grid the map
     * @param settings the settings
     * @param terrain the per-site terrain
     * @param random the synthesis's random generator
     */
    public RoadNetwork(SynthesisGrid grid, SynthesisSettings settings, int[] terrain, Random random) {
        this.grid = grid;
        this.roads = settings.roads();
        this.terrain = terrain;
        this.random = random;
        int terrains = 1;
        for (TerrainRule r : settings.rules()) {
            terrains = Math.max(terrains, r.terrain() + 1);
        }
        for (int t : terrain) {
            terrains = Math.max(terrains, t + 1);
        }
        liquid = new boolean[terrains];
        for (TerrainRule r : settings.rules()) {
            liquid[r.terrain()] |= r.liquid();
        }
        road = new boolean[grid.size()];
        cost = new int[grid.size()];
        from = new int[grid.size()];
        stamp = new int[grid.size()];
    }

    /**
     * Lays the roads.
     *
     * @param unitClasses the unit class index of each unit on the map
     * @param unitSites the site of each unit
     * @return whether a road runs through each site
     */
    public boolean[] lay(int[] unitClasses, int[] unitSites) {
        if (roads.terrain() < 0) {
            return road;
        }
        int units = unitClasses.length;
        for (int a = 0; a < units; a++) {
            int u1 = unitClasses[a];
            if (u1 < 0 || u1 >= roads.chance().length) {
                continue;
            }
            for (int u2 = 0; u2 < roads.chance()[u1].length; u2++) {
                int chance = roads.chance()[u1][u2];
                if (chance <= 0) {
                    continue;
                }
                int nearest = -1;
                int best = Integer.MAX_VALUE;
                for (int b = 0; b < units; b++) {
                    if (b != a && unitClasses[b] == u2 && unitSites[b] != unitSites[a]) {
                        int d = grid.distance(unitSites[a], unitSites[b]);
                        if (d < best) {
                            best = d;
                            nearest = b;
                        }
                    }
                }
                if (nearest >= 0 && random.nextInt(100) < chance) {
                    route(unitSites[a], unitSites[nearest]);
                }
            }
        }
        for (int a = 0; a < units; a++) {
            int u = unitClasses[a];
            if (u >= 0 && u < roads.toEdgeChance().length && roads.toEdgeChance()[u] > 0
                    && random.nextInt(100) < roads.toEdgeChance()[u]) {
                int edge = nearestEdge(unitSites[a]);
                if (edge >= 0) {
                    route(unitSites[a], edge);
                }
            }
        }
        for (int a = 0; a < units; a++) {
            int u = unitClasses[a];
            if (u >= 0 && u < roads.spurChance().length && roads.spurChance()[u] > 0 && !road[unitSites[a]]
                    && random.nextInt(100) < roads.spurChance()[u]) {
                int range = u < roads.spurRange().length ? Math.max(1, roads.spurRange()[u]) : 1;
                int target = nearestRoad(unitSites[a], range);
                if (target >= 0) {
                    route(unitSites[a], target);
                }
            }
        }
        int[] edges = edgeSites();
        long edgeRoads = (long) roads.edgeRoadDensity() * grid.sites().length / 10_000;
        for (long k = 0; k < edgeRoads && edges.length > 1; k++) {
            int a = edges[random.nextInt(edges.length)];
            int b = a;
            for (int candidate = 0; candidate < 8; candidate++) {
                int c = edges[random.nextInt(edges.length)];
                if (grid.distance(a, c) > grid.distance(a, b)) {
                    b = c;
                }
            }
            if (a != b) {
                route(a, b);
            }
        }
        return road;
    }

    /**
     * Numbers the regions of passable sites (land joined by land), once, so that a road between two regions is not
     * searched for: water between them stops every road.
     */
    private int[] components() {
        if (component == null) {
            component = new int[grid.size()];
            java.util.Arrays.fill(component, -1);
            int[] queue = new int[grid.size()];
            int next = 0;
            for (int start : grid.sites()) {
                if (component[start] >= 0 || !passable(start)) {
                    continue;
                }
                int head = 0;
                int tail = 0;
                queue[tail++] = start;
                component[start] = next;
                while (head < tail) {
                    int at = queue[head++];
                    for (int s = 0; s < grid.maxNeighbours(); s++) {
                        int nb = grid.neighbour(at, s);
                        if (nb < 0) {
                            break;
                        }
                        if (component[nb] < 0 && passable(nb)) {
                            component[nb] = next;
                            queue[tail++] = nb;
                        }
                    }
                }
                next++;
            }
        }
        return component;
    }

    /** Whether a road could join two sites: both ends on land of one region, or an end on water next to it. */
    private boolean joinable(int a, int b) {
        int[] c = components();
        int ca = regionOf(a, c);
        int cb = regionOf(b, c);
        return ca >= 0 && ca == cb;
    }

    /** The region of a site, or of a passable neighbour when the site itself is water (a port on the coast). */
    private int regionOf(int site, int[] c) {
        if (c[site] >= 0) {
            return c[site];
        }
        for (int s = 0; s < grid.maxNeighbours(); s++) {
            int nb = grid.neighbour(site, s);
            if (nb < 0) {
                break;
            }
            if (c[nb] >= 0) {
                return c[nb];
            }
        }
        return -1;
    }

    private int[] edgeSites() {
        int n = 0;
        int[] out = new int[grid.sites().length];
        for (int site : grid.sites()) {
            if (grid.isEdge(site)) {
                out[n++] = site;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /**
     * The nearest passable edge site of a site, by steps: a breadth-first walk from every such edge site at once,
     * made on first use, so that each unit's road to the edge costs no scan of the map.
     */
    private int nearestEdge(int site) {
        if (nearestEdge == null) {
            nearestEdge = new int[grid.size()];
            Arrays.fill(nearestEdge, -1);
            int[] queue = new int[grid.size()];
            int tail = 0;
            for (int s : grid.sites()) {
                if (grid.isEdge(s) && passable(s)) {
                    nearestEdge[s] = s;
                    queue[tail++] = s;
                }
            }
            for (int head = 0; head < tail; head++) {
                int at = queue[head];
                for (int k = 0; k < grid.maxNeighbours(); k++) {
                    int nb = grid.neighbour(at, k);
                    if (nb < 0) {
                        break;
                    }
                    if (nearestEdge[nb] < 0) {
                        nearestEdge[nb] = nearestEdge[at];
                        queue[tail++] = nb;
                    }
                }
            }
        }
        return nearestEdge[site];
    }

    /** The nearest road site within a number of steps of a site, by a breadth-first walk; -1 when there is none. */
    private int nearestRoad(int site, int range) {
        search++;
        int[] queue = new int[Math.min(grid.size(), 1 + 3 * range * (range + 1) * Math.max(1,
                grid.maxNeighbours() / 6 + 1))];
        int tail = 0;
        queue[tail++] = site;
        stamp[site] = search;
        cost[site] = 0;
        for (int head = 0; head < tail; head++) {
            int at = queue[head];
            if (at != site && road[at]) {
                return at;
            }
            if (cost[at] == range) {
                continue;
            }
            for (int k = 0; k < grid.maxNeighbours(); k++) {
                int nb = grid.neighbour(at, k);
                if (nb < 0) {
                    break;
                }
                if (stamp[nb] != search) {
                    stamp[nb] = search;
                    cost[nb] = cost[at] + 1;
                    if (tail == queue.length) {
                        queue = Arrays.copyOf(queue, 2 * queue.length);
                    }
                    queue[tail++] = nb;
                }
            }
        }
        return -1;
    }

    private boolean passable(int site) {
        int t = terrain[site];
        return t >= 0 && (t >= liquid.length || !liquid[t]);
    }

    /** The cost of entering a site from a neighbour, or -1 where no road may go. */
    private int step(int at, int next) {
        if (!passable(next)) {
            return -1;
        }
        if (road[next]) {
            return 1;
        }
        int chance = roads.into(terrain[at], terrain[next]);
        return chance <= 0 ? -1 : NEW_ROAD / Math.min(100, chance);
    }

    /**
     * Lays a road along the cheap route from one site to another, if there is one; the ends count as passable. A
     * search that expands more than 40 sites per step of the straight distance gives up (road-into-chance walls can
     * make a route long or impossible), and the road is not laid.
     */
    private void route(int start, int goal) {
        if (start == goal || !joinable(start, goal)) {
            return;
        }
        long budget = 40L * (grid.distance(start, goal) + 10);
        search++;
        heapSize = 0;
        stamp[start] = search;
        cost[start] = 0;
        from[start] = -1;
        push(grid.distance(start, goal) * 3L, start);
        int slots = grid.maxNeighbours();
        boolean found = false;
        while (heapSize > 0 && budget-- > 0) {
            long top = pop();
            int at = (int) top;
            if (at == goal) {
                found = true;
                break;
            }
            int here = cost[at];
            if ((top >>> 32) > here + grid.distance(at, goal) * 3L) {
                continue;
            }
            for (int s = 0; s < slots; s++) {
                int nb = grid.neighbour(at, s);
                if (nb < 0) {
                    break;
                }
                int c = nb == goal ? 1 : step(at, nb);
                if (c < 0) {
                    continue;
                }
                int next = here + c;
                if (stamp[nb] != search || next < cost[nb]) {
                    stamp[nb] = search;
                    cost[nb] = next;
                    from[nb] = at;
                    push(next + grid.distance(nb, goal) * 3L, nb);
                }
            }
        }
        if (found) {
            for (int at = goal; at >= 0; at = from[at]) {
                road[at] = true;
            }
        }
    }

    private void push(long priority, int site) {
        if (heapSize == heap.length) {
            heap = Arrays.copyOf(heap, heapSize * 2);
        }
        long key = priority << 32 | site;
        int i = heapSize++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (heap[parent] <= key) {
                break;
            }
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = key;
    }

    private long pop() {
        long top = heap[0];
        long last = heap[--heapSize];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= heapSize) {
                break;
            }
            if (child + 1 < heapSize && heap[child + 1] < heap[child]) {
                child++;
            }
            if (heap[child] >= last) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = last;
        return top;
    }
}
