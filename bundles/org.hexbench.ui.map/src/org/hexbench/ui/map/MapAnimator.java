package org.hexbench.ui.map;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;

/**
 * The animation clock of one map view (Hexkit User's Guide §3.4.3 Frames and Animation: "Animated images cycle
 * through their frames while the game awaits user input"): a display timer that advances its renderer's
 * {@linkplain MapRenderer#setAnimationStep animation step} every {@link MapAnimation#STEP_MILLIS} ms and repaints
 * only the sites in view whose picture changes ({@link MapRenderer#animatedSites}), so a frame costs what the visible
 * animated sites cost, whatever the map's size.
 *
 * <p>It runs only while there is something to play: the content {@linkplain MapContent#animated() may animate},
 * {@link MapLook#animation()} is on (Window › Preferences › Hexbench › Map), and the control shows. A control that
 * no longer shows (another editor's tab, a minimised view, a hidden page) stops the timer at its next step; the
 * control's next paint, when it shows again, starts it. A change of the content or of the settings starts or stops
 * it as well. {@link #dispose()} (and disposing the control) stops it for good. Use it on the display's thread.
 */
public final class MapAnimator {

    private final MapFigure figure;
    private final Control control;
    private final Runnable tick = this::tick;
    private final Runnable settingsChanged = this::changed;
    private final Listener shownAgain = this::shownAgain;
    private boolean running;
    private boolean disposed;
    private volatile boolean reconsidering;
    private long ticks;
    private int[] lastRepainted = new int[0];

    /**
     * Creates the clock of a map figure and starts it if there is anything to play.
     *
     * @param figure the map figure whose renderer's step advances
     * @param control the canvas the figure is painted on
     */
    public MapAnimator(MapFigure figure, Control control) {
        this.figure = figure;
        this.control = control;
        MapLook.addChangeListener(settingsChanged);
        figure.renderer().content().addChangeListener(settingsChanged);
        control.addListener(SWT.Paint, shownAgain);
        control.addListener(SWT.Dispose, e -> dispose());
        reconsider();
    }

    /** @return whether the timer is scheduled */
    public boolean isRunning() {
        return running;
    }

    /** @return how many steps the clock has advanced since it was made */
    public long ticks() {
        return ticks;
    }

    /** @return the sites the last step repainted (a copy) */
    public int[] lastRepainted() {
        return lastRepainted.clone();
    }

    /**
     * The content or the settings changed: look again once the change is over (a command sends many notifications,
     * and the content decodes the map again when asked after a change).
     */
    private void changed() {
        if (reconsidering || disposed || control.isDisposed()) {
            return;
        }
        reconsidering = true;
        control.getDisplay().asyncExec(() -> {
            reconsidering = false;
            reconsider();
        });
    }

    /** Starts the timer when there is something to play and it is not running; stops it when there is not. */
    private void reconsider() {
        if (disposed || control.isDisposed()) {
            return;
        }
        if (shouldRun()) {
            start();
        } else {
            stop();
        }
    }

    private boolean shouldRun() {
        return !disposed && !control.isDisposed() && MapLook.animation() && figure.renderer().content().animated()
                && control.isVisible();
    }

    private void start() {
        if (!running) {
            running = true;
            control.getDisplay().timerExec(MapAnimation.STEP_MILLIS, tick);
        }
    }

    private void stop() {
        if (running) {
            running = false;
            if (!control.isDisposed()) {
                control.getDisplay().timerExec(-1, tick);
            }
        }
    }

    /** A paint shows the control: start again if it was stopped because it was hidden. */
    private void shownAgain(Event e) {
        if (!running && shouldRun()) {
            start();
        }
    }

    private void tick() {
        if (!running) {
            return;
        }
        running = false;
        if (!shouldRun()) {
            return;
        }
        MapRenderer renderer = figure.renderer();
        long from = renderer.animationStep();
        int[] sites = renderer.animatedSites(visibleArea(), from, from + 1);
        renderer.setAnimationStep(from + 1);
        for (int site : sites) {
            figure.repaintSite(site);
        }
        lastRepainted = sites;
        ticks++;
        start();
    }

    /** The part of the map in view, in map pixels. */
    private Rectangle visibleArea() {
        org.eclipse.swt.graphics.Point size = control.getSize();
        Rectangle area = new Rectangle(0, 0, size.x, size.y);
        figure.translateToRelative(area);
        area.intersect(figure.getBounds());
        return area.translate(-figure.getBounds().x, -figure.getBounds().y);
    }

    /** Stops the clock for good and lets go of the figure, the content and the settings. */
    public void dispose() {
        if (disposed) {
            return;
        }
        stop();
        disposed = true;
        MapLook.removeChangeListener(settingsChanged);
        figure.renderer().content().removeChangeListener(settingsChanged);
        if (!control.isDisposed()) {
            control.removeListener(SWT.Paint, shownAgain);
        }
    }
}
