package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.hexbench.ai.ComputerPlayer;
import org.hexbench.ai.DecidingPlayer;
import org.hexbench.ai.GameView;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.RandomPlayer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The player registry and the players it makes, played through the engine on the shipped examples. */
class ComputerPlayersTest {

    /** The registry's random player decides exactly as the engine's, so games with the same seed play the same. */
    @ParameterizedTest
    @ValueSource(strings = {"riverford", "riverford-simultaneous", "hextc2"})
    void theRegistrysRandomPlayerPlaysAsTheEnginesRandomPlayer(String example) {
        var source = Examples.source(example);
        Game engine = source.newGame(21);
        TurnSystem.of(engine, 30).play(List.of(new RandomPlayer(PlayerRegistry.playerSeed(21, 0)),
                new RandomPlayer(PlayerRegistry.playerSeed(21, 1))));
        Game registry = source.newGame(21);
        TurnSystem.of(registry, 30).play(List.of(PlayerRegistry.create(PlayerSpec.parse("random"), 21, 0),
                PlayerRegistry.create(PlayerSpec.parse("random"), 21, 1)));
        assertTrue(engine.history().size() > 3, "a game was played: " + engine.history().size() + " entries"); // simultaneous: one entry per turn
        assertEquals(engine.stateHash(), registry.stateHash());
        assertEquals(engine.history().size(), registry.history().size());
    }

    /**
     * A player only decides: while it decides (looking at the view, listing orders, playing ahead on copies) the
     * game's world, history and random stream do not change; they change only when the game executes its order.
     */
    @ParameterizedTest
    @ValueSource(strings = {"riverford", "riverford-simultaneous", "hextc2"})
    void playersChangeTheGameOnlyThroughItsOrders(String example) {
        Game game = Examples.source(example).newGame(8);
        int[] decisions = {0};
        List<DecidingPlayer> players = List.of(0, 1).stream().map(f -> {
            ComputerPlayer random = PlayerRegistry.create(PlayerSpec.parse("random"), 8, f).player();
            ComputerPlayer watched = view -> {
                String hash = game.stateHash();
                int entries = game.history().size();
                long position = game.randomPosition();
                view.legalOrders();
                var rehearsal = view.rehearsal(decisions[0]);
                rehearsal.apply(view.faction(), rehearsal.legalOrders(view.faction()).get(0));
                Command order = random.nextOrder(view);
                assertEquals(hash, game.stateHash(), "deciding changed the world");
                assertEquals(entries, game.history().size(), "deciding changed the history");
                assertEquals(position, game.randomPosition(), "deciding drew from the game's dice");
                decisions[0]++;
                return order;
            };
            return new DecidingPlayer("watched random", new ComputerPlayer() {
                @Override
                public void beginTurn(GameView view) {
                    random.beginTurn(view);
                }

                @Override
                public Command nextOrder(GameView view) {
                    return watched.nextOrder(view);
                }
            });
        }).toList();
        TurnSystem.of(game, 20).play(players);
        assertTrue(decisions[0] > 40, "only " + decisions[0] + " decisions");
    }

    @Test
    void anIllegalOrderIsAPlayersDefectAndSaysWhich() {
        Game game = Examples.source("riverford").newGame(1);
        ComputerPlayer cheat = view -> new Move(List.of(0), 0);
        var error = assertThrows(IllegalStateException.class, () -> TurnSystem.of(game, 5)
                .play(List.of(new DecidingPlayer("cheat", cheat), new DecidingPlayer("cheat", cheat))));
        assertTrue(error.getMessage().startsWith("computer player cheat gave an illegal order Move"), error.getMessage());
    }

    @Test
    void playersAreChosenByNameWithTheirOptions() {
        assertEquals(List.of("random", "seeker", "mcts"), PlayerRegistry.names());
        assertEquals("random", PlayerRegistry.complete(PlayerSpec.parse(" Random ")).toString());
        var unknown = assertThrows(IllegalArgumentException.class, () -> PlayerRegistry.kind("deep blue"));
        assertEquals("unknown computer player 'deep blue' (computer players: " + String.join(", ", PlayerRegistry.names())
                + ")", unknown.getMessage());
        var option = assertThrows(IllegalArgumentException.class,
                () -> PlayerRegistry.create(PlayerSpec.parse("random:depth=3"), 1, 0));
        assertEquals("random has no option 'depth' (it takes none)", option.getMessage());
        PlayerSpec spec = PlayerSpec.parse("mcts:iterations=500:playout=seeker");
        assertEquals("mcts", spec.name());
        assertEquals(Map.of("iterations", "500", "playout", "seeker"), spec.options());
        assertEquals("mcts:iterations=500:playout=seeker", spec.toString());
        assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("mcts:500"));
    }
}
