package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.player.PlayerKind;
import org.hexbench.engine.player.PlayerTurn;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.world.Entity;
import org.hexbench.play.ComputerPlayers;
import org.hexbench.play.GameSession;
import org.hexbench.play.GameSetup;
import org.hexbench.play.Seat;
import org.hexbench.play.SessionOptions;
import org.hexbench.play.SessionStatus;
import org.junit.jupiter.api.Test;

/**
 * Computer players move in the background and stop when asked, between two of their orders, leaving their turn open
 * to continue (Hexkit User's Guide ch. 9 Computer Players).
 */
class SessionComputersTest {

    /** A computer player that gives one move, then thinks until it is told to stop. */
    private static final class Ponderer implements Player {
        final CountDownLatch thinking = new CountDownLatch(1);
        final AtomicInteger turns = new AtomicInteger();

        @Override
        public PlayerKind kind() {
            return PlayerKind.COMPUTER;
        }

        @Override
        public boolean playTurn(PlayerTurn turn) {
            turns.incrementAndGet();
            for (Entity u : turn.world().faction(turn.faction()).units()) {
                int[] targets = u.isPlaced() ? turn.moveTargets(List.of(u)) : new int[0];
                if (targets.length > 0 && targets[0] != u.site()) {
                    assertTrue(turn.order(new Move(List.of(u.id()), targets[0])).accepted());
                    break;
                }
            }
            thinking.countDown();
            while (!turn.stopRequested()) {
                Thread.onSpinWait();
            }
            return false;
        }
    }

    @Test
    void stoppingAComputerInTheMiddleOfItsTurnKeepsWhatItOrderedAndLeavesTheTurnOpen() throws Exception {
        Ponderer ponderer = new Ponderer();
        ComputerPlayers players = (seat, faction, seed) -> seat == Seat.RANDOM
                ? (faction == 0 ? ponderer : new RandomPlayer(seed + faction)) : null;
        var definitions = Sessions.read(Sessions.RIVERFORD);
        GameSession session = GameSession.start(new GameSetup(definitions.scenarioFile(),
                List.of(Seat.RANDOM, Seat.RANDOM), 1, 10, 0), definitions, SessionOptions.HEADLESS.withPlayers(players));
        assertTrue(ponderer.thinking.await(30, TimeUnit.SECONDS), "the computer player started its turn");
        assertTrue(session.isComputerMoving());

        session.stopComputers();
        assertTrue(session.awaitComputers(Duration.ofSeconds(10)), "it stopped at once, in the middle of its turn");
        assertEquals(SessionStatus.COMPUTER_STOPPED, session.status());
        List<String> commands = session.read(g -> g.history().entries().stream().map(e -> e.command()).toList())
                .orElseThrow();
        assertTrue(commands.get(commands.size() - 1).startsWith("Move"), "its move stands: " + commands);
        assertFalse(commands.contains("EndTurn"), "its turn did not end");
        assertTrue(session.log().stream().anyMatch(l -> l.text().equals("computer players stopped")));

        assertTrue(session.changeSeat(0, Seat.HUMAN).accepted(), "a person takes the faction over");
        assertEquals(SessionStatus.HUMAN_TO_MOVE, session.status());
        assertEquals(0, session.humanFaction(), "in the same, still open turn");
        assertTrue(session.endTurn().accepted());
        Sessions.await(session);
        assertEquals(SessionStatus.HUMAN_TO_MOVE, session.status(), "the Blue League's computer played its turn");
        assertEquals(1, ponderer.turns.get());
    }

    @Test
    void stoppedComputerPlayersResumeAndFinishTheGame() throws Exception {
        var definitions = Sessions.read(Sessions.RIVERFORD);
        GameSession session = GameSession.start(new GameSetup(definitions.scenarioFile(),
                List.of(Seat.RANDOM, Seat.RANDOM), 2, 40, 20), definitions, SessionOptions.HEADLESS);
        Thread.sleep(100);
        session.stopComputers();
        assertTrue(session.awaitComputers(Duration.ofSeconds(10)));
        assertEquals(SessionStatus.COMPUTER_STOPPED, session.status());
        int stoppedAt = session.read(g -> g.history().size()).orElseThrow();
        Thread.sleep(200);
        assertEquals(stoppedAt, (int) session.read(g -> g.history().size()).orElseThrow(), "nothing moves while stopped");
        assertTrue(session.read(g -> g.world().currentTurn()).orElseThrow() < 40, "stopped before the end");

        session.resumeComputers();
        Sessions.await(session);
        assertTrue(session.status() == SessionStatus.TURN_LIMIT || session.status() == SessionStatus.GAME_OVER,
                session.status().toString());
    }

    @Test
    void aClosedSessionsComputersStopForGood() throws Exception {
        var definitions = Sessions.read(Sessions.RIVERFORD);
        GameSession session = GameSession.start(new GameSetup(definitions.scenarioFile(),
                List.of(Seat.RANDOM, Seat.RANDOM), 2, 40, 20), definitions, SessionOptions.HEADLESS);
        session.close();
        assertTrue(session.awaitComputers(Duration.ofSeconds(10)));
        int entries = session.read(g -> g.history().size()).orElseThrow();
        session.resumeComputers();
        Thread.sleep(100);
        assertEquals(entries, (int) session.read(g -> g.history().size()).orElseThrow());
        assertEquals(SessionStatus.CLOSED, session.status());
    }
}
