package org.hexbench.scenario.map;

import java.nio.ByteBuffer;
import java.util.zip.CRC32C;

/**
 * The binary sidecar file ({@code name.hexmap}) that holds the {@link TerrainRuns} of a large map next to its
 * scenario file (issue 4, Persistence; digest A.1 Areas). XML character data costs the parser about forty times a
 * memory copy per byte, so a 1000×1000 map's layout is kept out of the XMI and read with one
 * {@code readAllBytes}. Layout, all integers big-endian:
 *
 * <pre>
 * offset  size  content
 *      0     4  magic "HXMP"
 *      4     1  format version (1)
 *      5     3  reserved, zero
 *      8     4  number of sites
 *     12     4  number of bytes of runs (n)
 *     16     4  CRC-32C of the runs
 *     20     n  the runs: varint pairs (run, palette index), see {@link TerrainRuns}
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
    private static final byte VERSION = 1;

    private TerrainFile() {
    }

    /**
     * Serialises runs into the bytes of a terrain file.
     *
     * @param runs the layout
     * @return the file's bytes
     */
    public static byte[] write(TerrainRuns runs) {
        byte[] file = new byte[HEADER_SIZE + runs.byteLength()];
        runs.copyTo(file, HEADER_SIZE);
        CRC32C crc = new CRC32C();
        crc.update(file, HEADER_SIZE, runs.byteLength());
        ByteBuffer.wrap(file).putInt(MAGIC).put(VERSION).put(new byte[3]).putInt(runs.sites())
                .putInt(runs.byteLength()).putInt((int) crc.getValue());
        return file;
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
        if (version != VERSION) {
            throw new TerrainFileException(name, 4, "format version " + version + " is not supported (expected "
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
        if (HEADER_SIZE + length < file.length) {
            throw new TerrainFileException(name, HEADER_SIZE + length, (file.length - HEADER_SIZE - length)
                    + " unexpected bytes after the runs");
        }
        int expected = header.getInt();
        CRC32C crc = new CRC32C();
        crc.update(file, HEADER_SIZE, length);
        if ((int) crc.getValue() != expected) {
            throw new TerrainFileException(name, HEADER_SIZE, "checksum mismatch over bytes " + HEADER_SIZE + ".."
                    + (HEADER_SIZE + length) + ": the file is corrupt");
        }
        return new TerrainRuns(sites, file, HEADER_SIZE, length, name);
    }
}
