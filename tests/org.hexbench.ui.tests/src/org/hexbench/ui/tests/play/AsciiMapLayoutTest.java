package org.hexbench.ui.tests.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.ResourcesPlugin;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.headless.AsciiMap;
import org.hexbench.engine.world.Site;
import org.hexbench.ui.play.session.AsciiMapLayout;
import org.hexbench.ui.play.session.Definitions;
import org.junit.jupiter.api.Test;

/**
 * The interim text map turns clicks into sites through {@link AsciiMapLayout}, which must agree with the engine's
 * {@link AsciiMap} on every example's geometry (hexagon board, shifted hex rows): every site maps to a cell and back,
 * and a site with units shows its owner's upper-case letter there.
 */
class AsciiMapLayoutTest {

    @Test
    void everySiteOfEveryExampleHasItsOwnCellWhereTheEngineDrawsIt() throws Exception {
        int withUnits = 0;
        for (String project : List.of("hextc2", "riverford", "riverford-simultaneous")) {
            withUnits += check(project, project + ".hexscenario");
        }
        assertTrue(withUnits > 0, "some example starts with units on the map (HexTC2's are placed during play)");
    }

    /** @return how many sites with units were checked */
    private static int check(String project, String file) throws Exception {
        Path scenario = ResourcesPlugin.getWorkspace().getRoot().getProject(project).getFile(file).getLocation().toPath();
        Definitions definitions = Definitions.read(scenario);
        Game game = new Game(definitions.catalog(), definitions.rules(), 1);
        String[] lines = AsciiMap.render(game.world()).split("\n");
        AsciiMapLayout layout = new AsciiMapLayout(definitions.catalog().map());
        int withUnits = 0;
        for (int s = 0; s < game.world().siteCount(); s++) {
            int[] at = layout.position(s);
            assertEquals(s, layout.siteAt(at[0], at[1]), project + ": site " + s + " round trip");
            assertEquals(s, layout.siteAt(at[0], at[1] + 1), "both characters of site " + s);
            assertTrue(at[1] + 2 <= lines[at[0]].length(), "site " + s + " lies inside its line");
            Site site = game.world().site(s);
            if (!site.units().isEmpty()) {
                withUnits++;
                char letter = lines[at[0]].charAt(at[1]);
                assertEquals(Character.toUpperCase(game.world().faction(site.unitOwner()).id().charAt(0)), letter,
                        "site " + s + " shows its units' owner");
            }
        }
        assertEquals(-1, layout.siteAt(lines.length, 0), "no site below the map");
        return withUnits;
    }
}
