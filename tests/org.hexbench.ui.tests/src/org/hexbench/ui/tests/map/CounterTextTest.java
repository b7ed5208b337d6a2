package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.part.FileEditorInput;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.SetEntityVariable;
import org.hexbench.engine.world.WorldBuilder;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.scenario.VariableValue;
import org.hexbench.testdata.SmallScenario;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.map.MapOverlays;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.map.editor.MapEditor;
import org.hexbench.ui.play.internal.WorldMapContent;
import org.hexbench.ui.scenario.ScenarioEditor;
import org.hexbench.ui.tests.EditorPages;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Units on the map carry their counter text, strength-movement as on a board wargame's counter (Hexkit User's Guide
 * §2.5, §4.5.3 Standard Variables): in the map editor from the unit's template or its class, following an edit in the
 * scenario editor's form at once; in play from the unit's current values, so damage shows at once. The renderer prints
 * it, white on a dark band at the bottom of the counter, from 80 % zoom up.
 */
@ExtendWith(ScreenshotOnFailure.class)
class CounterTextTest {

    private UiDriver driver;
    private IProject project;

    @BeforeEach
    void createTheProject() throws Exception {
        driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("counter-test-" + System.nanoTime());
        project.create(null);
        project.open(null);
    }

    @AfterEach
    void closeAndDelete() throws Exception {
        driver.onUi(() -> {
            IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
            if (page.getActiveEditor() != null) {
                page.setPartState(page.getReference(page.getActiveEditor()), IWorkbenchPage.STATE_RESTORED);
            }
            page.closeAllEditors(false);
        });
        project.delete(true, true, null);
    }

    private static int rgb(ImageData data, int x, int y) {
        RGB rgb = data.palette.getRGB(data.getPixel(x, y));
        return (rgb.red << 16) | (rgb.green << 8) | rgb.blue;
    }

    /** The pixels of the counter text's colour in the bottom third of a site's counter. */
    private static int textPixels(MapRenderer renderer, int site) {
        ImageData painted = MapRendererTest.paint(renderer, renderer.size());
        Point centre = renderer.centreOf(site);
        int size = (int) Math.round(renderer.sidePixels() * 0.95);
        int n = 0;
        for (int y = centre.y + size / 6; y < centre.y + size / 2; y++) {
            for (int x = centre.x - size / 2; x < centre.x + size / 2; x++) {
                n += rgb(painted, x, y) == MapRenderer.COUNTER_TEXT ? 1 : 0;
            }
        }
        return n;
    }

    /** The counter's band as pixels, to tell one text from another. */
    private static int[] band(MapRenderer renderer, int site) {
        ImageData painted = MapRendererTest.paint(renderer, renderer.size());
        Point centre = renderer.centreOf(site);
        int size = (int) Math.round(renderer.sidePixels() * 0.95);
        int[] pixels = new int[size * size / 3];
        int k = 0;
        for (int y = centre.y + size / 6; y < centre.y + size / 2 && k < pixels.length; y++) {
            for (int x = centre.x - size / 2; x < centre.x + size / 2 && k < pixels.length; x++) {
                pixels[k++] = rgb(painted, x, y);
            }
        }
        return pixels;
    }

    @Test
    void aUnitsCounterOnTheMapFollowsItsClassesFormAndItsTemplate() throws Exception {
        SmallScenario s = SmallScenario.create(5, 3);
        s.save(project.getLocation().toFile().toPath().resolve("small.hexscenario"));
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
        IFile file = project.getFile("small.hexscenario");
        int red = s.site(1, 1), blue = s.site(3, 1);
        MapEditor map = (MapEditor) driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage().openEditor(new FileEditorInput(file),
                MapEditor.ID, true, IWorkbenchPage.MATCH_ID));
        driver.waitUntil("the map shows", () -> driver.onUi(() -> MapMouse.canvas(map).isVisible()));
        assertEquals("5-2", driver.onUi(() -> map.content().counters(red).get(0).text()),
                "the soldier class's strength 5 and movement 2");
        driver.onUi(() -> map.figure().renderer().setZoom(2));
        assertTrue(driver.onUi(() -> textPixels(map.figure().renderer(), red)) > 5, "printed on the counter");
        int[] before = driver.onUi(() -> band(map.figure().renderer(), red));

