package org.hexbench.ui.tests.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import org.eclipse.emf.edit.provider.AdapterFactoryItemDelegator;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.hexbench.scenario.PlaceSites;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.SymbolShape;
import org.hexbench.scenario.edit.ScenarioLabelledAdapterFactory;
import org.hexbench.scenario.template.Elements;
import org.hexbench.testdata.SmallScenario;
import org.hexbench.ui.map.MapContent;
import org.hexbench.ui.map.MapSymbol;
import org.hexbench.ui.map.scenario.ScenarioMapContent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Names, colours and symbol graphics reach what shows them: the item provider labels of the scenario editor's trees,
 * outline and Properties view (Hexkit User's Guide §3.2.4 Identifiers and Names), and the map content the renderer
 * draws (faction colours for owners, units, home and place sites; the symbol graphic's shape, colour, glyph and
 * label).
 */
class ScenarioPresentationTest {

    private final SmallScenario s = SmallScenario.create(6, 3);

    @Test
    void labelsShowTheNameOrElseTheId() {
        ComposedAdapterFactory factory = new ComposedAdapterFactory(ComposedAdapterFactory.Descriptor.Registry.INSTANCE);
        factory.addAdapterFactory(new ScenarioLabelledAdapterFactory());
        try {
            AdapterFactoryItemDelegator labels = new AdapterFactoryItemDelegator(factory);
            assertEquals("Unit class Soldier", labels.getText(s.soldier));
            s.soldier.setName(null);
            assertEquals("Unit class soldier", labels.getText(s.soldier), "an unnamed element shows its id");
            assertEquals("Faction Red", labels.getText(s.red));
            assertEquals("Gold = 100", labels.getText(s.red.getVariables().get(0)), "values name their variable");
            s.gold.setName("Crowns");
            assertEquals("Crowns = 100", labels.getText(s.red.getVariables().get(0)));
        } finally {
            factory.dispose();
        }
    }

    @Test
    void factionColoursMarkOwnersUnitsHomesAndPlaceSites(@TempDir Path dir) throws IOException {
        PlaceSites place = ScenarioFactory.eINSTANCE.createPlaceSites();
        place.getSites().add(Elements.location(2, 2));
        s.map.getPlaceSites().add(place);
        PlaceSites bluePlace = ScenarioFactory.eINSTANCE.createPlaceSites();
        bluePlace.setFaction(s.blue);
        bluePlace.getSites().add(Elements.location(3, 2));
        s.map.getPlaceSites().add(bluePlace);
        s.save(dir.resolve("small.hexscenario"));
        ScenarioMapContent content = new ScenarioMapContent(s.map);
        try {
            assertEquals(0xc03028, content.ownerRgb(s.site(0, 2)));
            assertEquals(MapContent.NO_OWNER, content.ownerRgb(s.site(2, 0)));
            assertEquals(0x2848c0, content.counters(s.site(4, 1)).get(0).ownerRgb());
            assertEquals(0xc03028, content.homeRgb(s.site(0, 0)));
            assertEquals(0x2848c0, content.placeRgb(s.site(3, 2)));
            assertEquals(0xe0e0e0, content.placeRgb(s.site(2, 2)), "open to every faction: neutral");
            s.red.setColor("#102030");
            assertEquals(0x102030, content.ownerRgb(s.site(0, 2)), "the map follows the model (as in the editor)");
        } finally {
            content.dispose();
        }
    }

    @Test
    void aSymbolGraphicIsDrawnWithItsShapeColourGlyphAndLabel() {
        s.soldier.setSymbol(Elements.symbol(SymbolShape.DIAMOND, "#123456", "S"));
        s.soldier.getSymbol().setLabel("5");
        ScenarioMapContent content = new ScenarioMapContent(s.map);
        try {
            MapSymbol symbol = content.symbolOf(s.soldier);
            assertEquals(MapSymbol.Shape.DIAMOND, symbol.shape());
            assertEquals(0x123456, symbol.rgb());
            assertEquals("S", symbol.glyph());
            assertEquals("5", symbol.label());
            assertEquals(symbol, content.counters(s.site(1, 1)).get(0).symbol(), "the unit is drawn with it");
            assertEquals(MapSymbol.Shape.FILL, content.terrain(s.site(2, 0)).get(0).shape());
            assertEquals(0xa8c868, content.terrain(s.site(2, 0)).get(0).rgb(), "the plains' fill colour");
        } finally {
            content.dispose();
        }
    }
}
