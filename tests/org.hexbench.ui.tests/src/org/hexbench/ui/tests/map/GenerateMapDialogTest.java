package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolItem;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.map.editor.MapEditor;
import org.hexbench.ui.map.editor.internal.GenerateMapDialog;
import org.hexbench.xconq.synthesis.ScenarioSynthesis;
import org.hexbench.xconq.synthesis.SynthesisSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Generate Map… in the map editor, driven with real events: a seed and a terrain's percentile range typed into the
 * dialog, Preview, OK; the editor's map is then exactly the map Xconq's synthesis makes for those settings (computed
 * here through the synthesis API), and one Undo restores the exact map.
 */
@ExtendWith(ScreenshotOnFailure.class)
class GenerateMapDialogTest {

    @RegisterExtension
    final RiverfordCopy riverford = new RiverfordCopy();
    private final UiDriver driver = riverford.driver();
    private final Shell window = riverford.window();

    private static List<String> backgrounds(GameMap map) throws Exception {
        TerrainLayout layout = TerrainLayout.decode(map);
        List<String> out = new ArrayList<>();
        for (int site = 0; site < layout.size(); site++) {
            out.add(layout.stackAt(site).get(0).getId());
        }
        return out;
    }

    @Test
    void generateMapMakesTheSynthesisMapForTheTypedSettingsAndUndoRestoresTheMap() throws Exception {
        MapEditor editor = riverford.openInMapEditor();
        GameMap map = driver.onUi(() -> editor.content().map());
        Scenario scenario = driver.onUi(() -> (Scenario) EcoreUtil.getRootContainer(map));
        GameMap before = driver.onUi(() -> EcoreUtil.copy(map));
        Scenario original = driver.onUi(() -> EcoreUtil.copy(scenario));
        List<String> old = backgrounds(before);

        driver.click(driver.find(window, WidgetQuery.of(ToolItem.class).withText(MapEditor.GENERATE)));
        Shell dialog = driver.shell(GenerateMapDialog.TITLE);
        DialogSpinners.enter(driver, dialog, GenerateMapDialog.SEED_ID, 7);
        // the first background terrain class takes the lowest altitudes: widen its range to the lowest 40%
        TerrainClass first = driver.onUi(() -> scenario.getEntities().getTerrains().stream()
                .filter(TerrainClass::isBackground).findFirst().orElseThrow());
        DialogSpinners.enter(driver, dialog, GenerateMapDialog.RANGE_ID + "alt-max." + first.getId(), 40);
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withId(GenerateMapDialog.PREVIEW_ID)));
        Label picture = driver.find(dialog, WidgetQuery.of(Label.class).withId(GenerateMapDialog.PICTURE_ID));
        driver.waitUntil("the preview shows a picture", () -> driver.onUi(() -> picture.getImage() != null));
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("OK")));
        driver.waitUntilClosed(dialog);

        driver.waitUntil("the map changed", () -> !driver.onUi(() -> EcoreUtil.equals(before, map)));
        List<String> now = driver.onUi(() -> {
            try {
                return backgrounds(map);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        assertNotEquals(old, now, "new terrain");
        // the same settings through the API, on the copy of the scenario taken before
        SynthesisSettings defaults = ScenarioSynthesis.settingsOf(original, 7);
        List<org.hexbench.xconq.synthesis.TerrainRule> rules = new ArrayList<>(defaults.rules());
        rules.set(0, rules.get(0).withPercentiles(rules.get(0).altMin(), 40, rules.get(0).wetMin(),
                rules.get(0).wetMax()));
        List<String> expected = backgrounds(ScenarioSynthesis.generate(original, defaults.withRules(rules)));
        assertEquals(expected, now, "the editor's map is the synthesis's map for seed 7 and the typed range");
        long firstShare = now.stream().filter(first.getId()::equals).count();
        assertTrue(firstShare >= now.size() * 35 / 100, "about 40% " + first.getId() + ": " + firstShare);

        driver.click(MapMouse.canvas(editor));
        driver.press('z', SWT.CTRL);
        driver.waitUntil("Undo brought the old map back", () -> driver.onUi(() -> EcoreUtil.equals(before, map)));
        assertEquals(old, backgrounds(driver.onUi(() -> EcoreUtil.copy(map))), "the exact terrain");
    }
}
