package org.hexbench.ui.map.scenario;

import java.io.File;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.swt.SWTException;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.RGB;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntityImage;
import org.hexbench.scenario.ImageFile;
import org.hexbench.scenario.ImageFrame;
import org.hexbench.scenario.ImageScaling;
import org.hexbench.scenario.ImageSection;
import org.hexbench.scenario.ImageStackEntry;
import org.hexbench.scenario.map.EntityFrames;
import org.hexbench.tiling.grid.Grid;
import org.hexbench.tiling.projection.Projection;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.map.MapSymbol;

/**
 * Composes an entity class's image stack into one picture the size of a site's polygon at 100 % zoom, the way
 * Hexkit's graphics engine fills its bitmap catalog (Hexkit User's Guide §3.4.4 Composing Image Stacks): every
 * entry's frame, bottom entry first, each
 * <ul>
 * <li>taken from the entry's single frame, or else from the catalog frame asked for, its frames repeated as often as
 * needed ("Combining Images");</li>
 * <li>transparent where the image file is, and where it has the Images section's magic colour (§3.4.1
 * Transparency);</li>
 * <li>mirrored where its scaling vector is negative, its colour channels shifted ("Customizing Images", §4.6.5);</li>
 * <li>scaled to the polygon horizontally and vertically as its image says, unless the entry is unscaled: drawn once
 * centred ("None"), tiled from the centre ("Repeat") or stretched to the polygon's bounding box ("Stretch", §3.4.2
 * Scaling), shifted by the entry's pixel offset;</li>
 * </ul>
 * then a drop shadow beneath when the class asks for one (§4.6.4 HasDropShadow), and everything clipped to the
 * polygon. Image files are read once; a picture is composed again only when something it is made of changed, so the
 * renderer's image cache (by identity) keeps hitting.
 */
final class StackImages {

    private static final int SHADOW_OFFSET = 2;

    private final Map<String, ImageData> files = new HashMap<>();
    /** Composed pictures by everything they are made of, so that a model change elsewhere keeps them. */
    private final Map<String, ImageData> pictures = new HashMap<>();
    private int width;
    private int height;
    private boolean[] inside;

