package org.hexbench.ui.scenario.internal;

import org.eclipse.emf.common.command.BasicCommandStack;

/**
 * The command stack of an open scenario. Like EMF's basic stack it remembers where the last save was, so undoing
 * back to that point makes the scenario clean again; in addition it can forget that point, for when the files on
 * disk no longer match it: after the author chose to keep the editors' version of a file that changed on disk, no
 * undo makes the scenario clean, only the save that writes that version over the file.
 */
public final class ScenarioCommandStack extends BasicCommandStack {

    /**
     * Makes the stack report unsaved changes until the next {@link #saveIsDone()}, whatever is undone or redone
     * meanwhile, and tells the stack's listeners.
     */
    public void keepDirtyUntilSaved() {
        // BasicCommandStack's own mark for "the save point was lost" (as after executing past an undone save)
        saveIndex = -2;
        notifyListeners();
    }
}
