package org.hexbench.testdriver;

import java.nio.file.Path;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;

/**
 * JUnit 5 extension that saves a screenshot when a UI test fails, before any clean-up closes the windows, as
 * {@code <folder>/<TestClass>.<method>.png} in the {@link Screenshots#folder()}, and then closes the dialogs the
 * failed test left open, so that one failure does not block the menus and tool bars of the tests after it. Register
 * with {@code @ExtendWith(ScreenshotOnFailure.class)}.
 */
public final class ScreenshotOnFailure implements TestExecutionExceptionHandler {

    @Override
    public void handleTestExecutionException(ExtensionContext context, Throwable failure) throws Throwable {
        Display display = Display.getDefault();
        String name = context.getRequiredTestClass().getSimpleName() + "." + context.getRequiredTestMethod().getName();
        try {
            Path file = UiDriver.of(display).screenshot(Screenshots.folder().resolve(name + ".png"));
            failure.addSuppressed(new Throwable("screenshot of the failure: " + file.toAbsolutePath()));
        } catch (RuntimeException | Error e) {
            failure.addSuppressed(e);
        }
        closeDialogs(display, failure);
        throw failure;
    }

    /** Closes every visible shell that has a parent shell (a dialog), innermost first. */
    private static void closeDialogs(Display display, Throwable failure) {
        try {
            UiDriver.of(display).onUi(() -> {
                Shell[] shells = display.getShells();
                for (int i = shells.length - 1; i >= 0; i--) {
                    Shell shell = shells[i];
                    if (!shell.isDisposed() && shell.isVisible() && shell.getParent() != null) {
                        failure.addSuppressed(new Throwable("closed the dialog '" + shell.getText() + "' it left open"));
                        shell.close();
                    }
                }
            });
        } catch (RuntimeException | Error e) {
            failure.addSuppressed(e);
        }
    }
}
