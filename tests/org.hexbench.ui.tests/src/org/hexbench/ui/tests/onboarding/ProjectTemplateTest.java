package org.hexbench.ui.tests.onboarding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.player.ScriptPlayer;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.world.ShowMessage;
import org.hexbench.engine.world.WorldState;
import org.hexbench.play.Definitions;
import org.hexbench.scenario.Area;
import org.hexbench.scenario.Location;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.scenario.validation.ScenarioCheck;
import org.hexbench.scenario.validation.ScenarioProblem;
import org.hexbench.ui.internal.ProjectTemplate;
import org.hexbench.scenario.template.ScenarioTemplate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The templates of File › New › Hexbench Project, through the engine: each writes a scenario that loads and
 * validates without errors, with a rule file that Play binds (the master's rule file, read by {@link Definitions}
 * as the Play perspective and {@code hexbench play} do), and a rule of each template takes effect in a game.
 */
class ProjectTemplateTest {

    @ParameterizedTest
    @EnumSource(ProjectTemplate.class)
    void theScenarioValidatesAndPlaysSomeTurnsByItsBoundRuleFile(ProjectTemplate template, @TempDir Path folder)
            throws Exception {
        Path scenario = template.write(folder, "my-game", "My game");
        List<ScenarioProblem> problems = ScenarioCheck.check(scenario);
        assertFalse(ScenarioCheck.hasErrors(problems), () -> template + ": " + problems);
        Definitions definitions = Definitions.read(scenario);
        assertEquals(folder.resolve("my-game.hbrules").toRealPath(), definitions.ruleFile().toRealPath(),
                "the master names the rule file and the engine binds it");
        assertTrue(Files.readString(definitions.ruleFile()).contains("rules for \"my-game.hexscenario\""),
                "the rule file's header names its scenario");
        assertNotEquals(DefaultRules.class, definitions.rules().getClass(), "the rules come from the rule file");

        Game game = new Game(definitions.catalog(), definitions.rules(), 11);
        TurnSystem turns = TurnSystem.of(game, 6);
        turns.play(List.of(new RandomPlayer(1), new RandomPlayer(2)));
        assertTrue(game.world().isGameOver() || game.world().currentTurn() == 6,
                "six turns are played, or the game is decided before: " + game.world().currentTurn());
        assertTrue(game.history().entries().size() > 6, "the players acted: " + game.history().entries().size());
    }

    /**
     * Hexkit-style: the rule file's victory condition, "a unit on the enemy's home site wins". With Red's starting
     * stack moved onto Blue's home site (and Blue's three columns in), Red wins at the beginning of its first turn; by
     * the default rules alone (the scenario's conditions: no victory condition) nobody has won.
     */
    @Test
    void hexkitStyleIsWonByTakingTheEnemysHomeSite(@TempDir Path folder) throws Exception {
        Path file = ProjectTemplate.HEXKIT.write(folder, "kit", "Kit");
        Definitions untouched = Definitions.read(file);
        Game calm = new Game(untouched.catalog(), untouched.rules(), 5);
        TurnSystem.of(calm, 1).play(List.of(new RandomPlayer(1), new RandomPlayer(2)));
        assertFalse(calm.world().isGameOver(), "nobody stands on an enemy home site in the first turn");

        Scenario scenario = ScenarioResources.load(file);
        List<Area> areas = scenario.getAreas().getMap().getAreas();
        Location blueHome = scenario.getAreas().getMap().getHomeSites().get(1).getLocation();
        areas.get(0).getSites().get(0).setX(blueHome.getX());
        areas.get(0).getSites().get(0).setY(blueHome.getY());
        areas.get(1).getSites().get(0).setX(blueHome.getX() - 3);
        var resource = ScenarioResources.create(ScenarioResources.newResourceSet(), file);
        resource.getContents().add(scenario);
        ScenarioResources.save(resource);

        Definitions taken = Definitions.read(file);
        Game game = new Game(taken.catalog(), taken.rules(), 5);
        TurnSystem.of(game, 10).play(List.of(new ScriptPlayer(List.of()), new ScriptPlayer(List.of())));
        assertTrue(game.world().isGameOver(), "the game is decided");
        assertEquals(0, game.world().winningFaction(), "Red, on Blue's home site, wins");
        assertEquals(0, game.world().currentTurn(), "at the beginning of its first turn");

        Game byDefaults = new Game(taken.catalog(), new DefaultRules(), 5);
        TurnSystem.of(byDefaults, 1).play(List.of(new ScriptPlayer(List.of()), new ScriptPlayer(List.of())));
        assertFalse(byDefaults.world().isGameOver(), "without the rule file the same position wins nothing");
    }

