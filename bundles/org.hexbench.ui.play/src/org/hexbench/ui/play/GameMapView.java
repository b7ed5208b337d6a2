package org.hexbench.ui.play;

import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.Viewport;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.ui.map.MapCounter;
import org.hexbench.ui.map.MapEditor;
import org.hexbench.ui.map.MapFigure;
import org.hexbench.ui.map.MapOverlays;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.play.internal.WorldMapContent;
import org.hexbench.ui.play.session.GameSession;
import org.hexbench.ui.play.session.MapInteraction;
import org.hexbench.ui.play.session.Reply;

/**
 * The Game Map view: the live world state drawn by the map editor's renderer ({@code org.hexbench.ui.map}), read-only,
 * with Hexkit Game's map interaction (digest A.4–A.6) bound to the mouse through {@link MapInteraction}: a left click
 * selects a site's stack (and of it the units of the faction a person moves); the selected units' move targets and
 * attack targets are highlighted; hovering over a move target previews the A* path; a right click on a target moves
 * or attacks with the selected units (in simultaneous turns it gives that directive instead, and the targets of the
 * directives the person gave are highlighted until the turn resolves). Ctrl+wheel, the tool bar and the view menu zoom from 25 % to 400 %; the
 * scroll bars scroll; the status line names the hovered site. The map follows the session at most every
 * {@value GameView#REFRESH_MILLIS} ms, as the other views do.
 */
public final class GameMapView extends GameView {

    /** Name of the highlight set of the selected units' move targets. */
    public static final String MOVE_TARGETS = "moveTargets";
    /** Name of the highlight set of the selected units' attack targets. */
    public static final String ATTACK_TARGETS = "attackTargets";
    /** Name of the highlight set of the targets of the directives given this simultaneous turn. */
    public static final String DIRECTIVE_TARGETS = "directiveTargets";

    private static final MapOverlays.Highlight NONE = new MapOverlays.Highlight(0, 0, new BitSet());

    private Label headline;
    private FigureCanvas canvas;
    private Label hint;
    private final MapOverlays overlays = new MapOverlays();
    private final Map<String, MapOverlays.Highlight> shownSets = new HashMap<>();
    private WorldMapContent content;
    private MapRenderer renderer;
    private MapFigure figure;
    private double zoom = 1;
    private int hovered = -1;
    private String siteMessage = "";

    @Override
    protected String purpose() {
        return "The live map of the game appears here once you play a scenario.";
    }

    @Override
    protected void createContent(Composite parent) {
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 2;
        parent.setLayout(layout);
        headline = new Label(parent, SWT.NONE);
        headline.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        headline.setData("org.hexbench.id", PlayViews.MAP + ".headline");
        canvas = new FigureCanvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        canvas.setData("org.hexbench.id", PlayViews.MAP + ".canvas");
        canvas.setContents(new Figure());
        hint = new Label(parent, SWT.WRAP);
        hint.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        hint.setData("org.hexbench.id", PlayViews.MAP + ".hint");
        hint.setText("Click a site to select it and your units on it; right-click a cyan site to move there, a red one"
                + " to attack it. Ctrl+wheel zooms.");
        canvas.addListener(SWT.MouseDown, this::mouseDown);
        canvas.addListener(SWT.MouseMove, e -> hover(siteAt(e.x, e.y)));
        canvas.addListener(SWT.MouseExit, e -> hover(-1));
        canvas.addListener(SWT.MouseWheel, e -> {
            if ((e.stateMask & SWT.MOD1) != 0) {
                e.doit = false;
                zoomStep(e.count > 0 ? 1 : -1);
            }
        });
        contributeZoom();
        showZoom();
    }

    /** Zoom in and out on the view's tool bar; every zoom level in its menu. */
    private void contributeZoom() {
        IToolBarManager bar = getViewSite().getActionBars().getToolBarManager();
        bar.add(new Separator());
        bar.add(action("Zoom Out", () -> zoomStep(-1)));
        bar.add(action("Zoom In", () -> zoomStep(1)));
        IMenuManager menu = getViewSite().getActionBars().getMenuManager();
        for (double level : MapEditor.ZOOM_LEVELS) {
            menu.add(action("Zoom " + percent(level), () -> setZoom(level)));
        }
        getViewSite().getActionBars().updateActionBars();
    }

