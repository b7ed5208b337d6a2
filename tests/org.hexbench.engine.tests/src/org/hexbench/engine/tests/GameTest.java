package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.game.SequentialTurns;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.player.ScriptPlayer;
import org.hexbench.engine.world.StateHash;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Sequential turns with random players: determinism, history, replay (Hexkit User's Guide §2.4.3 Turn Sequence,
 * §6.1 Command Execution, §2.1.4 Replaying Your Game).
 */
class GameTest {

    static Game randomGame(long seed, int turns) {
        return ExampleGames.playRandom(Riverford.game(seed), turns, seed);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void sameSeedGivesTheSameGame(long seed) {
        Game a = randomGame(seed, 12);
        Game b = randomGame(seed, 12);
        assertEquals(a.stateHash(), b.stateHash());
        assertEquals(a.history().entries().size(), b.history().entries().size());
        assertTrue(a.history().entries().size() > 40, "random players issue commands");
    }

    @Test
    void differentSeedsGiveDifferentGames() {
        assertNotEquals(randomGame(1, 12).stateHash(), randomGame(2, 12).stateHash());
    }

    @Test
    void turnSequenceAlternatesFactionsAndStopsAtTheLimit() {
        Game game = randomGame(5, 6);
        assertEquals(6, game.world().currentTurn());
        var entries = game.history().entries();
        assertEquals("BeginTurn", entries.get(0).command());
        assertEquals(0, entries.get(0).faction());
        int endTurns = (int) entries.stream().filter(e -> e.command().equals("EndTurn")).count();
        assertEquals(12, endTurns, "two factions, six turns");
        assertEquals(6, game.history().statistics().size(), "statistics per turn");
        assertTrue(game.history().statistics().get(0).units()[0] > 0);
    }

    @Test
    void replayRunsOnlyProgramsAndReachesTheSameState() {
        Game game = randomGame(4, 15);
        Replay replay = new Replay(game.catalog(), game.history().entries());
        assertEquals(game.stateHash(), StateHash.hex(replay.finish()));
        Replay partial = new Replay(game.catalog(), game.history().entries()).skipTo(7);
        assertEquals(7, partial.world().currentTurn(), "replay from a turn");
        assertTrue(partial.hasNext());
        assertEquals(game.stateHash(), StateHash.hex(partial.finish()));
    }

    @Test
    void commandsRoundTripThroughTheirTextForm() {
        Game game = randomGame(6, 5);
        for (var e : game.history().entries()) {
            assertEquals(e.command(), CommandCodec.encode(CommandCodec.decode(e.command())));
        }
    }

    @Test
    void scriptPlayerRecordsRejectedCommands() {
        Game game = Riverford.game(3);
        ScriptPlayer script = new ScriptPlayer(List.of(List.of(CommandCodec.decode("Build [catapult,catapult,catapult]"),
                CommandCodec.decode("Build [infantry]"))));
        new SequentialTurns(game, 1).play(List.of(script, new RandomPlayer(1)));
        assertEquals(1, script.rejections().size());
        assertTrue(game.history().entries().stream().anyMatch(e -> e.command().equals("Build [infantry]")));
    }
}
