package org.hexbench.ui.map.editor.internal;

import java.io.IOException;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.ColorFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IPersistentPreferenceStore;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.hexbench.ui.MapPreferences;
import org.hexbench.ui.map.MapLook;

/**
 * Window › Preferences › Hexbench › Map: grid lines on or off, the grid line colour, the colours of the move and
 * attack highlights and of the selection, and whether images animate (Hexkit User's Guide §3.4.3 Frames and
 * Animation), as JFace field editors on {@link MapPreferences}' store. Apply changes
 * every open map at once (the renderer reads {@link MapLook} on every paint, and map figures repaint on a change).
 */
public final class MapPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    /** The page's id, under the Hexbench root page {@code org.hexbench.ui.preferences}. */
    public static final String ID = "org.hexbench.ui.map.preferences";

    /** Creates the page with its fields in a grid. */
    public MapPreferencePage() {
        super(GRID);
        setDescription("How every map view (map editor, scenario editor's Map page, Game Map, Replay) draws the map."
                + " Highlights get a black or white outline where their colour would not stand out from a terrain.");
    }

    @Override
    public void init(IWorkbench workbench) {
        setPreferenceStore(MapPreferences.install());
    }

    @Override
    protected void createFieldEditors() {
        addField(new BooleanFieldEditor(MapLook.GRID_LINES, "Show &grid lines", getFieldEditorParent()));
        addField(new ColorFieldEditor(MapLook.GRID_LINE_COLOUR, "G&rid line colour:", getFieldEditorParent()));
        addField(new ColorFieldEditor(MapLook.MOVE_HIGHLIGHT, "&Move targets:", getFieldEditorParent()));
        addField(new ColorFieldEditor(MapLook.ATTACK_HIGHLIGHT, "&Attack targets:", getFieldEditorParent()));
        addField(new ColorFieldEditor(MapLook.SELECTION_COLOUR, "&Selection:", getFieldEditorParent()));
        addField(new BooleanFieldEditor(MapLook.ANIMATION, "A&nimate images that ask for it (idle animation)",
                getFieldEditorParent()));
    }

    @Override
    public boolean performOk() {
        boolean ok = super.performOk();
        if (getPreferenceStore() instanceof IPersistentPreferenceStore persistent && persistent.needsSaving()) {
            try {
                persistent.save();
            } catch (IOException e) {
                setErrorMessage("The map settings could not be saved: " + e.getMessage());
                return false;
            }
        }
        return ok;
    }
}