    /**
     * HexTC2-style: random players play to a winner (the rule file's defeat: no creature left or no valid move) well
     * before the turn limit, every faction's turn has at most one move (the rule file passes the side after a move;
     * by default every creature could move), and black moves first in some games but not all (the random first
     * player).
     */
    @Test
    void hexTc2StyleMovesOneCreatureATurnAndIsDecided(@TempDir Path folder) throws Exception {
        Definitions definitions = Definitions.read(ProjectTemplate.HEXTC2.write(folder, "tc", "TC"));
        assertEquals(ProjectTemplate.HEXTC2_TURN_LIMIT, definitions.turns().turnLimit());
        assertEquals(26, definitions.catalog().scenario().getAreas().getMap().getAreas().stream()
                .mapToInt(a -> a.getSites().size() * a.getUnits().size()).sum(), "13 creatures a side");
        int blackFirst = 0;
        for (long seed = 1; seed <= 8; seed++) {
            Game game = new Game(definitions.catalog(), definitions.rules(), seed);
            TurnSystem.of(game, ProjectTemplate.HEXTC2_TURN_LIMIT)
                    .play(List.of(new RandomPlayer(seed * 7), new RandomPlayer(seed * 7 + 1)));
            WorldState world = game.world();
            assertTrue(world.isGameOver(), "seed " + seed + " is decided within the turn limit");
            int loser = 1 - world.winningFaction();
            assertTrue(world.faction(loser).units().isEmpty() || !world.faction(loser).isAlive(),
                    "the loser is out: seed " + seed);
            int moves = 0;
            int allMoves = 0;
            for (HistoryEntry entry : game.history().entries()) {
                if (entry.command().startsWith("BeginTurn") || entry.command().startsWith("EndTurn")) {
                    moves = 0;
                } else if (entry.command().startsWith("Move")) {
                    moves++;
                    allMoves++;
                    assertTrue(moves <= 1, "one move a turn, seed " + seed + ": " + entry.command());
                }
                blackFirst += entry.program().instructions().stream()
                        .filter(i -> i instanceof ShowMessage m && m.text().equals("Black moves first")).count();
            }
            assertTrue(allMoves > 0, "seed " + seed + " has moves");
        }
        assertTrue(blackFirst > 0 && blackFirst < 8, "the first player is random: black first in " + blackFirst
                + " of 8 games");
    }

    /** The turn limit the templates give: the engine's turn system ends a game of passing players there. */
    @Test
    void theEmptyTemplatesGameEndsAtItsTurnLimit(@TempDir Path folder) throws Exception {
        Definitions definitions = Definitions.read(ProjectTemplate.EMPTY.write(folder, "e", "E"));
        assertEquals(ScenarioTemplate.TURN_LIMIT, definitions.turns().proposedTurnLimit());
        Game game = new Game(definitions.catalog(), definitions.rules(), 3);
        TurnSystem.of(game, definitions.turns().proposedTurnLimit())
                .play(List.of(new ScriptPlayer(List.of()), new ScriptPlayer(List.of())));
        assertEquals(ScenarioTemplate.TURN_LIMIT, game.world().currentTurn(), "the game stops at the limit");
        assertFalse(game.world().isGameOver(), "undecided: it ended by the limit");
    }
}
