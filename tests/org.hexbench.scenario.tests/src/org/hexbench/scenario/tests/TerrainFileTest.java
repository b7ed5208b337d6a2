package org.hexbench.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.TerrainFile;
import org.hexbench.scenario.map.TerrainFileException;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.map.TerrainRuns;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdata.RandomScenario;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.scenario.validation.Severity;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The binary terrain sidecar of large maps: encoding, file format, save, load, errors. */
class TerrainFileTest {

    private Path temp;

    @BeforeEach
    void createTemp() throws IOException {
        temp = Files.createTempDirectory("hexbench-terrain-test");
    }

    @AfterEach
    void deleteTemp() throws IOException {
        try (var files = Files.walk(temp)) {
            for (Path f : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(f);
            }
        }
    }

    @Test
    void runsRoundTripWithLongRunsAndLargeIndexes() throws LayoutFormatException {
        Random random = new Random(11);
        int[] values = new int[50_000];
        for (int i = 0; i < values.length; i++) {
            values[i] = i < 20_000 ? 3 : random.nextInt(4) == 0 ? random.nextInt(300) : 7;
        }
        TerrainRuns runs = TerrainRuns.encode(values);
        assertArrayEquals(values, runs.decode(300));
        TerrainRuns read = TerrainFile.read(TerrainFile.write(runs), "x.hexmap");
        assertEquals(runs, read, "equal by value");
        assertEquals(runs.hashCode(), read.hashCode());
        assertEquals("x.hexmap", read.source());
        assertFalse(runs.equals(TerrainRuns.encode(Arrays.copyOf(values, 49_999))));
    }

    @Test
    void decodeRejectsIndexesOutsideThePaletteAndWrongSiteCounts() {
        TerrainRuns runs = TerrainFile.read(TerrainFile.write(TerrainRuns.encode(new int[] {0, 0, 5, 1})), "m.hexmap");
        LayoutFormatException e = assertThrows(LayoutFormatException.class, () -> runs.decode(5));
        assertTrue(e.getMessage().startsWith("m.hexmap: byte 22: site 2 uses terrain stack 5"), e.getMessage());
    }

    @Test
    void largeMapSavesItsTerrainBesideTheXmiAndRoundTripsExactly() throws IOException, LayoutFormatException {
        Scenario scenario = RandomScenario.create(7, 400, 300);
        GameMap map = scenario.getAreas().getMap();
        assertNotNull(map.getTerrain(), "120,000 sites are above the inline limit");
        assertEquals(List.of(), map.getLayout());
        Path file = temp.resolve("large.hexscenario");
        RandomScenario.save(EcoreUtil.copy(scenario), file);
        Path sidecar = temp.resolve("large.hexmap");
        assertTrue(Files.isRegularFile(sidecar));
        assertTrue(Files.readString(file).contains("terrain=\"large.hexmap\""));
        try (var files = Files.list(temp)) {
            assertEquals(2, files.count(), "no temporary files are left behind");
        }
        Scenario loaded = ScenarioResources.load(file);
        assertTrue(EcoreUtil.equals(scenario, loaded));
        Path again = temp.resolve("again.hexscenario");
        ResourceSet set = ScenarioResources.newResourceSet();
        Resource resource = ScenarioResources.create(set, again);
        resource.getContents().add(loaded);
        ScenarioResources.save(resource);
        assertArrayEquals(Files.readAllBytes(sidecar), Files.readAllBytes(temp.resolve("again.hexmap")));
        assertTrue(EcoreUtil.equals(scenario, ScenarioResources.load(again)), "load, save, load is exact");
        TerrainLayout layout = TerrainLayout.decode(loaded.getAreas().getMap());
        TerrainLayout original = TerrainLayout.decode(map);
        for (int site = 0; site < layout.size(); site += 997) {
            assertEquals(original.stackIndex(site), layout.stackIndex(site));
        }
        assertEquals(List.of(), ScenarioCheck.check(file), "a valid large scenario has no problems");
    }

    @Test
    void largeMapKeepsItsAreasInItsMapFileUnlessATemplateHasModifiers() throws IOException {
        Scenario scenario = RandomScenario.create(7, 400, 300);
        int areas = scenario.getAreas().getMap().getAreas().size();
        assertTrue(areas > 8, "the generator places unit areas: " + areas);
        Path file = temp.resolve("areas.hexscenario");
        RandomScenario.save(EcoreUtil.copy(scenario), file);
        assertFalse(Files.readString(file).contains("<areas"), "the areas are in areas.hexmap, not in the XMI");
        Scenario loaded = ScenarioResources.load(file);
        assertEquals(areas, loaded.getAreas().getMap().getAreas().size());
        assertTrue(EcoreUtil.equals(scenario, loaded), "the areas come back equal, owners and classes resolved");

        var template = scenario.getAreas().getMap().getAreas().get(0).getUnits().get(0);
        var modifier = org.hexbench.scenario.ScenarioFactory.eINSTANCE.createVariableModifier();
        modifier.setVariable(scenario.getVariables().getAttributes().get(0));
        modifier.setValue(2);
        template.getModifiers().add(modifier);
        Path withModifier = temp.resolve("modified.hexscenario");
        RandomScenario.save(EcoreUtil.copy(scenario), withModifier);
        assertTrue(Files.readString(withModifier).contains("<areas"), "a modifier keeps the areas in the XMI");
        assertTrue(EcoreUtil.equals(scenario, ScenarioResources.load(withModifier)));
    }