        // the scenario editor on the same file: the soldier class's form, its strength typed in
        IEditorPart part = driver.onUi(() -> PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage().openEditor(new FileEditorInput(file),
                "org.hexbench.ui.scenario.editor", true, IWorkbenchPage.MATCH_ID | IWorkbenchPage.MATCH_INPUT));
        assertTrue(part instanceof ScenarioEditor, "the scenario editor opens the file");
        Shell window = driver.shell("Hexbench");
        EditorPages.show(driver, window, "Entities");
        driver.click(driver.find(window, WidgetQuery.of(TreeItem.class).withText("Unit class Soldier")
                .where("in the section's tree", i -> "section.tree".equals(i.getParent().getData(UiDriver.ID_KEY))
                        && i.getParent().isVisible())));
        Text strength = driver.find(window, WidgetQuery.of(Text.class).withId("variable.strength")
                .where("shown", Text::isVisible));
        driver.onUi(() -> {
            FormToolkit.ensureVisible(strength);
            strength.setText("");
        });
        driver.type(strength, "7");
        driver.press(SWT.KEYPAD_CR);
        driver.waitUntil("the map editor's counters read 7-2", () -> driver.onUi(
                () -> "7-2".equals(map.content().counters(red).get(0).text())
                        && "7-2".equals(map.content().counters(blue).get(0).text())));
        int[] after = driver.onUi(() -> band(map.figure().renderer(), red));
        assertTrue(!java.util.Arrays.equals(before, after), "the printed text changed with it");

        // a unit's template gives its own strength (§4.8.2 EntityTemplate Members: Variables)
        driver.onUi(() -> {
            EntityTemplate template = map.content().map().getAreas().stream().filter(a -> !a.getUnits().isEmpty())
                    .filter(a -> a.getOwner() != null && "red".equals(a.getOwner().getId())
                            || a.getUnitOwner() != null && "red".equals(a.getUnitOwner().getId()))
                    .findFirst().orElseThrow().getUnits().get(0);
            VariableValue value = ScenarioFactory.eINSTANCE.createVariableValue();
            value.setVariable(map.scenario().getEntities().getStandardVariables().getStrength());
            value.setValue(3);
            map.getEditingDomain().getCommandStack().execute(AddCommand.create(map.getEditingDomain(), template,
                    ScenarioPackage.Literals.ENTITY_TEMPLATE__VARIABLES, value));
        });
        driver.waitUntil("the red soldier's counter reads 3-2", () -> driver.onUi(
                () -> "3-2".equals(map.content().counters(red).get(0).text())));
        assertEquals("7-2", driver.onUi(() -> map.content().counters(blue).get(0).text()), "the blue one keeps 7-2");
    }

    @Test
    void inPlayDamageShowsOnTheUnitsCounterAtOnce() throws Exception {
        SmallScenario s = SmallScenario.create(5, 3);
        WorldState world = WorldBuilder.build(new Catalog(s.scenario));
        WorldMapContent content = new WorldMapContent(world.catalog());
        content.update(world);
        int site = s.site(1, 1);
        assertEquals("5-2", content.counters(site).get(0).text(), "strength 5, movement 2");
        Entity soldier = world.faction(0).units().get(0);
        new SetEntityVariable(soldier.id(), "strength", 2).apply(world);
        assertTrue(content.update(world), "the snapshot sees the damage");
        assertEquals("2-2", content.counters(site).get(0).text(), "the counter shows the new strength");
        driver.onUi(() -> {
            MapRenderer renderer = new MapRenderer(content, new MapOverlays());
            try {
                renderer.setZoom(2);
                assertTrue(textPixels(renderer, site) > 5, "printed at 200 %");
                renderer.setZoom(0.5);
                assertEquals(0, textPixels(renderer, site), "too small to read at 50 %: left out");
                renderer.setZoom(1);
                assertTrue(renderer.sidePixels() >= MapRenderer.COUNTER_TEXT_SIDE);
                assertTrue(textPixels(renderer, site) > 0, "still printed at 100 %");
            } finally {
                renderer.dispose();
            }
        });
    }
}
