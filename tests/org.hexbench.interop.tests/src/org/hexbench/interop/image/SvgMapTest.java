package org.hexbench.interop.image;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.hexbench.interop.tiled.TiledImport;
import org.hexbench.scenario.Scenario;
import org.hexbench.testdata.Checkout;
import org.hexbench.testdata.SmallScenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The SVG picture of a map parses as XML, has one polygon per site in the sites group with the site's background
 * terrain colour, a counter per site with units, and the size of the map renderer's picture at 100 %.
 */
class SvgMapTest {

    @TempDir
    Path folder;

    @Test
    void oneFilledPolygonPerSiteAndACounterPerStack() throws Exception {
        Scenario scenario = TiledImport.read(Checkout.root().resolve(
                "tests/org.hexbench.interop.tests/resources/tiled/hex.tmx")).scenario();
        Path file = folder.resolve("hex.svg");
        SvgMap.write(scenario, file);
        Document svg = parse(Files.readAllBytes(file));
        Element sites = byId(svg, "sites");
        NodeList polygons = sites.getElementsByTagName("polygon");
        assertEquals(12, polygons.getLength(), "4 × 3 sites");
        Map<String, String> fills = new HashMap<>();
        for (int i = 0; i < polygons.getLength(); i++) {
            Element polygon = (Element) polygons.item(i);
            assertEquals(6, polygon.getAttribute("points").split(" ").length, "a hexagon");
            fills.put(polygon.getAttribute("data-site"), polygon.getAttribute("fill"));
        }
        assertEquals("#a8c878", fills.get("0,0"), "plains, the tile's colour property");
        assertEquals("#a8c878", fills.get("1,0"), "plains under the town");
        assertEquals(fills.get("1,1"), fills.get("2,0"), "forest and forest");
        assertEquals(3, byId(svg, "units").getElementsByTagName("rect").getLength(), "three stacks of units");
        assertEquals(1, byId(svg, "owners").getElementsByTagName("polygon").getLength(), "one owned site");
        assertEquals(2, byId(svg, "foreground").getElementsByTagName("circle").getLength(), "two towns");
        // 4 hexagons on vertex of side 20 in odd-shifted rows: 4.5 · 20√3 wide, (3 · 1.5 + 0.5) · 20 high, + margins
        assertEquals(String.valueOf((int) Math.ceil(4.5 * 20 * Math.sqrt(3)) + 12),
                svg.getDocumentElement().getAttribute("width"));
        assertEquals(String.valueOf(100 + 12), svg.getDocumentElement().getAttribute("height"));
    }

    @Test
    void squareMapsHaveFourCornersPerSite() throws Exception {
        SmallScenario small = SmallScenario.create(6, 3);
        Document svg = parse(SvgMap.render(small.scenario).getBytes(StandardCharsets.UTF_8));
        NodeList polygons = byId(svg, "sites").getElementsByTagName("polygon");
        assertEquals(18, polygons.getLength());
        for (int i = 0; i < polygons.getLength(); i++) {
            Element polygon = (Element) polygons.item(i);
            assertEquals(4, polygon.getAttribute("points").split(" ").length);
            assertEquals("#a8c868", polygon.getAttribute("fill"), "plains everywhere");
        }
        assertEquals(String.valueOf(6 * 20 + 12), svg.getDocumentElement().getAttribute("width"));
        assertTrue(byId(svg, "owners").getElementsByTagName("polygon").getLength() == 12, "two columns each side");
    }

    private static Document parse(byte[] bytes) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(bytes));
    }

    private static Element byId(Document svg, String id) {
        NodeList groups = svg.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (id.equals(g.getAttribute("id"))) {
                return g;
            }
        }
        throw new AssertionError("no group " + id);
    }
}
