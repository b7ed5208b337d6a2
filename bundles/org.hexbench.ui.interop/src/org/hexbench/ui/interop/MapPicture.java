package org.hexbench.ui.interop;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Display;
import org.hexbench.interop.InteropException;
import org.hexbench.interop.OutputFile;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.ui.map.MapOverlays;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.map.scenario.ScenarioMapContent;

/**
 * A PNG picture of a scenario's map, painted by the same {@link MapRenderer} as the map editor and the Play
 * perspective at 100 % (terrain symbols and images, grid lines, owners, home and place sites, unit counters; no
 * selection or highlights), and saved with SWT's {@link ImageLoader}. Must run on the display thread.
 */
public final class MapPicture {

    /** The largest picture painted, in pixels per side: larger maps are refused rather than exhaust memory. */
    public static final int MAX_SIDE = 16_384;

    private MapPicture() {
    }

    /**
     * Paints a scenario's whole map at 100 %.
     *
     * @param scenario the scenario
     * @return the pixels, {@code MapRenderer.size()} large
     * @throws InteropException if the scenario has no map, its map cannot be drawn, or the picture would be too large
     */
    public static ImageData paint(Scenario scenario) throws InteropException {
        String title = scenario.getMaster() == null ? "scenario" : scenario.getMaster().getTitle();
        GameMap map = scenario.getAreas() == null ? null : scenario.getAreas().getMap();
        if (map == null) {
            throw new InteropException(title, "the scenario has no map");
        }
        ScenarioMapContent content = new ScenarioMapContent(map);
        MapRenderer renderer = new MapRenderer(content, new MapOverlays());
        try {
            if (content.grid() == null || content.problem() != null) {
                throw new InteropException(title, "the map cannot be drawn: " + (content.problem() != null
                        ? content.problem() : "its geometry is invalid"));
            }
            renderer.setZoom(1);
            Dimension size = renderer.size();
            if (size.width > MAX_SIDE || size.height > MAX_SIDE) {
                throw new InteropException(title, "the picture would be " + size.width + " × " + size.height
                        + " pixels, more than " + MAX_SIDE + " per side; export SVG instead");
            }
            Image image = new Image(Display.getCurrent(), size.width, size.height);
            GC gc = new GC(image);
            SWTGraphics graphics = new SWTGraphics(gc);
            try {
                Rectangle all = new Rectangle(0, 0, size.width, size.height);
                graphics.setClip(all);
                renderer.paint(graphics, all);
            } finally {
                graphics.dispose();
                gc.dispose();
            }
            ImageData data = image.getImageData();
            image.dispose();
            return data;
        } finally {
            renderer.dispose();
            content.dispose();
        }
    }

    /**
     * Writes a PNG picture of a scenario's map, atomically.
     *
     * @param scenario the scenario
     * @param target the {@code .png} file
     * @throws InteropException if the map cannot be painted (nothing is written)
     * @throws IOException if the file cannot be written
     */
    public static void writePng(Scenario scenario, Path target) throws IOException {
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] {paint(scenario)};
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        loader.save(bytes, SWT.IMAGE_PNG);
        OutputFile.write(target, bytes.toByteArray());
    }
}