    private static Action action(String text, Runnable run) {
        Action action = new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
        action.setToolTipText(text);
        return action;
    }

    private static String percent(double level) {
        return Math.round(level * 100) + "%";
    }

    // ------------------------------------------------------------------ mouse

    private void mouseDown(Event e) {
        MapInteraction interaction = mapInteraction();
        if (interaction == null || renderer == null) {
            return;
        }
        // the pointer's position rather than the event's: a button event synthesised on GTK (SWT's Display.post, as
        // test drivers and accessibility tools use it) carries coordinates of another window
        org.eclipse.swt.graphics.Point pointer = canvas.toControl(canvas.getDisplay().getCursorLocation());
        int site = siteAt(pointer.x, pointer.y);
        if (e.button == 1) {
            interaction.select(site);
        } else if (e.button == 3 && site >= 0) {
            Reply reply = interaction.issue(site);
            String text = (reply.accepted() ? "" : "Rejected: ") + reply.message();
            hint.setText(text);
            hint.getParent().layout();
            getViewSite().getActionBars().getStatusLineManager().setMessage(text);
        }
    }

    /** The site under a point of the canvas, or -1. */
    private int siteAt(int x, int y) {
        if (figure == null) {
            return -1;
        }
        Point p = new Point(x, y);
        figure.translateToRelative(p);
        if (!figure.getBounds().contains(p)) {
            return -1;
        }
        Point map = figure.toMap(p);
        return renderer.siteAt(map.x, map.y);
    }

    private void hover(int site) {
        if (site == hovered || figure == null) {
            return;
        }
        hovered = site;
        figure.setHover(site);
        siteMessage = site < 0 ? "" : describe(site);
        getViewSite().getActionBars().getStatusLineManager().setMessage(siteMessage);
        if (mapInteraction() != null) {
            mapInteraction().hover(site);
        }
    }

    /** The hovered site for the status line: its coordinates, and the units and effects on it. */
    private String describe(int site) {
        List<MapCounter> counters = content.counters(site);
        String name = content.siteName(site);
        return counters.isEmpty() ? name
                : name + ": " + counters.stream().map(MapCounter::name).collect(Collectors.joining(", "));
    }

    // ------------------------------------------------------------------ zoom

    private void zoomStep(int direction) {
        double[] levels = MapEditor.ZOOM_LEVELS;
        double next = zoom;
        if (direction > 0) {
            for (double level : levels) {
                if (level > zoom + 1e-9) {
                    next = level;
                    break;
                }
            }
        } else {
            for (int i = levels.length - 1; i >= 0; i--) {
                if (levels[i] < zoom - 1e-9) {
                    next = levels[i];
                    break;
                }
            }
        }
        setZoom(next);
    }

    /**
     * Zooms the map about the middle of what is visible.
     *
     * @param level the zoom factor, clamped to 25 %..400 % ({@link MapRenderer#MIN_ZOOM}..{@link MapRenderer#MAX_ZOOM})
     */
    public void setZoom(double level) {
        zoom = Math.max(MapRenderer.MIN_ZOOM, Math.min(MapRenderer.MAX_ZOOM, level));
        if (figure != null && figure.getScale() != zoom) {
            Viewport viewport = canvas.getViewport();
            Rectangle view = viewport.getClientArea();
            double factor = zoom / figure.getScale();
            double cx = view.x + view.width / 2.0, cy = view.y + view.height / 2.0;
            figure.setScale(zoom);
            viewport.validate();
            canvas.scrollTo((int) Math.max(0, cx * factor - view.width / 2.0),
                    (int) Math.max(0, cy * factor - view.height / 2.0));
        }
        showZoom();
    }

    private void showZoom() {
        setContentDescription("Zoom " + percent(zoom));
    }

    /** @return the zoom factor, 1 for 100 % */
    public double zoom() {
        return zoom;
    }

    // ------------------------------------------------------------------ session

    @Override
    protected boolean followsMapSelection() {
        return true;
    }

