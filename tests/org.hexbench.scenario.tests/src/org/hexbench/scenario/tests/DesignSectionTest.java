package org.hexbench.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.hexbench.scenario.AdvanceClass;
import org.hexbench.scenario.CellLayer;
import org.hexbench.scenario.DesignDice;
import org.hexbench.scenario.DesignForm;
import org.hexbench.scenario.DesignList;
import org.hexbench.scenario.DesignModule;
import org.hexbench.scenario.DesignNumber;
import org.hexbench.scenario.DesignProperties;
import org.hexbench.scenario.DesignProperty;
import org.hexbench.scenario.DesignSection;
import org.hexbench.scenario.DesignSymbol;
import org.hexbench.scenario.DesignTable;
import org.hexbench.scenario.DesignText;
import org.hexbench.scenario.DesignTypeKind;
import org.hexbench.scenario.DesignTypeReference;
import org.hexbench.scenario.DesignValue;
import org.hexbench.scenario.EntityTemplate;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.design.DesignRows;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.testdata.SmallScenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Design section, which keeps an imported game design (an Xconq module) beyond Hexkit's model: every feature
 * survives saving and loading, a well-formed section validates, and malformed tables, layers and property sets are
 * errors on their element's line; the run-length rows read back what was written.
 */
class DesignSectionTest {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    @TempDir
    Path folder;

    private static DesignNumber number(int v) {
        DesignNumber n = F.createDesignNumber();
        n.setValue(v);
        return n;
    }

    private static DesignProperty property(String name, DesignValue value) {
        DesignProperty p = F.createDesignProperty();
        p.setName(name);
        p.setValue(value);
        return p;
    }

    /** A 5 x 3 small scenario with a Design section that sets every feature of the section's classes. */
    static Scenario withDesign() {
        SmallScenario small = SmallScenario.create(5, 3);
        Scenario scenario = small.scenario;
        DesignSection design = F.createDesignSection();
        scenario.getSections().add(design);
        scenario.setDesign(design);
        DesignModule module = F.createDesignModule();
        module.setName("skirmish");
        module.setTitle("Skirmish");
        module.setBlurb("Two patrols.");
        module.setVersion("1.0");
        module.setBaseModule("rules");
        module.getNotes().addAll(List.of("First.", "", "Second."));
        module.getDesignNotes().add("For designers.");
        module.getInstructions().add("Hold the hill.");
        module.getFiles().addAll(List.of("skirmish.g", "rules.g"));
        DesignText yes = F.createDesignText();
        yes.setText("1");
        module.getVariants().add(property("see-all", yes));
        module.getProperties().add(property("picture-name", yes));
        design.setModule(module);
        AdvanceClass writing = F.createAdvanceClass();
        writing.setId("writing");
        writing.setName("Writing");
        design.getAdvances().add(writing);
        DesignProperties props = F.createDesignProperties();
        props.setSubject(small.soldier);
        DesignList list = F.createDesignList();
        DesignSymbol symbol = F.createDesignSymbol();
        symbol.setName("after-event");
        DesignDice dice = F.createDesignDice();
        dice.setCount(2);
        dice.setSides(6);
        dice.setOffset(-1);
        DesignTypeReference type = F.createDesignTypeReference();
        type.setType(writing);
        list.getItems().addAll(List.of(number(150), symbol, dice, type));
        props.getProperties().add(property("acp-per-turn", number(3)));
        props.getProperties().add(property("mixed", list));
        design.getProperties().add(props);
        design.getGlobals().add(property("last-turn", number(30)));
        DesignTable table = F.createDesignTable();
        table.setName("mp-to-enter-terrain");
        table.setRowKind(DesignTypeKind.UNIT);
        table.setColumnKind(DesignTypeKind.TERRAIN);
        table.getRowTypes().add(small.soldier);
        table.getColumnTypes().add(small.plains);
        table.getRows().add("2d6+1");
        design.getTables().add(table);
        CellLayer layer = F.createCellLayer();
        layer.setName("elevations");
        layer.setSubject(small.plains);
        layer.setLegend(number(0));
        layer.getRows().addAll(List.of("5*10", "2*- 3*20", "30 31 32 33 34"));
        design.getLayers().add(layer);
        DesignForm form = F.createDesignForm();
        form.setModule("skirmish");
        DesignList scorekeeper = F.createDesignList();
        DesignSymbol head = F.createDesignSymbol();
        head.setName("scorekeeper");
        scorekeeper.getItems().add(head);
        form.setForm(scorekeeper);
        design.getForms().add(form);
        EntityTemplate red = small.map.getAreas().stream().flatMap(a -> a.getUnits().stream()).findFirst()
                .orElseThrow();
        red.getDesignProperties().add(property("hp", number(4)));
        return scenario;
    }

