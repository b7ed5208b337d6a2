package org.hexbench.ui.play;

import java.util.List;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.hexbench.engine.game.HistoryEntry;
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
 */
public final class ReplayView extends GameView {

    private Spinner fromTurn;
    private Label position;
    private MapViewer<WorldMapContent> map;
    private ReplayPlayback playback;
    private final Button[] speeds = new Button[ReplayPlayback.Speed.values().length];
    private ReplayPlayback.Speed speed = ReplayPlayback.Speed.NORMAL;

    @Override
    protected String purpose() {
        return "Replay the game from any turn here.";
    }

    @Override
    protected void createContent(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Composite controls = new Composite(parent, SWT.NONE);
        controls.setLayout(new GridLayout(12, false));
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
        List<HistoryEntry> entries = current.read(g -> {
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
        if (content != null && content.update(playback.world())) {
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
