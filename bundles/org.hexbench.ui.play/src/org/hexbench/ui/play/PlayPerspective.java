package org.hexbench.ui.play;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.hexbench.ui.Perspectives;

/**
 * The Play perspective, where a scenario is test-played inside the IDE (digest A.4-A.6, A.11): the game map fills
 * the middle, faction status on the right, messages and the command history below. No editor area: playing is not
 * editing.
 */
public final class PlayPerspective implements IPerspectiveFactory {

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editorArea = layout.getEditorArea();
        layout.setEditorAreaVisible(false);
        layout.addStandaloneView(PlayViews.MAP, false, IPageLayout.LEFT, 0.72f, editorArea);
        layout.addView(PlayViews.FACTIONS, IPageLayout.RIGHT, 0.72f, PlayViews.MAP);
        IFolderLayout bottom = layout.createFolder("org.hexbench.ui.play.bottom", IPageLayout.BOTTOM, 0.72f,
                PlayViews.MAP);
        bottom.addView(PlayViews.MESSAGES);
        bottom.addView(PlayViews.HISTORY);
        for (String view : new String[] { PlayViews.MAP, PlayViews.FACTIONS, PlayViews.MESSAGES, PlayViews.HISTORY }) {
            layout.addShowViewShortcut(view);
        }
        layout.addPerspectiveShortcut(Perspectives.AUTHORING);
    }
}
