package org.hexbench.ui;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.hexbench.ui.map.MapLook;

/**
 * The persistent store of the map settings ({@link MapLook}: grid lines, colours, animation): the workspace's instance
 * preferences of the node {@value MapLook#PREFERENCE_NODE}, which Window › Preferences › Hexbench › Map edits. It
 * lives in the shell because both sides of the IDE show maps and neither may depend on the other: the map editor
 * (Scenario Authoring) and the Play perspective's Game Map and Replay views. Each of them calls {@link #install()}
 * when it is created, so a session that opens the Play perspective first, without ever opening a map editor, draws
 * the user's colours from its first paint.
 */
public final class MapPreferences {

    private static ScopedPreferenceStore store;

    private MapPreferences() {
    }

    /**
     * Makes {@link MapLook} read the persistent store: creates it once, and hands it to {@link MapLook#use} whenever
     * MapLook reads another store (which repaints every map; nothing happens when it already reads this one).
     *
     * @return the store
     */
    public static synchronized IPreferenceStore install() {
        if (store == null) {
            store = new ScopedPreferenceStore(InstanceScope.INSTANCE, MapLook.PREFERENCE_NODE);
        }
        MapLook.use(store);
        return store;
    }
}
