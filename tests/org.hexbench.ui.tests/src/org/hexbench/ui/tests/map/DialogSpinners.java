package org.hexbench.ui.tests.map;

import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;

/** Typing a number into a dialog's spinner with real key events, as the map editor's dialogs' tests do. */
final class DialogSpinners {

    private DialogSpinners() {
    }

    /**
     * Focuses the spinner with the given id, selects its text and types the value.
     *
     * @param driver the driver
     * @param dialog the dialog's shell
     * @param id the spinner's widget id
     * @param value the number to type
     */
    static void enter(UiDriver driver, Shell dialog, String id, int value) {
        driver.enterNumber(driver.find(dialog, WidgetQuery.of(Spinner.class).withId(id)), value);
    }
}
