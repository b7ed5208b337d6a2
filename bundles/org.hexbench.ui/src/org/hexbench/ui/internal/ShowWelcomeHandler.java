package org.hexbench.ui.internal;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

/** Help › Welcome (command {@code org.hexbench.ui.welcome}): opens the {@link WelcomeEditor}. */
public final class ShowWelcomeHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        if (window != null) {
            WelcomeEditor.open(window);
        }
        return null;
    }
}
