package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.ai.tournament.GameRecord;
import org.hexbench.ai.tournament.Tournament;
import org.hexbench.ai.tournament.TournamentResult;
import org.hexbench.engine.game.SavedGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Tournaments on the shipped examples: the same seed gives the same result on any number of threads. */
class TournamentTest {

    private static Tournament tournament(int threads, Path saves) {
        return new Tournament(List.of(PlayerSpec.parse("random"), PlayerSpec.parse("random"), PlayerSpec.parse("random")),
                4, 2026, threads, 12, saves);
    }

    @Test
    void theSameSeedGivesByteIdenticalResultsOnOneAndTwoThreads(@TempDir Path saves) throws Exception {
        List<String> progress = new ArrayList<>();
        TournamentResult one = tournament(1, null).play(() -> Examples.source("riverford"), progress::add);
        TournamentResult two = tournament(2, saves).play(() -> Examples.source("riverford"), line -> { });
        assertEquals(12, one.games().size(), "3 pairings × 4 games");
        assertEquals("games 12/12", progress.get(progress.size() - 1));
        assertEquals(one.csv(), two.csv());
        assertEquals(one.json(), two.json());
        assertEquals(one.table(), two.table());
        assertTrue(one.games().stream().map(GameRecord::stateHash).distinct().count() > 1, "the games differ");
        assertTrue(one.csv().startsWith("pairing,game,seed,first,second,winner,turns,entries,state_hash,failure\r\n"
                + "0,0,"), one.csv());
        // seats alternate: the pairing's first entrant plays the first faction in even games
        assertEquals(0, one.games().get(0).first());
        assertEquals(1, one.games().get(1).first());
        assertEquals(List.of("random", "random#2", "random#3"), tournament(1, null).names());
    }

    @Test
    void everySavedGameReplaysToTheHashItEndedWith(@TempDir Path saves) throws Exception {
        Tournament t = new Tournament(List.of(PlayerSpec.parse("random"), PlayerSpec.parse("random")), 3, 9, 2, 8, saves);
        TournamentResult result = t.play(() -> Examples.source("riverford-simultaneous"), line -> { });
        for (GameRecord g : result.games()) {
            Path file = saves.resolve(Tournament.saveName(g.pairing(), g.game()));
            SavedGame saved = SavedGame.read(file);
            assertEquals(g.stateHash(), saved.replay(file).stateHash());
            assertEquals(Long.toString(g.seed()), saved.settings().get("seed"));
        }
    }

    @Test
    void wrongSettingsAreRefusedWithAReason() {
        var one = assertThrows(IllegalArgumentException.class,
                () -> new Tournament(List.of(PlayerSpec.parse("random")), 2, 1, 1, 10, null));
        assertEquals("a tournament needs at least two players, 1 given", one.getMessage());
        var unknown = assertThrows(IllegalArgumentException.class,
                () -> new Tournament(List.of(PlayerSpec.parse("random"), PlayerSpec.parse("alpha")), 2, 1, 1, 10, null));
        assertTrue(unknown.getMessage().startsWith("unknown computer player 'alpha'"));
    }
}
