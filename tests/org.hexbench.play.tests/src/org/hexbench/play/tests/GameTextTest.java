package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.WorldBuilder;
import org.hexbench.engine.world.WorldState;
import org.hexbench.play.Definitions;
import org.hexbench.play.GameText;
import org.hexbench.play.HeadlessPlay;
import org.hexbench.scenario.CounterClass;
import org.hexbench.scenario.ModifierTarget;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.template.Elements;
import org.hexbench.testdata.SmallScenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the front ends show in words ({@link GameText}): the scenario's information, names, display-scaled values, a
 * faction's resources and a site's contents reach the New Game dialog, the Factions and Selection views and
 * {@code hexbench play} (Hexkit User's Guide §2.1.1, §3.2.4, §3.5.3, §3.5.5, §4.5.4).
 */
class GameTextTest {

    @TempDir
    Path dir;

    @Test
    void theAboutTextHasTitleVersionAuthorDescriptionAndArtist() throws Exception {
        String about = GameText.about(Sessions.read(Sessions.RIVERFORD).scenario());
        List<String> lines = about.lines().toList();
        assertEquals("Riverford 1.0 by Hexbench team", lines.get(0));
        assertTrue(lines.get(1).startsWith("Two lords contest the towns on both banks of a river."), lines.get(1));
        assertEquals("Images by Hexbench team", lines.get(2), "the Images section's artist");
        SmallScenario s = SmallScenario.create(6, 3);
        assertEquals("Small", GameText.about(s.scenario), "no version, author, description or artist");
    }

    @Test
    void headlessPlayPrintsTheAboutTextAndPlaysToTheScenariosTurnLimit() throws Exception {
        SmallScenario s = SmallScenario.create(6, 3);
        s.master.setVersion("2");
        s.master.setAuthor("the tests");
        s.turns.setTurnLimit(2);
        Path file = dir.resolve("small.hexscenario");
        s.save(file);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        HeadlessPlay.play(Definitions.read(file), List.of("random"), 5, 0, null,
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.startsWith("Small 2 by the tests\n"), out);
        assertTrue(out.contains("Turn limit 2 reached"), out);
        assertFalse(out.contains("--- after turn 3"), "the scenario's limit of 2 turns, not the default 100");
    }

    @Test
    void valuesAreDividedByTheirDisplayScale() {
        var v = Elements.attribute("speed", 0, 100);
        assertEquals("3", GameText.value(v, 3));
        v.setScale(2);
        assertEquals("1.5", GameText.value(v, 3), "the Civilization example of §3.5.5");
        assertEquals("1.0", GameText.value(v, 2));
        v.setScale(100);
        assertEquals("0.07", GameText.value(v, 7));
    }

    @Test
    void aFactionsResourcesShowByNameAndScaleButNotItsCounters() throws Exception {
        SmallScenario s = SmallScenario.create(6, 3);
        s.gold.setScale(10);
        CounterClass secret = ScenarioFactory.eINSTANCE.createCounterClass();
        secret.setId("secret");
        s.variables.getCounters().add(secret);
        s.red.getVariables().add(Elements.value(secret, 7));
        WorldState world = WorldBuilder.build(new Catalog(s.scenario));
        assertEquals("Gold 10.0", GameText.resources(world, 0));
    }

    @Test
    void aSiteShowsNamesScaledAndModifiedValuesDepletionAndDescriptions() throws Exception {
        SmallScenario s = SmallScenario.create(6, 3);
        s.soldier.setDescription("Holds the line.");
        s.plains.setDescription("Open ground.");
        s.strength.setDepletable(true);
        s.strength.setLimited(true);
        s.movement.setScale(2);
        s.plains.getModifiers().add(Elements.modifier(s.movement, ModifierTarget.OWNER_UNITS, 1));
        CounterClass secret = ScenarioFactory.eINSTANCE.createCounterClass();
        secret.setId("secret");
        s.variables.getCounters().add(secret);
        s.soldier.getVariables().add(Elements.value(secret, 3));
        WorldState world = WorldBuilder.build(new Catalog(s.scenario));
        String text = GameText.site(world, s.site(1, 1));
        assertTrue(text.startsWith("Site (1, 1), owner Red\nTerrain: Plains\nUnits:\n  Soldier ("), text);
        assertTrue(text.contains(", Soldier, Red: Movement 1.5, AttackRange 1, Strength 5 of 5, Morale 1; can move,"
                + " can attack"), text);
        assertFalse(text.contains("Secret"), "counters stay hidden (§3.5.3)");
        assertTrue(text.endsWith("\nPlains: Open ground.\nSoldier: Holds the line."), text);
        assertEquals("Site (3, 0), owner none\nTerrain: Plains\nUnits: none\nPlains: Open ground.",
                GameText.site(world, s.site(3, 0)));
    }
}
