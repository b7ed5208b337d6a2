package org.hexbench.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdata.RandomScenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Load → save → load gives an equal model (EcoreUtil equality), for every example and for random scenarios. */
class RoundTripTest {

    private Path temp;

    @BeforeEach
    void createTemp() throws IOException {
        temp = Files.createTempDirectory("hexbench-scenario-test");
    }

    @AfterEach
    void deleteTemp() throws IOException {
        try (var files = Files.walk(temp)) {
            for (Path f : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(f);
            }
        }
    }

    static List<Path> examples() {
        return ExampleFiles.scenarios();
    }

    @Test
    void thereAreExamples() {
        assertTrue(examples().size() >= 2, "examples found: " + examples());
    }

    @ParameterizedTest
    @MethodSource("examples")
    void exampleRoundTrips(Path scenarioFile) throws IOException {
        Scenario original = ScenarioResources.load(scenarioFile);
        // Copy the whole examples tree: an example may share sections with another (../riverford/rules/...).
        Path copy = temp.resolve("copy").resolve(scenarioFile.getParent().getFileName());
        copyTree(scenarioFile.getParent().getParent(), copy.getParent());
        ResourceSet set = ScenarioResources.newResourceSet();
        ScenarioResources.load(set, copy.resolve(scenarioFile.getFileName()));
        EcoreUtil.resolveAll(set);
        for (Resource resource : List.copyOf(set.getResources())) {
            ScenarioResources.save(resource);
        }
        Scenario reloaded = ScenarioResources.load(copy.resolve(scenarioFile.getFileName()));
        assertTrue(EcoreUtil.equals(original, reloaded), scenarioFile + " changed in a round trip");
        assertFalse(original.getAreas().eIsProxy());
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 42, 4711})
    void randomScenarioRoundTrips(long seed) throws IOException {
        Scenario scenario = RandomScenario.create(seed, 40 + (int) (seed % 30), 30 + (int) (seed % 17));
        Path file = temp.resolve("random" + seed + ".hexscenario");
        RandomScenario.save(EcoreUtil.copy(scenario), file);
        Scenario reloaded = ScenarioResources.load(file);
        assertTrue(EcoreUtil.equals(scenario, reloaded), "seed " + seed);
        Path again = temp.resolve("again" + seed + ".hexscenario");
        RandomScenario.save(reloaded, again);
        assertTrue(java.util.Arrays.equals(Files.readAllBytes(file), Files.readAllBytes(again)),
                "saving a loaded scenario must give the same bytes");
    }

    @Test
    void millionSiteMapIsSmallAndRoundTrips() throws IOException {
        Scenario scenario = RandomScenario.create(1, 1000, 1000);
        Path file = temp.resolve("big.hexscenario");
        RandomScenario.save(EcoreUtil.copy(scenario), file);
        long size = Files.size(file) + Files.size(temp.resolve("big.hexmap"));
        assertTrue(size < 500_000, "1000x1000 scenario with its terrain file takes " + size + " bytes");
        assertTrue(Files.size(file) < 150_000, "the terrain is not in the XMI");
        assertTrue(EcoreUtil.equals(scenario, ScenarioResources.load(file)));
    }

    /** An image's idle animation (Hexkit User's Guide §3.4.3 Animation Modes) is stored and read back as written. */
    @Test
    void animationSettingsRoundTrip() throws IOException {
        Scenario scenario = RandomScenario.create(5, 8, 8);
        org.hexbench.scenario.ScenarioFactory f = org.hexbench.scenario.ScenarioFactory.eINSTANCE;
        org.hexbench.scenario.ImageFile tiles = f.createImageFile();
        tiles.setId("tiles");
        tiles.setPath("tiles.png");
        scenario.getImages().getFiles().add(tiles);
        org.hexbench.scenario.EntityImage flag = f.createEntityImage();
        flag.setId("flag");
        for (int k = 0; k < 3; k++) {
            org.hexbench.scenario.ImageFrame frame = f.createImageFrame();
            frame.setSource(tiles);
            frame.setX(16 * k);
            frame.setWidth(16);
            frame.setHeight(16);
            flag.getFrames().add(frame);
        }
        flag.setAnimation(org.hexbench.scenario.AnimationMode.CONTINUOUS);
        flag.setSequence(org.hexbench.scenario.AnimationSequence.CYCLE);
        scenario.getImages().getImages().add(flag);
        org.hexbench.scenario.EntityImage still = f.createEntityImage();
        still.setId("still");
        scenario.getImages().getImages().add(still);
        Path file = temp.resolve("animated.hexscenario");
        RandomScenario.save(EcoreUtil.copy(scenario), file);
        String xml = Files.readString(file);
        assertTrue(xml.contains("animation=\"continuous\"") && xml.contains("sequence=\"cycle\""),
                "the settings are written by their literals");
        assertFalse(xml.contains("animation=\"none\""), "the defaults are not written");
        Scenario reloaded = ScenarioResources.load(file);
        assertTrue(EcoreUtil.equals(scenario, reloaded), "an equal model after the round trip");
        org.hexbench.scenario.EntityImage read = reloaded.getImages().getImages().stream()
                .filter(i -> "flag".equals(i.getId())).findFirst().orElseThrow();
        org.junit.jupiter.api.Assertions.assertEquals(org.hexbench.scenario.AnimationMode.CONTINUOUS, read.getAnimation());
        org.junit.jupiter.api.Assertions.assertEquals(org.hexbench.scenario.AnimationSequence.CYCLE, read.getSequence());
        org.hexbench.scenario.EntityImage readStill = reloaded.getImages().getImages().stream()
                .filter(i -> "still".equals(i.getId())).findFirst().orElseThrow();
        org.junit.jupiter.api.Assertions.assertEquals(org.hexbench.scenario.AnimationMode.NONE, readStill.getAnimation(),
                "an image without the setting does not animate");
        org.junit.jupiter.api.Assertions.assertEquals(org.hexbench.scenario.AnimationSequence.RANDOM,
                readStill.getSequence(), "and its sequence is Hexkit's first, random");
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(f, target);
                }
            }
        }
    }
}