    /**
     * Sets the polygon pictures are made for: a site of the grid's geometry at {@link MapRenderer#BASE_SIDE}.
     *
     * @param grid the map's grid
     */
    void setGrid(Grid grid) {
        Projection projection = new Projection(grid.geometry(), MapRenderer.BASE_SIDE);
        double[] corners = new double[12];
        int n = projection.corners(0, 0, corners);
        double cx = projection.worldX(0, 0), cy = projection.worldY(0, 0);
        double minX = Double.POSITIVE_INFINITY, minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY, maxY = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < n; k++) {
            corners[2 * k] -= cx;
            corners[2 * k + 1] -= cy;
            minX = Math.min(minX, corners[2 * k]);
            maxX = Math.max(maxX, corners[2 * k]);
            minY = Math.min(minY, corners[2 * k + 1]);
            maxY = Math.max(maxY, corners[2 * k + 1]);
        }
        width = (int) Math.ceil(maxX - minX);
        height = (int) Math.ceil(maxY - minY);
        inside = new boolean[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                inside[y * width + x] = contains(corners, n, x + 0.5 - width / 2.0, y + 0.5 - height / 2.0);
            }
        }
    }

    private static boolean contains(double[] corners, int n, double x, double y) {
        boolean in = false;
        for (int i = 0, j = n - 1; i < n; j = i++) {
            double xi = corners[2 * i], yi = corners[2 * i + 1], xj = corners[2 * j], yj = corners[2 * j + 1];
            if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi) {
                in = !in;
            }
        }
        return in;
    }

    /**
     * Composes one frame of a class's image stack.
     *
     * @param entityClass the class
     * @param frame the catalog frame, e.g. an entity's frame offset (taken modulo the class's frame count)
     * @return the picture, or {@code null} when no entry has a readable frame (the symbol graphic is drawn then)
     */
    ImageData compose(EntityClass entityClass, int frame) {
        int catalogFrame = Math.floorMod(frame, EntityFrames.count(entityClass));
        StringBuilder key = new StringBuilder().append(width).append('x').append(height).append(' ')
                .append(entityClass.isDropShadow());
        for (ImageStackEntry entry : entityClass.getImageStack()) {
            ImageFrame f = frameOf(entry, catalogFrame);
            key.append('|');
            if (f != null) {
                ImageFile file = f.getSource();
                key.append(file == null || file.eResource() == null ? null
                        : URI.createURI(String.valueOf(file.getPath())).resolve(file.eResource().getURI()))
                        .append(file != null && file.eContainer() instanceof ImageSection section
                                ? section.getTransparentColor() : "")
                        .append(' ').append(f.getX()).append(',').append(f.getY()).append(',').append(f.getWidth())
                        .append(',').append(f.getHeight()).append(' ').append(entry.getImage().getScalingX())
                        .append(entry.getImage().getScalingY()).append(entry.isUseUnscaled()).append(' ')
                        .append(entry.getOffsetX()).append(',').append(entry.getOffsetY()).append(' ')
                        .append(entry.getScaleX() < 0).append(entry.getScaleY() < 0).append(' ')
                        .append(entry.getColorShiftRed()).append(',').append(entry.getColorShiftGreen()).append(',')
                        .append(entry.getColorShiftBlue());
            }
        }
        return pictures.computeIfAbsent(key.toString(), k -> composeNow(entityClass, catalogFrame));
    }

    /** The frame an entry contributes to a catalog frame, or {@code null}. */
    private static ImageFrame frameOf(ImageStackEntry entry, int catalogFrame) {
        EntityImage image = entry.getImage();
        if (image == null || image.getFrames().isEmpty()) {
            return null;
        }
        List<ImageFrame> list = image.getFrames();
        return list.get(entry.getSingleFrame() >= 0 ? Math.min(entry.getSingleFrame(), list.size() - 1)
                : catalogFrame % list.size());
    }

    private ImageData composeNow(EntityClass entityClass, int catalogFrame) {
        int[] argb = new int[width * height];
        boolean any = false;
        for (ImageStackEntry entry : entityClass.getImageStack()) {
            ImageFrame f = frameOf(entry, catalogFrame);
            if (f == null) {
                continue;
            }
            EntityImage image = entry.getImage();
            Tile tile = read(f);
            if (tile != null) {
                draw(argb, adjust(tile, entry), entry, image);
                any = true;
            }
        }
        if (!any) {
            return null;
        }
        if (entityClass.isDropShadow()) {
            argb = withShadow(argb);
        }
        return toImageData(argb);
    }

    /** A frame's pixels as ARGB. */
    private record Tile(int width, int height, int[] argb) {
    }

    private Tile read(ImageFrame frame) {
        ImageFile file = frame.getSource();
        if (file == null || file.getPath() == null || file.eResource() == null) {
            return null;
        }
        ImageData data = read(files, file.getPath(), file.eResource());
        if (data == null) {
            return null;
        }
        int magic = file.eContainer() instanceof ImageSection section
                ? MapSymbol.parseColor(section.getTransparentColor(), -1) : -1;
        int x0 = Math.max(0, frame.getX()), y0 = Math.max(0, frame.getY());
        int w = Math.min(frame.getWidth() > 0 ? frame.getWidth() : data.width, data.width - x0);
        int h = Math.min(frame.getHeight() > 0 ? frame.getHeight() : data.height, data.height - y0);
        if (w <= 0 || h <= 0) {
            return null;
        }
        int[] argb = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int pixel = data.getPixel(x0 + x, y0 + y);
                RGB rgb = data.palette.getRGB(pixel);
                int value = (rgb.red << 16) | (rgb.green << 8) | rgb.blue;
                int alpha = data.alphaData != null ? data.getAlpha(x0 + x, y0 + y) : data.alpha >= 0 ? data.alpha : 255;
                if (pixel == data.transparentPixel || value == magic) {
                    alpha = 0;
                }
                argb[y * w + x] = (alpha << 24) | value;
            }
        }
        return new Tile(w, h, argb);
    }

    /**
     * Reads an image file once: a path relative to a model file, read into a cache by its file name. A model file of
     * the workspace ({@code platform:/resource}) is found where its resource set's URI converter finds it, on the
     * local disk (the editors' resource sets map workspace files to their locations).
     *
     * @param cache the images read so far, by file name
     * @param path the image's path, relative to the model file
     * @param base the model file's resource
     * @return the image, or {@code null} when it is no readable image file
     */
    static ImageData read(Map<String, ImageData> cache, String path, Resource base) {
        URI uri = URI.createURI(path).resolve(base.getURI());
        if (!uri.isFile() && base.getResourceSet() != null) {
            uri = base.getResourceSet().getURIConverter().normalize(uri);
        }
        if (!uri.isFile() || !new File(uri.toFileString()).isFile()) {
            return null;
        }
        return cache.computeIfAbsent(uri.toFileString(), name -> {
            try {
                return new ImageData(name);
            } catch (SWTException | IllegalArgumentException e) {
                return null;
            }
        });
    }

    /** Mirrors the tile where the entry's scaling vector is negative and shifts its colour channels. */
    private static Tile adjust(Tile tile, ImageStackEntry entry) {
        int w = tile.width(), h = tile.height();
        int[] out = new int[w * h];
        int dr = entry.getColorShiftRed(), dg = entry.getColorShiftGreen(), db = entry.getColorShiftBlue();
        for (int y = 0; y < h; y++) {
            int sy = entry.getScaleY() < 0 ? h - 1 - y : y;
            for (int x = 0; x < w; x++) {
                int sx = entry.getScaleX() < 0 ? w - 1 - x : x;
                int p = tile.argb()[sy * w + sx];
                int r = clamp(((p >> 16) & 0xff) + dr), g = clamp(((p >> 8) & 0xff) + dg), b = clamp((p & 0xff) + db);
                out[y * w + x] = (p & 0xff000000) | (r << 16) | (g << 8) | b;
            }
        }
        return new Tile(w, h, out);
    }

    private static int clamp(int channel) {
        return Math.max(0, Math.min(255, channel));
    }

    /** Draws a tile over the picture, scaled and placed as the entry and its image say. */
    private void draw(int[] argb, Tile tile, ImageStackEntry entry, EntityImage image) {
        ImageScaling sx = entry.isUseUnscaled() ? ImageScaling.NONE : image.getScalingX();
        ImageScaling sy = entry.isUseUnscaled() ? ImageScaling.NONE : image.getScalingY();
        for (int y = 0; y < height; y++) {
            int ty = source(y - entry.getOffsetY(), height, tile.height(), sy);
            if (ty < 0) {
                continue;
            }
            for (int x = 0; x < width; x++) {
                int tx = source(x - entry.getOffsetX(), width, tile.width(), sx);
                if (tx >= 0) {
                    argb[y * width + x] = over(tile.argb()[ty * tile.width() + tx], argb[y * width + x]);
                }
            }
        }
    }

    /**
     * Maps a picture coordinate to the tile coordinate drawn there, in one dimension.
     *
     * @param at the picture coordinate, less the entry's offset
     * @param size the picture's size
     * @param tileSize the tile's size
     * @param scaling how the tile fills the picture
     * @return the tile coordinate, or -1 where the tile is not drawn
     */
    private static int source(int at, int size, int tileSize, ImageScaling scaling) {
        return switch (scaling) {
            case STRETCH -> at < 0 || at >= size ? -1 : at * tileSize / size;
            case REPEAT -> Math.floorMod(at - (size - tileSize) / 2, tileSize);
            default -> {
                int t = at - (size - tileSize) / 2;
                yield t >= 0 && t < tileSize ? t : -1;
            }
        };
    }

    /** Source-over blending of two ARGB pixels (straight alpha). */
    private static int over(int src, int dst) {
        int sa = src >>> 24;
        if (sa == 255) {
            return src;
        }
        if (sa == 0) {
            return dst;
        }
        int da = dst >>> 24;
        int oa = sa + da * (255 - sa) / 255;
        int r = blend((src >> 16) & 0xff, sa, (dst >> 16) & 0xff, da, oa);
        int g = blend((src >> 8) & 0xff, sa, (dst >> 8) & 0xff, da, oa);
        int b = blend(src & 0xff, sa, dst & 0xff, da, oa);
        return (oa << 24) | (r << 16) | (g << 8) | b;
    }

    private static int blend(int s, int sa, int d, int da, int oa) {
        return oa == 0 ? 0 : (s * sa + d * da * (255 - sa) / 255) / oa;
    }

    /** Puts a half-transparent black copy of the picture's outline beneath it, moved down and right. */
    private int[] withShadow(int[] argb) {
        int[] out = new int[argb.length];
        for (int y = SHADOW_OFFSET; y < height; y++) {
            for (int x = SHADOW_OFFSET; x < width; x++) {
                int a = argb[(y - SHADOW_OFFSET) * width + x - SHADOW_OFFSET] >>> 24;
                out[y * width + x] = (a / 2) << 24;
            }
        }
        for (int i = 0; i < argb.length; i++) {
            out[i] = over(argb[i], out[i]);
        }
        return out;
    }

    private ImageData toImageData(int[] argb) {
        ImageData data = new ImageData(width, height, 24, new PaletteData(0xff0000, 0xff00, 0xff));
        data.alphaData = new byte[width * height];
        for (int i = 0; i < argb.length; i++) {
            int alpha = inside[i] ? argb[i] >>> 24 : 0;
            data.setPixel(i % width, i / width, argb[i] & 0xffffff);
            data.alphaData[i] = (byte) alpha;
        }
        return data;
    }
}
