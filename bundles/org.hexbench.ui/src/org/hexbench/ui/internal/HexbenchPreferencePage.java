package org.hexbench.ui.internal;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

/**
 * Window › Preferences › Hexbench (page id {@code org.hexbench.ui.preferences}): the root of Hexbench's preference
 * pages, which the other bundles put under it with {@code category="org.hexbench.ui.preferences"}. Its own setting:
 * whether the Welcome page opens at every start.
 */
public final class HexbenchPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    /** The page id, also the category of the pages below it. */
    public static final String ID = "org.hexbench.ui.preferences";

    /** Creates the page with its fields in a grid. */
    public HexbenchPreferencePage() {
        super(GRID);
        setDescription("General settings of Hexbench. The pages below hold the settings of playing and of the "
                + "editors.");
    }

    @Override
    public void init(IWorkbench workbench) {
        setPreferenceStore(HexbenchPreferences.store());
    }

    @Override
    protected void createFieldEditors() {
        BooleanFieldEditor welcome = new BooleanFieldEditor(HexbenchPreferences.SHOW_WELCOME_ON_STARTUP,
                "Show the &Welcome page at every start (it always opens on a workspace's first start; "
                        + "Help › Welcome opens it at any time)",
                getFieldEditorParent());
        welcome.getDescriptionControl(getFieldEditorParent()).setData("org.hexbench.id", "preferences.showWelcome");
        addField(welcome);
    }
}
