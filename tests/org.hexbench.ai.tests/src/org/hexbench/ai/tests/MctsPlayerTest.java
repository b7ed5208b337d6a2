package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.hexbench.ai.GameView;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.ai.players.mcts.Budget;
import org.hexbench.ai.players.mcts.MctsPlayer;
import org.hexbench.ai.players.mcts.SearchReport;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.Rules;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.world.Entity;
import org.hexbench.rules.engine.ScriptedRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The {@code mcts} computer player on the shipped examples, through the engine and the rule files: its options, that
 * it gives only legal orders, never touches the game it decides for, decides the same for the same seed on one and
 * on two threads, and never sees the other factions' secret directives in simultaneous turns.
 */
class MctsPlayerTest {

    private static final int TURN_LIMIT = 40;

    /** An {@code mcts} player made by the registry from its options, as {@code --players} makes it. */
    private static MctsPlayer mcts(String options, long seed) {
        return (MctsPlayer) PlayerRegistry.create(PlayerSpec.parse("mcts:" + options), seed, 0).player();
    }

    private static List<Player> randomPlayers(long seed) {
        return List.of(PlayerRegistry.create(PlayerSpec.parse("random"), seed, 0),
                PlayerRegistry.create(PlayerSpec.parse("random"), seed, 1));
    }

    /** Plays faction turns with random players (in simultaneous turns a turn resolves after two of them). */
    private static void playSteps(TurnSystem turns, long seed, int steps) {
        List<Player> players = randomPlayers(seed);
        for (int i = 0; i < steps && turns.playNextTurn(players::get, () -> false) >= 0; i++) {
            // one faction's turn per step
        }
    }

    /** Gives a few random legal orders of the acting faction, so that a decision is asked in the middle of a turn. */
    private static void giveOrders(TurnSystem turns, SplittableRandom random, int count) {
        for (int i = 0; i < count && !turns.isFinished(); i++) {
            int faction = turns.actingFactions().get(0);
            List<Command> orders = new GameView(turns, faction).legalOrders();
            Command order = orders.get(random.nextInt(orders.size()));
            if (order instanceof EndTurn) {
                return;
            }
            assertTrue(turns.order(faction, order).accepted());
        }
    }

    @Test
    void optionsHaveDefaultsAndWrongValuesAreRefusedWithAReason() {
        assertEquals("mcts:budget=200:playout=random:exploration=0.7:threads=1:trees=4:horizon=1",
                PlayerRegistry.complete(PlayerSpec.parse("mcts")).toString());
        MctsPlayer timed = mcts("budget=800ms:threads=2", 1);
        assertEquals(new Budget(0, 800), timed.settings().budget());
        assertEquals(2, timed.settings().treeCount(), "a time budget grows one tree per thread");
        assertEquals(4, mcts("budget=30:threads=2", 1).settings().treeCount(), "an iteration budget: the trees option");
        assertEquals("budget 'fast' is not a positive number of iterations (e.g. 400) or of milliseconds (e.g. 800ms)",
                assertThrows(IllegalArgumentException.class, () -> mcts("budget=fast", 1)).getMessage());
        assertEquals("unknown playout policy 'smart' (policies: random, seeker)",
                assertThrows(IllegalArgumentException.class, () -> mcts("playout=smart", 1)).getMessage());
        assertEquals("threads and trees must be 1 to 256",
                assertThrows(IllegalArgumentException.class, () -> mcts("threads=0", 1)).getMessage());
        assertEquals("mcts has no option 'iterations' (options: budget, playout, exploration, threads, trees, horizon)",
                assertThrows(IllegalArgumentException.class, () -> mcts("iterations=5", 1)).getMessage());
        assertEquals("800ms", Budget.parse(" 800MS ").toString());
    }

