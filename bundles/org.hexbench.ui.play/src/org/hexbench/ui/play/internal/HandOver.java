package org.hexbench.ui.play.internal;

import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.hexbench.play.GameSession;
import org.hexbench.play.MapInteraction;
import org.hexbench.play.Seat;
import org.hexbench.ui.play.CurrentGame;

/**
 * The hand-over of hotseat play (Hexkit User's Guide §2.2: several people at one machine): when the turn passes from
 * one person's faction to another person's, the game waits for the next person to confirm, and until then every Play
 * view hides what it shows (the map, the selection, the command history, the messages, the combat estimate), so
 * nobody sees the other's position and moves by accident. The views ask {@link #awaited()} on every refresh; a
 * confirmation refreshes them all. Under fog of war it also tells the session whose view to show ({@link #viewer()}):
 * each person sees only their own faction's view. One hand-over state per game; used on the display thread.
 */
public final class HandOver {

    private static final Map<GameSession, HandOver> GAMES = new WeakHashMap<>();
    private static final List<Runnable> WATCHERS = new CopyOnWriteArrayList<>();

    private final GameSession session;
    private int confirmed = -1;
    private int awaited = -1;

    private HandOver(GameSession session) {
        this.session = session;
    }

    /**
     * @param session a game
     * @return its hand-over state
     */
    public static synchronized HandOver of(GameSession session) {
        return GAMES.computeIfAbsent(session, HandOver::new);
    }

    /**
     * @param watcher told after a person confirmed a hand-over, so a view shows the game again
     */
    public static void watch(Runnable watcher) {
        WATCHERS.add(watcher);
    }

    /**
     * @param watcher a watcher added before
     */
    public static void unwatch(Runnable watcher) {
        WATCHERS.remove(watcher);
    }

    /**
     * Tells whether the game waits for a person to take over. It does when at least two factions are played by people
     * and a person's faction is to move whose player has not confirmed since the last person's turn. When a hand-over
     * begins, the map's selection (the previous person's) is dropped.
     *
     * @return the faction whose player the game waits for, or -1 when the views may show the game
     */
    public synchronized int awaited() {
        int faction = session.humanFaction();
        if (people() < 2) {
            confirmed = faction >= 0 ? faction : confirmed;
            awaited = -1;
            session.showTo(viewer());
            return -1;
        }
        int next = faction >= 0 && faction != confirmed ? faction : -1;
        if (next >= 0 && next != awaited) {
            MapInteraction interaction = CurrentGame.interaction();
            if (interaction != null && interaction.session() == session) {
                interaction.select(-1);
            }
        }
        awaited = next;
        session.showTo(viewer());
        return next;
    }

    /**
     * Tells whose view the screen shows under fog of war (the session's {@link GameSession#showTo}): the faction of
     * the person at the screen, that is the person to act once confirmed (the only person, without hotseat), else the
     * last person who confirmed, else the first faction a person plays; -1 (the whole game) when no person plays, so
     * that a game between computer players is watched in full.
     *
     * @return a faction index, or -1
     */
    public synchronized int viewer() {
        int people = people();
        if (people == 0) {
            return -1;
        }
        int acting = session.humanFaction();
        if (acting >= 0 && (people < 2 || acting == confirmed)) {
            return acting;
        }
        if (confirmed >= 0) {
            return confirmed;
        }
        for (int f = 0; f < session.setup().seats().size(); f++) {
            if (session.seat(f) == Seat.HUMAN) {
                return f;
            }
        }
        return -1;
    }

    /**
     * The awaited person confirms that they sit at the machine: the views show the game again.
     *
     * @param faction the faction the person plays, as {@link #awaited()} named it
     */
    public void confirm(int faction) {
        synchronized (this) {
            confirmed = faction;
            awaited = -1;
            session.showTo(viewer());
        }
        for (Runnable watcher : WATCHERS) {
            watcher.run();
        }
    }

    /**
     * @param faction a faction of the game
     * @return its name, for the hand-over screen
     */
    public String name(int faction) {
        return session.read(g -> g.world().faction(faction).name()).orElse("the next player");
    }

    private int people() {
        int people = 0;
        for (int f = 0; f < session.setup().seats().size(); f++) {
            people += session.seat(f) == Seat.HUMAN ? 1 : 0;
        }
        return people;
    }
}
