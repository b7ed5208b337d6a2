package org.hexbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.PlatformUI;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WaitTimeoutException;
import org.hexbench.testdriver.WidgetQuery;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The test driver itself, on a small shell of its own: finding, clicking, typing, waiting, screenshots. */
@ExtendWith(ScreenshotOnFailure.class)
class UiDriverTest {

    private UiDriver driver;
    private Shell shell;
    private final AtomicInteger clicks = new AtomicInteger();
    private final AtomicInteger treeSelections = new AtomicInteger();

    @BeforeEach
    void openAShell() {
        driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        shell = driver.onUi(() -> {
            Shell s = new Shell(driver.display(), SWT.SHELL_TRIM);
            s.setText("Driver Test");
            s.setLayout(new FillLayout(SWT.VERTICAL));
            Text text = new Text(s, SWT.BORDER);
            text.setData(UiDriver.ID_KEY, "name");
            Button button = new Button(s, SWT.PUSH);
            button.setText("&Count");
            button.setToolTipText("Counts clicks");
            button.addListener(SWT.Selection, e -> clicks.incrementAndGet());
            Tree tree = new Tree(s, SWT.BORDER);
            TreeItem root = new TreeItem(tree, SWT.NONE);
            root.setText("Factions");
            new TreeItem(root, SWT.NONE).setText("White");
            root.setExpanded(true);
            tree.addListener(SWT.Selection, e -> treeSelections.incrementAndGet());
            s.setBounds(100, 100, 400, 300);
            s.open();
            s.forceActive();
            return s;
        });
    }

    @AfterEach
    void closeIt() {
        driver.onUi(() -> shell.dispose());
    }

    @Test
    void findsWidgetsByTypeTextTooltipAndId() {
        Button byText = driver.find(shell, WidgetQuery.of(Button.class).withText("Count"));
        Button byTooltip = driver.find(shell, WidgetQuery.of(Button.class).withTooltip("Counts clicks"));
        assertEquals(byText, byTooltip);
        driver.find(shell, WidgetQuery.of(Text.class).withId("name"));
        assertEquals(2, driver.findAll(shell, WidgetQuery.of(TreeItem.class)).size());
        assertEquals(shell, driver.shell("Driver Test"));
    }

    @Test
    void clicksAButtonThroughRealMouseEvents() {
        Button button = driver.find(shell, WidgetQuery.of(Button.class).withText("Count"));
        driver.click(button);
        driver.waitUntil("the button counted one click", () -> clicks.get() == 1);
        driver.click(button);
        driver.waitUntil("the button counted two clicks", () -> clicks.get() == 2);
    }

    @Test
    void typesTextThroughRealKeyEvents() {
        Text text = driver.find(shell, WidgetQuery.of(Text.class).withId("name"));
        driver.type(text, "Hex Bench 42!");
        driver.waitUntil("the text field holds what was typed (now '" + driver.text(text) + "')",
                () -> "Hex Bench 42!".equals(text.getText()));
    }

    @Test
    void clicksTreeItems() {
        TreeItem white = driver.find(shell, WidgetQuery.of(TreeItem.class).withText("White"));
        driver.click(white);
        driver.waitUntil("the tree selected 'White'",
                () -> white.getParent().getSelection().length == 1 && white.getParent().getSelection()[0] == white);
        assertTrue(treeSelections.get() >= 1, "the tree sent a selection event");
    }

    @Test
    void aTimedOutWaitSaysWhatItWaitedFor() {
        WaitTimeoutException e = assertThrows(WaitTimeoutException.class,
                () -> driver.withTimeout(Duration.ofMillis(300)).waitUntil("pigs fly", () -> false));
        assertTrue(e.getMessage().startsWith("Timed out after 300 ms waiting until pigs fly"), e.getMessage());
        WaitTimeoutException missing = assertThrows(WaitTimeoutException.class, () -> driver
                .withTimeout(Duration.ofMillis(300)).find(shell, WidgetQuery.of(Button.class).withText("Nope")));
        assertTrue(missing.getMessage().contains("Button with text 'Nope'"), missing.getMessage());
    }

    @Test
    void savesAScreenshotAsPng() throws Exception {
        Path file = Files.createTempDirectory("hexbench-shot").resolve("screen.png");
        driver.screenshot(file);
        byte[] bytes = Files.readAllBytes(file);
        assertTrue(bytes.length > 1000, "a real image, not an empty file: " + bytes.length + " bytes");
        assertEquals((byte) 0x89, bytes[0]);
        assertEquals('P', bytes[1]);
        assertEquals('N', bytes[2]);
        assertEquals('G', bytes[3]);
    }
}