    /**
     * Random walks through each example: at 12 positions per example (some in the middle of a turn, in simultaneous
     * turns some after the other faction has ended its turn) the player decides with a small budget; its order must be
     * one the engine lists, and the engine must accept it on a copy of the game; with random playouts and with Seeker
     * playing the playouts.
     */
    @ParameterizedTest
    @CsvSource({"riverford, random, 40", "riverford-simultaneous, random, 40", "hextc2, random, 40",
            "riverford, seeker, 6", "riverford-simultaneous, seeker, 6", "hextc2, seeker, 6"})
    void onlyLegalOrdersAcrossRandomPositions(String example, String playout, int budget) {
        var source = Examples.source(example);
        SplittableRandom random = new SplittableRandom(17);
        int decided = 0;
        List<String> kinds = new ArrayList<>();
        for (long seed = 1; seed <= 4; seed++) {
            TurnSystem turns = TurnSystem.of(source.newGame(seed), TURN_LIMIT);
            for (int position = 0; position < 3; position++) {
                playSteps(turns, seed * 31 + position, 1 + random.nextInt(5));
                turns.start();
                giveOrders(turns, random, random.nextInt(4));
                if (turns.isFinished()) {
                    break;
                }
                int faction = turns.actingFactions().get(0);
                MctsPlayer player = mcts("budget=" + budget + ":trees=2:playout=" + playout, seed * 100 + position);
                Command order = player.nextOrder(new GameView(turns, faction));
                List<String> listed = new GameView(turns, faction).legalOrders().stream().map(CommandCodec::encode).toList();
                assertTrue(listed.contains(CommandCodec.encode(order)),
                        () -> example + ": " + CommandCodec.encode(order) + " is not among " + listed);
                ForwardModel copy = ForwardModel.of(turns);
                assertTrue(copy.apply(faction, order).accepted(), () -> example + ": " + CommandCodec.encode(order));
                decided++;
                String kind = order.getClass().getSimpleName();
                if (!kinds.contains(kind)) {
                    kinds.add(kind);
                }
            }
        }
        assertTrue(decided >= 8, example + ": only " + decided + " decisions");
        assertTrue(kinds.stream().anyMatch(k -> !k.equals("EndTurn")), example + ": only " + kinds);
    }

    /**
     * Deciding reads the game and plays on copies only: the world, the history, the game's random stream and the
     * pending directives are exactly as before, on one thread and on two, under an iteration budget and a time
     * budget (which searches until its time is up).
     */
    @ParameterizedTest
    @ValueSource(strings = {"riverford", "riverford-simultaneous", "hextc2"})
    void decidingNeverChangesTheGame(String example) {
        Game game = Examples.source(example).newGame(6);
        TurnSystem turns = TurnSystem.of(game, TURN_LIMIT);
        playSteps(turns, 6, 5);
        turns.start();
        String hash = game.stateHash();
        int entries = game.history().size();
        long position = game.randomPosition();
        List<Directive> directives = turns.pendingDirectives();
        int faction = turns.actingFactions().get(0);
        for (String options : List.of("budget=60:threads=1", "budget=60:threads=2", "budget=300ms:threads=2")) {
            MctsPlayer player = mcts(options, 3);
            Command order = player.nextOrder(new GameView(turns, faction));
            assertTrue(new GameView(turns, faction).legalOrders().stream().map(CommandCodec::encode)
                    .anyMatch(CommandCodec.encode(order)::equals), options + ": a legal order");
            if (options.endsWith("ms:threads=2")) {
                assertTrue(player.lastReport().nanos() >= 300_000_000L, "the search took its time");
            } else {
                assertEquals(60, player.lastReport().iterations() + player.lastReport().failures(), options);
            }
            assertEquals(hash, game.stateHash(), "the world");
            assertEquals(entries, game.history().size(), "the history");
            assertEquals(position, game.randomPosition(), "the game's random stream");
            assertEquals(directives, turns.pendingDirectives(), "the pending directives");
        }
    }

    /**
     * Under an iteration budget a decision depends on the seed alone: one thread and two threads give the same order
     * with the same statistics (trees share the iterations out the same way, every tree has its own dice and rules);
     * another seed searches otherwise.
     */
    @ParameterizedTest
    @ValueSource(strings = {"riverford", "riverford-simultaneous", "hextc2"})
    void theSameSeedDecidesTheSameOnOneAndTwoThreads(String example) {
        Game game = Examples.source(example).newGame(12);
        TurnSystem turns = TurnSystem.of(game, TURN_LIMIT);
        int compared = 0;
        List<String> values = new ArrayList<>();
        for (int position = 0; position < 3 && !turns.isFinished(); position++) {
            playSteps(turns, 12 + position, 3);
            turns.start();
            if (turns.isFinished()) {
                break;
            }
            GameView view = new GameView(turns, turns.actingFactions().get(0));
            SearchReport one = search(view, "budget=90:threads=1", 77);
            SearchReport two = search(view, "budget=90:threads=2", 77);
            assertEquals(CommandCodec.encode(one.order()), CommandCodec.encode(two.order()));
            assertEquals(one.iterations(), two.iterations());
            assertEquals(one.visits(), two.visits());
            assertEquals(one.value(), two.value(), 0.0, "the same playouts, summed in the same order");
            assertEquals(2, two.threads(), "two threads searched");
            assertEquals(90, one.iterations() + one.failures());
            values.add(one.value() + "/" + search(view, "budget=90:threads=2", 78).value());
            compared++;
        }
        assertTrue(compared >= 2, example + ": " + compared + " positions compared");
        assertTrue(values.stream().anyMatch(v -> !v.split("/")[0].equals(v.split("/")[1])),
                "another seed searches otherwise: " + values);
    }

