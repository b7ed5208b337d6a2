package org.hexbench.ui.play;

import java.util.List;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.world.WorldCopy;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.FogOfWar;
import org.hexbench.ui.map.MapOverlays;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.MapPreferences;
import org.hexbench.ui.map.MapViewer;
import org.hexbench.ui.play.internal.WorldMapContent;
import org.hexbench.play.GameSession;
import org.hexbench.play.ReplayPlayback;

/**
 * Replay of the current game (Hexkit User's Guide §2.1.4 Replaying Your Game): choose a turn, Start replays everything
 * before it at once, then Play
 * runs at one of four speeds, Pause stops, Step replays one command. The replay applies the recorded programs to a
 * fresh world (never the rules) and shows it on the map, drawn as the Game Map draws the live game (Ctrl+wheel
 * zooms), with the position and the state hash, which equals the game's once the replay reaches the end.
 *
 * <p>Under fog of war the replayed world holds every faction's recorded view, and the View choice shows the replay as
 * one faction saw it (its shroud black, what it remembered dimmed, the units it last saw where it saw them) or the full
 * map. While a person plays under fog and the game is not over, only that person's own faction's view is offered.
 */
public final class ReplayView extends GameView {

    private Spinner fromTurn;
    private Label position;
    private MapViewer<WorldMapContent> map;
    private ReplayPlayback playback;
    private final Button[] speeds = new Button[ReplayPlayback.Speed.values().length];
    private ReplayPlayback.Speed speed = ReplayPlayback.Speed.NORMAL;
    private Combo viewpoint;
    /** The faction of each entry of {@link #viewpoint}: -1 for the full map. */
    private int[] viewpoints = {-1};

    @Override
    protected String purpose() {
        return "Replay the game from any turn here.";
    }

    @Override
    protected void createContent(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Composite controls = new Composite(parent, SWT.NONE);
        controls.setLayout(new GridLayout(14, false));
        new Label(controls, SWT.NONE).setText("From turn");
        fromTurn = new Spinner(controls, SWT.BORDER);
        fromTurn.setMinimum(1);
        fromTurn.setMaximum(100_000);
        fromTurn.setData("org.hexbench.id", PlayViews.REPLAY + ".fromTurn");
        button(controls, "Start", "start", this::start);
        button(controls, "Play", "play", () -> {
            ensurePlayback();
            playback.play();
            tick();
        });
        button(controls, "Pause", "pause", () -> {
            if (playback != null) {
                playback.pause();
            }
        });
        button(controls, "Step", "step", () -> {
            ensurePlayback();
            playback.pause();
            playback.step();
            show();
        });
        button(controls, "To End", "end", () -> {
            ensurePlayback();
            playback.pause();
            while (playback.step().isPresent()) {
                // replays every remaining entry
            }
            show();
        });
        new Label(controls, SWT.NONE).setText("  Speed:");
        String[] names = {"Slow", "Normal", "Fast", "Fastest"};
        for (ReplayPlayback.Speed s : ReplayPlayback.Speed.values()) {
            Button b = new Button(controls, SWT.RADIO);
            b.setText(names[s.ordinal()]);
            b.setSelection(s == speed);
            b.setData("org.hexbench.id", PlayViews.REPLAY + ".speed." + s.name().toLowerCase());
            b.addListener(SWT.Selection, e -> {
                if (b.getSelection()) {
                    speed = s;
                    if (playback != null) {
                        playback.setSpeed(s);
                    }
                }
            });
            speeds[s.ordinal()] = b;
        }
        new Label(controls, SWT.NONE).setText("  View:");
        viewpoint = new Combo(controls, SWT.READ_ONLY);
        viewpoint.setItems("Full map");
        viewpoint.select(0);
        viewpoint.setData("org.hexbench.id", PlayViews.REPLAY + ".viewpoint");
        viewpoint.setToolTipText("Under fog of war: the replay as one faction saw it, or the full map");
        viewpoint.addListener(SWT.Selection, e -> show());
        position = new Label(parent, SWT.NONE);
        position.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        position.setData("org.hexbench.id", PlayViews.REPLAY + ".position");
        position.setText("Choose a turn and press Start (or Play) to replay the game's recorded programs.");
        MapPreferences.install();
        map = new MapViewer<>(parent, new MapOverlays(), () -> {
        });
        map.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        map.control().setData("org.hexbench.id", PlayViews.REPLAY + ".map");
    }

    private void button(Composite parent, String text, String id, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.setData("org.hexbench.id", PlayViews.REPLAY + "." + id);
        b.addListener(SWT.Selection, e -> action.run());
    }

