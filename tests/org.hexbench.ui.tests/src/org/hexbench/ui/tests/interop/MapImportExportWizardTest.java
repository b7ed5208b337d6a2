package org.hexbench.ui.tests.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.hexbench.interop.OutputFile;
import org.hexbench.interop.tiled.TiledImport;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.map.MapGeometry;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.testdata.Checkout;
import org.hexbench.testdriver.ScreenshotOnFailure;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.testdriver.WidgetQuery;
import org.hexbench.ui.map.MapOverlays;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.map.scenario.ScenarioMapContent;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.w3c.dom.Document;

/**
 * The map import and export wizards as a user meets them under File &gt; Import and File &gt; Export, driven with
 * real mouse and keyboard events; the files they write are checked through the scenario model, the scenario
 * bundle's validation and the Tiled reader. The Tiled map is the hand-written {@code hex.tmx} of the interop tests
 * (pointy-top hexagons, odd rows shifted right, 4 × 3).
 */
@ExtendWith(ScreenshotOnFailure.class)
class MapImportExportWizardTest {

    private static final String PROJECT = "interop-ui-tests";

    private UiDriver driver;
    private Shell window;

    @BeforeEach
    void findTheWorkbenchWindow() throws Exception {
        driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        window = driver.shell("Hexbench");
        project();
    }

    @AfterEach
    void closeEditors() {
        driver.onUi(() -> activeWindow().getActivePage().closeAllEditors(false));
    }