    private static SearchReport search(GameView view, String options, long seed) {
        MctsPlayer player = mcts(options, seed);
        player.nextOrder(view);
        assertNotNull(player.lastReport(), "a search ran");
        return player.lastReport();
    }

    /**
     * In simultaneous turns the other faction's directives are secret until the turn resolves: whatever the Blue
     * League has ordered before ending its turn, House Rouge's search decides exactly the same, and its copies of the
     * game hold none of Blue's directives and have Blue still to act.
     */
    @Test
    void simultaneousDirectivesOfTheOtherFactionStaySecret() {
        var source = Examples.source("riverford-simultaneous");
        List<String> decisions = new ArrayList<>();
        List<Integer> given = new ArrayList<>();
        for (int variant = 0; variant < 3; variant++) {
            Game game = source.newGame(3);
            TurnSystem turns = TurnSystem.of(game, TURN_LIMIT);
            playSteps(turns, 3, 4); // two resolved turns
            int blue = 1;
            SplittableRandom random = new SplittableRandom(variant);
            List<Entity> units = game.world().faction(blue).units();
            for (Entity u : units) {
                int[] targets = turns.moveTargets(List.of(u));
                if (u.isPlaced() && targets.length > 0 && variant > 0) {
                    assertTrue(turns.order(blue, new Move(List.of(u.id()), targets[random.nextInt(targets.length)]))
                            .accepted());
                }
            }
            turns.endTurn(blue);
            given.add(turns.pendingDirectives().size());
            assertEquals(List.of(0), turns.actingFactions(), "House Rouge is still to act");
            GameView rouge = new GameView(turns, 0);
            ForwardModel seen = rouge.rehearsal(5, rouge.rules());
            assertTrue(seen.turns().pendingDirectives().isEmpty(), "no directive of Blue's in Rouge's copy");
            assertEquals(List.of(0, 1), seen.turns().actingFactions(), "Blue is still to act in Rouge's copy");
            SearchReport report = search(rouge, "budget=80:threads=2", 9);
            decisions.add(CommandCodec.encode(report.order()) + " " + report.visits() + " " + report.value());
        }
        assertEquals(0, given.get(0));
        assertTrue(given.get(1) > 0 && given.get(2) > 0, "Blue gave directives: " + given);
        assertEquals(1, decisions.stream().distinct().count(), "the same decision whatever Blue ordered: " + decisions);
    }

    /**
     * Each search thread plays by an instance of the rules of its own: the rule file's rules and the default rules
     * make a new instance that plays a game exactly as the original, and rules that keep unknown state (a subclass)
     * make none, so the search grows every tree on the game's thread instead, with the same decision.
     */
    @Test
    void everySearchThreadPlaysByRulesOfItsOwn() {
        var source = Examples.source("riverford");
        Game original = source.newGame(4);
        Rules rules = original.rules();
        Rules other = rules.forAnotherGame();
        assertTrue(rules instanceof ScriptedRules && other instanceof ScriptedRules, "riverford plays by its rule file");
        assertNotSame(rules, other);
        assertNotSame(((ScriptedRules) rules).compiled(), ((ScriptedRules) other).compiled());
        TurnSystem.of(original, 12).play(randomPlayers(4));
        Game copy = new Game(original.catalog(), other, 4);
        TurnSystem.of(copy, 12).play(randomPlayers(4));
        assertEquals(original.stateHash(), copy.stateHash(), "the other instance plays exactly as the original");
        assertNotNull(new DefaultRules().forAnotherGame());
        assertNull(new DefaultRules() { }.forAnotherGame(), "a subclass may keep state: no instance");

        Game subclassed = new Game(original.catalog(), new DefaultRules() { }, 4);
        TurnSystem turns = TurnSystem.of(subclassed, 12);
        playSteps(turns, 4, 3);
        turns.start();
        GameView view = new GameView(turns, turns.actingFactions().get(0));
        SearchReport one = search(view, "budget=40:threads=1", 2);
        SearchReport two = search(view, "budget=40:threads=2", 2);
        assertEquals(1, two.threads(), "without rules of their own the trees grow on the game's thread");
        assertEquals(CommandCodec.encode(one.order()), CommandCodec.encode(two.order()));
        assertEquals(one.value(), two.value(), 0.0);
        assertNotEquals(0, one.iterations());
    }
}
