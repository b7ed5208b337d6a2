package org.hexbench.xconq.internal;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.hexbench.xconq.synthesis.Blobs;
import org.hexbench.xconq.synthesis.SynthesisSettings;
import org.hexbench.xconq.synthesis.TerrainRule;

/**
 * The terrain methods of Xconq's synthesis on a {@link SynthesisGrid} (GDL reference, Synthesis Methods: Fractal
 * World, Random World, Maze World), with one seeded random generator so that the same settings give the same map.
 * Plain int arrays throughout: a 360 × 180 world is a few arrays of 64,800 ints.
 */
public final class TerrainWorlds {

    private final SynthesisGrid grid;
    private final SynthesisSettings settings;
    private final Random random;

    /**
     * Prepares the methods.
     *
     * @param grid the map
     * @param settings the settings
     * @param random the synthesis's random generator
     */
    public TerrainWorlds(SynthesisGrid grid, SynthesisSettings settings, Random random) {
        this.grid = grid;
        this.settings = settings;
        this.random = random;
    }

    /**
     * The fractal percentile world: the "alt" and "wet" layers of random blobs, smoothed, turned into percentiles;
     * each cell takes the first rule whose ranges hold its percentiles, the fallback terrain where none does.
     *
     * @param terrain the per-site terrain to fill (masked sites)
     * @return the altitude rank of every site among the masked sites (0 the lowest; distinct), -1 outside the mask
     */
    public int[] fractal(int[] terrain) {
        int[] alt = ranks(blobs(settings.alt()));
        int[] wet = ranks(blobs(settings.wet()));
        int cells = grid.sites().length;
        List<TerrainRule> rules = settings.rules();
        int n = rules.size();
        int[] altMin = new int[n];
        int[] altMax = new int[n];
        int[] wetMin = new int[n];
        int[] wetMax = new int[n];
        for (int k = 0; k < n; k++) {
            TerrainRule r = rules.get(k);
            altMin[k] = r.altMin();
            altMax[k] = r.altMax() >= 100 ? Integer.MAX_VALUE : r.altMax();
            wetMin[k] = r.wetMin();
            wetMax[k] = r.wetMax() >= 100 ? Integer.MAX_VALUE : r.wetMax();
        }
        for (int site : grid.sites()) {
            int a = (int) ((long) alt[site] * 100 / cells);
            int w = (int) ((long) wet[site] * 100 / cells);
            int chosen = settings.fallbackTerrain();
            for (int k = 0; k < n; k++) {
                if (a >= altMin[k] && a < altMax[k] && w >= wetMin[k] && w < wetMax[k]) {
                    chosen = rules.get(k).terrain();
                    break;
                }
            }
            terrain[site] = chosen;
        }
        return alt;
    }

    /**
     * One layer of blobs: {@code density} blobs per 10,000 cells, each a disc of about {@code size} cells per 10,000
     * of the map around a random cell, raising or lowering it by {@code height}; then {@code smoothing} passes that
     * give each cell the mean of itself and its neighbours.
     */
    private int[] blobs(Blobs b) {
        int[] values = new int[grid.size()];
        int[] sites = grid.sites();
        int cells = sites.length;
        if (cells == 0) {
            return values;
        }
        long count = b.density() == 0 ? 0 : Math.max(1, (long) b.density() * cells / 10_000);
        long blobCells = Math.max(1, (long) b.size() * cells / 10_000);
        int radius = 0;
        grid.prepareDiscs(2);
        while (grid.discSize(radius) < blobCells && radius < 200) {
            radius++;
            grid.prepareDiscs(radius + 1);
        }
        grid.prepareDiscs(radius + 1);
        int[] runs = grid.addsByRuns() ? grid.newRuns() : null;
        for (long k = 0; k < count; k++) {
            int centre = sites[random.nextInt(cells)];
            int r = Math.max(0, radius + random.nextInt(3) - 1);
            int delta = random.nextBoolean() ? b.height() : -b.height();
            if (runs != null) {
                grid.addDiscRuns(runs, centre, r, delta);
            } else {
                grid.addDisc(values, centre, r, delta);
            }
        }
        if (runs != null) {
            grid.sumRuns(runs, values);
        }
        int[] next = new int[values.length];
        for (int pass = 0; pass < b.smoothing(); pass++) {
            smooth(values, next);
            int[] t = values;
            values = next;
            next = t;
        }
        return values;
    }

    private void smooth(int[] in, int[] out) {
        int slots = grid.maxNeighbours();
        for (int site : grid.sites()) {
            long sum = in[site];
            int n = 1;
            for (int s = 0; s < slots; s++) {
                int nb = grid.neighbour(site, s);
                if (nb < 0) {
                    break;
                }
                sum += in[nb];
                n++;
            }
            out[site] = (int) Math.floorDiv(sum, n);
        }
    }

