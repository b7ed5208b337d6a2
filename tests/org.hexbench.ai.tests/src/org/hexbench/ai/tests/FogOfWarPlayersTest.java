package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.hexbench.ai.ComputerPlayer;
import org.hexbench.ai.DecidingPlayer;
import org.hexbench.ai.GameView;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.CommandCodec;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.world.Catalog;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.StateHash;
import org.hexbench.engine.world.WorldState;
import org.hexbench.rules.engine.RuleBinding;
import org.hexbench.scenario.FogOfWar;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.scenario.UnitClass;
import org.hexbench.scenario.Vision;
import org.hexbench.scenario.resource.ScenarioResources;
import org.hexbench.testdata.SmallScenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The computer players under fog of war: whatever a {@code random}, {@code seeker} or {@code mcts} player is handed
 * through its {@link GameView} (the world, legal orders, targets, rehearsals to search on) holds no unit its faction
 * does not see, and its orders are the same in two games that differ only in such a unit; seeded fog-of-war games of
 * Riverford under its rule file play to their limit with every player kind and replay to their state hash.
 */
class FogOfWarPlayersTest {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    private static void fog(Scenario scenario, FogOfWar mode) {
        Vision vision = F.createVision();
        vision.setFog(mode);
        scenario.getMaster().setVision(vision);
    }

    /** Red's three soldiers in the west, blue's soldier and a scout of the given strength far east, out of sight. */
    private static SmallScenario scenario(int scoutStrength) {
        SmallScenario s = SmallScenario.create(16, 6);
        fog(s.scenario, FogOfWar.FOG);
        s.soldier.setVisionRange(2);
        UnitClass scout = s.unitClass("scout", s.strength, scoutStrength, s.morale, 1, s.movement, 3, s.attackRange, 1);
        s.units(s.blue, 13, 4, scout);
        s.units(s.red, 1, 3, s.soldier, s.soldier);
        return s;
    }

    /** A computer player that reads everything its view offers before it lets the real player decide. */
    private static final class Looking implements ComputerPlayer {
        final ComputerPlayer player;
        final Set<Integer> met = new HashSet<>();
        final List<Long> handed = new ArrayList<>();

        Looking(ComputerPlayer player) {
            this.player = player;
        }

        @Override
        public void beginTurn(GameView view) {
            look(view);
            player.beginTurn(view);
        }

        @Override
        public Command nextOrder(GameView view) {
            look(view);
            return player.nextOrder(view);
        }

        private void look(GameView view) {
            WorldState world = view.world();
            handed.add(StateHash.of(world));
            for (int id = 0; id < world.nextEntityId(); id++) {
                Entity e = world.entity(id);
                if (e != null) {
                    met.add(id);
                }
            }
            for (Command c : view.legalOrders()) {
                String text = CommandCodec.encode(c);
                for (int site = 0; site < world.siteCount(); site++) {
                    if (text.startsWith("Attack") && text.endsWith(" " + site)) {
                        world.site(site).units().forEach(u -> met.add(u.id()));
                    }
                }
            }
            for (ForwardModel ahead : List.of(view.rehearsal(3), view.rehearsal(4, view.rules()))) {
                ahead.world().entities().forEach(e -> met.add(e.id()));
            }
            view.pendingDirectives().forEach(d -> met.add(d.unit()));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"random", "seeker", "mcts:budget=40"})
    void noPlayerKindReadsAnUnseenUnitAndItsOrdersDoNotDependOnOne(String kind) {
        List<List<String>> orders = new ArrayList<>();
        List<List<Long>> handed = new ArrayList<>();
        for (int strength : new int[] {2, 9}) {
            SmallScenario s = scenario(strength);
            Game game = new Game(catalog(s.scenario), new org.hexbench.engine.rules.DefaultRules(), 5);
            TurnSystem turns = TurnSystem.of(game, 0);
            turns.start();
            Entity scout = game.world().site(s.site(13, 4)).units().get(0);
            Entity soldier = game.world().site(s.site(14, 1)).units().get(0);
            Looking looking = new Looking(PlayerRegistry.create(PlayerSpec.parse(kind), 5, 0).player());
            Player red = new DecidingPlayer(kind, looking);
            int before = game.history().size();
            assertEquals(0, turns.playNextTurn(f -> f == 0 ? red : null, () -> false));
            assertFalse(looking.met.contains(scout.id()), kind + " met the unseen scout");
            assertFalse(looking.met.contains(soldier.id()), kind + " met blue's unseen soldier");
            assertTrue(looking.met.contains(game.world().faction(0).units().get(0).id()));
            orders.add(game.history().entries().subList(before, game.history().size()).stream()
                    .filter(e -> e.faction() == 0).map(HistoryEntry::command).toList());
            handed.add(looking.handed);
        }
        assertEquals(orders.get(0), orders.get(1), kind + " decides the same whatever the scout's strength");
        assertEquals(handed.get(0), handed.get(1), kind + " was handed the same world before every order");
        assertTrue(orders.get(0).size() >= 2, kind + " ordered: " + orders.get(0));
    }

    @Test
    void everyPlayerKindPlaysAFogOfWarRiverfordThatReplaysToItsHash() throws Exception {
        var file = Examples.scenario("riverford");
        Scenario scenario = ScenarioResources.load(file);
        fog(scenario, FogOfWar.FOG);
        for (var t : scenario.getEntities().getTerrains()) {
            t.setBlocksSight(t.getId().equals("forest"));
        }
        Catalog catalog = new Catalog(scenario);
        String[][] pairings = {{"seeker", "random"}, {"mcts:budget=30", "seeker"}};
        for (String[] pairing : pairings) {
            Game game = new Game(catalog, RuleBinding.rulesFor(file), 21);
            TurnSystem turns = TurnSystem.of(game, 8);
            List<Player> players = List.of(PlayerRegistry.create(PlayerSpec.parse(pairing[0]), 21, 0),
                    PlayerRegistry.create(PlayerSpec.parse(pairing[1]), 21, 1));
            turns.play(players);
            assertTrue(turns.isFinished());
            Replay replay = new Replay(catalog, game.history().entries());
            assertEquals(game.stateHash(), StateHash.hex(replay.finish()), String.join(" vs ", pairing));
            long moves = game.history().entries().stream().filter(e -> e.command().startsWith("Move")).count();
            assertTrue(moves > 8, String.join(" vs ", pairing) + " moved: " + moves);
            assertNotEquals(0, game.world().view(0).changes());
        }
    }

    private static Catalog catalog(Scenario scenario) {
        try {
            return new Catalog(scenario);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