    @AfterAll
    static void deleteTheProject() throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        if (project.exists()) {
            project.delete(true, true, null);
        }
    }

    @Test
    void importingATiledMapCreatesAScenarioThatLoadsAndValidates() throws Exception {
        Path bad = Files.writeString(Files.createTempDirectory("hexbench-ui").resolve("broken.tmx"),
                "<?xml version=\"1.0\"?>\n<map orientation=\"hexagonal\" width=\"2\" height=\"1\" tilewidth=\"35\"\n"
                        + " tileheight=\"40\">\n <layer>\n</map>\n");
        Shell wizard = openWizard("File", "Import...", "Import", "Tiled Map");
        Text source = driver.find(wizard, WidgetQuery.of(Text.class).withId("import.source"));
        Button finish = driver.find(wizard, WidgetQuery.of(Button.class).withText("Finish"));

        driver.type(source, bad.toString());
        driver.waitUntil("the page names the broken file and line", () -> errorMessage(wizard).startsWith(
                "broken.tmx:5: is not well-formed XML"));
        assertFalse(driver.onUi(finish::isEnabled), "Finish stays disabled for a file that cannot be imported");

        driver.onUi(() -> source.setText(""));
        driver.type(source, hexTmx().toString());
        Text folder = driver.find(wizard, WidgetQuery.of(Text.class).withId("import.folder"));
        driver.onUi(() -> folder.setText(""));
        driver.type(folder, "/" + PROJECT);
        Text name = driver.find(wizard, WidgetQuery.of(Text.class).withId("import.name"));
        assertEquals("hex.hexscenario", driver.text(name), "the scenario is named after the map");
        Text warnings = driver.find(wizard, WidgetQuery.of(Text.class).withId("import.warnings"));
        assertTrue(driver.text(warnings).contains("hex.tmx:64: warning: object 5 'tree decoration' has no class"),
                driver.text(warnings));
        driver.click(finish);
        driver.waitUntilClosed(wizard);

        IFile file = project().getFile("hex.hexscenario");
        assertTrue(file.exists(), "the wizard wrote hex.hexscenario into the project");
        Path location = Path.of(file.getLocation().toOSString());
        List<ScenarioProblem> problems = ScenarioCheck.check(location);
        assertFalse(ScenarioCheck.hasErrors(problems), () -> "the imported scenario validates: " + problems);
        Scenario scenario = ScenarioResources.load(location);
        GameMap map = scenario.getAreas().getMap();
        assertEquals(PolygonKind.HEXAGON, map.getPolygon());
        assertEquals(GridShift.ROW_RIGHT, map.getShift());
        assertEquals(4, map.getWidth());
        assertEquals(List.of("plains", "town"), TerrainLayout.decode(map).stackAt(1, 0).stream()
                .map(TerrainClass::getId).toList());
        assertEquals(3, map.getAreas().stream().mapToInt(a -> a.getUnits().size()).sum(), "three units");
        driver.waitUntil("the imported scenario opens in its editor", () -> driver.onUi(() -> Optional.ofNullable(
                activeWindow().getActivePage().getActiveEditor()).map(e -> e.getTitle().equals("hex.hexscenario"))
                .orElse(false)));
    }

    @Test
    void importingAMovingAiMapCreatesAnEightNeighbourScenarioThatValidates() throws Exception {
        Shell wizard = openWizard("File", "Import...", "Import", "Moving AI Map");
        driver.type(driver.find(wizard, WidgetQuery.of(Text.class).withId("import.source")), Checkout.root()
                .resolve("tests/org.hexbench.interop.tests/resources/movingai/tiny.map").toString());
        Text folder = driver.find(wizard, WidgetQuery.of(Text.class).withId("import.folder"));
        driver.onUi(() -> folder.setText(""));
        driver.type(folder, "/" + PROJECT);
        driver.click(driver.find(wizard, WidgetQuery.of(Button.class).withText("Finish")));
        driver.waitUntilClosed(wizard);

        Path location = Path.of(project().getFile("tiny.hexscenario").getLocation().toOSString());
        List<ScenarioProblem> problems = ScenarioCheck.check(location);
        assertFalse(ScenarioCheck.hasErrors(problems), () -> "the imported scenario validates: " + problems);
        GameMap map = ScenarioResources.load(location).getAreas().getMap();
        assertTrue(map.isVertexNeighbors(), "octile: eight neighbours");
        // tiny.map row 1 is "@OT.W": out of bounds, out of bounds, trees, ground, water
        TerrainLayout layout = TerrainLayout.decode(map);
        assertEquals(List.of("outOfBounds", "outOfBounds", "trees", "ground", "water"), java.util.stream.IntStream
                .range(0, 5).mapToObj(x -> layout.stackAt(x, 1).get(0).getId()).toList());
    }

    @Test
    void exportingAMapImageWritesAPngOfTheRenderersSizeAndAnSvgWithAPolygonPerSite() throws Exception {
        IFile scenarioFile = scenarioFromHexTmx("picture.hexscenario");
        Shell wizard = openWizard("File", "Export...", "Export", "Map Image (PNG/SVG)");
        chooseScenario(wizard, scenarioFile);
        Text target = driver.find(wizard, WidgetQuery.of(Text.class).withId("export.target"));
        Path png = Path.of(scenarioFile.getLocation().toOSString()).resolveSibling("picture.png");
        assertEquals(png.toString(), driver.text(target), "the picture goes beside the scenario by default");
        driver.click(driver.find(wizard, WidgetQuery.of(Button.class).withText("Finish")));
        driver.waitUntilClosed(wizard);

        assertTrue(Files.isRegularFile(png));
        assertTrue(driver.onUi(() -> project().getFile("picture.png").exists()), "the workspace shows the picture");
        Scenario scenario = ScenarioResources.load(Path.of(scenarioFile.getLocation().toOSString()));
        ImageData picture = new ImageLoader().load(png.toString())[0];
        driver.onUi(() -> {
            ScenarioMapContent content = new ScenarioMapContent(scenario.getAreas().getMap());
            MapRenderer renderer = new MapRenderer(content, new MapOverlays());
            try {
                Dimension size = renderer.size();
                assertEquals(size.width, picture.width, "the renderer's width at 100 %");
                assertEquals(size.height, picture.height, "the renderer's height at 100 %");
                TerrainLayout layout = content.layout();
                // sites with one terrain and no units: their centre shows the terrain's colour
                for (int[] xy : new int[][] {{2, 0}, {3, 0}, {0, 1}, {2, 1}, {2, 2}}) {
                    int site = MapGeometry.indexOf(content.grid(), xy[0], xy[1]);
                    TerrainClass terrain = layout.stackAt(site).get(0);
                    Point centre = renderer.centreOf(site);
                    RGB rgb = picture.palette.getRGB(picture.getPixel(centre.x, centre.y));
                    assertEquals(terrain.getSymbol().getColor(), String.format("#%02x%02x%02x", rgb.red, rgb.green,
                            rgb.blue), terrain.getId() + " at the centre of (" + xy[0] + ", " + xy[1] + ")");
                }
            } finally {
                renderer.dispose();
                content.dispose();
            }
        });

        Shell again = openWizard("File", "Export...", "Export", "Map Image (PNG/SVG)");
        chooseScenario(again, scenarioFile);
        finishAs(again, "svg", "picture.svg");
        Path svg = png.resolveSibling("picture.svg");
        DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(Files.readAllBytes(svg)));
        org.w3c.dom.NodeList polygons = document.getElementsByTagName("polygon");
        int sites = 0;
        for (int i = 0; i < polygons.getLength(); i++) {
            sites += ((org.w3c.dom.Element) polygons.item(i)).hasAttribute("data-site") ? 1 : 0;
        }
        assertEquals(12, sites, "one polygon per site of the 4 × 3 map");
        assertEquals(String.valueOf(picture.width), document.getDocumentElement().getAttribute("width"),
                "the SVG is as large as the PNG");
    }

    @Test
    void exportingATiledMapWritesAFileTheTiledReaderReadsBackAsTheSameMap() throws Exception {
        IFile scenarioFile = scenarioFromHexTmx("tiled.hexscenario");
        Shell wizard = openWizard("File", "Export...", "Export", "Tiled Map");
        chooseScenario(wizard, scenarioFile);
        finishAs(wizard, "tmj", "tiled.tmj");

        Path tmj = Path.of(scenarioFile.getLocation().toOSString()).resolveSibling("tiled.tmj");
        Scenario original = ScenarioResources.load(Path.of(scenarioFile.getLocation().toOSString()));
        Scenario back = TiledImport.read(tmj).scenario();
        assertEquals(describe(original), describe(back));
    }

    // ------------------------------------------------------------------ helpers

    private Shell openWizard(String menu, String item, String dialogTitle, String wizardName) {
        driver.clickMenu(window, menu, item);
        Shell dialog = driver.shell(dialogTitle);
        driver.find(dialog, WidgetQuery.of(TreeItem.class).withText("Hexbench"));
        // the wizard list's filter field, as a user narrows the list: it expands the categories that match
        driver.type(driver.find(dialog, WidgetQuery.of(Text.class)), wizardName);
        TreeItem wizardItem = driver.find(dialog, WidgetQuery.of(TreeItem.class).withText(wizardName));
        driver.click(wizardItem);
        driver.click(driver.find(dialog, WidgetQuery.of(Button.class).withText("Next >")));
        return dialog;
    }

    /** Clicks an export format's radio button, waits for the target's new extension, and finishes. */
    private void finishAs(Shell wizard, String extension, String fileName) {
        driver.click(driver.find(wizard, WidgetQuery.of(Button.class).withId("export.format." + extension)));
        Text target = driver.find(wizard, WidgetQuery.of(Text.class).withId("export.target"));
        driver.waitUntil("the target becomes " + fileName, () -> driver.text(target).endsWith(fileName));
        driver.click(driver.find(wizard, WidgetQuery.of(Button.class).withText("Finish")));
        driver.waitUntilClosed(wizard);
    }

    private String errorMessage(Shell wizard) {
        return driver.onUi(() -> wizard.getData() instanceof WizardDialog d && d.getCurrentPage() != null
                && d.getCurrentPage().getErrorMessage() != null ? d.getCurrentPage().getErrorMessage() : "");
    }

    private void chooseScenario(Shell wizard, IFile file) {
        Combo combo = driver.find(wizard, WidgetQuery.of(Combo.class).withId("export.scenario"));
        driver.onUi(() -> {
            combo.select(List.of(combo.getItems()).indexOf(file.getFullPath().toString()));
            combo.notifyListeners(SWT.Selection, new Event());
        });
        driver.waitUntil("the page accepts " + file.getName(), () -> errorMessage(wizard).isEmpty());
    }

    private static Path hexTmx() {
        return Checkout.root().resolve("tests/org.hexbench.interop.tests/resources/tiled/hex.tmx");
    }

    private IFile scenarioFromHexTmx(String name) throws Exception {
        IFile file = project().getFile(name);
        OutputFile.writeScenario(TiledImport.read(hexTmx()).scenario(), Path.of(file.getLocation().toOSString()));
        project().refreshLocal(IResource.DEPTH_ONE, null);
        return file;
    }

    private static String describe(Scenario scenario) throws Exception {
        GameMap map = scenario.getAreas().getMap();
        TerrainLayout layout = TerrainLayout.decode(map);
        StringBuilder text = new StringBuilder(map.getPolygon() + " " + map.getOrientation() + " " + map.getShift()
                + "\n");
        for (int site = 0; site < layout.size(); site++) {
            text.append(site).append(' ').append(layout.stackAt(site).stream().map(TerrainClass::getId).toList())
                    .append('\n');
        }
        map.getAreas().forEach(a -> text.append(a.getSites().get(0).getX()).append(',')
                .append(a.getSites().get(0).getY()).append(' ').append(a.getOwner() == null ? "-" : a.getOwner()
                        .getId()).append(' ').append(a.getUnits().stream().map(u -> u.getEntityClass().getId() + "@"
                                + a.getUnitOwner().getId()).toList()).append('\n'));
        return text.toString();
    }

    private static IProject project() throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        if (!project.exists()) {
            project.create(null);
        }
        if (!project.isOpen()) {
            project.open(null);
        }
        return project;
    }

    private static IWorkbenchWindow activeWindow() {
        IWorkbenchWindow w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        return w == null ? PlatformUI.getWorkbench().getWorkbenchWindows()[0] : w;
    }
}
