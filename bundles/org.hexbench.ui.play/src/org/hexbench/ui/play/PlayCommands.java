package org.hexbench.ui.play;

/**
 * The public command ids of the Play perspective, as registered in plugin.xml, for other bundles' menus (the
 * scenario editor adds {@link #PLAY_SCENARIO}) and for tests.
 */
public final class PlayCommands {

    /** Play the selected or active {@code .hexscenario} file: New Game dialog, then the Play perspective. */
    public static final String PLAY_SCENARIO = "org.hexbench.ui.play.playScenario";

    /** Build entities for the faction to move. */
    public static final String BUILD = "org.hexbench.ui.play.build";

    /** Place an unplaced entity. */
    public static final String PLACE = "org.hexbench.ui.play.place";

    /** Destroy the selected units. */
    public static final String DESTROY = "org.hexbench.ui.play.destroy";

    /** Rename the selected units. */
    public static final String RENAME = "org.hexbench.ui.play.rename";

    /** Resign the faction to move. */
    public static final String RESIGN = "org.hexbench.ui.play.resign";

    /** End the human faction's turn (or submit its directives). */
    public static final String END_TURN = "org.hexbench.ui.play.endTurn";

    /** Cancel the computer players' job. */
    public static final String STOP_COMPUTERS = "org.hexbench.ui.play.stopComputers";

    /** Continue stopped computer players. */
    public static final String RESUME_COMPUTERS = "org.hexbench.ui.play.resumeComputers";

    /** Save the game. */
    public static final String SAVE_GAME = "org.hexbench.ui.play.saveGame";

    /** Load a saved game. */
    public static final String LOAD_GAME = "org.hexbench.ui.play.loadGame";

    /** Issue the recorded commands again under the edited scenario and rules. */
    public static final String RESTART_WITH_CHANGED_RULES = "org.hexbench.ui.play.restartWithChangedRules";

    /** Sign the turns played since Import Turn and write the next turn file of a game by e-mail. */
    public static final String EXPORT_TURN = "org.hexbench.ui.play.exportTurn";

    /** Open a game by e-mail from a received turn file. */
    public static final String IMPORT_TURN = "org.hexbench.ui.play.importTurn";

    private PlayCommands() {
    }
}
