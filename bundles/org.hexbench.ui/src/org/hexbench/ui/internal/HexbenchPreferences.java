package org.hexbench.ui.internal;

import java.io.IOException;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.preferences.AbstractPreferenceInitializer;
import org.eclipse.core.runtime.preferences.DefaultScope;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

/**
 * The workbench's general preferences (Window › Preferences › Hexbench), kept per workspace in the instance scope
 * of {@code org.hexbench.ui}: whether the Welcome page opens at every start, and whether it has been shown once (it
 * opens on a workspace's first start). Registered as the bundle's preference initializer, which sets the defaults.
 * A product or a test workbench overrides the defaults with a plug-in customization file
 * ({@code org.hexbench.ui/welcomeShown=true} keeps the Welcome page closed).
 */
public final class HexbenchPreferences extends AbstractPreferenceInitializer {

    /** The preference node: the bundle's symbolic name. */
    public static final String NODE = "org.hexbench.ui";

    /** Boolean: open the Welcome page at every start, not only the first. Default {@code false}. */
    public static final String SHOW_WELCOME_ON_STARTUP = "showWelcomeOnStartup";

    /** Boolean: the Welcome page has been shown in this workspace. Default {@code false}: the first start shows it. */
    public static final String WELCOME_SHOWN = "welcomeShown";

    private static IPreferenceStore store;

    /** Sets the defaults (called by the preference service). */
    @Override
    public void initializeDefaultPreferences() {
        IEclipsePreferences defaults = DefaultScope.INSTANCE.getNode(NODE);
        defaults.putBoolean(SHOW_WELCOME_ON_STARTUP, false);
        defaults.putBoolean(WELCOME_SHOWN, false);
    }

    /** Writes the preferences now, so that a workbench that ends abruptly still knows the Welcome page was shown. */
    public static void save() {
        try {
            ((ScopedPreferenceStore) store()).save();
        } catch (IOException e) {
            ILog.of(HexbenchPreferences.class).warn("Cannot save the Hexbench preferences: " + e.getMessage());
        }
    }

    /** @return the preference store of the instance scope, shared by the preference page and the Welcome page */
    public static synchronized IPreferenceStore store() {
        if (store == null) {
            store = new ScopedPreferenceStore(InstanceScope.INSTANCE, NODE);
        }
        return store;
    }
}
