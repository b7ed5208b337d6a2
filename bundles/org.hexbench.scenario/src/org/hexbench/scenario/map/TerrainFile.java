package org.hexbench.scenario.map;

import java.nio.ByteBuffer;
import java.util.zip.CRC32C;

/**
 * The binary sidecar file ({@code name.hexmap}) that holds the {@link TerrainRuns} of a large map next to its
 * scenario file, and optionally the map's areas in binary form (Hexkit User's Guide §4.8.3 Map Storage Format). XML
 * character data costs the parser about forty times a memory copy per byte, so a 1000×1000 map's layout is kept out
 * of the XMI and read with one {@code readAllBytes}. Layout, all integers big-endian:
 *
 * <pre>
 * offset  size  content
 *      0     4  magic "HXMP"
 *      4     1  format version (2; version 1 files end after the runs)
 *      5     3  reserved, zero
 *      8     4  number of sites
 *     12     4  number of bytes of runs (n)
 *     16     4  CRC-32C of the runs
 *     20     n  the runs: varint pairs (run, palette index), see {@link TerrainRuns}
 *   20+n     4  number of bytes of area data (m; 0 when the map's areas are in the XMI)
 *   24+n     4  CRC-32C of the area data
 *   28+n     m  the area data (written and read by the scenario resource)
 * </pre>
 *
 * A short, over-long or corrupt file gives a {@link TerrainFileException} naming the file and the byte offset.
 */
public final class TerrainFile {

    /** The file extension of terrain sidecar files. */
    public static final String EXTENSION = "hexmap";

    /** Bytes before the runs. */
    public static final int HEADER_SIZE = 20;

    private static final int MAGIC = 'H' << 24 | 'X' << 16 | 'M' << 8 | 'P';
    private static final byte VERSION = 2;
    private static final int AREA_HEADER_SIZE = 8;

    private TerrainFile() {
    }

    /**
     * Serialises runs into the bytes of a terrain file, without area data.
     *
     * @param runs the layout
     * @return the file's bytes
     */
    public static byte[] write(TerrainRuns runs) {
        return write(runs, new byte[0]);
    }

    /**
     * Serialises runs and the map's area data into the bytes of a terrain file.
     *
     * @param runs the layout
     * @param areas the area data (empty when the areas stay in the XMI)
     * @return the file's bytes
     */
    public static byte[] write(TerrainRuns runs, byte[] areas) {
        int n = runs.byteLength();
        byte[] file = new byte[HEADER_SIZE + n + AREA_HEADER_SIZE + areas.length];
        runs.copyTo(file, HEADER_SIZE);
        System.arraycopy(areas, 0, file, HEADER_SIZE + n + AREA_HEADER_SIZE, areas.length);
        ByteBuffer.wrap(file).putInt(MAGIC).put(VERSION).put(new byte[3]).putInt(runs.sites()).putInt(n)
                .putInt(checksum(file, HEADER_SIZE, n)).position(HEADER_SIZE + n).putInt(areas.length)
                .putInt(checksum(file, HEADER_SIZE + n + AREA_HEADER_SIZE, areas.length));
        return file;
    }

    private static int checksum(byte[] bytes, int offset, int length) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, offset, length);
        return (int) crc.getValue();
    }

    /**
     * Returns where the area data of a file that {@link #read} accepted lies.
     *
     * @param file the file's bytes
     * @return {@code {offset, length}} of the area data; length 0 when there is none (version 1, or areas in XMI)
     */
    public static int[] areaData(byte[] file) {
        if (file[4] < 2) {
            return new int[] {file.length, 0};
        }
        ByteBuffer b = ByteBuffer.wrap(file);
        int n = b.getInt(12);
        return new int[] {HEADER_SIZE + n + AREA_HEADER_SIZE, b.getInt(HEADER_SIZE + n)};
    }

    /**
     * Reads the bytes of a terrain file: checks the header, the length and the checksum. The runs are wrapped, not
     * copied or expanded ({@link TerrainRuns#decode(int)} expands them).
     *
     * @param file the file's bytes
     * @param name the file's name, for messages
     * @return the runs
     * @throws TerrainFileException if the file is not a terrain file, has another version, is truncated or too long,
     *             or its checksum does not match
     */
    public static TerrainRuns read(byte[] file, String name) {
        if (file.length < HEADER_SIZE) {
            throw new TerrainFileException(name, file.length, "truncated: the header needs " + HEADER_SIZE
                    + " bytes but the file has " + file.length);
        }
        ByteBuffer header = ByteBuffer.wrap(file);
        if (header.getInt() != MAGIC) {
            throw new TerrainFileException(name, 0, "not a Hexbench terrain file (no \"HXMP\" magic)");
        }
        byte version = header.get();
        if (version != 1 && version != VERSION) {
            throw new TerrainFileException(name, 4, "format version " + version + " is not supported (expected 1 or "
                    + VERSION + ")");
        }
        header.position(8);
        int sites = header.getInt();
        if (sites < 0) {
            throw new TerrainFileException(name, 8, "negative number of sites " + sites);
        }
        int length = header.getInt();
        if (length < 0 || HEADER_SIZE + (long) length > file.length) {
            throw new TerrainFileException(name, file.length, "truncated: the header announces " + length
                    + " bytes of runs but the file ends after " + (file.length - HEADER_SIZE));
        }
        int end = HEADER_SIZE + length;
        if (version >= 2) {
            if (end + AREA_HEADER_SIZE > file.length) {
                throw new TerrainFileException(name, file.length, "truncated: the area header is missing");
            }
            int areas = ByteBuffer.wrap(file).getInt(end);
            if (areas < 0 || end + AREA_HEADER_SIZE + (long) areas > file.length) {
                throw new TerrainFileException(name, file.length, "truncated: the header announces " + areas
                        + " bytes of areas but the file ends after " + (file.length - end - AREA_HEADER_SIZE));
            }
            if (checksum(file, end + AREA_HEADER_SIZE, areas) != ByteBuffer.wrap(file).getInt(end + 4)) {
                throw new TerrainFileException(name, end + AREA_HEADER_SIZE, "checksum mismatch over the area data: "
                        + "the file is corrupt");
            }
            end += AREA_HEADER_SIZE + areas;
        }
        if (end < file.length) {
            throw new TerrainFileException(name, end, (file.length - end) + " unexpected bytes after the "
                    + (version >= 2 ? "areas" : "runs"));
        }
        int expected = header.getInt();
        if (checksum(file, HEADER_SIZE, length) != expected) {
            throw new TerrainFileException(name, HEADER_SIZE, "checksum mismatch over bytes " + HEADER_SIZE + ".."
                    + (HEADER_SIZE + length) + ": the file is corrupt");
        }
        return new TerrainRuns(sites, file, HEADER_SIZE, length, name);
    }
}