    private Path save(Scenario scenario) throws IOException {
        Path file = folder.resolve("design." + ScenarioResources.EXTENSION);
        Resource resource = ScenarioResources.create(ScenarioResources.newResourceSet(), file);
        resource.getContents().add(scenario);
        ScenarioResources.save(resource);
        return file;
    }

    @Test
    void everyDesignFeatureSurvivesSavingAndLoading() throws IOException {
        Scenario original = withDesign();
        Scenario copy = EcoreUtil.copy(original);
        Scenario loaded = ScenarioResources.load(save(original));
        assertTrue(EcoreUtil.equals(copy, loaded), "the loaded scenario equals the saved one");
        DesignSection design = loaded.getDesign();
        assertEquals(List.of("First.", "", "Second."), design.getModule().getNotes());
        DesignList mixed = (DesignList) design.getProperties().get(0).getProperties().get(1).getValue();
        assertEquals("writing", ((DesignTypeReference) mixed.getItems().get(3)).getType().getId());
        assertEquals(-1, ((DesignDice) mixed.getItems().get(2)).getOffset());
        assertEquals(new DesignRows.Dice(2, 6, 1), DesignRows.cell(design.getTables().get(0), 0, 0));
    }

    @Test
    void aWellFormedDesignSectionValidates() throws IOException {
        List<ScenarioProblem> problems = ScenarioCheck.check(save(withDesign()));
        assertFalse(ScenarioCheck.hasErrors(problems), problems.toString());
        // the scenario's design reference uses the section (Xconq's rules play by it): no "not used" warning
        assertTrue(problems.stream().noneMatch(p -> p.message().contains("not used")), problems.toString());
    }

    static Stream<Arguments> breakages() {
        return Stream.of(
                Arguments.of("a row too few", (Consumer<Scenario>) s -> s.getDesign().getTables().get(0).getRows()
                        .clear(), "has 0 rows for 1 row types"),
                Arguments.of("a cell too many", (Consumer<Scenario>) s -> s.getDesign().getTables().get(0).getRows()
                        .set(0, "2*5"), "row of 'soldier' has 2 cells, not 1"),
                Arguments.of("a bad token", (Consumer<Scenario>) s -> s.getDesign().getTables().get(0).getRows()
                        .set(0, "five"), "is malformed: 'five' is neither a number, a dice spec nor '-'"),
                Arguments.of("a type of the wrong kind", (Consumer<Scenario>) s -> s.getDesign().getTables().get(0)
                        .setColumnKind(DesignTypeKind.MATERIAL), "column type 'plains' is no material type"),
                Arguments.of("a layer row too few", (Consumer<Scenario>) s -> s.getDesign().getLayers().get(0)
                        .getRows().remove(2), "has 2 rows for a map of 3 rows"),
                Arguments.of("a layer row too short", (Consumer<Scenario>) s -> s.getDesign().getLayers().get(0)
                        .getRows().set(1, "3*7"), "row 1 has 3 cells, not 5"),
                Arguments.of("properties of nothing", (Consumer<Scenario>) s -> s.getDesign().getProperties().get(0)
                        .setSubject(null), "belongs to no class or faction"));
    }

    @ParameterizedTest
    @MethodSource("breakages")
    void malformedTablesLayersAndPropertiesAreErrorsOnTheirLine(String name, Consumer<Scenario> breakIt,
            String expected) throws IOException {
        Scenario scenario = withDesign();
        breakIt.accept(scenario);
        List<ScenarioProblem> problems = ScenarioCheck.check(save(scenario));
        assertTrue(problems.stream().anyMatch(p -> p.message().contains(expected) && p.line() > 1), name + ": "
                + problems);
    }

    @Test
    void designRowsJoinRunsAndReadThemBack() {
        List<DesignRows.Cell> cells = List.of(new DesignRows.Number(0), new DesignRows.Number(0),
                new DesignRows.Dice(1, 4, 0), DesignRows.NONE, DesignRows.NONE, new DesignRows.Number(-99));
        assertEquals("2*0 1d4 2*- -99", DesignRows.encode(cells));
        assertEquals(cells, DesignRows.decode("2*0 1d4 2*- -99"));
        assertEquals(6, DesignRows.count("2*0 1d4 2*- -99"));
        DesignRows.Writer writer = new DesignRows.Writer();
        writer.number(5);
        writer.number(5);
        writer.none();
        assertEquals("2*5 -", writer.toString());
        assertEquals("", writer.toString(), "the writer starts a new row");
        assertThrows(IllegalArgumentException.class, () -> DesignRows.count("2000000*1"));
        assertThrows(IllegalArgumentException.class, () -> DesignRows.decode("x*1"));
    }
}