    /**
     * Each masked site's rank among the masked sites by value, ties by site index; -1 elsewhere. One sort of packed
     * longs. A cell's percentile is its rank · 100 / the number of cells.
     */
    private int[] ranks(int[] values) {
        int[] sites = grid.sites();
        long[] keys = new long[sites.length];
        for (int i = 0; i < sites.length; i++) {
            keys[i] = (long) values[sites[i]] << 32 | sites[i];
        }
        Arrays.sort(keys);
        int[] out = new int[values.length];
        Arrays.fill(out, -1);
        for (int rank = 0; rank < keys.length; rank++) {
            out[(int) keys[rank]] = rank;
        }
        return out;
    }

    /**
     * The random world: every cell drawn by the rules' {@code occurrence} weights.
     *
     * @param terrain the per-site terrain to fill
     */
    public void random(int[] terrain) {
        int[] weights = new int[settings.rules().size()];
        for (int k = 0; k < weights.length; k++) {
            weights[k] = settings.rules().get(k).occurrence();
        }
        for (int site : grid.sites()) {
            terrain[site] = draw(weights, settings.fallbackTerrain());
        }
    }

    /** A rule's terrain drawn by weight, or the fallback when every weight is 0. */
    private int draw(int[] weights, int fallback) {
        long total = 0;
        for (int w : weights) {
            total += Math.max(0, w);
        }
        if (total == 0) {
            return fallback;
        }
        long pick = (long) (random.nextDouble() * total);
        for (int k = 0; k < weights.length; k++) {
            pick -= Math.max(0, weights[k]);
            if (pick < 0) {
                return settings.rules().get(k).terrain();
            }
        }
        return settings.rules().get(weights.length - 1).terrain();
    }

    /**
     * The maze world: random terrain by occurrence, then rooms (discs of radius 1 to 3 at random cells) filled by
     * {@code maze-room-occurrence} until {@code maze-room-density} cells per 10,000 are room, then passages (walks
     * from one room to another, stepping to the neighbour nearest the goal, now and then to a random one) filled by
     * {@code maze-passage-occurrence} until {@code maze-passage-density} cells per 10,000 are passage.
     *
     * @param terrain the per-site terrain to fill
     */
    public void maze(int[] terrain) {
        random(terrain);
        int[] sites = grid.sites();
        if (sites.length == 0) {
            return;
        }
        int[] room = new int[settings.rules().size()];
        int[] passage = new int[settings.rules().size()];
        for (int k = 0; k < room.length; k++) {
            room[k] = settings.rules().get(k).mazeRoom();
            passage[k] = settings.rules().get(k).mazePassage();
        }
        boolean[] carved = new boolean[grid.size()];
        long roomCells = (long) settings.mazeRoomDensity() * sites.length / 10_000;
        long passageCells = (long) settings.mazePassageDensity() * sites.length / 10_000;
        int[] centres = new int[Math.max(1, sites.length)];
        int rooms = 0;
        long carvedRooms = 0;
        int[] disc = new int[grid.size()];
        grid.prepareDiscs(3);
        for (int attempt = 0; carvedRooms < roomCells && attempt < 100_000; attempt++) {
            int centre = sites[random.nextInt(sites.length)];
            int r = 1 + random.nextInt(3);
            int inDisc = grid.disc(centre, r, disc);
            for (int i = 0; i < inDisc; i++) {
                int site = disc[i];
                if (!carved[site]) {
                    carved[site] = true;
                    terrain[site] = draw(room, terrain[site]);
                    carvedRooms++;
                }
            }
            centres[rooms++ % centres.length] = centre;
        }
        long carvedPassages = 0;
        for (int attempt = 0; carvedPassages < passageCells && rooms > 1 && attempt < 10_000; attempt++) {
            int from = centres[random.nextInt(Math.min(rooms, centres.length))];
            int to = centres[random.nextInt(Math.min(rooms, centres.length))];
            int at = from;
            for (int step = 0; at != to && step < 4 * grid.size() && carvedPassages < passageCells; step++) {
                int next = -1;
                if (random.nextInt(4) == 0) {
                    int count = 0;
                    while (count < grid.maxNeighbours() && grid.neighbour(at, count) >= 0) {
                        count++;
                    }
                    next = count == 0 ? -1 : grid.neighbour(at, random.nextInt(count));
                } else {
                    int best = Integer.MAX_VALUE;
                    for (int s = 0; s < grid.maxNeighbours() && grid.neighbour(at, s) >= 0; s++) {
                        int d = grid.distance(grid.neighbour(at, s), to);
                        if (d < best) {
                            best = d;
                            next = grid.neighbour(at, s);
                        }
                    }
                }
                if (next < 0) {
                    break;
                }
                at = next;
                if (!carved[at]) {
                    carved[at] = true;
                    terrain[at] = draw(passage, terrain[at]);
                    carvedPassages++;
                }
            }
        }
    }

    /**
     * Gives every edge site the edge terrain (GDL reference, Synthesis Methods: edge-terrain).
     *
     * @param terrain the per-site terrain
     */
    public void edges(int[] terrain) {
        if (settings.edgeTerrain() < 0) {
            return;
        }
        for (int site : grid.sites()) {
            if (grid.isEdge(site)) {
                terrain[site] = settings.edgeTerrain();
            }
        }
    }
}
