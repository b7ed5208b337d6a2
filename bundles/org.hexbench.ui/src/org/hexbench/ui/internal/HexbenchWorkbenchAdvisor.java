package org.hexbench.ui.internal;

import java.util.List;

import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;
import org.eclipse.ui.ide.IDE;
import org.hexbench.ui.Perspectives;

/**
 * Sets up the Hexbench workbench as a resource-based IDE: the workspace is the page input, resources get their
 * workbench adapters and icons, examples are imported on first start, the Welcome page opens on a workspace's first
 * start (or at every start, if the Hexbench preference says so), and the workspace is saved on exit.
 */
final class HexbenchWorkbenchAdvisor extends WorkbenchAdvisor {

    @Override
    public void initialize(IWorkbenchConfigurer configurer) {
        super.initialize(configurer);
        configurer.setSaveAndRestore(true);
        IDE.registerAdapters();
        declareProjectImages(configurer);
    }

    /** Project icons for the Project Explorer; the IDE's own application would declare them, an RCP app must. */
    private static void declareProjectImages(IWorkbenchConfigurer configurer) {
        configurer.declareImage(IDE.SharedImages.IMG_OBJ_PROJECT,
                ImageDescriptor.createFromURLSupplier(true, () -> ideIcon("prj_obj.png")), true);
        configurer.declareImage(IDE.SharedImages.IMG_OBJ_PROJECT_CLOSED,
                ImageDescriptor.createFromURLSupplier(true, () -> ideIcon("cprj_obj.png")), true);
    }

    private static java.net.URL ideIcon(String name) {
        return IDE.class.getResource("/icons/full/obj16/" + name);
    }

    @Override
    public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        return new HexbenchWindowAdvisor(configurer);
    }

    @Override
    public String getInitialWindowPerspectiveId() {
        return Perspectives.AUTHORING;
    }

    @Override
    public IAdaptable getDefaultPageInput() {
        return ResourcesPlugin.getWorkspace().getRoot();
    }

    @Override
    public void postStartup() {
        List<String> imported = ExampleProjects.importMissing(ResourcesPlugin.getWorkspace(),
                ExampleProjects.examplesFolder());
        if (!imported.isEmpty()) {
            ILog.of(getClass()).info("Imported example projects: " + String.join(", ", imported));
        }
        IWorkbenchWindow[] windows = getWorkbenchConfigurer().getWorkbench().getWorkbenchWindows();
        if (windows.length > 0) {
            WelcomeEditor.openAtStartup(windows[0]);
        }
    }

    @Override
    public boolean preShutdown() {
        saveWorkspace(ResourcesPlugin.getWorkspace());
        return true;
    }

    private static void saveWorkspace(IWorkspace workspace) {
        try {
            workspace.save(true, new NullProgressMonitor());
        } catch (CoreException e) {
            ILog.of(HexbenchWorkbenchAdvisor.class).log(e.getStatus());
        }
    }
}
