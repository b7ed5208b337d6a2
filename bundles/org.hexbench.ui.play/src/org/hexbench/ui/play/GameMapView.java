package org.hexbench.ui.play;

import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.eclipse.draw2d.FigureCanvas;
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
import org.hexbench.ui.MapPreferences;
import org.hexbench.ui.map.MapCounter;
import org.hexbench.ui.map.MapFigure;
import org.hexbench.ui.map.MapOverlays;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.map.MapViewer;
import org.hexbench.ui.play.internal.WorldMapContent;
import org.hexbench.play.CombatPreview;
import org.hexbench.play.CommandText;
import org.hexbench.play.GameSession;
import org.hexbench.play.MapInteraction;
import org.hexbench.play.Reply;

/**
 * The Game Map view: the live world state drawn by the map editor's renderer ({@code org.hexbench.ui.map}), read-only,
 * with Hexkit Game's map interaction (Hexkit User's Guide §2.3 The Game Map, §2.8.2 Right-Click Targeting) bound to the
 * mouse through {@link MapInteraction}: a left click
 * selects a site's stack (and of it the units of the faction a person moves); the selected units' move targets and
 * attack targets are highlighted; hovering over a move target previews the A* path; a right click on a target moves
 * or attacks with the selected units (in simultaneous turns it gives that directive instead, and the targets of the
 * directives the person gave are highlighted until the turn resolves). Ctrl+wheel, the tool bar and the view menu
 * zoom from 25 % to 400 %; the scroll bars scroll; the status line names the hovered site. The map follows the
 * session at most every {@value GameView#REFRESH_MILLIS} ms, as the other views do.
 *
 * <p>Under fog of war it draws the view of the person at the screen (the session's viewer, set by the hotseat
 * hand-over): sites in sight as they are, sites seen before dimmed with the units last seen there, unexplored sites
 * black; targets, the status line and the combat estimate know only what that faction knows.
 */
public final class GameMapView extends GameView {

    /** Name of the highlight set of the selected units' move targets. */
    public static final String MOVE_TARGETS = "moveTargets";
    /** Name of the highlight set of the selected units' attack targets. */
    public static final String ATTACK_TARGETS = "attackTargets";
    /** Name of the highlight set of the sites the entity being placed may be placed on. */
    public static final String PLACE_TARGETS = "placeTargets";
    /** Name of the highlight set of the targets of the directives given this simultaneous turn. */
    public static final String DIRECTIVE_TARGETS = "directiveTargets";

    private static final String HINT = "Click a site to select it and your units on it; right-click a cyan site to move"
            + " there, a red one to attack it. Ctrl+wheel zooms.";
    private static final MapOverlays.Highlight NONE = new MapOverlays.Highlight(0, 0, new BitSet());

