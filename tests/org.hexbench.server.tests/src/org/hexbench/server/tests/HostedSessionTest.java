package org.hexbench.server.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.play.GameSession;
import org.hexbench.play.Reply;
import org.hexbench.play.SessionOptions;
import org.hexbench.play.SessionStatus;
import org.hexbench.server.GameServer;
import org.hexbench.server.client.Hosted;
import org.hexbench.server.client.HostedGame;
import org.hexbench.server.client.HostedServer;
import org.hexbench.server.client.HostedSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hosted game joined through a game session, as the Play perspective joins it: the person's order and End Turn
 * reach the server as that faction's turn, the other faction's turn (a computer player on another client) arrives by
 * polling and is played into the session, and session, server and the other client stay at one state.
 */
class HostedSessionTest {

    @TempDir
    Path folder;

    @Test
    void aPersonsTurnIsSubmittedAndTheOtherSidesTurnArrivesInTheSession() throws Exception {
        try (GameServer server = TestServers.start(TestServers.settings(folder))) {
            HostedServer client = TestServers.client(server);
            Hosted.NewGame created = client.createGame(TestServers.account(client, "host"), "riverford", 4L, 0);
            List<String> problems = new CopyOnWriteArrayList<>();
            try (HostedSession hosted = HostedSession.join(client, created.id(), created.token(0),
                    folder.resolve("ide"), SessionOptions.HEADLESS, problems::add)) {
                GameSession session = hosted.session();
                await(() -> session.humanFaction() == 0, "the person plays Red, who moves first");
                assertTrue(session.seat(1).isRemote());
                assertTrue(session.seat(1).label().contains("hosted game " + created.id()), session.seat(1).label());

                Command order = session.read(g -> {
                    TurnSystem turns = TurnSystem.of(g, 0);
                    return ForwardModel.of(turns).legalOrders(0).stream().filter(c -> !(c instanceof EndTurn))
                            .findFirst().orElseThrow();
                }).orElseThrow();
                Reply moved = session.execute(order);
                assertTrue(moved.accepted(), moved.message());
                assertTrue(session.endTurn().accepted());
                await(() -> submissions(client, created) == 1, "the server stores Red's turn");
                List<Hosted.Event> events = client.events(created.id(), created.token(1), 0, 0).events();
                assertEquals(List.of(CommandCodec.encode(order)), events.get(0).commands(),
                        "the turn the server stored is the person's order");

                HostedGame blue = HostedGame.join(client, created.id(), created.token(1), folder.resolve("blue"));
                assertTrue(blue.isMyTurn());
                Hosted.Submitted blues = blue.playTurn(HostedGameTest.players("random", 4L, 2).get(1));
                await(() -> session.status() == SessionStatus.HUMAN_TO_MOVE && session.humanFaction() == 0
                        && session.stateHash().orElse("").equals(blues.stateHash()),
                        "Blue's turn arrives and the person is to move again, at the server's state");
                assertEquals(blues.stateHash(), client.game(created.id(), created.token(0)).stateHash());
                assertTrue(problems.isEmpty(), problems.toString());
            }
        }
    }

    @Test
    void aTokenThatOpensNoFactionOrASimultaneousGameIsRefusedWithAReason() throws Exception {
        try (GameServer server = TestServers.start(TestServers.settings(folder))) {
            HostedServer client = TestServers.client(server);
            String account = TestServers.account(client, "host");
            Hosted.NewGame game = client.createGame(account, "riverford", 1L, 0);
            IOException creator = assertThrows(IOException.class, () -> HostedSession.join(client, game.id(), account,
                    folder, SessionOptions.HEADLESS, p -> { }));
            assertTrue(creator.getMessage().contains("faction's token"), creator.getMessage());
            Hosted.NewGame crossing = client.createGame(account, "riverford-simultaneous", 1L, 0);
            IOException simultaneous = assertThrows(IOException.class, () -> HostedSession.join(client,
                    crossing.id(), crossing.token(0), folder, SessionOptions.HEADLESS, p -> { }));
            assertTrue(simultaneous.getMessage().contains("simultaneous"), simultaneous.getMessage());
        }
    }

    private static int submissions(HostedServer client, Hosted.NewGame game) {
        try {
            return client.game(game.id(), game.token(0)).submissions();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 30_000;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("within 30 s: " + what);
            }
            Thread.sleep(50);
        }
    }
}
