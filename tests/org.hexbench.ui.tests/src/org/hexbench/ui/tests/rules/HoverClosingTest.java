package org.hexbench.ui.tests.rules;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.custom.StyledText;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.rules.RuleEditor;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A hover of the rule editor closes as soon as what it describes may have changed or the editor is no longer where the
 * author works: a key typed into the text, the mouse wheel scrolling it, another editor activated, the editor losing
 * the focus to a view. Each test opens the hover of {@code snale} with the mouse first, in a file long enough to
 * scroll; keys and the wheel are real events of the window system.
 */
@ExtendWith(ScreenshotOnFailure.class)
class HoverClosingTest {

    @RegisterExtension
    final RuleFileInEditor rules = new RuleFileInEditor();
    private final UiDriver driver = rules.driver();
    private RuleEditorDriver editor;

    @BeforeEach
    void openALongRuleFile() {
        StringBuilder text = new StringBuilder(RuleProject.HEADER + "group slugs = snale\n");
        for (int i = 0; i < 120; i++) {
            text.append("group g").append(i).append(" = ruque\n");
        }
        editor = rules.openChecked("hover.hbrules", text.toString());
        editor.focus();
    }

    private StyledText openHover() {
        editor.hoverAt(editor.text().indexOf("snale") + 2);
        return editor.waitForPopup(WidgetQuery.of(StyledText.class).withTextContaining("Slug. 3 per side"));
    }

    private void waitUntilClosed(StyledText hover, String after) {
        driver.waitUntil("the hover closed after " + after,
                () -> driver.onUi(() -> hover.isDisposed() || !hover.getShell().isVisible()));
    }

    @Test
    void typingClosesTheHover() {
        String before = editor.text();
        StyledText hover = openHover();
        driver.typeOnKeyboard("x");
        driver.waitUntil("the typed key reached the rule text", () -> editor.text().length() == before.length() + 1);
        waitUntilClosed(hover, "a key was typed");
    }

    @Test
    void scrollingWithTheMouseWheelClosesTheHover() {
        StyledText text = editor.widget();
        int top = driver.onUi(text::getTopIndex);
        StyledText hover = openHover();
        driver.turnWheel(3);
        driver.waitUntil("the wheel scrolled the rule text", () -> driver.onUi(text::getTopIndex) > top);
        waitUntilClosed(hover, "the text scrolled");
    }

    @Test
    void activatingAnotherEditorClosesTheHover() {
        IFile other = rules.project().write("other.hbrules", RuleProject.HEADER);
        StyledText hover = openHover();
        driver.onUi(() -> org.eclipse.ui.ide.IDE.openEditor(rules.page(), other, RuleEditor.ID));
        driver.settle();
        waitUntilClosed(hover, "another editor was activated");
    }

    @Test
    void theEditorLosingTheFocusToAViewClosesTheHover() {
        StyledText hover = openHover();
        driver.onUi(() -> {
            rules.page().showView(org.eclipse.ui.IPageLayout.ID_PROJECT_EXPLORER).setFocus();
            return null;
        });
        waitUntilClosed(hover, "the Project Explorer took the focus");
    }
}
