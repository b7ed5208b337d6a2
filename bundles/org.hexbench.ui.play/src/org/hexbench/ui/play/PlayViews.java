package org.hexbench.ui.play;

/** The ids of the Play perspective's views, as registered in plugin.xml. */
public final class PlayViews {

    /** The live map of the running game. */
    public static final String MAP = "org.hexbench.ui.play.map";

    /** Each faction's resources, units and conditions. */
    public static final String FACTIONS = "org.hexbench.ui.play.factions";

    /** Message events and the game log. */
    public static final String MESSAGES = "org.hexbench.ui.play.messages";

    /** Every command of the game with its instruction program. */
    public static final String HISTORY = "org.hexbench.ui.play.history";

    /** The selected site's stack and entity details. */
    public static final String SELECTION = "org.hexbench.ui.play.selection";

    /** Per-turn faction statistics as line charts. */
    public static final String GRAPHS = "org.hexbench.ui.play.graphs";

    /** Replay of the game from any turn with speed control. */
    public static final String REPLAY = "org.hexbench.ui.play.replay";

    /**
     * The key binding context of the Play views (End Turn, Next Unit, zoom keys), active while one of them is the
     * active part.
     */
    public static final String CONTEXT = "org.hexbench.ui.play.context";

    private PlayViews() {
    }
}
