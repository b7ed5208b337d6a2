package org.hexbench.server.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.engine.game.ReplayResult;
import org.hexbench.engine.game.SavedGame;
import org.hexbench.engine.player.Player;
import org.hexbench.play.GameSession;
import org.hexbench.server.GameServer;
import org.hexbench.server.client.Hosted;
import org.hexbench.server.client.HostedGame;
import org.hexbench.server.client.HostedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hosted games played to the end by two clients through a server on 127.0.0.1, each client a faction's own copy of
 * the game with a computer player of the registry giving its orders: the clients, the server and the server's save
 * (replayed by the engine, loaded by a game session) end at one state hash.
 */
class HostedGameTest {

    @TempDir
    Path folder;

    @Test
    void twoComputerPlayersPlayHexTc2ThroughTheServerToAWinner() throws Exception {
        try (GameServer server = TestServers.start(TestServers.settings(folder))) {
            HostedServer client = TestServers.client(server);
            String account = TestServers.account(client, "host");
            Hosted.NewGame created = client.createGame(account, "hextc2", 7L, 0);
            assertEquals(2, created.factions().size());
            List<HostedGame> sides = join(client, created, folder.resolve("cache"));
            List<Player> players = players("random", created.seed(), 2);
            int submissions = playToTheEnd(sides, players, 2000);

            Hosted.GameInfo end = client.game(created.id(), created.token(0));
            assertTrue(end.finished(), "the game ended");
            assertTrue(end.winner() >= 0, "HexTC2 between random players ends with a winner, not at its turn limit");
            assertEquals(submissions, end.submissions());
            assertEquals(offline(sides.get(0), "random", created.seed()), end.stateHash(),
                    "the same players with the same seed reach the same state offline");
            for (HostedGame side : sides) {
                assertEquals(end.stateHash(), side.game().stateHash(), "a client's copy ends at the server's state");
                assertEquals(end.winner(), side.game().world().winningFaction());
            }
            checkSave(client, created, end.stateHash());
        }
    }

    @Test
    void riverfordCrossingInSimultaneousTurnsKeepsEachSidesOrdersSecretUntilTheTurnResolves() throws Exception {
        try (GameServer server = TestServers.start(TestServers.settings(folder))) {
            HostedServer client = TestServers.client(server);
            String account = TestServers.account(client, "host");
            Hosted.NewGame created = client.createGame(account, "riverford-simultaneous", 3L, 4);
            List<HostedGame> sides = join(client, created, folder.resolve("cache"));
            List<Player> players = players("seeker", created.seed(), 2);

            assertTrue(sides.get(0).isMyTurn() && sides.get(1).isMyTurn(), "both sides give orders in turn 1");
            Hosted.Submitted first = sides.get(0).playTurn(players.get(0));
            assertFalse(first.commands().isEmpty(), "Seeker orders its units in the first turn");
            Hosted.Events seenByOther = client.events(created.id(), created.token(1), 0, 0);
            assertEquals(1, seenByOther.submissions(), "the server stored the first side's turn");
            assertTrue(seenByOther.events().isEmpty(), "the other side does not see those orders before the turn"
                    + " resolves");
            assertEquals(1, client.events(created.id(), created.token(0), 0, 0).events().size(),
                    "the side that gave them sees them");
            sides.get(1).playTurn(players.get(1));
            assertEquals(2, client.events(created.id(), created.token(1), 0, 0).events().size(),
                    "once the turn resolved, both sides' orders are public");

            playToTheEnd(sides, players, 200);
            Hosted.GameInfo end = client.game(created.id(), created.token(1));
            assertTrue(end.finished());
            assertEquals(offline(sides.get(0), "seeker", created.seed()), end.stateHash(),
                    "the same players with the same seed reach the same state offline");
            assertEquals(2 * end.turn(), end.submissions(), "both sides submitted every turn that resolved: " + end);
            for (HostedGame side : sides) {
                assertEquals(end.stateHash(), side.game().stateHash());
            }
            checkSave(client, created, end.stateHash());
        }
    }

    static List<HostedGame> join(HostedServer client, Hosted.NewGame created, Path cache) throws IOException {
        List<HostedGame> sides = new ArrayList<>();
        for (Hosted.Faction f : created.factions()) {
            HostedGame side = HostedGame.join(client, created.id(), f.token(), cache.resolve("side-" + f.index()));
            assertEquals(f.index(), side.faction());
            sides.add(side);
        }
        return sides;
    }

    static List<Player> players(String kind, long seed, int factions) {
        List<Player> players = new ArrayList<>();
        for (int f = 0; f < factions; f++) {
            players.add(PlayerRegistry.create(PlayerSpec.parse(kind), seed, f));
        }
        return players;
    }

    /** Lets every side play whenever it is to act, until play ends; returns the number of submissions. */
    static int playToTheEnd(List<HostedGame> sides, List<Player> players, int bound) throws IOException {
        int submitted = 0;
        for (int round = 0; round < bound; round++) {
            boolean finished = true;
            for (int i = 0; i < sides.size(); i++) {
                HostedGame side = sides.get(i);
                side.update(0);
                if (side.isMyTurn()) {
                    side.playTurn(players.get(i));
                    submitted++;
                }
                finished &= side.isFinished();
            }
            if (finished) {
                for (HostedGame side : sides) {
                    side.update(0);
                }
                return sides.get(0).submissions();
            }
        }
        throw new AssertionError("play did not end within " + bound + " rounds (" + submitted + " turns submitted)");
    }

    /** Plays the game offline with the same kind of players and seed, through the engine's turn loop. */
    private static String offline(HostedGame like, String kind, long seed) {
        var d = like.definitions();
        var turns = org.hexbench.engine.game.TurnSystem.of(new org.hexbench.engine.game.Game(d.catalog(), d.rules(),
                seed), like.turns().turnLimit());
        turns.play(players(kind, seed, d.factionCount()));
        return turns.game().stateHash();
    }

    /** The server's save replays to the end state, and a game session continues it at that state. */
    private void checkSave(HostedServer client, Hosted.NewGame created, String hash) throws Exception {
        Hosted.Save save = client.save(created.id(), created.token(0));
        Hosted.GameInfo info = client.game(created.id(), created.token(0));
        assertEquals(info.submissions(), save.submissions());
        Path packages = folder.resolve("client").resolve("packages");
        Path unpacked = client.scenarioPackage(created.id(), created.token(0)).unpack(packages);
        Path file = unpacked.resolve("game.hbsave");
        Files.write(file, save.bytes());
        ReplayResult replay = SavedGame.read(file).replay(file);
        assertEquals(hash, replay.stateHash(), "the engine replays the server's save to the server's state");
        assertTrue(replay.warnings().isEmpty(), "the save names the package's scenario: " + replay.warnings());
        GameSession session = GameSession.load(file);
        try {
            assertEquals(hash, session.stateHash().orElseThrow(), "a game session continues the save at that state");
        } finally {
            session.close();
        }
    }
}
