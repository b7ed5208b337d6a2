package org.hexbench.interop.movingai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.hexbench.interop.InteropException;
import org.hexbench.interop.OutputFile;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.testdata.Checkout;
import org.hexbench.testdata.SharedData;
import org.hexbench.tiling.movingai.MovingAiMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Moving AI {@code .map} files as scenarios: a hand-written map with every letter of the format, checked cell by
 * cell against the letter table of the Moving AI Lab format page; and the real benchmark maps from
 * {@code ../shared/data/movingai} (skipped when absent), whose terrain counts must equal the reader's letter counts.
 */
class MovingAiImportTest {

    @TempDir
    Path folder;

    /** tiny.map, 5 × 3: {@code ..GSW / @OT.W / .TTSW}. */
    @Test
    void everyLetterBecomesItsTerrainClassWithTheFormatsPassability() throws Exception {
        Path file = Checkout.root().resolve("tests/org.hexbench.interop.tests/resources/movingai/tiny.map");
        Scenario scenario = MovingAiImport.read(file).scenario();
        GameMap map = scenario.getAreas().getMap();
        assertEquals(5, map.getWidth());
        assertEquals(3, map.getHeight());
        assertTrue(map.isVertexNeighbors(), "octile: eight neighbours");
        TerrainLayout layout = TerrainLayout.decode(map);
        String expected = "ground ground ground swamp water / outOfBounds outOfBounds trees ground water / "
                + "ground trees trees swamp water";
        StringBuilder actual = new StringBuilder();
        for (int site = 0; site < layout.size(); site++) {
            actual.append(site == 0 ? "" : site % 5 == 0 ? " / " : " ").append(layout.stackAt(site).get(0).getId());
        }
        assertEquals(expected, actual.toString());
        Map<String, Integer> difficulty = new HashMap<>();
        for (TerrainClass terrain : scenario.getEntities().getTerrains()) {
            assertEquals(scenario.getEntities().getStandardVariables().getDifficulty(),
                    terrain.getVariables().get(0).getVariable());
            difficulty.put(terrain.getId(), terrain.getVariables().get(0).getValue());
        }
        assertEquals(Map.of("ground", 1, "swamp", 1, "water", 0, "trees", 0, "outOfBounds", 0), difficulty);
        Path saved = folder.resolve("tiny.hexscenario");
        OutputFile.writeScenario(scenario, saved);
        List<ScenarioProblem> problems = ScenarioCheck.check(saved);
        assertFalse(ScenarioCheck.hasErrors(problems), problems.toString());
    }

    @Test
    void aMalformedMapNamesFileAndLine() throws Exception {
        Path file = Files.writeString(folder.resolve("bad.map"), "type octile\nheight 1\nwidth 2\nmap\n.X\n");
        InteropException e = assertThrows(InteropException.class, () -> MovingAiImport.read(file));
        assertEquals("bad.map:5", e.where());
    }

    /** Every benchmark map: same size, same count of each letter's class, and it saves, loads and validates. */
    @Test
    void theBenchmarkMapsImportWithTheirLetterCounts() throws Exception {
        Optional<Path> data = SharedData.movingAi();
        assumeTrue(data.isPresent(), SharedData.absent("movingai"));
        List<Path> maps;
        try (var files = Files.list(data.get().resolve("maps"))) {
            maps = files.filter(p -> p.toString().endsWith(".map")).sorted().toList();
        }
        assertFalse(maps.isEmpty());
        for (Path file : maps) {
            MovingAiMap source = MovingAiMap.read(file);
            Path saved = folder.resolve(file.getFileName() + ".hexscenario");
            OutputFile.writeScenario(MovingAiImport.read(file).scenario(), saved);
            List<ScenarioProblem> problems = ScenarioCheck.check(saved);
            assertFalse(ScenarioCheck.hasErrors(problems), file + ": " + problems);
            GameMap map = ScenarioResources.load(saved).getAreas().getMap();
            assertEquals(source.width(), map.getWidth(), file.toString());
            assertEquals(source.height(), map.getHeight(), file.toString());
            int[] expected = new int[5];
            source.terrainCounts().forEach((letter, count) -> expected[MovingAiImport.paletteIndex(letter)] += count);
            int[] actual = new int[5];
            TerrainLayout layout = TerrainLayout.decode(map);
            for (int site = 0; site < layout.size(); site++) {
                actual[layout.stackIndex(site)]++;
            }
            assertEquals(java.util.Arrays.toString(expected), java.util.Arrays.toString(actual), file.toString());
        }
    }
}
