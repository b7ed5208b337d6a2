package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.Outcome;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.world.Entity;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine's forward model on the shipped examples: a copy continues exactly as the game would (world, history,
 * random stream, both turn systems' state), nothing done on it reaches the game, every listed order is accepted, and
 * orders left out are refused.
 */
class ForwardModelTest {

    private static final int TURN_LIMIT = 40;

    private static List<Player> randomPlayers(long seed) {
        return List.of(PlayerRegistry.create(PlayerSpec.parse("random"), seed, 0),
                PlayerRegistry.create(PlayerSpec.parse("random"), seed, 1));
    }

    /** Plays faction turns one at a time (a simultaneous turn needs two of them to resolve). */
    private static void playSteps(TurnSystem turns, List<Player> players, int steps) {
        for (int i = 0; i < steps && turns.playNextTurn(players::get, () -> false) >= 0; i++) {
            // one faction's turn per step
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"riverford", "riverford-simultaneous", "hextc2"})
    void playingOnACopyLeavesTheGameAsItWas(String example) {
        Game game = Examples.source(example).newGame(11);
        TurnSystem turns = TurnSystem.of(game, TURN_LIMIT);
        playSteps(turns, randomPlayers(11), 7); // in simultaneous turns: the first faction has ended its turn
        String hash = game.stateHash();
        int entries = game.history().size();
        long position = game.randomPosition();
        var directives = turns.pendingDirectives();

        ForwardModel copy = ForwardModel.of(turns);
        assertEquals(hash, copy.game().stateHash(), "a fresh copy hashes as the game");
        assertEquals(entries, copy.game().history().size());
        assertEquals(position, copy.game().randomPosition());
        assertEquals(directives, copy.turns().pendingDirectives(), "the simultaneous directives carry over");
        playSteps(copy.turns(), randomPlayers(99), 12);

        assertNotEquals(hash, copy.game().stateHash(), "the copy was played on");
        assertTrue(copy.game().history().size() > entries);
        assertEquals(hash, game.stateHash(), "the game's world is untouched");
        assertEquals(entries, game.history().size(), "the game's history is untouched");
        assertEquals(position, game.randomPosition(), "the game's random stream is untouched");
        assertEquals(directives, turns.pendingDirectives());
    }

    @ParameterizedTest
    @ValueSource(strings = {"riverford", "riverford-simultaneous", "hextc2"})
    void aCopyContinuesExactlyAsTheGame(String example) {
        Game game = Examples.source(example).newGame(5);
        TurnSystem turns = TurnSystem.of(game, TURN_LIMIT);
        playSteps(turns, randomPlayers(5), 9);
        ForwardModel copy = ForwardModel.of(turns);
        // the same players from here on: copy and game must reach the same end, turn system state included
        playSteps(turns, randomPlayers(77), 1_000);
        playSteps(copy.turns(), randomPlayers(77), 1_000);
        assertEquals(game.stateHash(), copy.game().stateHash());
        assertEquals(game.history().size(), copy.game().history().size());
        assertEquals(game.randomPosition(), copy.game().randomPosition());
    }

    @ParameterizedTest
    @ValueSource(strings = {"riverford", "hextc2"})
    void aCopyWithOtherDiceDrawsOtherNumbers(String example) {
        Game game = Examples.source(example).newGame(5);
        TurnSystem turns = TurnSystem.of(game, TURN_LIMIT);
        playSteps(turns, randomPlayers(5), 3);
        ForwardModel copy = ForwardModel.of(turns, 12345);
        assertEquals(game.stateHash(), copy.game().stateHash());
        assertNotEquals(game.randomPosition(), copy.game().randomPosition());
    }

