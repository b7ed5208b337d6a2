package org.hexbench.ui.play;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.contexts.IContextService;
import org.eclipse.ui.part.ViewPart;
import org.hexbench.ui.play.internal.HandOver;
import org.hexbench.ui.play.internal.UndoAction;
import org.hexbench.ui.play.internal.PlayStarter;
import org.hexbench.play.GameSession;
import org.hexbench.play.MapInteraction;
import org.hexbench.play.SessionListener;

/**
 * Base of the Play perspective's views: each shows one aspect of the {@link CurrentGame current game} and, while
 * no game runs, says so and how to start one. Session changes arrive on any thread (often the computer players'
 * job); the view coalesces them into at most one refresh per {@value #REFRESH_MILLIS} ms on the display thread, so
 * a fast computer game never floods the user interface. In hotseat play, while the game waits for the next person
 * ({@link HandOver}), every view shows only "Pass to ..." and a button with which that person confirms, in place of
 * the game.
 */
public abstract class GameView extends ViewPart {

    /** The least time between two refreshes of a view. */
    public static final int REFRESH_MILLIS = 80;

    private Composite stack;
    private StackLayout stackLayout;
    private Composite idle;
    private Composite content;
    private Composite handOverPage;
    private Label handOverText;
    private Button handOverConfirm;
    private int handOverFaction = -1;
    private Label status;
    private GameSession session;
    private MapInteraction interaction;
    private final Runnable interactionWatcher = this::scheduleRefresh;
    private final AtomicBoolean refreshPending = new AtomicBoolean();
    private final UndoAction undo = new UndoAction();
    private final SessionListener listener = s -> scheduleRefresh();
    private final Runnable handOverWatcher = this::scheduleRefresh;
    private final Consumer<GameSession> watcher = s -> {
        Display display = displayOrNull();
        if (display != null) {
            display.asyncExec(() -> bind(s));
        }
    };

    /** What this view shows once a game runs, completing "No game is running: ..." in the idle message. */
    protected abstract String purpose();

    /**
     * Creates the widgets that show a running game.
     *
     * @param parent the content composite (no layout set yet)
     */
    protected abstract void createContent(Composite parent);

    /**
     * Shows the session's current state; called on the display thread.
     *
     * @param current the session
     */
    protected abstract void refresh(GameSession current);

    /**
     * @return whether this view shows the map's selection, so it refreshes when the selection or hovered site
     *         changes as well; {@link #mapInteraction()} is then the current game's
     */
    protected boolean followsMapSelection() {
        return false;
    }

    /** @return the map interaction of the shown game, for views that {@link #followsMapSelection()}; or null */
    protected final MapInteraction mapInteraction() {
        return interaction;
    }

    /**
     * Tells the view that the session it shows was replaced (a new game, a load, a restart), before the first
     * {@link #refresh} of the new one, so it can drop what it showed of the old one.
     *
     * @param next the new session, or {@code null}
     */
    protected void sessionReplaced(GameSession next) {
    }

