package org.hexbench.ui.rules.internal;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.editors.text.TextEditorActionContributor;

/**
 * The rule editor's menu and status line contributions: those of any text editor. The text editor's contributor
 * puts Find Next/Previous into the Edit menu's {@code find.ext} group, which a workbench without the IDE's menus may
 * lack; the group is added first so the editor opens in any workbench window.
 */
public final class RuleEditorContributor extends TextEditorActionContributor {

    @Override
    public void contributeToMenu(IMenuManager menu) {
        IMenuManager edit = menu.findMenuUsingPath(IWorkbenchActionConstants.M_EDIT);
        if (edit != null && edit.find(IWorkbenchActionConstants.FIND_EXT) == null) {
            edit.add(new GroupMarker(IWorkbenchActionConstants.FIND_EXT));
        }
        super.contributeToMenu(menu);
    }
}
