package org.hexbench.testdriver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.swt.widgets.Widget;

/**
 * Drives a running SWT user interface from a test thread the way a person would: finds widgets by type, text,
 * tooltip or id, clicks and types through real operating-system events ({@link Display#post}), opens menus through
 * the menu items' own SWT events, and waits for the interface to react with a timeout and a message that says what
 * it waited for. SWTBot does this job in the Eclipse world but is not on Maven Central.
 * <p>
 * Tests run on a thread other than the UI thread (tycho-surefire {@code useUIThread=false}); every widget access
 * goes through {@link #onUi(Callable)}, so a modal dialog opened by a click never blocks the test.
 */
public final class UiDriver {

    /** The {@code Widget.setData} key under which product code tags widgets for tests. */
    public static final String ID_KEY = "org.hexbench.id";

    /** How long waits last unless told otherwise. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(20);

    private static final long POLL_MILLIS = 50;

    private final Display display;
    private final Duration timeout;

    private UiDriver(Display display, Duration timeout) {
        this.display = Objects.requireNonNull(display, "display");
        this.timeout = Objects.requireNonNull(timeout, "timeout");
    }

    /** A driver for the given display with the {@link #DEFAULT_TIMEOUT}. */
    public static UiDriver of(Display display) {
        return new UiDriver(display, DEFAULT_TIMEOUT);
    }

    /** The same driver with another timeout for its waits. */
    public UiDriver withTimeout(Duration newTimeout) {
        return new UiDriver(display, newTimeout);
    }

    /** The display driven. */
    public Display display() {
        return display;
    }

    // ---------------------------------------------------------------- UI thread access

