package org.hexbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.hexbench.testdata.Checkout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code hexbench tournament} on the shipped examples, and players chosen by name in {@code hexbench play}. */
class TournamentCommandTest {

    @TempDir
    Path folder;

    @Test
    void aTournamentPrintsItsTableWritesCsvAndJsonAndSavesGamesThatReplay() throws Exception {
        Path csv = folder.resolve("t.csv");
        Path json = folder.resolve("t.json");
        Path saves = folder.resolve("saves");
        CapturedTerminal t = new CapturedTerminal();
        assertEquals(ExitCode.OK, t.run("tournament", Checkout.example("riverford-simultaneous").toString(),
                "--players", "random,random", "--games", "2", "--seed", "4", "--threads", "2", "--turns", "5",
                "--csv", csv.toString(), "--json", json.toString(), "--save-dir", saves.toString()), t::err);
        assertTrue(t.err().contains("games 2/2"), "a progress line: " + t.err());
        assertTrue(t.out().contains("Bradley-Terry ratings"), t.out());
        assertTrue(t.out().contains("First seat: "), t.out());
        List<String> rows = Files.readAllLines(csv);
        assertEquals(3, rows.size(), "a header and one row per game: " + rows);
        assertTrue(Files.readString(json).contains("\"gamesPerPairing\": 2"));
        String hash = rows.get(1).split(",")[8];
        CapturedTerminal replay = new CapturedTerminal();
        assertEquals(ExitCode.OK, replay.run("replay", saves.resolve("pairing-0-game-0.hbsave").toString()),
                replay::err);
        assertTrue(replay.out().contains("State hash: " + hash), replay.out());
    }

    @Test
    void unknownPlayersAndOptionsAreRefusedWithTheNamesThereAre() {
        CapturedTerminal t = new CapturedTerminal();
        assertEquals(ExitCode.USAGE_ERROR, t.run("tournament", Checkout.example("riverford").toString(), "--players",
                "random,alpha", "--games", "2"));
        assertTrue(t.err().contains("unknown computer player 'alpha' (computer players: random, seeker"), t.err());
        CapturedTerminal play = new CapturedTerminal();
        assertEquals(ExitCode.DOMAIN_ERROR, play.run("play", Checkout.example("riverford").toString(), "--players",
                "random:depth=2", "--turns", "1"));
        assertTrue(play.err().contains("random has no option 'depth' (it takes none)"), play.err());
    }

    @Test
    void aMissingOrMalformedOptionValueIsNamedAlikeByPlayAndTournament() {
        String riverford = Checkout.example("riverford").toString();
        CapturedTerminal tournament = new CapturedTerminal();
        assertEquals(ExitCode.USAGE_ERROR, tournament.run("tournament", riverford, "--games", "many"));
        assertTrue(tournament.err().contains("--games needs a whole number, got 'many'"), tournament.err());
        CapturedTerminal play = new CapturedTerminal();
        assertEquals(ExitCode.USAGE_ERROR, play.run("play", riverford, "--seed"));
        assertTrue(play.err().contains("--seed needs a value"), play.err());
    }
}
