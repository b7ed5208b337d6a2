package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.hexbench.ai.ComputerPlayer;
import org.hexbench.ai.DecidingPlayer;
import org.hexbench.ai.GameView;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.ai.players.RandomOrders;
import org.hexbench.ai.players.seeker.Seeker;
import org.hexbench.ai.players.seeker.SeekerOptions;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeker gives only orders the game accepts, on the shipped examples with their rule files, from positions that
 * seeded random games reach (at the start of a faction's turn and after a few of its random orders), and it changes
 * a game only through the orders the game executes.
 */
class SeekerLegalityTest {

    /**
     * From every faction turn of seeded random games, a copy of the game is handed to Seeker, after up to two random
     * orders of that faction, and Seeker plays the rest of the turn on it: every order it decides (each a position
     * it decides in) must be accepted; in simultaneous turns no unit gets two directives.
     */
    @ParameterizedTest
    @CsvSource({"riverford, 1000", "hextc2, 1000", "riverford-simultaneous, 400"})
    void everyOrderFromThousandsOfPositionsIsAccepted(String example, int wanted) {
        var source = Examples.source(example);
        int decisions = 0;
        for (long seed = 1; decisions < wanted; seed++) {
            Game game = source.newGame(seed);
            TurnSystem turns = TurnSystem.of(game, 60);
            List<Player> randoms = List.of(PlayerRegistry.create(PlayerSpec.parse("random"), seed, 0),
                    PlayerRegistry.create(PlayerSpec.parse("random"), seed, 1));
            SplittableRandom prefix = new SplittableRandom(seed);
            while (!turns.isFinished() && decisions < wanted) {
                turns.start();
                if (turns.isFinished()) {
                    break;
                }
                int faction = turns.actingFactions().get(0);
                decisions += seekerTurn(ForwardModel.of(turns, seed), faction, prefix.nextInt(3), seed,
                        example + " seed " + seed + " turn " + game.world().currentTurn());
                turns.playNextTurn(randoms::get, () -> false);
            }
        }
        assertTrue(decisions >= wanted);
    }

    /** Plays a faction's turn on a copy: some random orders, then Seeker's; returns how many orders Seeker decided. */
    private static int seekerTurn(ForwardModel copy, int faction, int randomOrders, long seed, String where) {
        GameView view = new GameView(copy.turns(), faction);
        RandomOrders random = new RandomOrders(seed);
        random.beginTurn(view);
        for (int i = 0; i < randomOrders; i++) {
            Command order = random.nextOrder(view);
            if (order instanceof EndTurn || !copy.apply(faction, order).accepted()) {
                break;
            }
        }
        Seeker seeker = new Seeker(SeekerOptions.DEFAULTS, seed);
        seeker.beginTurn(view);
        Set<Integer> directed = new HashSet<>();
        boolean simultaneous = copy.turns().describe().startsWith("Simultaneous");
        int decided = 0;
        for (int n = 0; n < DecidingPlayer.ORDER_LIMIT && !copy.world().isGameOver(); n++) {
            Command order = seeker.nextOrder(view);
            decided++;
            if (order instanceof EndTurn) {
                return decided;
            }
            Outcome outcome = copy.apply(faction, order);
            assertTrue(outcome.accepted() || copy.world().isGameOver(),
                    where + ": " + CommandCodec.encode(order) + " refused: " + outcome.rejection());
            if (simultaneous) {
                List<Integer> units = order instanceof Move m ? m.units() : ((Attack) order).units();
                for (int u : units) {
                    assertTrue(directed.add(u), where + ": unit " + u + " got a second directive");
                }
            }
        }
        return decided;
    }

    /**
     * While Seeker decides (reading the view, copying the game, playing trial attacks out on copies), the game's
     * world, history and random stream stay as they are; they change only when the game executes its order.
     */
    @ParameterizedTest
    @ValueSource(strings = {"riverford", "riverford-simultaneous", "hextc2"})
    void seekerChangesTheGameOnlyThroughItsOrders(String example) {
        Game game = Examples.source(example).newGame(8);
        int[] decisions = {0};
        List<DecidingPlayer> players = List.of(0, 1).stream().map(f -> {
            ComputerPlayer seeker = PlayerRegistry.create(PlayerSpec.parse("seeker"), 8, f).player();
            return new DecidingPlayer("watched seeker", new ComputerPlayer() {
                @Override
                public void beginTurn(GameView view) {
                    watch(game, () -> seeker.beginTurn(view));
                }

                @Override
                public Command nextOrder(GameView view) {
                    Command[] order = new Command[1];
                    watch(game, () -> order[0] = seeker.nextOrder(view));
                    decisions[0]++;
                    return order[0];
                }
            });
        }).toList();
        TurnSystem.of(game, 20).play(players);
        assertTrue(decisions[0] > 40, "only " + decisions[0] + " decisions");
    }

    /**
     * The copies of the game Seeker reads (one per decision, more for trial attacks) are forgotten once read: the
     * rules asked about a copy do not keep it alive. (The default rules' finder cache once held every world it was
     * asked about, and a 40-game match ran out of memory.)
     */
    @Test
    void theCopiesOfTheGameThatWereReadAreForgotten() throws InterruptedException {
        Game game = Examples.source("riverford").newGame(3);
        TurnSystem turns = TurnSystem.of(game, 10);
        turns.start();
        GameView view = new GameView(turns, 0);
        int target = game.world().faction(1).units().get(0).site();
        List<WeakReference<WorldState>> read = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            ForwardModel copy = view.rehearsal(i);
            List<Entity> attackers = List.of(copy.world().faction(0).units().get(0));
            copy.game().rules().canAttackTarget(copy.world(), attackers, target);
            read.add(new WeakReference<>(copy.world()));
        }
        for (int i = 0; i < 100 && read.stream().anyMatch(r -> r.get() != null); i++) {
            System.gc();
            Thread.sleep(10);
        }
        assertTrue(read.stream().allMatch(r -> r.get() == null), "copies still alive after they were read");
    }

    private static void watch(Game game, Runnable deciding) {
        String hash = game.stateHash();
        int entries = game.history().size();
        long position = game.randomPosition();
        deciding.run();
        assertEquals(hash, game.stateHash(), "deciding changed the world");
        assertEquals(entries, game.history().size(), "deciding changed the history");
        assertEquals(position, game.randomPosition(), "deciding drew from the game's dice");
    }
}
