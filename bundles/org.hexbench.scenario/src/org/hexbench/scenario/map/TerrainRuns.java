package org.hexbench.scenario.map;

import java.util.Arrays;

/**
 * The binary terrain layout of a large map (after Hexkit's packed areas, Hexkit User's Guide §4.8.3 Map Storage
 * Format): one
 * palette index per site in site index order, stored as pairs of unsigned LEB128 varints {@code (run, index)}.
 * Unlike {@link RunLengthRows}, runs may cross site rows: the binary form is not meant to be read by people, so it
 * only needs to be small and quick to expand (a 1000×1000 map of natural patches and scattered roads and towns
 * takes about 280 KB and expands in about a millisecond).
 *
 * <p>An immutable value, the type of the model's {@code GameMap.terrain} attribute. Two values are equal when they
 * describe the same number of sites with the same bytes; {@link #encode(int[])} always writes maximal runs, so
 * equal layouts give equal values. The scenario resource saves the value in a {@link TerrainFile} next to the
 * scenario file; {@link #source()} names that file in error messages.
 */
public final class TerrainRuns {

    private final int sites;
    private final byte[] bytes;
    private final int offset;
    private final int length;
    private final String source;
    private int hash;

    /**
     * Wraps encoded runs without copying them (used by {@link TerrainFile#read}, which has checked the checksum).
     *
     * @param sites the number of sites the runs describe
     * @param bytes the array holding the runs
     * @param offset where the runs start in {@code bytes}
     * @param length the number of bytes of runs
     * @param source the file the runs come from, for messages, or {@code null} if built in memory
     */
    TerrainRuns(int sites, byte[] bytes, int offset, int length, String source) {
        this.sites = sites;
        this.bytes = bytes;
        this.offset = offset;
        this.length = length;
        this.source = source;
    }

    /**
     * Encodes palette indexes into maximal runs.
     *
     * @param values one palette index (≥ 0) per site, in site index order
     * @return the encoded layout
     */
    public static TerrainRuns encode(int[] values) {
        byte[] out = new byte[Math.max(16, values.length / 4)];
        int n = 0, site = 0;
        while (site < values.length) {
            int value = values[site], end = site + 1;
            while (end < values.length && values[end] == value) {
                end++;
            }
            if (value < 0) {
                throw new IllegalArgumentException("negative palette index " + value + " at site " + site);
            }
            if (n + 10 > out.length) {
                out = Arrays.copyOf(out, out.length * 2);
            }
            n = putVarint(out, n, end - site);
            n = putVarint(out, n, value);
            site = end;
        }
        return new TerrainRuns(values.length, Arrays.copyOf(out, n), 0, n, null);
    }

    private static int putVarint(byte[] out, int n, int value) {
        while ((value & ~0x7F) != 0) {
            out[n++] = (byte) ((value & 0x7F) | 0x80);
            value >>>= 7;
        }
        out[n++] = (byte) value;
        return n;
    }

    /** @return the number of sites the runs describe */
    public int sites() {
        return sites;
    }

    /** @return the number of encoded bytes (without the {@link TerrainFile} header) */
    public int byteLength() {
        return length;
    }

    /** @return the name of the file the runs were read from, or {@code null} if they were built in memory */
    public String source() {
        return source;
    }

    /**
     * Expands the runs into one palette index per site: a tight loop over the varints, one
     * {@link Arrays#fill(int[], int, int, int)} per run.
     *
     * @param paletteSize the number of palette entries; every index must be below it
     * @return one palette index per site
     * @throws LayoutFormatException if the runs are malformed, do not cover exactly {@link #sites()} sites, or use
     *             an index outside the palette; the message names the {@link #source() file} and byte offset
     */
    public int[] decode(int paletteSize) throws LayoutFormatException {
        int[] values = new int[sites];
        byte[] b = bytes;
        int i = offset, end = offset + length, site = 0;
        while (i < end) {
            int start = i;
            int run = b[i++];
            if (run < 0) {
                run &= 0x7F;
                int shift = 7, next;
                do {
                    if (i >= end || shift > 28) {
                        throw malformed(start, "a run length is cut off or too long");
                    }
                    next = b[i++];
                    run |= (next & 0x7F) << shift;
                    shift += 7;
                } while (next < 0);
            }
            if (i >= end) {
                throw malformed(start, "a run has no palette index");
            }
            int value = b[i++];
            if (value < 0) {
                value &= 0x7F;
                int shift = 7, next;
                do {
                    if (i >= end || shift > 28) {
                        throw malformed(start, "a palette index is cut off or too long");
                    }
                    next = b[i++];
                    value |= (next & 0x7F) << shift;
                    shift += 7;
                } while (next < 0);
            }
            if (run <= 0 || run > sites - site) {
                throw malformed(start, "a run of " + run + " sites does not fit the map's " + sites + " sites");
            }
            if (value < 0 || value >= paletteSize) {
                throw malformed(start, "site " + site + " uses terrain stack " + value + " but the palette has "
                        + paletteSize + " entries");
            }
            Arrays.fill(values, site, site + run, value);
            site += run;
        }
        if (site != sites) {
            throw malformed(end, "the runs cover " + site + " sites, expected " + sites);
        }
        return values;
    }

    private LayoutFormatException malformed(int at, String message) {
        String where = (source == null ? "terrain runs" : source) + ": byte " + (at - offset + TerrainFile.HEADER_SIZE);
        return new LayoutFormatException(-1, where + ": " + message);
    }

    /**
     * Writes the encoded runs.
     *
     * @param out the target array, with room for {@link #byteLength()} bytes at {@code at}
     * @param at where to write
     */
    void copyTo(byte[] out, int at) {
        System.arraycopy(bytes, offset, out, at, length);
    }

    /**
     * Compares by value: the same number of sites and the same encoded bytes.
     *
     * @param obj another object
     * @return whether it is an equal layout
     */
    @Override
    public boolean equals(Object obj) {
        return obj instanceof TerrainRuns other && other.sites == sites
                && Arrays.equals(bytes, offset, offset + length, other.bytes, other.offset, other.offset + other.length);
    }

    /** @return a hash of the sites and bytes, consistent with {@link #equals(Object)} */
    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = sites;
            for (int i = offset; i < offset + length; i++) {
                h = 31 * h + bytes[i];
            }
            hash = h;
        }
        return h;
    }

    /** @return a short description for editors and debuggers (never the data) */
    @Override
    public String toString() {
        return sites + " sites in " + length + " bytes of runs" + (source == null ? "" : " from " + source);
    }
}
