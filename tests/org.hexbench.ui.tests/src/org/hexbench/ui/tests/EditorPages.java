package org.hexbench.ui.tests;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;

/**
 * Test fixture: shows a page of a multi-page editor (the scenario editor's Master, Entities, Map ... tabs). The tab
 * is selected through its own Selection event: under Xvfb, posted mouse button events reach the custom-drawn tab
 * folder at the wrong position, so a posted click would miss the tab.
 */
public final class EditorPages {

    private EditorPages() {
    }

    /**
     * Shows the page whose tab has a title, in the editor that is visible.
     *
     * @param driver the UI driver
     * @param window the workbench window
     * @param title the tab's title
     */
    public static void show(UiDriver driver, Shell window, String title) {
        CTabItem tab = driver.find(window, WidgetQuery.of(CTabItem.class).withText(title)
                .where("in the visible editor", i -> i.getParent().isVisible() && i.getBounds().width > 0));
        driver.onUi(() -> {
            tab.getParent().setSelection(tab);
            Event selection = new Event();
            selection.item = tab;
            tab.getParent().notifyListeners(SWT.Selection, selection);
        });
        driver.waitUntil("the " + title + " page is shown", () -> tab.isDisposed() || tab.getParent().getSelection() == tab);
        driver.settle();
    }
}
