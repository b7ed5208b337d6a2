package org.hexbench.ui.play.internal;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.RadioGroupFieldEditor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.hexbench.play.GameSession;

/**
 * Window > Preferences > Hexbench > Hexbench Play: who plays each faction of a new game by default (the New Game
 * dialog starts from it), and whether games are saved automatically at the end of every turn (for games started or
 * loaded afterwards).
 */
public final class PlayPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    /** The page's id in the preference dialog. */
    public static final String ID = "org.hexbench.ui.play.preferences";

    /** Creates the page with one field per preference. */
    public PlayPreferencePage() {
        super(GRID);
    }

    @Override
    public void init(IWorkbench workbench) {
        setPreferenceStore(PlayPreferences.store());
        setDescription("When a person ends a turn, the game is saved without that End Turn (" + GameSession.AUTOSAVE
                + ": Game > Load Autosave undoes the End Turn); when a computer player's turn ends, with it ("
                + GameSession.COMPUTER_AUTOSAVE + "). Both are kept in " + PlayPreferences.autosaveFolder()
                + " and replaced at every turn. Applies to games started or loaded from now on.");
    }

    @Override
    protected void createFieldEditors() {
        DefaultPlayers[] choices = DefaultPlayers.values();
        String[][] labels = new String[choices.length][];
        for (int i = 0; i < choices.length; i++) {
            labels[i] = new String[] {choices[i].label(), choices[i].key()};
        }
        addField(new RadioGroupFieldEditor(PlayPreferences.DEFAULT_PLAYERS, "Default players of a new game:", 1, labels,
                getFieldEditorParent(), true));
        addField(new BooleanFieldEditor(PlayPreferences.AUTOSAVE, "&Save the game automatically at the end of every turn",
                getFieldEditorParent()));
    }
}
