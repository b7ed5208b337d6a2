package org.hexbench.ui.scenario.internal;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.hexbench.ui.scenario.ScenarioEditor;

/**
 * The Validate command (Hexbench menu and editor toolbar): validates the scenario in the active scenario editor as
 * it is in memory, replaces its problem markers, reports the count in the status line and brings up the Problems
 * view when there are findings.
 */
public final class ValidateHandler extends AbstractHandler {

    /** Validates the active scenario editor's scenario. */
    @Override
    public Object execute(ExecutionEvent event) {
        IEditorPart part = HandlerUtil.getActiveEditor(event);
        if (part instanceof ScenarioEditor editor) {
            int count = editor.validate();
            editor.getEditorSite().getActionBars().getStatusLineManager().setMessage(count == 0
                    ? "The scenario is valid." : count + (count == 1 ? " problem" : " problems") + " found; see the Problems view.");
            if (count > 0) {
                try {
                    editor.getSite().getPage().showView(IPageLayout.ID_PROBLEM_VIEW, null,
                            org.eclipse.ui.IWorkbenchPage.VIEW_VISIBLE);
                } catch (PartInitException e) {
                    // the markers are there anyway; the view is only a convenience
                }
            }
        }
        return null;
    }
}
