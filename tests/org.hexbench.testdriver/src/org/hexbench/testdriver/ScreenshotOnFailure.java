package org.hexbench.testdriver;

import java.nio.file.Path;

import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;

/**
 * JUnit 5 extension that saves a screenshot when a UI test fails, before any clean-up closes the windows, as
 * {@code <folder>/<TestClass>.<method>.png} in the {@link Screenshots#folder()}. Register with
 * {@code @ExtendWith(ScreenshotOnFailure.class)}.
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
        throw failure;
    }
}
