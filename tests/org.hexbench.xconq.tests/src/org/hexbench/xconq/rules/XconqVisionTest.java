package org.hexbench.xconq.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.FactionView;
import org.hexbench.engine.world.SetFactionSight;
import org.hexbench.engine.world.WorldCopy;
import org.hexbench.scenario.FogOfWar;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.scenario.UnitClass;
import org.hexbench.xconq.importer.XconqImport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Xconq's vision in imported games (GDL reference, Vision: {@code see-all}, {@code vision-range}; Variants:
 * {@code world-seen}, which sets {@code terrain-seen}): a hand-written module on a row of plains between two rows of
 * walls, 20 cells around, where Red's scout sees 3 cells, its guard only its own cell and its blind cart nothing.
 * Unless {@code see-all} is true the import gives the scenario full fog of war, each unit class its type's vision
 * range and the terrain classes none (Xconq's cells do not see); the game then records what each side sees.
 */
class XconqVisionTest {

    @TempDir
    Path folder;

    private static final String MODULE = "(terrain-type plains (char \"+\"))\n(terrain-type wall (char \"#\")"
            + " (capacity 0))\n(set synthesis-methods nil)\n(world 20)\n"
            + "(unit-type scout (hp-max 2) (acp-per-turn 2) (vision-range 3))\n"
            + "(unit-type guard (hp-max 2) (acp-per-turn 1) (vision-range 0))\n"
            + "(unit-type cart (hp-max 2) (acp-per-turn 1) (vision-range -1))\n"
            + "(unit-type walker (hp-max 2) (acp-per-turn 1))\n"
            + "(area 20 3 (terrain (by-name (plains 0) (wall 1)) \"20b\" \"20a\" \"20b\"))\n"
            + "(side 1 (name \"Red\"))\n(side 2 (name \"Blue\"))\n"
            + "(scout 1 1 1 (n \"Scout\"))\n(guard 12 1 1 (n \"Guard\"))\n(cart 8 1 1 (n \"Cart\"))\n"
            + "(walker 5 1 2 (n \"Walker\"))\n(walker 4 1 2 (n \"Near\"))\n";

    private XconqImport.Result read(String name, String module) throws Exception {
        Path file = folder.resolve(name + ".g");
        Files.writeString(file, module, StandardCharsets.ISO_8859_1);
        return XconqImport.read(file, name + ".g", List.of(), 1);
    }

    @Test
    void withoutSeeAllSidesSeeOnlyWhatTheirUnitsSeeWithinTheirVisionRange() throws Exception {
        XconqImport.Result imported = read("vision", MODULE);
        var master = imported.scenario().getMaster();
        assertEquals(FogOfWar.FOG, master.getVision().getFog(), "see-all is false by default: full fog of war");
        assertFalse(master.getVision().isTerrainKnown());
        List<UnitClass> units = imported.scenario().getEntities().getUnits();
        assertEquals(List.of(3, 0, -1, 1), units.stream().map(UnitClass::getVisionRange).toList(),
                "vision-range, the manual's default 1 for the walker");
        for (TerrainClass t : imported.scenario().getEntities().getTerrains()) {
            assertEquals(-1, t.getVisionRange(), t.getId() + ": cells do not see");
        }
        assertTrue(imported.diagnostics().toString().contains("full fog of war"), imported.diagnostics().toString());

        XconqGames g = XconqGames.of(imported, 3);
        FactionView red = g.world().view(0);
        Entity scout = g.unit("Scout");
        Entity guard = g.unit("Guard");
        Set<Integer> expected = new TreeSet<>();
        Set<Integer> seen = new TreeSet<>();
        for (int site = 0; site < g.world().siteCount(); site++) {
            if (g.distance(scout.site(), site) <= 3 || site == guard.site()) {
                expected.add(site);
            }
            if (red.inSight(site)) {
                seen.add(site);
            }
        }
        assertEquals(expected, seen, "the scout's 3 cells around and the guard's own cell; the cart sees nothing");
        assertTrue(red.inSight(g.unit("Near").site()), "Blue's walker 3 cells from the scout is seen");
        assertFalse(red.inSight(g.unit("Walker").site()), "the one 4 cells away is not");
        assertFalse(red.inSight(g.unit("Cart").site()), "nor is the blind cart's own cell");
        assertNull(WorldCopy.asSeenBy(g.world(), 0).entity(g.unit("Walker").id()), "Red's players never read it");
        assertTrue(g.game.history().entries().stream().flatMap(e -> e.program().instructions().stream())
                .noneMatch(i -> i instanceof SetFactionSight), "nothing moved yet: the sight of the start is the"
                        + " initial world's");
        Entity walker = g.unit("Walker");
        int closer = java.util.Arrays.stream(g.turns.moveTargets(List.of(scout)))
                .filter(t -> g.distance(t, walker.site()) <= 3).findFirst().orElseThrow();
        assertTrue(g.order(new org.hexbench.engine.command.Move(List.of(scout.id()), closer)).accepted());
        assertTrue(red.inSight(walker.site()), "the scout moved within 3 cells of the walker: Red sees it now");
        var entries = g.game.history().entries();
        assertTrue(entries.get(entries.size() - 1).program().instructions().stream()
                .anyMatch(i -> i instanceof SetFactionSight), "the move's program records what Red sees now");
    }

    @Test
    void seeAllMeansNoFogAndWorldSeenMakesTheTerrainKnown() throws Exception {
        XconqImport.Result all = read("all", MODULE + "(set see-all true)\n");
        assertNull(all.scenario().getMaster().getVision(), "see-all: every side sees everything, as in Hexkit");
        assertNull(XconqGames.of(all, 3).world().view(0));
        XconqImport.Result known = read("known", MODULE + "(set terrain-seen true)\n");
        assertTrue(known.scenario().getMaster().getVision().isTerrainKnown());
        XconqGames g = XconqGames.of(known, 3);
        assertTrue(g.world().view(1).isExplored(g.unit("Cart").site()), "every cell is explored from the start");
        assertFalse(g.world().view(1).inSight(g.unit("Cart").site()), "but units are seen only in sight");
        XconqImport.Result variant = read("variant", "(game-module \"variant\" (variants (world-seen true) (see-all false)))\n" + MODULE);
        assertTrue(variant.scenario().getMaster().getVision().isTerrainKnown(), variant.game().variantChoices().toString());
    }
}
