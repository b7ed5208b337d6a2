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

    /**
     * {@code --budget} reaches every search player that names no budget of its own (the table names the players with
     * their options), and is refused when no player searches or the budget is not one.
     */
    @Test
    void theBudgetGoesToSearchPlayers() {
        CapturedTerminal t = new CapturedTerminal();
        assertEquals(ExitCode.OK, t.run("tournament", Checkout.example("riverford-simultaneous").toString(),
                "--players", "mcts,random,mcts:budget=7", "--games", "1", "--turns", "2", "--budget", "5"), t::err);
        assertTrue(t.out().contains("mcts:budget=5 "), t.out());
        assertTrue(t.out().contains("mcts:budget=7 "), "a player's own budget stays: " + t.out());
        CapturedTerminal none = new CapturedTerminal();
        assertEquals(ExitCode.USAGE_ERROR, none.run("tournament", Checkout.example("riverford").toString(),
                "--players", "random,random", "--games", "1", "--budget", "5"));
        assertTrue(none.err().contains("--budget is for search players"), none.err());
        CapturedTerminal wrong = new CapturedTerminal();
        assertEquals(ExitCode.USAGE_ERROR, wrong.run("tournament", Checkout.example("riverford").toString(),
                "--players", "mcts,random", "--games", "1", "--budget", "soon"));
        assertTrue(wrong.err().contains("budget 'soon' is not a positive number of iterations"), wrong.err());
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
