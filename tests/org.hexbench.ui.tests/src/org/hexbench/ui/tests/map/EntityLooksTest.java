package org.hexbench.ui.tests.map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.draw2d.geometry.Point;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.PlatformUI;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.SetEntityVariable;
import org.hexbench.engine.world.WorldBuilder;
import org.hexbench.engine.world.WorldState;
import org.hexbench.scenario.AnimationMode;
import org.hexbench.scenario.AnimationSequence;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.EntityImage;
import org.hexbench.scenario.GridShift;
import org.hexbench.scenario.ImageFile;
import org.hexbench.scenario.ImageFrame;
import org.hexbench.scenario.ImageScaling;
import org.hexbench.scenario.ImageStackEntry;
import org.hexbench.scenario.OverlayImage;
import org.hexbench.scenario.PolygonKind;
import org.hexbench.scenario.PolygonOrientation;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.SymbolShape;
import org.hexbench.scenario.template.Elements;
import org.hexbench.testdata.SmallScenario;
import org.hexbench.testdriver.UiDriver;
import org.hexbench.ui.map.MapAnimation;
import org.hexbench.ui.map.MapCounter;
import org.hexbench.ui.map.MapLook;
import org.hexbench.ui.map.MapOverlays;
import org.hexbench.ui.map.MapRenderer;
import org.hexbench.ui.map.MapSymbol;
import org.hexbench.ui.map.scenario.ScenarioMapContent;
import org.hexbench.ui.play.internal.WorldMapContent;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How entity classes look on the map: every image setting of the scenario model reaches the picture the renderer
 * draws (Hexkit User's Guide §3.4 Bitmap Tiles, §3.4.4 Composing Image Stacks, §3.4.6 Static Overlay Images, §4.6.5
 * ImageStackEntry Members), through {@link ScenarioMapContent} for the editor and {@link WorldMapContent} for play.
 * The map is of squares on edge, side 20, so a site's picture is 20×20 with its centre at (10, 10); a 4×4 frame drawn
 * once centred covers pixels 8 to 11.
 */
class EntityLooksTest {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;
    private static final int RED = 0xc80000, GREEN = 0x00ff00, MAGENTA = 0xff00ff, BLUE = 0x0000ff, OVERLAY = 0x00aa55;

    @TempDir
    Path folder;

    private SmallScenario s;
    /** One frame: red with a green top-left pixel and a magenta bottom-right one. */
    private EntityImage redImage;
    /** Two frames: the red one, then a blue one. */
    private EntityImage twoFrames;
    private EntityImage blueImage;

