package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.SequentialTurns;
import org.hexbench.engine.player.CommandLines;
import org.hexbench.engine.player.HumanPlayer;
import org.hexbench.engine.player.PlayerKind;
import org.hexbench.engine.player.QueuedCommandLines;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.player.ScriptPlayer;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.world.Entity;
import org.junit.jupiter.api.Test;

/** A human player fed command lines: legal commands run, illegal and malformed ones are rejected with the reason. */
class HumanPlayerTest {

    private static CommandLines lines(String... lines) {
        Iterator<String> it = List.of(lines).iterator();
        return () -> it.hasNext() ? it.next() : null;
    }

    @Test
    void issuesLegalCommandsAndRejectsIllegalOnesWithTheReason() {
        Game game = Riverford.game(17);
        Entity cavalry = Riverford.unitOfClass(game.world(), 0, "cavalry", true);
        Entity blue = Riverford.unitOfClass(game.world(), 1, "cavalry", true);
        // cavalry movement is 4, so a site 9 columns away is out of reach; the blue unit is not red's
        int reachable = game.finder().moveTargets(List.of(cavalry))[0];
        List<String> replies = new ArrayList<>();
        HumanPlayer human = new HumanPlayer(lines("help", "", "# a comment", "Teleport [1] 2",
                "Move [" + cavalry.id() + "] " + Riverford.site(23, 15), "Rename [" + blue.id() + "] Mine", "BeginTurn",
                "Move [" + cavalry.id() + "] " + reachable, "end", "Build [infantry]"), replies::add);
        assertEquals(PlayerKind.HUMAN, human.kind());
        new SequentialTurns(game, 1).play(List.of(human, new RandomPlayer(3)));
        assertEquals(reachable, cavalry.site(), "the legal move ran");
        assertTrue(replies.get(0).startsWith("Turn 1, House Rouge"), replies.toString());
        assertEquals(HumanPlayer.HELP, replies.get(1));
        assertTrue(replies.get(2).startsWith("rejected: unknown command 'Teleport'"), replies.get(2));
        assertEquals("rejected: (23, 15) is not a move target of these units", replies.get(3),
                "the site by its map coordinates, as the scenario and the editors name it");
        assertTrue(replies.get(4).contains("does not belong to House Rouge"), replies.get(4));
        assertTrue(replies.get(5).contains("Begin Turn is issued automatically"));
        assertTrue(replies.get(6).startsWith("ok: Move [" + cavalry.id() + "] " + reachable), replies.get(6));
        assertEquals(7, replies.size(), "'end' ended the turn before the Build line");
        assertEquals(2, human.rejections().size(), "the game rejected two commands; malformed lines are no commands");
        assertTrue(game.history().entries().stream().noneMatch(e -> e.command().startsWith("Build")));
    }

    @Test
    void closedInputEndsEveryTurnAtOnce() {
        Game game = Riverford.game(2);
        List<String> replies = new ArrayList<>();
        HumanPlayer human = new HumanPlayer(lines("Build [infantry]"), replies::add);
        new SequentialTurns(game, 3).play(List.of(human, new RandomPlayer(4)));
        assertTrue(human.isClosed());
        assertEquals(3, game.world().currentTurn(), "the game went on without input");
        assertEquals(3, replies.size(), "prompt, ok, input closed; later turns end silently: " + replies);
        assertTrue(replies.get(1).startsWith("ok: Build [infantry]"));
        assertEquals("input closed: ending the turn", replies.get(2));
    }

    @Test
    void queuedLinesComeFromAnotherThread() throws Exception {
        QueuedCommandLines queue = new QueuedCommandLines();
        Thread feeder = new Thread(() -> {
            queue.submit("Build [archers]");
            queue.submit("end");
            queue.close();
        });
        feeder.start();
        Game game = Riverford.game(8);
        List<String> replies = new ArrayList<>();
        new SequentialTurns(game, 2).play(List.of(new HumanPlayer(queue, replies::add), new RandomPlayer(1)));
        feeder.join();
        assertTrue(replies.get(1).startsWith("ok: Build [archers]"), replies.toString());
        assertEquals(null, queue.next(), "closed input stays closed");
        assertThrows(IllegalStateException.class, () -> queue.submit("end"));
    }

    @Test
    void inSimultaneousTurnsItsMovesBecomeDirectivesThatTheResolutionCarriesOut() {
        Game game = RiverfordSimultaneous.game(5);
        Entity red = game.world().site(RiverfordSimultaneous.site(2, 3)).units().get(0);
        SimultaneousTurns turns = new SimultaneousTurns(game, 3, 1);
        int target = java.util.Arrays.stream(turns.moveTargets(red)).filter(t -> t != red.site()).findFirst().orElseThrow();
        List<String> replies = new ArrayList<>();
        HumanPlayer human = new HumanPlayer(lines("Build [infantry]", "Move [" + red.id() + "] " + target, "end"),
                replies::add);
        turns.play(List.of(human, new ScriptPlayer(List.of())));
        assertTrue(replies.get(1).contains("Move and Attack directives only"), replies.toString());
        assertTrue(replies.get(2).startsWith("ok: Move [" + red.id() + "] " + target), replies.toString());
        assertEquals(target, game.world().entity(red.id()).site(), "the resolution moved the unit");
        assertEquals(1, game.world().currentTurn(), "the turn resolved once both factions had ended it");
        assertTrue(game.history().entries().get(0).command().startsWith("Resolve west " + red.id() + " MOVE " + target),
                game.history().entries().get(0).command());
    }
}
