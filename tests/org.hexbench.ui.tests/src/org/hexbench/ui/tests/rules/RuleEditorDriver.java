package org.hexbench.ui.tests.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Widget;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.rules.RuleEditor;
import org.hexbench.ui.rules.internal.RuleProblemAnnotation;

/**
 * Test fixture: drives one open rule editor through the project's {@link UiDriver}: real key and mouse events into
 * its text, and reads of its text, problems and pop-ups on the UI thread.
 */
final class RuleEditorDriver {

    private final UiDriver driver;
    private final RuleEditor editor;

    private RuleEditorDriver(UiDriver driver, RuleEditor editor) {
        this.driver = driver;
        this.editor = editor;
    }

    /** @return the active workbench page */
    static IWorkbenchPage page(UiDriver driver) {
        return driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage());
    }

    /**
     * Opens a rule file in the rule editor.
     *
     * @param driver the UI driver
     * @param file the rule file
     * @return a driver of the editor
     */
    static RuleEditorDriver open(UiDriver driver, IFile file) {
        RuleEditor editor = driver.onUi(() -> (RuleEditor) IDE.openEditor(page(driver), file, RuleEditor.ID));
        return new RuleEditorDriver(driver, editor);
    }

    /** @return the editor */
    RuleEditor editor() {
        return editor;
    }

    /** @return the editor's text widget */
    StyledText widget() {
        return driver.onUi(() -> editor.viewer().getTextWidget());
    }

    /** @return the document's text now */
    String text() {
        return driver.onUi(() -> editor.getDocumentProvider().getDocument(editor.getEditorInput()).get());
    }

    /** Gives the text the keyboard focus with a click. */
    void focus() {
        StyledText widget = widget();
        driver.click(widget);
        driver.waitUntil("the rule text has the keyboard focus", widget::isFocusControl);
        parkMouse();
    }

    /**
     * Moves the mouse pointer onto the ruler beside the first line: without a window manager the X server sends keys
     * to the window under the pointer, which must not be a pop-up (completion list, quick fixes) that opens there.
     */
    void parkMouse() {
        post(SWT.MouseMove, 0, driver.onUi(() -> widget().toDisplay(-10, 4)));
        driver.settle();
    }

    /**
     * Clicks into the text, goes to its end with Ctrl+End and types there.
     *
     * @param keys what to type, key by key
     */
    void type(String keys) {
        focus();
        driver.press(SWT.END, SWT.CTRL);
        typeAtCursor(keys);
    }

    /**
     * Types at the cursor, key by key, with Shift for the characters that need it (as the driver's own typing does).
     *
     * @param keys what to type
     */
    void typeAtCursor(String keys) {
        String shifted = "~!@#$%^&*()_+{}|:\"<>?";
        String base = "`1234567890-=[]\\;',./";
        for (char c : keys.toCharArray()) {
            int i = shifted.indexOf(c);
            if (i >= 0) {
                driver.press(base.charAt(i), SWT.SHIFT);
            } else if (Character.isUpperCase(c)) {
                driver.press(Character.toLowerCase(c), SWT.SHIFT);
            } else {
                driver.press(c);
            }
        }
    }

    /**
     * Moves the cursor to an offset with the keyboard: Ctrl+Home, down to its line, then along the line.
     *
     * @param offset an offset of the text
     */
    void moveTo(int offset) {
        int[] lineAndColumn = driver.onUi(() -> {
            var document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
            int line = document.getLineOfOffset(offset);
            var info = document.getLineInformation(line);
            return new int[] { line, offset - info.getOffset(), info.getLength() };
        });
        driver.press(SWT.HOME, SWT.CTRL);
        for (int i = 0; i < lineAndColumn[0]; i++) {
            driver.press(SWT.ARROW_DOWN);
        }
        int column = lineAndColumn[1];
        int fromEnd = lineAndColumn[2] - column;
        if (fromEnd < column) {
            driver.press(SWT.END);
            for (int i = 0; i < fromEnd; i++) {
                driver.press(SWT.ARROW_LEFT);
            }
        } else {
            for (int i = 0; i < column; i++) {
                driver.press(SWT.ARROW_RIGHT);
            }
        }
        driver.waitUntil("the cursor is at " + offset, () -> widget().getCaretOffset() == offset);
    }

    /**
     * Rests the mouse on an offset of the text, so that its hover opens.
     *
     * @param offset an offset of the text
     */
    void hoverAt(int offset) {
        Point at = revealAndLocate(offset);
        post(SWT.MouseMove, 0, new Point(at.x - 3, at.y));
        driver.settle();
        post(SWT.MouseMove, 0, at);
        driver.settle();
    }

    private Point revealAndLocate(int offset) {
        return driver.onUi(() -> {
            editor.viewer().revealRange(offset, 0);
            StyledText text = editor.viewer().getTextWidget();
            Point local = text.getLocationAtOffset(offset);
            return text.toDisplay(local.x + 2, local.y + text.getLineHeight() / 2);
        });
    }

    private void post(int type, int button, Point at) {
        Event event = new Event();
        event.type = type;
        event.button = button;
        event.x = at.x;
        event.y = at.y;
        if (!driver.onUi(() -> driver.display().post(event))) {
            throw new IllegalStateException("the window system refused a posted mouse event");
        }
    }

    /** @return the live problems shown in the editor now, as "type: message" */
    List<String> problems() {
        return driver.onUi(() -> {
            List<String> result = new ArrayList<>();
            IAnnotationModel model = editor.getDocumentProvider().getAnnotationModel(editor.getEditorInput());
            for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
                if (it.next() instanceof RuleProblemAnnotation problem) {
                    result.add(problem.getType().substring(problem.getType().lastIndexOf('.') + 1) + ": " + problem.getText());
                }
            }
            return result;
        });
    }

    /** @return how many problem markers of the saved file the editor shows (hidden behind live problems: 0) */
    int visibleMarkerAnnotations() {
        return driver.onUi(() -> {
            int count = 0;
            IAnnotationModel model = editor.getDocumentProvider().getAnnotationModel(editor.getEditorInput());
            for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
                if (it.next() instanceof org.eclipse.ui.texteditor.MarkerAnnotation marker && !marker.isMarkedDeleted()) {
                    count++;
                }
            }
            return count;
        });
    }

    /**
     * Waits until the editor shows an error whose message contains a text.
     *
     * @param part a part of the message
     * @return the problem, as "error: message"
     */
    String waitForError(String part) {
        return driver.waitFor("the editor shows an error containing '" + part + "' (shown: " + problems() + ")",
                () -> problems().stream().filter(p -> p.startsWith("error:") && p.contains(part)).findFirst());
    }

    /**
     * Chooses an entry of a proposal pop-up (completion or quick fix) the way a double-click does: the table's
     * selection and default-selection events. Under Xvfb without a window manager the viewer's pop-up keeps the
     * posted Enter key from reaching the text (no key event arrives at all while it is open), so, as the driver does
     * for menus, the chosen item gets its widget events directly.
     *
     * @param item the entry
     */
    void choose(org.eclipse.swt.widgets.TableItem item) {
        driver.onUi(() -> {
            var table = item.getParent();
            table.setSelection(item);
            table.notifyListeners(SWT.Selection, new Event());
            Event event = new Event();
            event.item = item;
            table.notifyListeners(SWT.DefaultSelection, event);
        });
        driver.settle();
    }

    /**
     * Waits for a pop-up (completion list, quick fixes, hover) holding a widget that matches.
     *
     * @param query the widget searched for in every shell but the workbench window
     * @return the first match
     */
    <W extends Widget> W waitForPopup(WidgetQuery<W> query) {
        Shell window = driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell());
        return driver.waitFor("a pop-up with a " + query + " is open", () -> Arrays.stream(driver.display().getShells())
                .filter(s -> s != window && !s.isDisposed() && s.isVisible())
                .flatMap(s -> driver.findAll(s, query).stream()).findFirst().map(Optional::of).orElse(Optional.empty()));
    }
}