    @BeforeEach
    void images() throws IOException {
        int[] pixels = new int[8 * 4];
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 8; x++) {
                pixels[y * 8 + x] = x < 4 ? RED : BLUE;
            }
        }
        pixels[0] = GREEN;
        pixels[3 * 8 + 3] = MAGENTA;
        png(folder.resolve("tiles.png"), 8, 4, pixels);
        int[] overlay = new int[16];
        java.util.Arrays.fill(overlay, OVERLAY);
        png(folder.resolve("overlay.png"), 4, 4, overlay);
        s = SmallScenario.create(5, 3);
        ImageFile file = F.createImageFile();
        file.setId("tiles");
        file.setPath("tiles.png");
        s.images.getFiles().add(file);
        redImage = image("red", frame(file, 0));
        blueImage = image("blue", frame(file, 4));
        twoFrames = image("twoFrames", frame(file, 0), frame(file, 4));
        s.save(folder.resolve("small.hexscenario"));
    }

    /** Writes a PNG; rows of a multiple of 4 pixels, as SWT's 24-bit encoder pads rows otherwise. */
    private static void png(Path file, int width, int height, int[] rgb) {
        ImageData data = new ImageData(width, height, 24, new PaletteData(0xff0000, 0xff00, 0xff));
        for (int i = 0; i < rgb.length; i++) {
            data.setPixel(i % width, i / width, rgb[i]);
        }
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] {data};
        loader.save(file.toString(), SWT.IMAGE_PNG);
    }

    /** A 4×4 frame of an image file whose left edge is x. */
    static ImageFrame frame(ImageFile file, int x) {
        ImageFrame f = F.createImageFrame();
        f.setSource(file);
        f.setX(x);
        f.setWidth(4);
        f.setHeight(4);
        return f;
    }

    private EntityImage image(String id, ImageFrame... frames) {
        EntityImage image = F.createEntityImage();
        image.setId(id);
        image.getFrames().addAll(List.of(frames));
        s.images.getImages().add(image);
        return image;
    }

    private static ImageStackEntry entry(EntityClass c, EntityImage image) {
        ImageStackEntry e = F.createImageStackEntry();
        e.setImage(image);
        c.getImageStack().add(e);
        return e;
    }

    private MapSymbol look(EntityClass c, int frame) {
        ScenarioMapContent content = new ScenarioMapContent(s.map);
        try {
            return content.symbolOf(c, frame);
        } finally {
            content.dispose();
        }
    }

    private ImageData picture(EntityClass c) {
        ImageData picture = look(c, 0).image();
        assertNotNull(picture, "the class has a picture");
        return picture;
    }

    private static int rgb(ImageData data, int x, int y) {
        RGB rgb = data.palette.getRGB(data.getPixel(x, y));
        return (rgb.red << 16) | (rgb.green << 8) | rgb.blue;
    }

    @Test
    void theStackIsDrawnBottomEntryFirstEachShiftedByItsOffset() {
        entry(s.soldier, redImage);
        entry(s.soldier, blueImage).setOffsetX(2);
        ImageData p = picture(s.soldier);
        assertEquals(20, p.width, "a site's polygon at 100 %");
        assertEquals(GREEN, rgb(p, 8, 8), "the red frame's top-left pixel, drawn once, centred");
        assertEquals(RED, rgb(p, 9, 9));
        assertEquals(BLUE, rgb(p, 10, 9), "the blue entry lies on top, 2 pixels to the right");
        assertEquals(BLUE, rgb(p, 13, 9));
        assertEquals(0, p.getAlpha(14, 9), "nothing beyond the frames");
        assertEquals(0, p.getAlpha(9, 12));
        s.soldier.getImageStack().get(1).setOffsetY(-3);
        ImageData up = picture(s.soldier);
        assertEquals(BLUE, rgb(up, 12, 5), "3 pixels up");
        assertEquals(RED, rgb(up, 10, 9), "the red frame shows where the blue one left");
    }

    @Test
    void anEntryIsMirroredByANegativeScaleAndItsColoursShifted() {
        ImageStackEntry e = entry(s.soldier, redImage);
        e.setScaleX(-1);
        e.setColorShiftRed(-100);
        e.setColorShiftGreen(10);
        ImageData p = picture(s.soldier);
        assertEquals(0x640a00, rgb(p, 8, 9), "red 200 - 100, green 0 + 10");
        assertEquals(0x00ff00, rgb(p, 11, 8) & 0x00ff00, "the green pixel moved to the right edge");
        e.setScaleY(-1);
        assertEquals(0x00ff00, rgb(picture(s.soldier), 11, 11) & 0x00ff00, "and to the bottom");
    }

    @Test
    void theMagicColourIsTransparent() {
        entry(s.soldier, redImage);
        assertEquals(255, picture(s.soldier).getAlpha(11, 11));
        assertEquals(MAGENTA, rgb(picture(s.soldier), 11, 11));
        s.images.setTransparentColor("#ff00ff");
        assertEquals(0, picture(s.soldier).getAlpha(11, 11), "§3.4.1 Transparency");
        assertEquals(255, picture(s.soldier).getAlpha(10, 11));
    }

    @Test
    void aFrameIsChosenByTheEntitysOffsetUnlessTheEntryUsesASingleFrame() {
        ImageStackEntry e = entry(s.soldier, twoFrames);
        assertEquals(RED, rgb(look(s.soldier, 0).image(), 9, 9));
        assertEquals(BLUE, rgb(look(s.soldier, 1).image(), 9, 9));
        assertEquals(RED, rgb(look(s.soldier, 2).image(), 9, 9), "frames repeat");
        e.setSingleFrame(1);
        assertEquals(BLUE, rgb(look(s.soldier, 0).image(), 9, 9), "a single frame, whatever the offset");
    }

    @Test
    void scalingDrawsOnceRepeatsOrStretchesUnlessTheEntryIsUnscaled() {
        ImageStackEntry e = entry(s.plains, redImage);
        assertEquals(0, picture(s.plains).getAlpha(0, 9), "none: drawn once");
        redImage.setScalingX(ImageScaling.REPEAT);
        ImageData repeated = picture(s.plains);
        assertEquals(RED, rgb(repeated, 0, 9), "repeat: tiled across");
        assertEquals(255, repeated.getAlpha(0, 9));
        assertEquals(0, repeated.getAlpha(9, 0), "only horizontally");
        redImage.setScalingY(ImageScaling.STRETCH);
        redImage.setScalingX(ImageScaling.STRETCH);
        ImageData stretched = picture(s.plains);
        assertEquals(GREEN, rgb(stretched, 0, 0), "stretch: the frame covers the whole polygon");
        assertEquals(GREEN, rgb(stretched, 4, 4));
        assertEquals(RED, rgb(stretched, 5, 5));
        e.setUseUnscaled(true);
        assertEquals(0, picture(s.plains).getAlpha(0, 0), "unscaled: the image's scaling is ignored");
    }

    @Test
    void picturesAreClippedToThePolygon() {
        s.map.setPolygon(PolygonKind.HEXAGON);
        s.map.setOrientation(PolygonOrientation.ON_VERTEX);
        s.map.setShift(GridShift.ROW_RIGHT);
        entry(s.plains, redImage);
        redImage.setScalingX(ImageScaling.STRETCH);
        redImage.setScalingY(ImageScaling.STRETCH);
        ImageData p = picture(s.plains);
        assertEquals(40, p.height, "a hexagon on vertex of side 20");
        assertEquals(0, p.getAlpha(0, 0), "the corner of the bounding box is outside the hexagon");
        assertEquals(255, p.getAlpha(p.width / 2, p.height / 2));
    }

    @Test
    void aDropShadowLiesBelowAndRightOfThePictureOrTheSymbol() {
        entry(s.soldier, redImage);
        assertEquals(0, picture(s.soldier).getAlpha(13, 13));
        s.soldier.setDropShadow(true);
        ImageData p = picture(s.soldier);
        assertEquals(127, p.getAlpha(13, 13), "half-transparent black, 2 pixels down and right (§4.6.4)");
        assertEquals(0, rgb(p, 13, 13));
        s.soldier.getImageStack().clear();
        s.soldier.setSymbol(Elements.symbol(SymbolShape.DISC, "#ffffff", "S"));
        assertTrue(look(s.soldier, 0).shadow(), "a symbol graphic draws its shadow itself");
        s.soldier.setDropShadow(false);
        assertTrue(!look(s.soldier, 0).shadow());
    }

    @Test
    void aClassWhoseImageIsOffDrawsNothingAndTheOverlayPictureShowsInstead() {
        UiDriver driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        OverlayImage overlay = F.createOverlayImage();
        overlay.setPath("overlay.png");
        overlay.setX(30);
        overlay.setY(30);
        overlay.setWidth(200);
        overlay.setHeight(200);
        s.map.setOverlay(overlay);
        driver.onUi(() -> {
            ScenarioMapContent content = new ScenarioMapContent(s.map);
            MapRenderer renderer = new MapRenderer(content, new MapOverlays());
            try {
                assertNotNull(content.overlay(), "the overlay picture is read");
                assertEquals(200, content.overlay().width());
                Point centre = renderer.centreOf(s.site(2, 2));
                assertEquals(0xa8c868, rgb(paint(renderer), centre.x, centre.y), "plains cover the overlay");
                s.plains.setVisible(false);
                assertSame(MapSymbol.NONE, content.symbolOf(s.plains), "§4.6.4 IsVisible");
                ImageData painted = paint(renderer);
                assertEquals(OVERLAY, rgb(painted, centre.x, centre.y),
                        "the overlay shows where the terrain draws nothing (§3.4.6)");
                Point west = renderer.centreOf(s.site(0, 2));
                Point north = renderer.centreOf(s.site(2, 0));
                assertTrue(west.x < 30 && north.y < 30);
                assertEquals(0x3a3f44, rgb(painted, west.x, west.y), "left of the overlay's x: the map's background");
                assertEquals(0x3a3f44, rgb(painted, north.x, north.y), "above its y");
            } finally {
                renderer.dispose();
                content.dispose();
            }
        });
        s.map.setOverlay(null);
        ScenarioMapContent content = new ScenarioMapContent(s.map);
        assertNull(content.overlay());
        content.dispose();
    }

    @Test
    void inPlayEntitiesShowTheirFrameAndAGaugeOfTheirDepletableResource() {
        UiDriver driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        entry(s.soldier, twoFrames);
        s.map.getAreas().get(2).getUnits().get(0).setFrameOffset(1);
        s.strength.setLimited(true);
        WorldState world = WorldBuilder.build(catalog());
        WorldMapContent content = new WorldMapContent(world.catalog());
        content.update(world);
        MapCounter red = content.counters(s.site(1, 1)).get(0);
        MapCounter blue = content.counters(s.site(3, 1)).get(0);
        assertEquals(BLUE, rgb(red.symbol().image(), 9, 9), "the red soldier shows frame 1");
        assertEquals(RED, rgb(blue.symbol().image(), 9, 9), "the blue one frame 0");
        assertEquals(-1, red.gauge(), "strength is not depletable");
        s.strength.setDepletable(true);
        world = WorldBuilder.build(catalog());
        content = new WorldMapContent(world.catalog());
        Entity soldier = world.faction(0).units().get(0);
        new SetEntityVariable(soldier.id(), "strength", 2).apply(world);
        content.update(world);
        assertEquals(0.4, content.counters(s.site(1, 1)).get(0).gauge(), 1e-9, "2 of its initial 5 (§4.5.4)");
        WorldMapContent shown = content;
        driver.onUi(() -> {
            MapRenderer renderer = new MapRenderer(shown, new MapOverlays());
            try {
                Point centre = renderer.centreOf(s.site(1, 1));
                ImageData painted = paint(renderer);
                assertEquals(MapRenderer.GAUGE_FULL, rgb(painted, centre.x - 8, centre.y + 11), "the full part");
                assertEquals(MapRenderer.GAUGE_EMPTY, rgb(painted, centre.x + 8, centre.y + 11), "the lost part");
            } finally {
                renderer.dispose();
            }
        });
    }

    @Test
    void anAnimatedClassComposesEveryFrameAndPlaysItsSequence() {
        UiDriver driver = UiDriver.of(PlatformUI.getWorkbench().getDisplay());
        entry(s.soldier, twoFrames);
        assertNull(look(s.soldier, 0).animation(), "an image that does not animate shows its entity's frame");
        twoFrames.setAnimation(AnimationMode.CONTINUOUS);
        twoFrames.setSequence(AnimationSequence.FORWARD);
        MapSymbol animated = look(s.soldier, 0);
        MapAnimation animation = animated.animation();
        assertNotNull(animation, "§3.4.3: the image asks for an idle animation");
        assertEquals(MapAnimation.Mode.CONTINUOUS, animation.mode());
        assertEquals(RED, rgb(animation.frames().get(0), 9, 9), "frame 1 of the stack, composed");
        assertEquals(BLUE, rgb(animation.frames().get(1), 9, 9), "frame 2");
        assertSame(animation.frames().get(0), animated.image(), "the still picture is frame 1");
        assertEquals(RED, rgb(look(s.soldier, 1).image(), 9, 9),
                "an animated class ignores frame offsets (§4.8.2 FrameOffset)");
        // continuous forward: the run 0, 1 restarts as soon as it ends
        assertEquals(List.of(0, 1, 0, 1, 0), frames(animation, 5, 3));
        // three frames: forward, backward, and cycle (forward, then backward down to the second frame)
        List<ImageData> pictures = List.of(animation.frames().get(0), animation.frames().get(1),
                animation.frames().get(0));
        assertEquals(List.of(0, 1, 2, 0, 1, 2, 0), frames(new MapAnimation(MapAnimation.Mode.CONTINUOUS,
                MapAnimation.Sequence.FORWARD, pictures), 7, 3));
        assertEquals(List.of(2, 1, 0, 2, 1, 0, 2), frames(new MapAnimation(MapAnimation.Mode.CONTINUOUS,
                MapAnimation.Sequence.BACKWARD, pictures), 7, 3));
        assertEquals(List.of(0, 1, 2, 1, 0, 1, 2, 1), frames(new MapAnimation(MapAnimation.Mode.CONTINUOUS,
                MapAnimation.Sequence.CYCLE, pictures), 8, 3));
        // random intervals: in every window the forward run plays once, the first frame shows the rest of the time
        MapAnimation randomForward = new MapAnimation(MapAnimation.Mode.RANDOM, MapAnimation.Sequence.FORWARD, pictures);
        int window = randomForward.randomWindow();
        java.util.Set<Integer> starts = new java.util.HashSet<>();
        for (int seed = 0; seed < 20; seed++) {
            for (int w = 0; w < 3; w++) {
                List<Integer> shown = new java.util.ArrayList<>();
                for (int step = w * window; step < (w + 1) * window; step++) {
                    shown.add(randomForward.frameAt(step, seed));
                }
                int start = java.util.Collections.indexOfSubList(shown, List.of(0, 1, 2));
                assertTrue(start >= 0, "one run in the window: " + shown);
                starts.add(start);
                assertEquals(window - 2, shown.stream().filter(f -> f == 0).count(), "the first frame otherwise");
            }
        }
        assertTrue(starts.size() > 3, "the runs start at random steps: " + starts);
        // random sequence, continuous: a random frame each step, every frame some time
        MapAnimation random = new MapAnimation(MapAnimation.Mode.CONTINUOUS, MapAnimation.Sequence.RANDOM, pictures);
        assertEquals(java.util.Set.of(0, 1, 2), new java.util.HashSet<>(frames(random, 60, 5)));

        // the renderer draws the frame of its clock's step, or the still picture when animation is off
        ScenarioMapContent content = new ScenarioMapContent(s.map);
        driver.onUi(() -> {
            MapRenderer renderer = new MapRenderer(content, new MapOverlays());
            try {
                assertTrue(content.animated());
                Point centre = renderer.centreOf(s.site(1, 1));
                assertEquals(RED, rgb(paint(renderer), centre.x, centre.y), "step 0: frame 1");
                renderer.setAnimationStep(1);
                assertEquals(BLUE, rgb(paint(renderer), centre.x, centre.y), "step 1: frame 2");
                assertArrayEquals(new int[] {s.site(1, 1), s.site(3, 1)}, renderer.animatedSites(
                        new org.eclipse.draw2d.geometry.Rectangle(new Point(0, 0), renderer.size()), 1, 2),
                        "the sites whose picture changes: the two soldiers'");
                MapLook.store().setValue(MapLook.ANIMATION, false);
                assertEquals(RED, rgb(paint(renderer), centre.x, centre.y), "animation off: the still picture");
            } finally {
                MapLook.store().setToDefault(MapLook.ANIMATION);
                renderer.dispose();
                content.dispose();
            }
        });
        WorldState world = WorldBuilder.build(catalog());
        WorldMapContent play = new WorldMapContent(world.catalog());
        play.update(world);
        assertTrue(play.animated(), "the Game Map's content animates too");
        assertSame(MapAnimation.Mode.CONTINUOUS, play.counters(s.site(1, 1)).get(0).symbol().animation().mode());
    }

    /** The frames an animation shows at steps 0, 1, … for a seed. */
    private static List<Integer> frames(MapAnimation animation, int steps, int seed) {
        List<Integer> shown = new java.util.ArrayList<>();
        for (int step = 0; step < steps; step++) {
            shown.add(animation.frameAt(step, seed));
        }
        return shown;
    }

    private Catalog catalog() {
        try {
            return new Catalog(s.scenario);
        } catch (org.hexbench.scenario.map.LayoutFormatException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ImageData paint(MapRenderer renderer) {
        return MapRendererTest.paint(renderer, renderer.size());
    }
}
