package org.hexbench.ui.tests.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.jface.preference.ColorSelector;
import org.eclipse.jface.viewers.ViewerDropAdapter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.ColorDialog;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.FogOfWar;
import org.hexbench.scenario.ImageFile;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.VariableClass;
import org.hexbench.scenario.VariableValue;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.edit.FeatureDocumentation;
import org.hexbench.testdata.Checkout;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.scenario.ScenarioEditor;
import org.hexbench.ui.scenario.internal.ElementDragAndDrop;
import org.hexbench.ui.scenario.internal.ElementForm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The scenario editor's forms as an author uses them, through real SWT events: tooltips that say what a setting
 * means, a unit class's variables on its form with its counter following them, colour fields with a colour picker,
 * image previews, copy and paste of elements with the keyboard, and validation that runs after every edit and shows
 * its findings beside the field and in the Problems view's markers.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ScenarioFormsTest {

    /** EMF.Edit's generated property description. */
    private static final Pattern GENERATED = Pattern.compile("(?i)the [\\p{L} ]+ of the [\\p{L} ]+\\.?");

    @RegisterExtension
    final ScenarioInEditor scenarios = new ScenarioInEditor();
    private final UiDriver driver = scenarios.driver();
    private final Shell window = scenarios.window();

    private ScenarioEditor open(String name) throws Exception {
        return scenarios.maximize(scenarios.openValid(name));
    }

    private Scenario scenario(ScenarioEditor editor) {
        return scenarios.scenario(editor);
    }

    private UnitClass unit(ScenarioEditor editor, String id) {
        return scenarios.unit(editor, id);
    }

    /** Selects an element of the visible section page's tree by a real click on its item. */
    private void select(String itemText) {
        driver.click(driver.find(window, WidgetQuery.of(TreeItem.class).withText(itemText)
                .where("in the section's tree", i -> "section.tree".equals(i.getParent().getData(UiDriver.ID_KEY))
                        && i.getParent().isVisible())));
    }

    private <W extends Control> W field(Class<W> type, String id) {
        return driver.find(window, WidgetQuery.of(type).withId(id).where("shown", Control::isVisible));
    }

    /** Clears a field and types a value into it with real key events, then Enter (which applies it). */
    private void retype(Text text, String value) {
        driver.onUi(() -> {
            FormToolkit.ensureVisible(text);
            text.setText("");
        });
        driver.type(text, value);
        driver.press(SWT.KEYPAD_CR);
    }

    private void showPage(String title) {
        scenarios.showPage(title);
    }

    private static boolean generated(String description) {
        return description == null || description.isBlank() || GENERATED.matcher(description.strip()).matches();
    }

    @Test
    void aFieldsTooltipSaysWhatTheSettingMeansInTheGamesWords() throws Exception {
        open("tooltips.hexscenario");
        showPage("Entities");
        select("Unit class Infantry");
        Text range = field(Text.class, "field.modifierRange");
        String tooltip = driver.onUi(range::getToolTipText);
        assertEquals(FeatureDocumentation.of(ScenarioPackage.Literals.ENTITY_CLASS__MODIFIER_RANGE), tooltip,
                "the field's tooltip is the feature's documentation in scenario.ecore");
        assertTrue(tooltip.contains("Hexkit User's Guide"), "it cites where the concept comes from: " + tooltip);
        driver.moveMouse(driver.onUi(() -> range.toDisplay(range.getSize().x / 2, range.getSize().y / 2)));
        List<Control> fields = driver.findAll(window, WidgetQuery.of(Control.class)
                .where("a visible form field", c -> c.isVisible() && c.getData(UiDriver.ID_KEY) instanceof String id
                        && id.startsWith("field.")));
        assertTrue(fields.size() > 10, "the unit class's form has its fields: " + fields.size());
        for (Control f : fields) {
            String tip = driver.onUi(f::getToolTipText);
            Object id = driver.onUi(() -> f.getData(UiDriver.ID_KEY));
            assertFalse(generated(tip), id + " has a description an author can use: " + tip);
        }
    }

    @Test
    void aUnitClassFormShowsItsVariablesAsFieldsAndItsCounterFollowsThem() throws Exception {
        ScenarioEditor editor = open("variables.hexscenario");
        showPage("Entities");
        select("Unit class Infantry");
        UnitClass infantry = unit(editor, "infantry");
        String strength = driver.onUi(() -> scenario(editor).getEntities().getStandardVariables().getStrength().getId());
        String movement = driver.onUi(() -> scenario(editor).getEntities().getStandardVariables().getMovement().getId());
        Canvas counter = field(Canvas.class, "counter.preview");

        retype(field(Text.class, "variable." + strength), "7");
        retype(field(Text.class, "variable." + movement), "3");
        driver.waitUntil("the unit class's strength and movement are 7 and 3", () -> driver.onUi(
                () -> Objects.equals(value(infantry, strength), 7) && Objects.equals(value(infantry, movement), 3)));
        // a board wargame counter reads strength-movement: here 7-3
        driver.waitUntil("the counter reads 7-3", () -> "7-3".equals(driver.onUi(
                () -> counter.getData(ElementForm.COUNTER_TEXT_KEY))));
        assertEquals("Counter text: 7-3", driver.onUi(counter::getToolTipText));

        driver.press('z', SWT.CTRL);
        driver.waitUntil("undo gives movement back", () -> driver.onUi(() -> !Objects.equals(value(infantry, movement), 3)));
        driver.waitUntil("the counter follows the undo", () -> !"7-3".equals(driver.onUi(
                () -> counter.getData(ElementForm.COUNTER_TEXT_KEY))));

        retype(field(Text.class, "variable." + movement), "");
        driver.waitUntil("clearing the field removes the class's movement value",
                () -> driver.onUi(() -> value(infantry, movement) == null));
        driver.waitUntil("the counter shows only the strength", () -> "7".equals(driver.onUi(
                () -> counter.getData(ElementForm.COUNTER_TEXT_KEY))));
    }

    @Test
    void theMasterPageAddsFogOfWarSettingsAndTheClassesSayHowFarTheySeeAndWhatBlocksSight() throws Exception {
        ScenarioEditor editor = open("fog.hexscenario");
        showPage("Master");
        Button add = field(Button.class, "vision.add");
        driver.onUi(() -> FormToolkit.ensureVisible(add));
        driver.click(add);
        Combo fog = driver.waitFor("the Fog of War form shows", () -> driver.findAll(window, WidgetQuery.of(Combo.class)
                .withId("field.fog").where("shown", Control::isVisible)).stream().findFirst());
        assertEquals(List.of("none", "shroud", "fog"), driver.onUi(() -> List.of(fog.getItems())));
        driver.choose(fog, "fog");
        driver.waitUntil("the scenario has full fog of war", () -> driver.onUi(
                () -> scenario(editor).getMaster().getVision().getFog() == FogOfWar.FOG));
        Button known = field(Button.class, "field.terrainKnown");
        check(known);
        driver.waitUntil("the terrain is known from the start", () -> driver.onUi(
                () -> scenario(editor).getMaster().getVision().isTerrainKnown()));
        showPage("Entities");
        select("Unit class Cavalry");
        retype(field(Text.class, "field.visionRange"), "3");
        driver.waitUntil("cavalry see 3 steps", () -> driver.onUi(() -> unit(editor, "cavalry").getVisionRange() == 3));
        select("Terrain class Forest");
        Button blocks = field(Button.class, "field.blocksSight");
        check(blocks);
        driver.waitUntil("forest blocks sight", () -> driver.onUi(() -> scenario(editor).getEntities().getTerrains()
                .stream().anyMatch(t -> t.getId().equals("forest") && t.isBlocksSight())));
        driver.press('s', SWT.CTRL);
        driver.waitUntil("saved", () -> !driver.onUi(editor::isDirty));
        Scenario saved = ScenarioResources.load(ScenarioWorkspace.project().getFile("fog.hexscenario").getLocation()
                .toFile().toPath());
        var catalog = new org.hexbench.engine.world.Catalog(saved);
        assertEquals(FogOfWar.FOG, catalog.fog(), "the engine plays the saved scenario under full fog");
        assertTrue(catalog.terrainKnown());
        assertEquals(3, catalog.visionRange(catalog.classIndex("cavalry")));
        assertTrue(catalog.blocksSight(catalog.classIndex("forest")));
        var game = new org.hexbench.engine.game.Game(catalog, new org.hexbench.engine.rules.DefaultRules(), 1);
        org.hexbench.engine.game.TurnSystem.of(game, 0).start();
        assertTrue(game.world().view(0).isMapExplored(), "the game starts with the map explored");
    }

    /** Ticks a form's check box with the keyboard: focus, then the space bar. */
    private void check(Button box) {
        driver.onUi(() -> {
            FormToolkit.ensureVisible(box);
            box.setFocus();
        });
        driver.press(' ');
    }

    private static Integer value(EntityClass entity, String variableId) {
        return entity.getVariables().stream().filter(v -> variableId.equals(idOf(v.getVariable()))).findFirst()
                .map(VariableValue::getValue).orElse(null);
    }

    private static String idOf(VariableClass variable) {
        return variable == null ? null : variable.getId();
    }

    @Test
    void aFactionsColourChangesThroughItsFieldAsAnUndoableCommandAndThePickerShowsIt() throws Exception {
        ScenarioEditor editor = open("colours.hexscenario");
        showPage("Factions");
        select("Faction Red");
        Faction red = driver.onUi(() -> scenario(editor).getFactions().getFactions().get(0));
        String before = driver.onUi(red::getColor);
        Button picker = field(Button.class, "colour.picker");
        ColorSelector selector = (ColorSelector) driver.onUi(() -> picker.getData(ColorSelector.class.getName()));
        assertEquals(before, driver.onUi(() -> format(selector.getColorValue())), "the swatch shows the faction's colour");

        retype(field(Text.class, "field.color"), "#123456");
        driver.waitUntil("the faction's colour is #123456", () -> "#123456".equals(driver.onUi(red::getColor)));
        Command last = driver.onUi(() -> editor.getEditingDomain().getCommandStack().getUndoCommand());
        assertTrue(last instanceof SetCommand set && set.getFeature() == ScenarioPackage.Literals.FACTION__COLOR,
                "the change is a command on the editing domain: " + last);
        driver.waitUntil("the picker's swatch follows", () -> new RGB(0x12, 0x34, 0x56).equals(
                driver.onUi(selector::getColorValue)));

        driver.press('z', SWT.CTRL);
        driver.waitUntil("undo restores the colour", () -> before.equals(driver.onUi(red::getColor)));
        driver.waitUntil("and the swatch", () -> before.equals(driver.onUi(() -> format(selector.getColorValue()))));
    }

    /**
     * The colour dialog through real events. A click on the swatch opens GTK's colour chooser, a native dialog with no
     * SWT widgets to find, so it is driven with real keys as a keyboard user does: Shift+F10 opens the menu of the
     * focused swatch, Space chooses Customize, Tab reaches the colour's text entry, the colour is typed, Enter applies
     * it and Alt+S presses Select. That the dialog is open is read from the UI thread, which runs the dialog's loop
     * inside {@code ColorDialog.open}. The colour is #336699 because SWT reads the chooser's colour as fractions and
     * truncates: some typed colours come back one lower (#123456 as #113456).
     */
    @Test
    void aFactionsColourChosenInTheColourDialogIsAnUndoableCommand() throws Exception {
        ScenarioEditor editor = open("dialog.hexscenario");
        showPage("Factions");
        select("Faction Red");
        Faction red = driver.onUi(() -> scenario(editor).getFactions().getFactions().get(0));
        String before = driver.onUi(red::getColor);
        assertFalse("#336699".equals(before), "the faction starts with another colour");

        driver.click(field(Button.class, "colour.picker"));
        driver.waitUntil("the colour dialog runs", () -> Arrays.stream(driver.display().getThread().getStackTrace())
                .anyMatch(f -> f.getClassName().equals(ColorDialog.class.getName()) && f.getMethodName().equals("open")));
        Thread.sleep(1000); // the window system maps the dialog and gives it the keyboard
        driver.press(SWT.F10, SWT.SHIFT);
        driver.press(' ');
        driver.press(SWT.TAB);
        driver.typeKeys("#336699");
        driver.press(SWT.KEYPAD_CR);
        driver.press('s', SWT.ALT);

        driver.waitUntil("the faction's colour is #336699", () -> "#336699".equals(driver.onUi(red::getColor)));
        Command last = driver.onUi(() -> editor.getEditingDomain().getCommandStack().getUndoCommand());
        assertTrue(last instanceof SetCommand set && set.getFeature() == ScenarioPackage.Literals.FACTION__COLOR,
                "the choice is a command on the editing domain: " + last);
        Text colour = field(Text.class, "field.color");
        driver.waitUntil("the field shows the chosen colour", () -> "#336699".equals(driver.text(colour)));

        driver.click(colour);
        driver.press('z', SWT.CTRL);
        driver.waitUntil("undo restores the colour", () -> before.equals(driver.onUi(red::getColor)));
    }

    /**
     * Drag and drop with the mouse, through the X server ({@link UiDriver#drag}: press, move, release, which GTK's
     * drag and drop needs): Infantry's first variable value dropped onto Cavalry in the Entities page's tree moves
     * there, as one undoable command.
     */
    @Test
    void aVariableValueDraggedOntoAnotherUnitClassMovesThereAsAnUndoableCommand() throws Exception {
        ScenarioEditor editor = open("drag.hexscenario");
        showPage("Entities");
        UnitClass infantry = unit(editor, "infantry");
        UnitClass cavalry = unit(editor, "cavalry");
        VariableValue moved = driver.onUi(() -> infantry.getVariables().get(0));
        int cavalryValues = driver.onUi(() -> cavalry.getVariables().size());
        select("Unit class Infantry");
        driver.press(SWT.ARROW_RIGHT);
        TreeItem value = driver.find(window, WidgetQuery.of(TreeItem.class).where("Infantry's first variable value, shown",
                i -> i.getData() == moved && i.getParentItem() != null && i.getParentItem().getExpanded()));
        TreeItem target = driver.find(window, WidgetQuery.of(TreeItem.class).withText("Unit class Cavalry")
                .where("in the same tree", i -> i.getParent() == value.getParent()));

        driver.drag(middleOf(value), middleOf(target));
        driver.waitUntil("the value moved into Cavalry", () -> driver.onUi(() -> cavalry.getVariables().contains(moved)
                && !infantry.getVariables().contains(moved)));
        assertEquals(cavalryValues + 1, (int) driver.onUi(() -> cavalry.getVariables().size()));
        assertTrue(driver.onUi(editor::isDirty), "the drop is an edit");

        driver.press('z', SWT.CTRL);
        driver.waitUntil("undo puts the value back", () -> driver.onUi(() -> infantry.getVariables().contains(moved)
                && cavalry.getVariables().size() == cavalryValues));
    }

    private Point middleOf(TreeItem item) {
        return driver.onUi(() -> {
            Rectangle bounds = item.getBounds();
            return item.getParent().toDisplay(bounds.x + Math.min(bounds.width / 2, 30), bounds.y + bounds.height / 2);
        });
    }

    private static String format(RGB rgb) {
        return rgb == null ? null : String.format("#%02x%02x%02x", rgb.red, rgb.green, rgb.blue);
    }

    @Test
    void anImageFileShowsItsPictureAndAMissingFileSaysSoBesideTheField() throws Exception {
        ScenarioEditor editor = open("images.hexscenario");
        try (InputStream town = Files.newInputStream(Checkout.root().resolve("examples/riverford/rules/town.png"))) {
            IFile png = ScenarioWorkspace.project().getFile("town.png");
            if (!png.exists()) {
                png.create(town, true, null);
            }
        }
        showPage("Images");
        driver.click(field(Button.class, "add.ImageFile"));
        ImageFile image = driver.waitFor("an image file was added", () -> java.util.Optional.ofNullable(driver.onUi(
                () -> scenario(editor).getImages().getFiles().isEmpty() ? null
                        : scenario(editor).getImages().getFiles().get(0))));
        select(driver.onUi(() -> editor.labels().getText(image)));
        Text path = field(Text.class, "field.path");
        Label preview = field(Label.class, "image.preview");

        retype(path, "missing.png");
        driver.waitUntil("the path is set", () -> "missing.png".equals(driver.onUi(image::getPath)));
        driver.waitUntil("the preview says the file is missing", () -> driver.onUi(preview::getText)
                .startsWith("Image file not found: missing.png"));
        assertNull(driver.onUi(preview::getImage));

        retype(path, "town.png");
        driver.waitUntil("the preview shows the picture", () -> driver.onUi(preview::getImage) != null);
        var size = driver.onUi(() -> preview.getImage().getBounds());
        var expected = new org.eclipse.swt.graphics.ImageData(Checkout.root()
                .resolve("examples/riverford/rules/town.png").toString());
        double scale = Math.min(1.0, 160.0 / Math.max(expected.width, expected.height));
        assertEquals((int) (expected.width * scale), size.width, "the preview is the file's picture, at most 160 pixels");
        assertEquals("", driver.onUi(preview::getText));
    }

    @Test
    void ctrlCAndCtrlVPasteACopyOfAUnitClassWithAFreshIdAndCtrlZTakesItBack() throws Exception {
        ScenarioEditor editor = open("paste.hexscenario");
        showPage("Entities");
        select("Unit class Infantry");
        int units = driver.onUi(() -> scenario(editor).getEntities().getUnits().size());
        driver.press('c', SWT.CTRL);
        driver.press('v', SWT.CTRL);
        UnitClass copy = driver.waitFor("a copy of Infantry is pasted", () -> java.util.Optional.ofNullable(
                unit(editor, "infantry2")));
        UnitClass original = unit(editor, "infantry");
        driver.onUi(() -> {
            assertEquals(units + 1, scenario(editor).getEntities().getUnits().size());
            assertEquals("Infantry", copy.getName());
            assertEquals(scenario(editor).getEntities().getUnits().indexOf(original) + 1,
                    scenario(editor).getEntities().getUnits().indexOf(copy), "pasted right after the original");
            assertEquals(original.getVariables().size(), copy.getVariables().size(), "its variables are copied");
            for (int i = 0; i < copy.getVariables().size(); i++) {
                assertTrue(copy.getVariables().get(i) != original.getVariables().get(i));
                assertTrue(copy.getVariables().get(i).getVariable() == original.getVariables().get(i).getVariable(),
                        "the copy's values are of the scenario's own variable classes");
            }
        });
        driver.onUi(editor::validate);
        assertTrue(errorMarkers(editor.scenario().file()).isEmpty(),
                "the pasted copy's id is unique: the scenario still validates");

        driver.press('v', SWT.CTRL);
        driver.waitFor("a second paste gets the next id", () -> java.util.Optional.ofNullable(unit(editor, "infantry3")));
        driver.press('z', SWT.CTRL);
        driver.press('z', SWT.CTRL);
        driver.waitUntil("undo takes both copies back", () -> unit(editor, "infantry2") == null
                && unit(editor, "infantry3") == null);
        assertEquals(units, (int) driver.onUi(() -> scenario(editor).getEntities().getUnits().size()));
    }

    /**
     * A drop as the trees make it ({@code ElementDragAndDrop}'s drop adapter computes the same command from the
     * dragged selection, the target item and where on it the pointer is). A drag through posted mouse events does not
     * start GTK's drag and drop under Xvfb, so the drop is made here with the adapter's own command.
     */
    @Test
    void aDropReordersOrMovesElementsBetweenContainersAsAnUndoableCommand() throws Exception {
        ScenarioEditor editor = open("drop.hexscenario");
        driver.onUi(() -> {
            var units = scenario(editor).getEntities().getUnits();
            UnitClass infantry = units.get(0);
            UnitClass cavalry = units.get(1);
            var stack = editor.getEditingDomain().getCommandStack();

            Command before = ElementDragAndDrop.command(editor.getEditingDomain(), List.of(cavalry), infantry,
                    ViewerDropAdapter.LOCATION_BEFORE);
            assertTrue(before.canExecute(), "a unit class can be dropped before another");
            stack.execute(before);
            assertEquals(List.of(cavalry, infantry), units.subList(0, 2), "dropped before: reordered");

            VariableValue strength = infantry.getVariables().get(0);
            int cavalryValues = cavalry.getVariables().size();
            stack.execute(ElementDragAndDrop.command(editor.getEditingDomain(), List.of(strength), cavalry,
                    ViewerDropAdapter.LOCATION_ON));
            assertTrue(cavalry.getVariables().contains(strength) && !infantry.getVariables().contains(strength),
                    "dropped on another unit class: the value moved there");
            assertEquals(cavalryValues + 1, cavalry.getVariables().size());

            Faction red = scenario(editor).getFactions().getFactions().get(0);
            Command intoFaction = ElementDragAndDrop.command(editor.getEditingDomain(), List.of(cavalry), red,
                    ViewerDropAdapter.LOCATION_ON);
            assertFalse(intoFaction != null && intoFaction.canExecute(), "a unit class does not fit into a faction");
            assertEquals(null, ElementDragAndDrop.command(editor.getEditingDomain(), List.of(cavalry), cavalry,
                    ViewerDropAdapter.LOCATION_ON), "nothing is dropped on itself");

            stack.undo();
            stack.undo();
            assertEquals(List.of(infantry, cavalry), units.subList(0, 2), "undo restores the order");
            assertTrue(infantry.getVariables().contains(strength), "and the moved value");
        });
    }

    @Test
    void validationRunsAfterEachEditAndShowsItsFindingBesideTheFieldAndAsAMarker() throws Exception {
        ScenarioEditor editor = open("live.hexscenario");
        IFile file = editor.scenario().file();
        showPage("Entities");
        select("Unit class Cavalry");
        assertTrue(errorMarkers(file).isEmpty(), "the scenario starts valid");

        Text range = field(Text.class, "field.modifierRange");
        retype(range, "-1");
        driver.waitUntil("an error marker names the negative modifier range, without Validate",
                () -> errorMarkers(file).stream().anyMatch(m -> m.contains("modifier range -1 is negative")));
        driver.waitUntil("the range field is decorated with the message", () -> problemsBeside(range).stream()
                .anyMatch(m -> m.contains("modifier range -1 is negative")));

        Text id = field(Text.class, "field.id");
        retype(id, "infantry"); // the validator marks the later of two elements with one id
        driver.waitUntil("a duplicate id is marked", () -> errorMarkers(file).stream()
                .anyMatch(m -> m.contains("'infantry' is already used")));
        driver.waitUntil("beside the id field", () -> problemsBeside(id).stream()
                .anyMatch(m -> m.contains("'infantry' is already used")));
        assertTrue(problemsBeside(range).stream().noneMatch(m -> m.contains("already used")),
                "the id's problem is not beside the range");

        retype(id, "cavalry");
        retype(range, "0");
        driver.waitUntil("fixing both removes the markers", () -> errorMarkers(file).isEmpty());
        driver.waitUntil("and the decorations", () -> problemsBeside(range).isEmpty() && problemsBeside(id).isEmpty());
    }

    private List<String> errorMarkers(IFile file) {
        try {
            return ScenarioWorkspace.problems(file).stream()
                    .filter(m -> m.getAttribute(IMarker.SEVERITY, 0) == IMarker.SEVERITY_ERROR)
                    .map(m -> m.getAttribute(IMarker.MESSAGE, "")).toList();
        } catch (org.eclipse.core.runtime.CoreException e) {
            throw new IllegalStateException(e);
        }
    }

    private List<String> problemsBeside(Control field) {
        return driver.onUi(() -> field.getData(ElementForm.PROBLEMS_KEY) instanceof List<?> l
                ? l.stream().map(String::valueOf).toList() : List.of());
    }
}
