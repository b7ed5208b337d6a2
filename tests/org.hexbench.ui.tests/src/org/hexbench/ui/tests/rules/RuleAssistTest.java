package org.hexbench.ui.tests.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TableItem;
import org.hexbench.rules.ide.hover.LanguageReference;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Typed completion, the quick fixes of type errors and the Rule Language Reference, through real keys and menus.
 */
@ExtendWith(ScreenshotOnFailure.class)
class RuleAssistTest {

    @RegisterExtension
    final RuleFileInEditor rules = new RuleFileInEditor();
    private final UiDriver driver = rules.driver();
    private final Shell window = rules.window();

    @Test
    void afterGreaterOrEqualCtrlSpaceListsNumbersFirst() {
        RuleEditorDriver editor = rules.open("typed.hbrules", RuleProject.HEADER + "\n");
        editor.type("on victory = turn >= ");
        driver.press(' ', SWT.CTRL);
        TableItem any = editor.waitForPopup(WidgetQuery.of(TableItem.class).withTextContaining("roll"));
        List<String> shown = driver.onUi(() -> Arrays.stream(any.getParent().getItems()).map(i -> i.getText().split(" ")[0]).toList());
        // HexTC2's attributes (hp, dp, mv, ...) and the number-valued keywords are ints; true, faction and white are not
        int lastInt = Math.max(shown.indexOf("hp"), shown.indexOf("roll"));
        for (String other : List.of("true", "false", "faction", "white", "snale")) {
            int at = shown.indexOf(other);
            assertTrue(at < 0 || at > lastInt, other + " is shown before the numbers: " + shown);
        }
        assertTrue(shown.indexOf("hp") >= 0 && shown.indexOf("roll") >= 0, shown.toString());
        driver.press(SWT.ESC);
    }

    @Test
    void ctrl1FixesANumberComparedWithTrue() {
        RuleEditorDriver editor = rules.open("typefix.hbrules", RuleProject.HEADER + "\n");
        editor.type("on victory = turn = true");
        editor.waitForError("Cannot compare");
        editor.moveTo(editor.text().indexOf("= true"));
        driver.press('1', SWT.CTRL);
        TableItem fix = editor.waitForPopup(WidgetQuery.of(TableItem.class).withText("Compare the number with 0"));
        editor.choose(fix);
        driver.waitUntil("the fix was applied (now: " + editor.text() + ")", () -> editor.text().endsWith("on victory = turn > 0"));
        driver.waitUntil("the problem is gone (" + editor.problems() + ")", () -> editor.problems().isEmpty());
    }

    @Test
    void helpShowsTheRuleLanguageReferenceWithEveryHoverText() {
        driver.clickMenu(window, "Help", "Rule Language Reference");
        StyledText reference = driver.waitFor("the reference view shows", () -> driver.findAll(window,
                WidgetQuery.of(StyledText.class).withId("ruleReference.text")).stream().findFirst());
        String text = driver.text(reference);
        for (LanguageReference.Entry entry : LanguageReference.entries()) {
            String plain = entry.documentation().replace("**", "").replace("`", "");
            assertTrue(text.contains(entry.term()) && text.contains(plain), "missing: " + entry);
        }
        assertTrue(text.contains("on select defender") && text.contains("roll"), text);
    }
}