    @Override
    protected void sessionReplaced(GameSession next) {
        discardMap();
        overlays.setSelection(new BitSet());
        overlays.setPath(new int[0]);
        for (String name : List.of(MOVE_TARGETS, ATTACK_TARGETS, DIRECTIVE_TARGETS)) {
            overlays.removeHighlight(name);
        }
        shownSets.clear();
        hovered = -1;
    }

    private void discardMap() {
        if (figure != null) {
            figure.detach();
            renderer.dispose();
            canvas.setContents(new Figure());
        }
        figure = null;
        renderer = null;
        content = null;
    }

    @Override
    protected void refresh(GameSession current) {
        headline.setText(current.headline());
        if (content == null) {
            content = current.read(g -> new WorldMapContent(g.world().catalog())).orElse(null);
            if (content == null) {
                scheduleRefresh();
                return;
            }
            current.read(g -> content.update(g.world()));
            renderer = new MapRenderer(content, overlays);
            renderer.setZoom(zoom);
            figure = new MapFigure(renderer);
            canvas.setContents(figure);
        } else if (current.read(g -> content.update(g.world())).orElse(false)) {
            content.announce();
        }
        MapInteraction interaction = mapInteraction();
        if (interaction != null) {
            interaction.refresh();
            showHighlights(interaction.highlights(), current);
        }
    }

    private void showHighlights(MapInteraction.Highlights h, GameSession current) {
        BitSet selected = new BitSet();
        if (h.selectedSite() >= 0) {
            selected.set(h.selectedSite());
        }
        if (!selected.equals(overlays.selection())) {
            overlays.setSelection(selected);
        }
        show(MOVE_TARGETS, 0x00e0ff, 130, bits(h.moveTargets()));
        show(ATTACK_TARGETS, 0xff2020, 140, bits(h.attackTargets()));
        // the targets of the directing person's own directives: in hotseat play the next person must not see them
        int directing = current.humanFaction();
        BitSet directed = new BitSet();
        if (current.isSimultaneous() && directing >= 0) {
            List<Directive> pending = current.pendingDirectives();
            current.read(g -> {
                for (Directive d : pending) {
                    var unit = g.world().entity(d.unit());
                    if (d.target() >= 0 && unit != null && unit.owner() == directing) {
                        directed.set(d.target());
                    }
                }
                return directed;
            });
        }
        show(DIRECTIVE_TARGETS, 0xc040ff, 140, directed);
        if (!Arrays.equals(h.path(), overlays.path())) {
            overlays.setPath(h.path());
        }
    }

    private void show(String name, int rgb, int alpha, BitSet sites) {
        MapOverlays.Highlight shown = highlight(name);
        if (!sites.equals(shown.sites()) || shown.rgb() != rgb) {
            MapOverlays.Highlight next = new MapOverlays.Highlight(rgb, alpha, sites);
            shownSets.put(name, next);
            overlays.setHighlight(name, next);
        }
    }

    private static BitSet bits(int[] sites) {
        BitSet set = new BitSet();
        for (int s : sites) {
            set.set(s);
        }
        return set;
    }

    // ------------------------------------------------------------------ for tests and other parts

    /**
     * Returns a highlight set shown now.
     *
     * @param name {@link #MOVE_TARGETS}, {@link #ATTACK_TARGETS} or {@link #DIRECTIVE_TARGETS}
     * @return the set; an empty one when none of that name is shown
     */
    public MapOverlays.Highlight highlight(String name) {
        return shownSets.getOrDefault(name, NONE);
    }

    /** @return the overlays drawn over the map: selection, highlight sets, path, hovered site */
    public MapOverlays overlays() {
        return overlays;
    }

    /** @return the renderer of the current game's map, or {@code null} before a game is shown */
    public MapRenderer renderer() {
        return renderer;
    }

    /** @return the map figure of the current game, or {@code null} before a game is shown */
    public MapFigure figure() {
        return figure;
    }

    /** @return the canvas the map is drawn on */
    public FigureCanvas canvas() {
        return canvas;
    }

    /** @return what the status line says about the hovered site; empty when the pointer is off the map */
    public String siteMessage() {
        return siteMessage;
    }

    @Override
    public void dispose() {
        discardMap();
        super.dispose();
    }
}