    /**
     * Runs {@code task} on the UI thread, waits for it and returns its result; its exceptions are rethrown. While a
     * native dialog (GTK's colour dialog) runs its own loop, SWT runs the UI thread's messages from an idle handler
     * that can stop while a message is being posted, so the wait nudges it with empty messages until the task ran.
     */
    public <T> T onUi(Callable<T> task) {
        if (Thread.currentThread() == display.getThread()) {
            return call(task);
        }
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch done = new CountDownLatch(1);
        display.asyncExec(() -> {
            try {
                result.set(task.call());
            } catch (Throwable t) {
                failure.set(t);
            } finally {
                done.countDown();
            }
        });
        try {
            while (!done.await(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                if (display.isDisposed()) {
                    throw new IllegalStateException("the display was disposed while the UI thread had a task");
                }
                display.asyncExec(() -> {
                });
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the UI thread", e);
        }
        rethrow(failure.get());
        return result.get();
    }

    /** Runs {@code task} on the UI thread and waits for it. */
    public void onUi(Runnable task) {
        onUi(() -> {
            task.run();
            return null;
        });
    }

    private static <T> T call(Callable<T> task) {
        try {
            return task.call();
        } catch (Exception e) {
            rethrow(e);
            return null;
        }
    }

    private static void rethrow(Throwable t) {
        if (t == null) {
            return;
        }
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        throw new IllegalStateException(t);
    }

    // ---------------------------------------------------------------- waiting

    /**
     * Waits until {@code condition}, evaluated on the UI thread, holds.
     *
     * @param what what is waited for, completing "waiting until ..." in the failure message
     * @throws WaitTimeoutException when the timeout passes first
     */
    public void waitUntil(String what, BooleanSupplier condition) {
        waitFor(what, () -> condition.getAsBoolean() ? Optional.of(Boolean.TRUE) : Optional.empty());
    }

    /**
     * Waits until {@code probe}, evaluated on the UI thread, yields a value, and returns it.
     *
     * @throws WaitTimeoutException when the timeout passes first
     */
    public <T> T waitFor(String what, Supplier<Optional<T>> probe) {
        long deadline = System.nanoTime() + timeout.toNanos();
        RuntimeException lastFailure = null;
        while (true) {
            try {
                Optional<T> value = onUi(probe::get);
                if (value.isPresent()) {
                    return value.get();
                }
                lastFailure = null;
            } catch (RuntimeException e) {
                lastFailure = e;
            }
            if (System.nanoTime() > deadline) {
                throw new WaitTimeoutException("Timed out after " + timeout.toMillis() + " ms waiting until " + what
                        + (lastFailure == null ? "" : " (last attempt failed: " + lastFailure + ")"), lastFailure);
            }
            sleep(POLL_MILLIS);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while driving the UI", e);
        }
    }

    // ---------------------------------------------------------------- finding

    /** Waits for a visible shell whose title is {@code title} and returns it. */
    public Shell shell(String title) {
        return waitFor("a visible shell titled '" + title + "' is open (open: " + openShellTitles() + ")",
                () -> Arrays.stream(display.getShells())
                        .filter(s -> !s.isDisposed() && s.isVisible() && title.equals(s.getText())).findFirst());
    }

    /** The titles of the visible shells now, for messages. */
    public List<String> openShellTitles() {
        return onUi(() -> Arrays.stream(display.getShells()).filter(s -> !s.isDisposed() && s.isVisible())
                .map(Shell::getText).toList());
    }

    /** Waits until the shell is closed (disposed or hidden). */
    public void waitUntilClosed(Shell shell) {
        waitUntil("the shell '" + onUi(() -> shell.isDisposed() ? "(disposed)" : shell.getText()) + "' is closed",
                () -> shell.isDisposed() || !shell.isVisible());
    }

    /** Waits until a widget matching {@code query} exists below {@code root} and returns the first one. */
    public <W extends Widget> W find(Widget root, WidgetQuery<W> query) {
        return waitFor("a " + query + " exists", () -> firstMatch(root, query));
    }

    /** The widgets below {@code root} matching {@code query} now, without waiting. */
    public <W extends Widget> List<W> findAll(Widget root, WidgetQuery<W> query) {
        return onUi(() -> {
            List<W> out = new ArrayList<>();
            for (Widget w : WidgetTree.under(root)) {
                if (query.matches(w)) {
                    out.add(query.type().cast(w));
                }
            }
            return out;
        });
    }

    private static <W extends Widget> Optional<W> firstMatch(Widget root, WidgetQuery<W> query) {
        if (root.isDisposed()) {
            return Optional.empty();
        }
        return WidgetTree.under(root).stream().filter(query::matches).map(query.type()::cast).findFirst();
    }

    /** The visible text of a widget (mnemonics removed), read on the UI thread. */
    public String text(Widget widget) {
        return onUi(() -> WidgetText.textOf(widget));
    }

    // ---------------------------------------------------------------- mouse

    /** Clicks the middle of a control with the left mouse button, through real mouse events. */
    public void click(Control control) {
        clickAt(waitUntilShowing(control), 1, 1);
    }

    /**
     * Clicks the middle of a tool bar, tree, table or tab item with the left button, through real mouse events; a
     * tool item is first waited for until it is enabled and laid out, since its enablement follows the model
     * asynchronously and a click on a disabled item is lost.
     */
    public void click(Widget item) {
        if (item instanceof ToolItem tool) {
            waitUntil("the tool item '" + onUi(tool::getText) + "' is enabled", () -> onUi(
                    () -> tool.isDisposed() || tool.isEnabled() && tool.getBounds().width > 0));
        }
        clickAt(centreOf(item), 1, 1);
    }

    /** Double-clicks the middle of a control or item, through real mouse events. */
    public void doubleClick(Widget widget) {
        Point at = widget instanceof Control c ? waitUntilShowing(c) : centreOf(widget);
        clickAt(at, 1, 2);
    }

    private Point waitUntilShowing(Control control) {
        return waitFor("the " + control.getClass().getSimpleName() + " is visible and enabled",
                () -> control.isDisposed() || !control.isVisible() || !control.isEnabled() ? Optional.empty()
                        : Optional.of(control.toDisplay(control.getSize().x / 2, control.getSize().y / 2)));
    }

    private Point centreOf(Widget item) {
        return onUi(() -> {
            Rectangle bounds;
            Control parent;
            switch (item) {
                case ToolItem i -> { bounds = i.getBounds(); parent = i.getParent(); }
                case TreeItem i -> { bounds = i.getBounds(); parent = i.getParent(); }
                case TableItem i -> { bounds = i.getBounds(); parent = i.getParent(); }
                case CTabItem i -> { bounds = i.getBounds(); parent = i.getParent(); }
                case Control c -> { bounds = new Rectangle(0, 0, c.getSize().x, c.getSize().y); parent = c; }
                default -> throw new IllegalArgumentException("cannot click a " + item.getClass().getSimpleName());
            }
            return parent.toDisplay(bounds.x + Math.min(bounds.width / 2, 40), bounds.y + bounds.height / 2);
        });
    }

    private void clickAt(Point at, int button, int count) {
        post(mouse(SWT.MouseMove, 0, at));
        settle();
        for (int i = 0; i < count; i++) {
            post(mouse(SWT.MouseDown, button, at));
            post(mouse(SWT.MouseUp, button, at));
        }
        settle();
    }

    /**
     * Moves the mouse pointer to a display position through a real mouse event, e.g. to hover over a spot of a
     * canvas that has no widget of its own (a map site).
     *
     * @param at the position in display coordinates
     */
    public void moveMouse(Point at) {
        post(mouse(SWT.MouseMove, 0, at));
        settle();
    }

    /**
     * Clicks a display position with a mouse button through real events (pointer move, press, release), for
     * canvases whose parts are no widgets.
     *
     * @param at the position in display coordinates
     * @param button 1 for the left button, 2 the middle, 3 the right (context) button
     */
    public void clickAt(Point at, int button) {
        clickAt(at, button, 1);
    }

    /**
     * Turns the mouse wheel where the pointer is. SWT's {@code Display.post} on GTK posts key, button and move
     * events only, so the wheel goes through the X server ({@link ServerInput}) and reaches the window under the
     * pointer as a person's wheel does.
     *
     * @param notches how far: positive scrolls down (towards the end), negative up
     */
    public void turnWheel(int notches) {
        settle();
        ServerInput.get().wheel(notches);
        settle();
    }

    /**
     * Drags with the left mouse button from one display position to another through the X server
     * ({@link ServerInput}): press, a move in small steps, release. GTK's drag and drop needs this: it asks the X
     * server whether the button is down, which SWT's posted button events do not tell it.
     *
     * @param from where the button goes down, in display coordinates
     * @param to where it is released
     */
    public void drag(Point from, Point to) {
        settle();
        ServerInput.get().drag(from, to);
        settle();
        // GTK hides its drag windows during its keyboard grab, so no focus-out reaches them and they stay marked
        // focused; SWT's posted keys go to the first window marked so. Raising the shell of the drop, as a window
        // manager would, puts it first again.
        onUi(() -> {
            Control dropped = display.getCursorControl();
            if (dropped != null) {
                dropped.getShell().moveAbove(null);
            }
        });
        settle();
    }

    /**
     * Types letters, digits and spaces through the X server ({@link ServerInput}): the keys go to the window that
     * has the X input focus, as a person's keyboard does, where SWT's posted keys go to the window GTK last saw
     * focused (under Xvfb without a window manager that can be an open hover).
     *
     * @param text what to type
     */
    public void typeOnKeyboard(String text) {
        settle();
        ServerInput.get().type(text);
        settle();
    }

    private static Event mouse(int type, int button, Point at) {
        Event e = new Event();
        e.type = type;
        e.button = button;
        e.x = at.x;
        e.y = at.y;
        return e;
    }

    // ---------------------------------------------------------------- keyboard

    /** Gives {@code control} the focus by clicking it, then types {@code text} key by key through real key events. */
    public void type(Control control, String text) {
        click(control);
        waitUntil("the " + control.getClass().getSimpleName() + " has the keyboard focus",
                () -> control.isDisposed() || control.isFocusControl());
        for (char c : text.toCharArray()) {
            typeCharacter(c);
        }
        settle();
    }

    /**
     * Enters a number into a spinner as a person does: focuses it (a click on a GTK spinner may land on its +/-
     * buttons, which take no focus), selects its text with Ctrl+A and types the digits as real key events, then waits
     * until the spinner shows the number.
     */
    public void enterNumber(Spinner spinner, int value) {
        onUi(() -> {
            spinner.setFocus();
        });
        waitUntil("the spinner has the keyboard focus", () -> onUi(spinner::isFocusControl));
        press('a', SWT.CTRL);
        for (char c : Integer.toString(value).toCharArray()) {
            press(c);
        }
        waitUntil("the spinner shows " + value, () -> onUi(spinner::getSelection) == value);
    }

    /**
     * Chooses an item of a read-only combo box as a selection there does: selects it and sends the combo its
     * Selection event (a native drop-down list cannot be clicked reliably under Xvfb).
     *
     * @param combo the combo box
     * @param item the item's text, which must be one of its items
     * @throws AssertionError if it is not
     */
    public void choose(Combo combo, String item) {
        onUi(() -> {
            int index = java.util.Arrays.asList(combo.getItems()).indexOf(item);
            if (index < 0) {
                throw new AssertionError(item + " is not among " + java.util.Arrays.toString(combo.getItems()));
            }
            combo.select(index);
            combo.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        });
    }

    /**
     * Types {@code text} key by key through real key events into whatever has the keyboard focus now, e.g. the entry
     * of a native dialog that has no SWT widget to click.
     */
    public void typeKeys(String text) {
        for (char c : text.toCharArray()) {
            typeCharacter(c);
        }
        settle();
    }

    /** Presses and releases one key, e.g. {@code SWT.CR} or {@code SWT.ESC}, with optional modifier keys. */
    public void press(int key, int... modifiers) {
        for (int m : modifiers) {
            post(key(SWT.KeyDown, m, '\0'));
        }
        Event down = key(SWT.KeyDown, 0, '\0');
        setKey(down, key);
        post(down);
        Event up = key(SWT.KeyUp, 0, '\0');
        setKey(up, key);
        post(up);
        for (int i = modifiers.length - 1; i >= 0; i--) {
            post(key(SWT.KeyUp, modifiers[i], '\0'));
        }
        settle();
    }

    private static void setKey(Event e, int key) {
        if (key == SWT.TAB) {
            e.keyCode = key; // GTK knows Tab by its key code: the tab character alone is no key it can press
            e.character = SWT.TAB;
        } else if (key < 0x10000 && (key & SWT.KEYCODE_BIT) == 0) {
            e.character = (char) key;
        } else {
            e.keyCode = key;
        }
    }

    private void typeCharacter(char c) {
        boolean shift = Character.isUpperCase(c) || "~!@#$%^&*()_+{}|:\"<>?".indexOf(c) >= 0;
        if (shift) {
            post(key(SWT.KeyDown, SWT.SHIFT, '\0'));
        }
        char base = shift ? unshifted(c) : c;
        post(key(SWT.KeyDown, 0, base));
        post(key(SWT.KeyUp, 0, base));
        if (shift) {
            post(key(SWT.KeyUp, SWT.SHIFT, '\0'));
        }
    }

    private static char unshifted(char c) {
        int i = "~!@#$%^&*()_+{}|:\"<>?".indexOf(c);
        return i >= 0 ? "`1234567890-=[]\\;',./".charAt(i) : Character.toLowerCase(c);
    }

    private static Event key(int type, int keyCode, char character) {
        Event e = new Event();
        e.type = type;
        e.keyCode = keyCode;
        e.character = character;
        return e;
    }

    // ---------------------------------------------------------------- menus

    /**
     * Chooses a menu item of a shell's menu bar by its path of labels, e.g. {@code clickMenu(shell, "Help",
     * "About Hexbench")}. Each submenu gets its SWT.Show event first, so menus filled lazily (JFace menu managers)
     * are populated; the item then gets SWT.Arm and SWT.Selection events, asynchronously, so a modal dialog it opens
     * does not block the test.
     */
    public void clickMenu(Shell shell, String... path) {
        if (path.length == 0) {
            throw new IllegalArgumentException("empty menu path");
        }
        MenuItem item = waitFor("the menu path " + String.join(" > ", path) + " exists and is enabled",
                () -> menuItem(onUiMenuBar(shell), path));
        display.asyncExec(() -> {
            if (!item.isDisposed()) {
                item.notifyListeners(SWT.Arm, new Event());
                item.notifyListeners(SWT.Selection, new Event());
            }
        });
        settle();
    }

    private static Menu onUiMenuBar(Shell shell) {
        return shell.isDisposed() ? null : shell.getMenuBar();
    }

    private static Optional<MenuItem> menuItem(Menu menu, String... path) {
        Menu current = menu;
        for (int i = 0; i < path.length; i++) {
            if (current == null) {
                return Optional.empty();
            }
            current.notifyListeners(SWT.Show, new Event());
            MenuItem found = null;
            for (MenuItem candidate : current.getItems()) {
                if (path[i].equals(WidgetText.plain(candidate.getText()))) {
                    found = candidate;
                    break;
                }
            }
            current.notifyListeners(SWT.Hide, new Event());
            if (found == null || !found.isEnabled()) {
                return Optional.empty();
            }
            if (i == path.length - 1) {
                return Optional.of(found);
            }
            current = found.getMenu();
        }
        return Optional.empty();
    }

    /** The labels of a shell's menu bar or of one of its submenus, for assertions and messages. */
    public List<String> menuLabels(Shell shell, String... path) {
        return onUi(() -> {
            Menu menu = shell.getMenuBar();
            if (path.length > 0) {
                menu = menuItem(menu, path).map(MenuItem::getMenu).orElse(null);
            }
            if (menu == null) {
                return List.<String>of();
            }
            menu.notifyListeners(SWT.Show, new Event());
            List<String> labels = Arrays.stream(menu.getItems()).filter(m -> (m.getStyle() & SWT.SEPARATOR) == 0)
                    .map(m -> WidgetText.plain(m.getText())).toList();
            menu.notifyListeners(SWT.Hide, new Event());
            return labels;
        });
    }

    // ---------------------------------------------------------------- events and screenshots

    private void post(Event event) {
        boolean posted = onUi(() -> display.post(event));
        if (!posted) {
            throw new IllegalStateException("the window system refused a posted " + event);
        }
    }

    /**
     * Lets the UI thread process what was posted: short pauses with round trips through its event queue. It never
     * dispatches events itself, so a modal dialog opened meanwhile cannot block the test thread.
     */
    public void settle() {
        for (int i = 0; i < 3; i++) {
            sleep(30);
            onUi(() -> null);
        }
    }

    /**
     * Reads the pixels a control shows on the screen now (what a person sees there, overlapping windows included).
     *
     * @param control a visible control
     * @return its area of the screen, in the screen's pixel format
     */
    public ImageData capture(Control control) {
        return onUi(() -> {
            Point origin = control.toDisplay(0, 0);
            Rectangle area = new Rectangle(origin.x, origin.y, control.getSize().x, control.getSize().y);
            Image image = new Image(display, Math.max(1, area.width), Math.max(1, area.height));
            GC gc = new GC(display);
            try {
                gc.copyArea(image, area.x, area.y);
                return image.getImageData();
            } finally {
                gc.dispose();
                image.dispose();
            }
        });
    }

    /**
     * Saves a PNG of the whole screen, creating missing folders.
     *
     * @return the file written
     */
    public Path screenshot(Path file) {
        ImageData data = onUi(() -> {
            Rectangle bounds = display.getBounds();
            Image image = new Image(display, bounds.width, bounds.height);
            GC gc = new GC(display);
            try {
                gc.copyArea(image, 0, 0);
                return image.getImageData();
            } finally {
                gc.dispose();
                image.dispose();
            }
        });
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] { data };
        loader.save(file.toString(), SWT.IMAGE_PNG);
        return file;
    }
}