    @Test
    void areasReferringToAMissingElementAreReportedWithTheMapFile() throws IOException {
        Path file = savedLarge();
        String xmi = Files.readString(file);
        String faction = java.util.regex.Pattern.compile("<factions id=\"([^\"]+)\"").matcher(xmi).results()
                .map(m -> m.group(1)).findFirst().orElseThrow();
        Files.writeString(file, xmi.replace("id=\"" + faction + "\"", "id=\"renamed\"")
                .replace("\"" + faction + "\"", "\"renamed\"").replace("#" + faction + "\"", "#renamed\""));
        IOException e = assertThrows(IOException.class, () -> ScenarioResources.load(file));
        assertTrue(e.getMessage().contains("broken.hexmap: byte ") && e.getMessage().contains("#" + faction)
                && e.getMessage().contains("does not exist"), e.getMessage());
    }

    @Test
    void smallMapKeepsReadableRows() {
        GameMap map = RandomScenario.create(7, 200, 200).getAreas().getMap();
        assertNull(map.getTerrain());
        assertEquals(200, map.getLayout().size());
    }

    @Test
    void storeSwitchesBetweenRowsAndRuns() throws LayoutFormatException {
        GameMap map = RandomScenario.create(3, 300, 300).getAreas().getMap();
        TerrainLayout layout = TerrainLayout.decode(map);
        layout.setStackIndex(12, 4);
        layout.store();
        assertNotNull(map.getTerrain());
        assertEquals(4, TerrainLayout.decode(map).stackIndex(12));
        map.getLayout().add("1");
        LayoutFormatException e = assertThrows(LayoutFormatException.class, () -> TerrainLayout.decode(map));
        assertTrue(e.getMessage().contains("both layout rows and"), e.getMessage());
    }

    private Path savedLarge() throws IOException {
        Path file = temp.resolve("broken.hexscenario");
        RandomScenario.save(RandomScenario.create(5, 300, 250), file);
        return file;
    }

    private ScenarioProblem onlyProblem(Path file) {
        List<ScenarioProblem> problems = ScenarioCheck.check(file);
        assertEquals(1, problems.size(), problems.toString());
        ScenarioProblem p = problems.get(0);
        assertEquals(Severity.ERROR, p.severity());
        assertFalse(p.message().contains("Exception") || p.message().contains("\tat "), "stack trace: " + p);
        return p;
    }

    @Test
    void truncatedTerrainFileIsReportedWithItsNameAndOffset() throws IOException {
        Path file = savedLarge();
        Path sidecar = temp.resolve("broken.hexmap");
        byte[] bytes = Files.readAllBytes(sidecar);
        Files.write(sidecar, Arrays.copyOf(bytes, bytes.length - 100));
        ScenarioProblem p = onlyProblem(file);
        assertEquals(sidecar.toString(), p.file());
        assertEquals(0, p.line());
        assertTrue(p.message().startsWith("byte " + (bytes.length - 100) + ": truncated"), p.message());
        assertTrue(p.toString().startsWith(sidecar + ": error: byte "), p.toString());
        IOException e = assertThrows(IOException.class, () -> ScenarioResources.load(file));
        assertTrue(e.getMessage().contains("broken.hexmap: byte " + (bytes.length - 100) + ": truncated"), e.getMessage());
    }

    @Test
    void corruptTerrainFileFailsItsChecksum() throws IOException {
        Path file = savedLarge();
        Path sidecar = temp.resolve("broken.hexmap");
        byte[] bytes = Files.readAllBytes(sidecar);
        bytes[bytes.length / 2] ^= 0x10;
        Files.write(sidecar, bytes);
        ScenarioProblem p = onlyProblem(file);
        assertEquals(sidecar.toString(), p.file());
        assertTrue(p.message().contains("checksum mismatch"), p.message());
    }

    @Test
    void missingOrForeignTerrainFile() throws IOException {
        Path file = savedLarge();
        Path sidecar = temp.resolve("broken.hexmap");
        Files.writeString(sidecar, "<?xml version=\"1.0\"?> not a terrain file");
        assertTrue(onlyProblem(file).message().contains("not a Hexbench terrain file"));
        Files.delete(sidecar);
        assertTrue(onlyProblem(file).message().contains("does not exist"));
        assertThrows(TerrainFileException.class, () -> TerrainFile.read(new byte[3], "short.hexmap"));
    }
}
