/**
 * The project's SWT test driver (SWTBot is not on Maven Central): {@link org.hexbench.testdriver.UiDriver} finds
 * widgets with a {@link org.hexbench.testdriver.WidgetQuery} by type, text, tooltip or id, clicks and types through
 * real events posted to the display, and waits with a timeout and a message that names what it waited for;
 * {@link org.hexbench.testdriver.ScreenshotOnFailure} saves a screenshot when a UI test fails.
 */
package org.hexbench.testdriver;