    /**
     * Tells the view that a hotseat hand-over began and its game is hidden, so it can drop what is shown outside its
     * own page (a status line message, the hovered site).
     */
    protected void handOverBegan() {
    }

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new FillLayout());
        stack = new Composite(parent, SWT.NONE);
        stackLayout = new StackLayout();
        stack.setLayout(stackLayout);
        idle = new Composite(stack, SWT.NONE);
        idle.setLayout(new GridLayout(1, false));
        status = new Label(idle, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        status.setText("No game is running. " + purpose());
        status.setData("org.hexbench.id", getViewSite().getId() + ".status");
        content = new Composite(stack, SWT.NONE);
        createContent(content);
        createHandOverPage();
        stackLayout.topControl = idle;
        getViewSite().getActionBars().setGlobalActionHandler(ActionFactory.UNDO.getId(), undo);
        IContextService contexts = getSite().getService(IContextService.class);
        if (contexts != null) {
            contexts.activateContext(PlayViews.CONTEXT);
        }
        CurrentGame.watch(watcher);
        HandOver.watch(handOverWatcher);
        PlayStarter.watchDefinitions();
        bind(CurrentGame.session());
    }

    /** The page shown in place of the game during a hotseat hand-over: whom the game waits for, and a confirmation. */
    private void createHandOverPage() {
        handOverPage = new Composite(stack, SWT.NONE);
        handOverPage.setLayout(new GridLayout(1, false));
        handOverPage.setData("org.hexbench.id", getViewSite().getId() + ".handover");
        handOverText = new Label(handOverPage, SWT.CENTER | SWT.WRAP);
        handOverText.setLayoutData(new GridData(SWT.FILL, SWT.END, true, true));
        handOverText.setFont(JFaceResources.getHeaderFont());
        handOverText.setData("org.hexbench.id", getViewSite().getId() + ".handover.text");
        handOverConfirm = new Button(handOverPage, SWT.PUSH);
        handOverConfirm.setLayoutData(new GridData(SWT.CENTER, SWT.BEGINNING, true, true));
        handOverConfirm.setData("org.hexbench.id", getViewSite().getId() + ".handover.confirm");
        handOverConfirm.addListener(SWT.Selection, e -> {
            if (session != null && handOverFaction >= 0) {
                HandOver.of(session).confirm(handOverFaction);
            }
        });
    }

    /** Shows the game, or the hand-over page while the game waits for the next person; true when the game shows. */
    private boolean showGameOrHandOver() {
        int awaited = HandOver.of(session).awaited();
        if (awaited < 0) {
            handOverFaction = -1;
            if (stackLayout.topControl != content) {
                boolean confirmedHere = handOverConfirm.isFocusControl();
                stackLayout.topControl = content;
                stack.layout(true, true);
                if (confirmedHere) {
                    content.setFocus();
                }
            }
            return true;
        }
        if (awaited != handOverFaction || stackLayout.topControl != handOverPage) {
            handOverFaction = awaited;
            String name = HandOver.of(session).name(awaited);
            handOverText.setText("Pass to " + name);
            handOverConfirm.setText("I am " + name + ": show the game");
            stackLayout.topControl = handOverPage;
            stack.layout(true, true);
            handOverBegan();
        }
        return false;
    }

    /** @return the faction whose player this view's hand-over page waits for, or -1 while it shows the game */
    public int handOverFaction() {
        return stackLayout.topControl == handOverPage ? handOverFaction : -1;
    }

    private Display displayOrNull() {
        return stack == null || stack.isDisposed() ? null : stack.getDisplay();
    }

    private void bind(GameSession next) {
        if (stack == null || stack.isDisposed() || next == session) {
            return;
        }
        if (session != null) {
            session.removeListener(listener);
        }
        session = next;
        if (interaction != null) {
            interaction.unwatch(interactionWatcher);
        }
        interaction = next == null || !followsMapSelection() || CurrentGame.interaction() == null
                || CurrentGame.interaction().session() != next ? null : CurrentGame.interaction();
        if (interaction != null) {
            interaction.watch(interactionWatcher);
        }
        sessionReplaced(next);
        if (next != null) {
            next.addListener(listener);
        }
        handOverFaction = -1;
        if (next == null || showGameOrHandOver()) {
            stackLayout.topControl = next == null ? idle : content;
            stack.layout(true, true);
        }
        scheduleRefresh();
    }

    /** Asks for a refresh on the display thread, coalescing requests that arrive meanwhile. */
    protected final void scheduleRefresh() {
        Display display = displayOrNull();
        if (display == null || !refreshPending.compareAndSet(false, true)) {
            return;
        }
        display.asyncExec(() -> display.timerExec(REFRESH_MILLIS, () -> {
            refreshPending.set(false);
            if (stack != null && !stack.isDisposed()) {
                undo.update(session);
                if (session != null && showGameOrHandOver()) {
                    refresh(session);
                }
            }
        }));
    }

    /** @return this view's Edit &gt; Undo (Ctrl+Z): takes back the last own command that rolled no dice */
    protected final UndoAction undoAction() {
        return undo;
    }

    /** @return the session this view shows, or {@code null} */
    protected final GameSession session() {
        return session;
    }

    /**
     * The text the view shows now in one line, for tests and status: the idle message while no game runs, else the
     * session's headline (turn, who moves, status, the winner once there is one).
     *
     * @return the text
     */
    public String statusText() {
        return session == null ? status.getText() : session.headline();
    }

    @Override
    public void setFocus() {
        (stackLayout.topControl == null ? stack : stackLayout.topControl).setFocus();
    }

    @Override
    public void dispose() {
        CurrentGame.unwatch(watcher);
        HandOver.unwatch(handOverWatcher);
        if (session != null) {
            session.removeListener(listener);
        }
        if (interaction != null) {
            interaction.unwatch(interactionWatcher);
        }
        super.dispose();
    }
}