    private Label headline;
    private MapViewer<WorldMapContent> map;
    private Label hint;
    private final MapOverlays overlays = new MapOverlays();
    private final Map<String, MapOverlays.Highlight> shownSets = new HashMap<>();
    private int hovered = -1;
    private String shownVersion = "";
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
        // the user's map settings, even when no map editor was opened in this session
        MapPreferences.install();
        map = new MapViewer<>(parent, overlays, this::showZoom);
        FigureCanvas canvas = map.control();
        canvas.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        canvas.setData("org.hexbench.id", PlayViews.MAP + ".canvas");
        hint = new Label(parent, SWT.WRAP);
        hint.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        hint.setData("org.hexbench.id", PlayViews.MAP + ".hint");
        hint.setText(HINT);
        canvas.addListener(SWT.MouseDown, this::mouseDown);
        canvas.addListener(SWT.MouseMove, e -> hover(map.siteAt(e.x, e.y)));
        canvas.addListener(SWT.MouseExit, e -> hover(-1));
        contributeZoom();
        showZoom();
    }

    /**
     * A hotseat hand-over hides the map (see {@link GameView}): the hovered site and its combat estimate leave the
     * status line as well, and the hint forgets the previous person's last reply.
     */
    @Override
    protected void handOverBegan() {
        hover(-1);
        siteMessage = "";
        hint.setText(HINT);
        getViewSite().getActionBars().getStatusLineManager().setMessage(null);
    }

    /** Zoom in and out on the view's tool bar; every zoom level in its menu. */
    private void contributeZoom() {
        IToolBarManager bar = getViewSite().getActionBars().getToolBarManager();
        bar.add(new Separator());
        bar.add(undoAction());
        bar.add(new Separator());
        bar.add(action("Zoom Out", () -> map.zoomStep(-1)));
        bar.add(action("Zoom In", () -> map.zoomStep(1)));
        IMenuManager menu = getViewSite().getActionBars().getMenuManager();
        for (double level : MapRenderer.ZOOM_LEVELS) {
            menu.add(action("Zoom " + percent(level), () -> map.setZoom(level)));
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
        if (interaction == null || map.renderer() == null) {
            return;
        }
        int site = map.siteUnderPointer();
        if (interaction.placing() >= 0) {
            if (e.button == 1 && site >= 0) {
                say(interaction.place(site));
            } else if (e.button == 3) {
                interaction.cancelPlacing();
                say(Reply.ok("Placing cancelled"));
            }
        } else if (e.button == 1) {
            interaction.select(site);
        } else if (e.button == 3 && site >= 0) {
            say(interaction.issue(site));
        }
    }

    private void say(Reply reply) {
        String text = (reply.accepted() ? "" : "Rejected: ") + reply.message();
        hint.setText(text);
        hint.getParent().layout();
        getViewSite().getActionBars().getStatusLineManager().setMessage(text);
    }

    /**
     * Starts placing an unplaced entity by clicking the map: the sites the rules allow are highlighted green; a left
     * click on one places it, a right click cancels.
     *
     * @param entity an unplaced entity of the person to move
     * @param words the entity in words, for the hint
     * @return whether there is a site to place it on
     */
    public boolean beginPlacing(int entity, String words) {
        MapInteraction interaction = mapInteraction();
        if (interaction == null || interaction.beginPlacing(entity) == 0) {
            return false;
        }
        hint.setText("Click a green site to place " + words + " there; right-click to cancel.");
        hint.getParent().layout();
        map.control().setFocus();
        return true;
    }

    private void hover(int site) {
        if (site == hovered || map.content() == null) {
            return;
        }
        hovered = site;
        map.setHover(site);
        siteMessage = site < 0 ? "" : describe(site);
        MapInteraction interaction = mapInteraction();
        if (interaction != null) {
            interaction.hover(site);
            String losses = interaction.combatPreview().map(CombatPreview::describe).orElse("");
            siteMessage += losses.isEmpty() ? "" : " · " + losses;
        }
        getViewSite().getActionBars().getStatusLineManager().setMessage(siteMessage);
    }

    /** The hovered site for the status line: its coordinates, and the units and effects on it. */
    private String describe(int site) {
        List<MapCounter> counters = map.content().counters(site);
        String name = map.content().siteName(site);
        return counters.isEmpty() ? name
                : name + ": " + counters.stream().map(MapCounter::name).collect(Collectors.joining(", "));
    }

    // ------------------------------------------------------------------ zoom

    /**
     * Zooms the map about the middle of what is visible.
     *
     * @param level the zoom factor, clamped to 25 %..400 % ({@link MapRenderer#MIN_ZOOM}..{@link MapRenderer#MAX_ZOOM})
     */
    public void setZoom(double level) {
        map.setZoom(level);
    }

    /**
     * Zooms one level in or out.
     *
     * @param direction 1 to zoom in, -1 to zoom out
     */
    public void zoomStep(int direction) {
        map.zoomStep(direction);
    }

    /**
     * Selects the next unit of the person to move that can still act ({@link MapInteraction#nextUnit}) and scrolls
     * the map to it.
     *
     * @return the unit's id, or -1 when none can act
     */
    public int nextUnit() {
        MapInteraction interaction = mapInteraction();
        int unit = interaction == null ? -1 : interaction.nextUnit();
        String text;
        if (unit >= 0) {
            reveal(interaction.selectedSite());
            text = "Next unit: " + session().read(g -> CommandText.unit(g.world().entity(unit)) + " on "
                    + CommandText.site(g.world(), interaction.selectedSite())).orElse("");
        } else {
            text = "None of your units can still act: End Turn (Ctrl+Enter) ends your turn.";
        }
        hint.setText(text);
        hint.getParent().layout();
        return unit;
    }

    /**
     * Scrolls the map so that a site is in view, unless it is already.
     *
     * @param site a site index
     */
    public void reveal(int site) {
        if (map.renderer() == null || site < 0) {
            return;
        }
        FigureCanvas canvas = map.control();
        org.eclipse.draw2d.geometry.Point centre = map.renderer().centreOf(site)
                .getTranslated(map.figure().getBounds().getLocation());
        org.eclipse.draw2d.geometry.Rectangle visible = canvas.getViewport().getClientArea();
        if (!visible.getCropped(new org.eclipse.draw2d.geometry.Insets(20)).contains(centre)) {
            canvas.scrollTo(Math.max(0, centre.x - visible.width / 2), Math.max(0, centre.y - visible.height / 2));
        }
    }

    private void showZoom() {
        setContentDescription("Zoom " + percent(map.zoom()));
    }

    /** @return the zoom factor, 1 for 100 % */
    public double zoom() {
        return map.zoom();
    }

    // ------------------------------------------------------------------ session

    @Override
    protected boolean followsMapSelection() {
        return true;
    }

    @Override
    protected void sessionReplaced(GameSession next) {
        map.discard();
        shownVersion = "";
        overlays.setSelection(new BitSet());
        overlays.setPath(new int[0]);
        for (String name : List.of(MOVE_TARGETS, ATTACK_TARGETS, PLACE_TARGETS, DIRECTIVE_TARGETS)) {
            overlays.removeHighlight(name);
        }
        shownSets.clear();
        hovered = -1;
        overlays.setHover(-1);
        hint.setText(HINT);
    }

    @Override
    protected void refresh(GameSession current) {
        headline.setText(current.headline());
        WorldMapContent content = map.content();
        if (content == null) {
            WorldMapContent made = current.read(g -> {
                WorldMapContent c = new WorldMapContent(g.world().catalog());
                c.update(g.world(), current.viewer());
                shownVersion = "";
                return c;
            }).orElse(null);
            if (made == null) {
                scheduleRefresh();
                return;
            }
            map.show(made);
        } else if (current.read(g -> {
            // hovering and selecting refresh the view as well: snapshot the world only after it changed
            int viewer = current.viewer();
            String version = g.history().entries().size() + " " + g.world().currentTurn() + " "
                    + g.world().activeFaction() + " " + g.world().isGameOver() + " " + viewer;
            if (version.equals(shownVersion)) {
                return false;
            }
            shownVersion = version;
            return content.update(g.world(), viewer);
        }).orElse(false)) {
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
        // colours from Window > Preferences > Hexbench > Map
        show(MOVE_TARGETS, org.hexbench.ui.map.MapLook.moveRgb(), 130, bits(h.moveTargets()));
        show(ATTACK_TARGETS, org.hexbench.ui.map.MapLook.attackRgb(), 140, bits(h.attackTargets()));
        show(PLACE_TARGETS, 0x20d020, 140, bits(h.placeTargets()));
        // the targets of the directing person's own directives: in hotseat play the next person must not see them
        int directing = current.humanFaction();
        BitSet directed = new BitSet();
        List<Directive> pending = current.pendingDirectives();
        if (directing >= 0 && !pending.isEmpty()) {
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

    /**
     * @return what the map draws now (under fog of war, the viewing faction's view: its sites' sight and the units it
     *         knows of), or {@code null} before a game is shown
     */
    public WorldMapContent content() {
        return map.content();
    }

    /** @return the renderer of the current game's map, or {@code null} before a game is shown */
    public MapRenderer renderer() {
        return map.renderer();
    }

    /** @return the animation clock of the current game's map, or {@code null} before a game is shown */
    public org.hexbench.ui.map.MapAnimator animator() {
        return map.animator();
    }

    /** @return the map figure of the current game, or {@code null} before a game is shown */
    public MapFigure figure() {
        return map.figure();
    }

    /** @return the canvas the map is drawn on */
    public FigureCanvas canvas() {
        return map.control();
    }

    /** @return what the status line says about the hovered site; empty when the pointer is off the map */
    public String siteMessage() {
        return siteMessage;
    }

    @Override
    public void dispose() {
        map.discard();
        super.dispose();
    }
}
