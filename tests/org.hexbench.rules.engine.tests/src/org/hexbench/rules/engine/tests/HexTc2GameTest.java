package org.hexbench.rules.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.game.SequentialTurns;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.ShowMessage;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.rules.engine.RuleFileException;
import org.hexbench.rules.engine.ScriptedRules;
import org.hexbench.scenario.resource.ScenarioResources;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Whole HexTC2 games through the engine with the example's rule file and random players (a full game
 * playable through the engine with the random player to a winner), their determinism, and Hexkit's key property:
 * a saved game replays from its recorded instructions even after the rule file changed.
 */
class HexTc2GameTest {

    /** Turns after which a game of random players is taken to be stuck. */
    private static final int TURN_LIMIT = 1_000;

    static Game play(Path scenarioFile, Rules rules, long seed) throws Exception {
        Game game = new Game(new Catalog(ScenarioResources.load(scenarioFile)), rules, seed);
        new SequentialTurns(game, TURN_LIMIT).play(List.of(new RandomPlayer(seed * 1_000_003L),
                new RandomPlayer(seed * 1_000_003L + 1)));
        return game;
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void randomPlayersReachAWinnerDeterministically(long seed) throws Exception {
        Game game = play(HexTc2Table.scenarioFile(), HexTc2Table.rules(), seed);
        assertTrue(game.world().isGameOver(), "seed " + seed + " ends within " + TURN_LIMIT + " turns");
        int winner = game.world().winningFaction();
        assertTrue(winner == 0 || winner == 1, "a side wins");
        assertTrue(game.world().faction(1 - winner).units().isEmpty() || !game.world().faction(1 - winner).isAlive());
        Game again = play(HexTc2Table.scenarioFile(), HexTc2Table.rules(), seed);
        assertEquals(game.stateHash(), again.stateHash(), "same seed, same game");
        assertEquals(game.history().entries().size(), again.history().entries().size());
    }

    @Test
    void bothSidesGetToMoveFirst() throws Exception {
        boolean white = false;
        boolean black = false;
        for (long seed = 1; seed <= 8; seed++) {
            for (HistoryEntry e : play(HexTc2Table.scenarioFile(), HexTc2Table.rules(), seed).history().entries()) {
                for (var i : e.program().instructions()) {
                    if (i instanceof ShowMessage m) {
                        white |= m.text().equals("White moves first");
                        black |= m.text().equals("Black moves first");
                    }
                }
            }
        }
        assertTrue(white && black);
    }

    @Test
    void aSavedGameReplaysAfterItsRulesChanged(@TempDir Path folder) throws Exception {
        Path scenario = folder.resolve("hextc2.hexscenario");
        Files.copy(HexTc2Table.scenarioFile(), scenario);
        Path ruleFile = folder.resolve("hextc2.hbrules");
        String original = Files.readString(HexTc2Table.scenarioFile().resolveSibling("hextc2.hbrules"));
        Files.writeString(ruleFile, original);
        Game game = play(scenario, RuleBinding.rulesFor(scenario), 3);
        Path save = folder.resolve("game.hbsave");
        SavedGame.of(game, scenario, save, Map.of("seed", "3")).write(save);

        // new rules: earthquakes every turn, worm holes never
        Files.writeString(ruleFile, original.replace("event earthquake chance 1.3%", "event earthquake chance 100%")
                .replace("event wormHole chance 2.1%", "event wormHole chance 0%"));
        Rules changed = RuleBinding.rulesFor(scenario);
        assertNotEquals(game.stateHash(), play(scenario, changed, 3).stateHash(), "the new rules play differently");

        var replayed = SavedGame.load(save).replay(save);
        assertEquals(game.stateHash(), replayed.stateHash(), "the save replays its recorded instructions");
    }

    @Test
    void aScenarioWithoutARuleFilePlaysByTheDefaultRules(@TempDir Path folder) throws Exception {
        Path scenario = folder.resolve("plain.hexscenario");
        Files.writeString(scenario, Files.readString(HexTc2Table.scenarioFile()).replace(" ruleFile=\"hextc2.hbrules\"", ""));
        Rules rules = RuleBinding.rulesFor(scenario);
        assertEquals(DefaultRules.class, rules.getClass());
        assertInstanceOf(ScriptedRules.class, RuleBinding.rulesFor(HexTc2Table.scenarioFile()));
    }

    @Test
    void aBrokenOrForeignRuleFileIsReportedWithItsLines(@TempDir Path folder) throws IOException {
        Path scenario = folder.resolve("hextc2.hexscenario");
        Files.copy(HexTc2Table.scenarioFile(), scenario);
        Files.writeString(folder.resolve("hextc2.hbrules"), "rules for \"hextc2.hexscenario\"\non damage = true\n");
        RuleFileException broken = assertThrows(RuleFileException.class, () -> RuleBinding.rulesFor(scenario));
        assertTrue(broken.errors().get(0).startsWith("line 2:"), broken.getMessage());

        Files.writeString(folder.resolve("hextc2.hbrules"), "rules for \"other.hexscenario\"\n");
        Files.copy(HexTc2Table.scenarioFile(), folder.resolve("other.hexscenario"));
        RuleFileException foreign = assertThrows(RuleFileException.class, () -> RuleBinding.rulesFor(scenario));
        assertTrue(foreign.getMessage().contains("other.hexscenario"), foreign.getMessage());

        Files.delete(folder.resolve("hextc2.hbrules"));
        assertThrows(RuleFileException.class, () -> RuleBinding.rulesFor(scenario));
    }
}
