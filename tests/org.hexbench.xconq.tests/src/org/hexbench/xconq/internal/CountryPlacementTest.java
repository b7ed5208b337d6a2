package org.hexbench.xconq.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import org.hexbench.testdata.SharedData;
import org.hexbench.xconq.game.GameArea;
import org.hexbench.xconq.game.GameType;
import org.hexbench.xconq.game.XconqGame;
import org.hexbench.xconq.gdl.TypeKind;
import org.junit.jupiter.api.Test;

/**
 * Making Countries (GDL reference, Synthesis Methods) with the standard game's settings (stdunit.g: cities
 * start-with 5 towns and 1 city, country-radius-min 3, country-separation-min 16, country-separation-max 48).
 */
class CountryPlacementTest {

    /** Hex distance of Xconq's axial cells on a cylinder of the given width, worked out here independently. */
    private static int distance(int[] a, int[] b, int width) {
        int dy = b[1] - a[1];
        int best = Integer.MAX_VALUE;
        for (int k = -1; k <= 1; k++) {
            int dx = b[0] - a[0] + k * width;
            best = Math.min(best, (Math.abs(dx) + Math.abs(dy) + Math.abs(dx + dy)) / 2);
        }
        return best;
    }

    @Test
    void sixCountriesKeepTheSeparationBoundsAndTheirUnitsStayNearTheCenter() {
        Path lib = SharedData.xconq().map(p -> p.resolve("lib")).orElse(null);
        assumeTrue(lib != null, "the shared Xconq library is present");
        XconqGame game = XconqGame.load(lib.resolve("standard.g"), List.of(lib));
        GameArea area = GameArea.ofSize(120, 60, true);
        int[] terrain = new TerrainSynthesis(game, area, 11).terrain();
        List<GameType> units = game.types(TypeKind.UNIT);
        int[][] missing = new int[6][units.size()];
        int perSide = 0;
        for (GameType u : units) {
            for (int side = 0; side < 6; side++) {
                missing[side][u.index()] = u.number("start-with").orElse(0);
            }
            perSide += u.number("start-with").orElse(0);
        }
        assertEquals(6, perSide, "stdunit.g: 5 towns and a city");
        CountryPlacement placement = new CountryPlacement(game, area, terrain, 11);
        List<CountryPlacement.Placement> placed = placement.countries(missing);
        List<int[]> centers = placement.centers();
        assertEquals(6, centers.size());
        assertEquals(36, placed.size());
        for (int i = 0; i < centers.size(); i++) {
            boolean nearOne = i == 0;
            for (int j = 0; j < centers.size(); j++) {
                if (i == j) {
                    continue;
                }
                int d = distance(centers.get(i), centers.get(j), area.width());
                assertTrue(d >= 16, "countries " + i + " and " + j + " are " + d + " apart, at least 16");
                nearOne |= j < i && d <= 48;
            }
            assertTrue(nearOne, "country " + i + " lies within 48 of one placed before it");
        }
        for (CountryPlacement.Placement p : placed) {
            int d = distance(new int[] {p.x(), p.y()}, centers.get(p.side()), area.width());
            assertTrue(d <= 3, "a unit of side " + p.side() + " lies " + d + " from its center, radius 3");
        }
    }
}
