package org.hexbench.ui.map.editor.internal;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.hexbench.ui.map.MapLook;

/**
 * The persistent store of the map settings ({@link MapLook}): the workspace's instance preferences of the node
 * {@value #NODE}, handed to {@link MapLook#use(IPreferenceStore)} so that every map view reads them.
 */
public final class MapPreferences {

    /** The preference node of the map settings. */
    public static final String NODE = "org.hexbench.ui.map";

    private static ScopedPreferenceStore store;

    private MapPreferences() {
    }

    /**
     * Makes {@link MapLook} read the persistent store (once; later calls answer the same store).
     *
     * @return the store
     */
    public static synchronized IPreferenceStore install() {
        if (store == null) {
            store = new ScopedPreferenceStore(InstanceScope.INSTANCE, NODE);
            MapLook.use(store);
        }
        return store;
    }
}
