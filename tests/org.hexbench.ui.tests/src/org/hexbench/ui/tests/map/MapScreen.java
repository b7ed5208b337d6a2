package org.hexbench.ui.tests.map;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.ui.map.MapFigure;

/** What a map canvas shows on the screen, read back from the window system as a user sees it. */
final class MapScreen {

    private MapScreen() {
    }

    /**
     * Returns where a site's centre is on the screen, scrolling the canvas to it first if it is out of view.
     *
     * @param driver the test driver
     * @param canvas the map's canvas
     * @param figure the map's figure in it
     * @param site the site
     * @return display coordinates
     */
    static Point onScreen(UiDriver driver, FigureCanvas canvas, MapFigure figure, int site) {
        return driver.onUi(() -> {
            org.eclipse.draw2d.geometry.Point centre = figure.renderer().centreOf(site)
                    .getTranslated(figure.getBounds().getLocation());
            Rectangle view = canvas.getViewport().getClientArea();
            if (!view.getCropped(new org.eclipse.draw2d.geometry.Insets(10)).contains(centre)) {
                canvas.scrollTo(Math.max(0, centre.x - view.width / 2), Math.max(0, centre.y - view.height / 2));
                canvas.getViewport().validate();
                view = canvas.getViewport().getClientArea();
            }
            return canvas.toDisplay(centre.x - view.x, centre.y - view.y);
        });
    }

    /**
     * Reads one pixel of the screen.
     *
     * @param driver the test driver
     * @param at display coordinates
     * @return 0xRRGGBB
     */
    static int pixel(UiDriver driver, Point at) {
        ImageData data = capture(driver, new org.eclipse.swt.graphics.Rectangle(at.x, at.y, 1, 1));
        return rgb(data, 0, 0);
    }

    /**
     * Reads what the screen shows of a control.
     *
     * @param driver the test driver
     * @param control the control
     * @return its pixels
     */
    static ImageData capture(UiDriver driver, Control control) {
        org.eclipse.swt.graphics.Rectangle bounds = driver.onUi(() -> {
            Point corner = control.toDisplay(0, 0);
            return new org.eclipse.swt.graphics.Rectangle(corner.x, corner.y, control.getSize().x, control.getSize().y);
        });
        return capture(driver, bounds);
    }

    private static ImageData capture(UiDriver driver, org.eclipse.swt.graphics.Rectangle area) {
        return driver.onUi(() -> {
            Display display = Display.getCurrent();
            Image image = new Image(display, area.width, area.height);
            GC gc = new GC(display);
            try {
                gc.copyArea(image, area.x, area.y);
                return image.getImageData();
            } finally {
                gc.dispose();
                image.dispose();
            }
        });
    }

    static int rgb(ImageData data, int x, int y) {
        RGB rgb = data.palette.getRGB(data.getPixel(x, y));
        return (rgb.red << 16) | (rgb.green << 8) | rgb.blue;
    }
}
