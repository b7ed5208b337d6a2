package org.hexbench.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.scenario.validation.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * Broken files give a diagnostic with file and line, never a stack trace. Each test crafts a
 * file from a small valid scenario and asserts the reported line and message.
 */
class BrokenFilesTest {

    private static final String HEADER = """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenario:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:scenario="http://hexbench.org/scenario/1.0" variables="//@sections.0" entities="//@sections.1">
              <master title="Broken"/>
              <sections xsi:type="scenario:VariableSection">
                <resources id="gold" maximum="100"/>
              </sections>
              <sections xsi:type="scenario:EntitySection">
            """;

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

    private List<ScenarioProblem> check(String name, String content) throws IOException {
        Path file = temp.resolve(name);
        Files.writeString(file, content, StandardCharsets.UTF_8);
        List<ScenarioProblem> problems = ScenarioCheck.check(file);
        for (ScenarioProblem p : problems) {
            assertFalse(p.message().contains("Exception") || p.message().contains("\tat "), "stack trace: " + p);
            assertTrue(p.toString().startsWith(file + ":"), p.toString());
        }
        return problems;
    }

    private static ScenarioProblem first(List<ScenarioProblem> problems) {
        assertFalse(problems.isEmpty(), "no problem reported");
        return problems.get(0);
    }

    @Test
    void notXml() throws IOException {
        ScenarioProblem p = first(check("notxml.hexscenario", "this is not\nXML at all\n"));
        assertEquals(1, p.line());
        assertEquals(Severity.ERROR, p.severity());
        assertTrue(p.message().toLowerCase().contains("content is not allowed in prolog"), p.message());
    }

    @Test
    void truncatedFile() throws IOException {
        ScenarioProblem p = first(check("truncated.hexscenario", HEADER + "    <terrains id=\"grass\" background=\"true\"/>\n"));
        assertEquals(9, p.line(), p.toString());
        assertTrue(p.message().contains("must start and end within the same entity")
                || p.message().contains("end of file"), p.message());
    }

    @Test
    void unknownElement() throws IOException {
        ScenarioProblem p = first(check("unknown.hexscenario", HEADER + """
                    <terrains id="grass" background="true"/>
                    <dragons id="smaug"/>
                  </sections>
                </scenario:Scenario>
                """));
        assertEquals(9, p.line(), p.toString());
        assertTrue(p.message().contains("'dragons'"), p.message());
    }

    @Test
    void wrongType() throws IOException {
        ScenarioProblem p = first(check("wrongtype.hexscenario", HEADER + """
                    <terrains id="grass" background="true"/>
                    <units id="archer" valuation="high"/>
                  </sections>
                </scenario:Scenario>
                """));
        assertEquals(9, p.line(), p.toString());
        assertTrue(p.message().contains("high"), p.message());
    }

    @Test
    void danglingReference() throws IOException {
        ScenarioProblem p = first(check("dangling.hexscenario", HEADER + """
                    <terrains id="grass" background="true"/>
                    <units id="archer">
                      <buildResources resource="silver" amount="3"/>
                    </units>
                  </sections>
                </scenario:Scenario>
                """));
        assertEquals(10, p.line(), p.toString());
        assertTrue(p.message().contains("'silver'"), p.message());
    }

    @Test
    void danglingReferenceIntoAnotherFile() throws IOException {
        Files.writeString(temp.resolve("vars.hexscenario"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <scenario:VariableSection xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:scenario="http://hexbench.org/scenario/1.0">
                  <resources id="gold"/>
                </scenario:VariableSection>
                """);
        List<ScenarioProblem> problems = check("crossfile.hexscenario", HEADER.replace("variables=\"//@sections.0\"",
                "variables=\"vars.hexscenario#/\"") + """
                    <terrains id="grass" background="true"/>
                    <units id="archer">
                      <buildResources amount="3">
                        <resource href="vars.hexscenario#silver"/>
                      </buildResources>
                    </units>
                  </sections>
                </scenario:Scenario>
                """);
        assertTrue(problems.stream().anyMatch(p -> p.line() == 10 && p.message().contains("vars.hexscenario#silver")
                && p.message().startsWith("Resource amount 1 of unit class 'archer'")), problems.toString());
    }

    @Test
    void missingFile() {
        List<ScenarioProblem> problems = ScenarioCheck.check(temp.resolve("absent.hexscenario"));
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).message().contains("does not exist"), problems.toString());
    }

    @Test
    void validationProblemHasTheElementsLine() throws IOException {
        List<ScenarioProblem> problems = check("ranges.hexscenario", HEADER.replace("<resources id=\"gold\" maximum=\"100\"/>",
                "<resources id=\"gold\" maximum=\"100\"/>\n    <attributes id=\"speed\" minimum=\"5\" maximum=\"3\"/>") + """
                    <terrains id="grass" background="true"/>
                  </sections>
                </scenario:Scenario>
                """);
        assertTrue(problems.stream().anyMatch(p -> p.line() == 6 && p.severity() == Severity.ERROR
                && p.message().equals("Attribute class 'speed': minimum 5 is greater than maximum 3")), problems.toString());
        assertTrue(ScenarioCheck.hasErrors(problems));
    }

    @Test
    void anUnknownComputerPlayerIsAProblemOnItsLine() throws IOException {
        Path source = ExampleFiles.example("riverford");
        Path copy = temp.resolve("riverford-copy");
        Files.createDirectories(copy.resolve("rules"));
        for (String f : new String[] {"rules/variables.hexscenario", "rules/entities.hexscenario",
                "rules/images.hexscenario", "rules/town.png"}) {
            Files.copy(source.resolve(f), copy.resolve(f));
        }
        List<String> lines = Files.readAllLines(source.resolve("riverford.hexscenario"));
        int line = 1 + lines.indexOf(lines.stream().filter(l -> l.contains("<computer algorithm=")).findFirst().orElseThrow());
        Path file = Files.writeString(copy.resolve("riverford.hexscenario"),
                String.join("\n", lines).replace("<computer algorithm=\"random\"/>", "<computer algorithm=\"seeker\"/>"));
        List<ScenarioProblem> problems = ScenarioCheck.check(file);
        assertTrue(problems.stream().anyMatch(p -> p.line() == line && p.severity() == Severity.ERROR
                && p.message().contains("unknown computer player algorithm 'seeker' (Hexbench has: mcts, random)")),
                problems.toString());
    }

    @Test
    void examplesHaveNoProblems() {
        for (Path example : ExampleFiles.scenarios()) {
            assertEquals(List.of(), ScenarioCheck.check(example), example.toString());
        }
    }
}
