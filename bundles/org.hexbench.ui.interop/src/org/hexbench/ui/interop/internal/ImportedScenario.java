package org.hexbench.ui.interop.internal;

import org.eclipse.core.resources.IFile;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.WorkbenchException;
import org.eclipse.ui.ide.IDE;
import org.hexbench.ui.Perspectives;

/**
 * Opens a scenario an import wizard has just written where its author works on it: the Scenario Authoring
 * perspective, then the scenario's editor. An import started from the Play perspective thus does not put an editor
 * into the Play perspective, whose layout has no editor area (as Eclipse's New Project wizards switch to their
 * project's perspective).
 */
final class ImportedScenario {

    private ImportedScenario() {
    }

    /**
     * @param workbench the workbench
     * @param scenario the written scenario file
     * @throws WorkbenchException if the perspective or the editor cannot be opened
     */
    static void open(IWorkbench workbench, IFile scenario) throws WorkbenchException {
        IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
        workbench.showPerspective(Perspectives.AUTHORING, window);
        IDE.openEditor(window.getActivePage(), scenario);
    }
}