    /**
     * Random walks through each example, seeded: at every position every listed order is applied to a copy of its
     * own and must be accepted (thousands of orders in all), then one is chosen and the walk goes on.
     */
    @ParameterizedTest
    @ValueSource(strings = {"riverford", "riverford-simultaneous", "hextc2"})
    void everyListedOrderIsAccepted(String example) {
        var source = Examples.source(example);
        int checked = 0;
        List<String> kinds = new ArrayList<>();
        for (long seed = 1; seed <= 4; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            ForwardModel walk = ForwardModel.of(TurnSystem.of(source.newGame(seed), TURN_LIMIT));
            for (int step = 0; step < 150 && !walk.turns().isFinished(); step++) {
                int faction = walk.turns().actingFactions().get(0);
                List<Command> orders = walk.legalOrders(faction);
                assertTrue(orders.get(orders.size() - 1) instanceof EndTurn, "End Turn is always listed last");
                // every order at the first positions of a walk, then a sample of up to 12 per position
                List<Command> tried = step < 10 || orders.size() <= 12 ? orders : sample(orders, 12, random);
                for (Command order : tried) {
                    ForwardModel trial = walk.copy();
                    Outcome outcome = trial.apply(faction, order);
                    assertNull(outcome.rejection(), () -> example + " seed " + ": listed order "
                            + CommandCodec.encode(order) + " was refused: " + outcome.rejection());
                    checked++;
                    String kind = order.getClass().getSimpleName();
                    if (!kinds.contains(kind)) {
                        kinds.add(kind);
                    }
                }
                // walk on: mostly orders, sometimes the end of the turn
                Command next = random.nextInt(6) == 0 ? orders.get(orders.size() - 1)
                        : orders.get(random.nextInt(orders.size()));
                assertTrue(walk.apply(faction, next).accepted());
            }
        }
        assertTrue(checked >= 1_000, example + ": only " + checked + " orders checked");
        assertTrue(kinds.containsAll(List.of("Move", "EndTurn")), example + ": kinds listed " + kinds);
        if (example.equals("hextc2")) { // HexTC2 rules: a creature fights only by moving onto an opponent
            assertFalse(kinds.contains("Attack"), example + ": kinds listed " + kinds);
        } else if (!example.equals("riverford")) { // riverford's large map: random walks this short rarely meet one
            assertTrue(kinds.contains("Attack"), example + ": kinds listed " + kinds);
        }
        if (!example.endsWith("simultaneous") && !example.equals("hextc2")) {
            assertTrue(kinds.containsAll(List.of("Build", "Place")), example + ": kinds listed " + kinds);
        }
    }

    /**
     * At sample positions, orders the enumeration leaves out are refused by the engine: moves and attacks of each
     * unit to every site not listed, places on sites not listed, builds of classes not listed; in simultaneous turns
     * builds and places at all.
     */
    @ParameterizedTest
    @ValueSource(strings = {"riverford", "riverford-simultaneous", "hextc2"})
    void ordersLeftOutAreRefused(String example) {
        var source = Examples.source(example);
        SplittableRandom random = new SplittableRandom(3);
        ForwardModel walk = ForwardModel.of(TurnSystem.of(source.newGame(3), TURN_LIMIT));
        int refused = 0;
        for (int position = 0; position < 4 && !walk.turns().isFinished(); position++) {
            for (int step = 0; step < 9 && !walk.turns().isFinished(); step++) {
                int faction = walk.turns().actingFactions().get(0);
                List<Command> orders = walk.legalOrders(faction);
                walk.apply(faction, orders.get(random.nextInt(orders.size())));
            }
            if (walk.turns().isFinished()) {
                break;
            }
            int faction = walk.turns().actingFactions().get(0);
            List<Command> listed = walk.legalOrders(faction);
            List<String> listedText = listed.stream().map(CommandCodec::encode).toList();
            List<Command> candidates = new ArrayList<>();
            var world = walk.world();
            List<Entity> units = new ArrayList<>(world.faction(faction).units());
            for (Entity u : sample(units, 3, random)) {
                for (int site = 0; site < world.siteCount(); site++) {
                    if (u.isPlaced()) {
                        candidates.add(new Move(List.of(u.id()), site));
                        candidates.add(new Attack(List.of(u.id()), site));
                    } else {
                        candidates.add(new Place(List.of(u.id()), site));
                    }
                }
            }
            for (int c = 0; c < world.catalog().classCount(); c++) {
                candidates.add(new Build(List.of(world.catalog().entityClass(c).getId())));
            }
            for (Command candidate : candidates) {
                if (listedText.contains(CommandCodec.encode(candidate))) {
                    continue;
                }
                ForwardModel trial = walk.copy();
                Outcome outcome = trial.apply(faction, candidate);
                assertFalse(outcome.accepted(), () -> example + ": " + CommandCodec.encode(candidate)
                        + " is not listed but was accepted; listed: " + listedText);
                refused++;
            }
        }
        assertTrue(refused > 500, example + ": only " + refused + " left-out orders tried");
    }

    private static <T> List<T> sample(List<T> list, int n, SplittableRandom random) {
        List<T> copy = new ArrayList<>(list);
        for (int i = copy.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T t = copy.get(i);
            copy.set(i, copy.get(j));
            copy.set(j, t);
        }
        return copy.subList(0, Math.min(n, copy.size()));
    }

}
