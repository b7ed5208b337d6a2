package org.hexbench.interop.internal;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;
import org.hexbench.interop.InteropException;

/**
 * Decodes Tiled tile layer data (TMX Map Format, {@code <data>}; JSON Map Format, Layer {@code data},
 * {@code encoding}, {@code compression}): CSV text, or base64 of little-endian unsigned 32-bit GIDs, uncompressed or
 * compressed with zlib or gzip ({@code java.util.zip}). Zstandard is refused with a message saying how to re-save
 * the map. The flip flags in the top four bits of each GID are cleared: terrain has no orientation.
 */
public final class LayerData {

    /** The most bytes a compressed layer may inflate to beyond its cells (guards against decompression bombs). */
    private static final int SLACK = 1 << 16;

    private LayerData() {
    }

    /**
     * Decodes CSV layer data.
     *
     * @param text the comma-separated GIDs
     * @param cells the number of cells the layer has
     * @param where file and position for messages
     * @return the GIDs, flags cleared
     * @throws InteropException if a value is not a GID or the count is wrong
     */
    public static int[] csv(String text, int cells, String where) throws InteropException {
        String trimmed = text.trim();
        String[] values = trimmed.isEmpty() ? new String[0] : trimmed.split("\\s*,\\s*");
        if (values.length != cells) {
            throw new InteropException(where, "has " + values.length + " tiles in its CSV data but the layer has "
                    + cells + " cells");
        }
        int[] gids = new int[cells];
        for (int i = 0; i < cells; i++) {
            gids[i] = gid(values[i].trim(), where);
        }
        return gids;
    }

    /**
     * Parses one GID given as text.
     *
     * @param value the decimal GID, flags included
     * @param where file and position for messages
     * @return the GID, flags cleared
     * @throws InteropException if it is not an unsigned 32-bit number
     */
    public static int gid(String value, String where) throws InteropException {
        try {
            long gid = Long.parseLong(value);
            if (gid < 0 || gid > 0xFFFFFFFFL) {
                throw new NumberFormatException();
            }
            return (int) gid & ~0xF0000000;
        } catch (NumberFormatException e) {
            throw new InteropException(where, "'" + value + "' is not a tile GID (an unsigned 32-bit number)");
        }
    }

    /**
     * Decodes base64 layer data.
     *
     * @param text the base64 text (white space allowed)
     * @param compression {@code ""}, {@code zlib}, {@code gzip} or {@code zstd}
     * @param cells the number of cells the layer has
     * @param where file and position for messages
     * @return the GIDs, flags cleared
     * @throws InteropException if the data is malformed, has the wrong length, or uses an unsupported compression
     */
    public static int[] base64(String text, String compression, int cells, String where) throws InteropException {
        byte[] bytes;
        try {
            bytes = Base64.getMimeDecoder().decode(text.trim());
        } catch (IllegalArgumentException e) {
            throw new InteropException(where, "has malformed base64 layer data: " + e.getMessage());
        }
        long expected = 4L * cells;
        switch (compression) {
            case "" -> {
                // uncompressed
            }
            case "zlib", "gzip" -> {
                try (InputStream in = compression.equals("zlib") ? new InflaterInputStream(new ByteArrayInputStream(bytes))
                        : new GZIPInputStream(new ByteArrayInputStream(bytes))) {
                    bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, expected + SLACK));
                } catch (IOException e) {
                    throw new InteropException(where, "has " + compression + " layer data that does not decompress: "
                            + e.getMessage());
                }
            }
            case "zstd" -> throw new InteropException(where, "uses zstd-compressed layer data, which Hexbench does not"
                    + " support; in Tiled set the map's Tile Layer Format to CSV or Base64 (uncompressed, zlib or gzip)"
                    + " and save it again");
            default -> throw new InteropException(where, "uses unknown layer compression '" + compression + "'");
        }
        if (bytes.length != expected) {
            throw new InteropException(where, "has " + bytes.length / 4 + " tiles in its base64 data but the layer has "
                    + cells + " cells");
        }
        ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        int[] gids = new int[cells];
        for (int i = 0; i < cells; i++) {
            gids[i] = buffer.getInt() & ~0xF0000000;
        }
        return gids;
    }

    /**
     * Encodes GIDs as CSV, one map row per line.
     *
     * @param gids the GIDs
     * @param width the map width
     * @return the text, starting and ending with a line break
     */
    public static String csvRows(int[] gids, int width) {
        StringBuilder text = new StringBuilder("\n");
        for (int i = 0; i < gids.length; i++) {
            text.append(Integer.toUnsignedString(gids[i]));
            if (i < gids.length - 1) {
                text.append(',');
            }
            if ((i + 1) % width == 0) {
                text.append('\n');
            }
        }
        return text.toString();
    }
}
