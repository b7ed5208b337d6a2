package org.hexbench.ui.play.internal;

import java.nio.file.Path;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.hexbench.play.GameSession;
import org.hexbench.play.SessionOptions;
import org.hexbench.ui.play.ComputerPlayersJob;
import org.osgi.framework.FrameworkUtil;

/**
 * The Play preferences (Window > Preferences > Hexbench Play) and what follows from them for a new game: computer
 * players run in a workbench job, and, unless turned off, the game is saved automatically at the end of every turn
 * (Hexkit User's Guide §2.1.3, Automatic Saves) into this workspace's Play state folder.
 */
public final class PlayPreferences {

    /** The preference key: save automatically at the end of every turn (default on). */
    public static final String AUTOSAVE = "autosave";

    /** The preference key: who plays each faction of a new game by default ({@link DefaultPlayers}). */
    public static final String DEFAULT_PLAYERS = "defaultPlayers";

    private static ScopedPreferenceStore store;

    private PlayPreferences() {
    }

    /** @return the preference store of the Play perspective, with its defaults */
    public static synchronized IPreferenceStore store() {
        if (store == null) {
            store = new ScopedPreferenceStore(InstanceScope.INSTANCE, "org.hexbench.ui.play");
            store.setDefault(AUTOSAVE, true);
            store.setDefault(DEFAULT_PLAYERS, DefaultPlayers.SCENARIO.key());
        }
        return store;
    }

    /** @return who plays each faction of a new game by default, as the preferences say now */
    public static DefaultPlayers defaultPlayers() {
        return DefaultPlayers.of(store().getString(DEFAULT_PLAYERS));
    }

    /** @return the folder of automatic saves: in the workspace's state folder of the Play bundle */
    public static Path autosaveFolder() {
        return Platform.getStateLocation(FrameworkUtil.getBundle(PlayPreferences.class)).append("autosave").toPath();
    }

    /** @return the automatic save a person's End Turn writes ({@value GameSession#AUTOSAVE}) */
    public static Path autosave() {
        return autosaveFolder().resolve(GameSession.AUTOSAVE);
    }

    /** @return how the workbench runs a new session, as the preferences say now */
    public static SessionOptions sessionOptions() {
        return new SessionOptions(ComputerPlayersJob.RUNNER, store().getBoolean(AUTOSAVE) ? autosaveFolder() : null);
    }
}