    private void ensurePlayback() {
        if (playback == null) {
            start();
        }
    }

    private void start() {
        GameSession current = session();
        if (current == null) {
            return;
        }
        List<HistoryEntry> entries = current.readEverything(g -> {
            if (map.content() == null) {
                // symbols are made from the scenario model, which the game's thread reads meanwhile
                map.show(new WorldMapContent(g.world().catalog()));
            }
            return List.copyOf(g.history().entries());
        }).orElse(null);
        if (entries == null) {
            position.setText("The computer players are busy; try again in a moment (or stop them).");
            return;
        }
        offerViewpoints(current);
        playback = new ReplayPlayback(current.definitions().catalog(), entries);
        playback.setSpeed(speed);
        fromTurn.setMaximum(Math.max(1, playback.lastTurn()));
        playback.startAt(fromTurn.getSelection());
        show();
    }

    private void tick() {
        if (playback == null || !playback.isPlaying() || map.control().isDisposed()) {
            return;
        }
        playback.step();
        show();
        if (playback.isPlaying()) {
            map.control().getDisplay().timerExec(playback.speed().intervalMillis(), this::tick);
        }
    }

    private void show() {
        if (playback == null || map.control().isDisposed()) {
            return;
        }
        WorldMapContent content = map.content();
        int faction = viewpoints[Math.max(0, viewpoint.getSelectionIndex())];
        WorldState world = playback.world();
        boolean fogged = faction >= 0 && world.view(faction) != null;
        if (content != null && content.update(fogged ? WorldCopy.asSeenBy(world, faction) : world,
                fogged ? faction : -1)) {
            content.announce();
        }
        position.setText("Replayed " + playback.position() + " of " + playback.size() + " commands · turn "
                + (playback.world().currentTurn() + 1) + (playback.isFinished() ? " · end of the recording" : ""));
        position.setToolTipText("State hash " + playback.stateHash());
    }

    @Override
    protected void sessionReplaced(GameSession next) {
        if (playback != null) {
            playback.pause();
        }
        playback = null;
        map.discard();
        position.setText("Choose a turn and press Start (or Play) to replay the game's recorded programs.");
    }

    @Override
    protected void refresh(GameSession current) {
        // The replay shows the recording taken at Start; the live game goes on without disturbing it.
    }

    /**
     * Offers the views to replay by: the full map and every faction's under fog of war, but only the viewer's own
     * while a person plays under fog and the game is not over (so hotseat players cannot look at each other's).
     */
    private void offerViewpoints(GameSession current) {
        var catalog = current.definitions().catalog();
        int keep = viewpoints[Math.max(0, viewpoint.getSelectionIndex())];
        List<Integer> offered = new java.util.ArrayList<>();
        List<String> names = new java.util.ArrayList<>();
        if (catalog.fog() != FogOfWar.NONE) {
            int viewer = current.viewer();
            boolean over = current.readEverything(g -> g.world().isGameOver()).orElse(false);
            for (int f = 0; f < catalog.factions().size(); f++) {
                if (viewer < 0 || over || f == viewer) {
                    offered.add(f);
                    var faction = catalog.factions().get(f);
                    names.add((faction.getName() == null ? faction.getId() : faction.getName()) + "'s view");
                }
            }
            if (viewer >= 0 && !over) {
                keep = viewer;
            }
        }
        if (catalog.fog() == FogOfWar.NONE || current.viewer() < 0
                || current.readEverything(g -> g.world().isGameOver()).orElse(false)) {
            offered.add(0, -1);
            names.add(0, "Full map");
        }
        viewpoints = offered.stream().mapToInt(Integer::intValue).toArray();
        viewpoint.setItems(names.toArray(String[]::new));
        int index = offered.indexOf(keep);
        viewpoint.select(Math.max(0, index));
        viewpoint.getParent().layout(true);
    }

    /**
     * @return the faction whose view the replay shows, -1 for the full map
     */
    public int viewpoint() {
        return viewpoints[Math.max(0, viewpoint.getSelectionIndex())];
    }

    /** @return the replay's position line (tests read the state hash from it) */
    public String positionShown() {
        return position.getText();
    }

    /** @return the details of the replayed position (its state hash), shown as the position's tooltip */
    public String positionDetails() {
        String tip = position.getToolTipText();
        return tip == null ? "" : tip;
    }

    /** @return the renderer of the replayed world's map, or {@code null} before Start */
    public MapRenderer mapRenderer() {
        return map.renderer();
    }

    /** @return the replay, or {@code null} before Start */
    public ReplayPlayback playback() {
        return playback;
    }
}
