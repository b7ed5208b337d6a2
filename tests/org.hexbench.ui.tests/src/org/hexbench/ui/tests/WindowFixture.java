package org.hexbench.ui.tests;

import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.hexbench.testdriver.UiDriver;

/**
 * Base of the areas' test fixtures (JUnit extensions registered with {@code @RegisterExtension}): each works on the
 * {@link HexbenchWindow} and hands its driver, shell and page to the test that registered it.
 */
public abstract class WindowFixture {

    /** The workbench window the fixture and its test work on. */
    protected final HexbenchWindow workbench = HexbenchWindow.find();

    /** @return the driver */
    public UiDriver driver() {
        return workbench.driver();
    }

    /** @return the workbench window's shell */
    public Shell window() {
        return workbench.shell();
    }

    /** @return the workbench window's active page */
    public IWorkbenchPage page() {
        return workbench.page();
    }
}
