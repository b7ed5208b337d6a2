package org.hexbench.ui.play;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.hexbench.ui.Perspectives;

/**
 * The Play perspective, where a scenario is test-played inside the IDE (after Hexkit Game, Hexkit User's Guide ch. 2
 * Hexkit Game): the game map fills
 * the middle with its command buttons, faction status and the selection's details on the right, messages, command
 * history, history graphs and the replay below. No editor area: playing is not editing.
 */
public final class PlayPerspective implements IPerspectiveFactory {

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editorArea = layout.getEditorArea();
        layout.setEditorAreaVisible(false);
        layout.addView(PlayViews.MAP, IPageLayout.LEFT, 0.62f, editorArea);
        layout.addView(PlayViews.FACTIONS, IPageLayout.RIGHT, 0.62f, PlayViews.MAP);
        layout.addView(PlayViews.SELECTION, IPageLayout.BOTTOM, 0.45f, PlayViews.FACTIONS);
        IFolderLayout bottom = layout.createFolder("org.hexbench.ui.play.bottom", IPageLayout.BOTTOM, 0.62f,
                PlayViews.MAP);
        bottom.addView(PlayViews.MESSAGES);
        bottom.addView(PlayViews.HISTORY);
        bottom.addView(PlayViews.GRAPHS);
        bottom.addView(PlayViews.REPLAY);
        for (String view : new String[] {PlayViews.MAP, PlayViews.FACTIONS, PlayViews.SELECTION, PlayViews.MESSAGES,
            PlayViews.HISTORY, PlayViews.GRAPHS, PlayViews.REPLAY}) {
            layout.addShowViewShortcut(view);
        }
        layout.addPerspectiveShortcut(Perspectives.AUTHORING);
    }
}
