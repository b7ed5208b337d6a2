package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.SequentialTurns;
import org.hexbench.engine.player.PlayerTurn;
import org.hexbench.engine.player.RandomPlayer;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.world.Entity;
import org.hexbench.play.CombatPreview;
import org.hexbench.play.GameSession;
import org.hexbench.play.MapInteraction;
import org.hexbench.play.Seat;
import org.junit.jupiter.api.Test;

/**
 * The combat preview (Hexkit User's Guide §2.7.2 Attack Site: the expected losses on both sides as a percentage of
 * both sides' strength) is estimated by playing the attack out on copies of the game with dice of their own: the
 * estimate follows the rules, and the game, its history and its random stream are exactly as before.
 */
class CombatPreviewTest {

    private record State(String hash, List<HistoryEntry> entries, long random) {
        static State of(Game game) {
            return new State(game.stateHash(), List.copyOf(game.history().entries()), game.randomPosition());
        }
    }

    /**
     * Under Hexkit's default combat (§2.7.2: each attacker destroys one defender; each surviving defender destroys one
     * attacker), one unit attacking a lone defender always destroys it and loses nothing: the estimate says so.
     */
    @Test
    void oneAttackerAgainstALoneDefenderUnderTheDefaultRulesLosesNothingAndDestroysIt() {
        Game game = new Game(Sessions.read(Sessions.RIVERFORD).catalog(), new DefaultRules(), 11);
        SequentialTurns turns = new SequentialTurns(game, 0);
        RandomPlayer red = new RandomPlayer(1);
        RandomPlayer blue = new RandomPlayer(2);
        for (int step = 0; step < 600; step++) {
            turns.start();
            int faction = game.world().activeFaction();
            for (Entity u : faction == 0 ? game.world().faction(0).units() : List.<Entity>of()) {
                int[] targets = u.isPlaced() ? game.finder().attackTargets(List.of(u)) : new int[0];
                for (int target : targets) {
                    List<Entity> defenders = game.world().site(target).units();
                    if (defenders.size() == 1) {
                        State before = State.of(game);
                        CombatPreview preview = CombatPreview.of(game, List.of(u.id()), target).orElseThrow();
                        assertEquals(before, State.of(game), "the game is untouched");
                        assertEquals(0, preview.attackerLoss(), 1e-9, preview.toString());
                        assertEquals(game.world().strength(defenders.get(0)), preview.defenderLoss(), 1e-9);
                        assertEquals(100.0 * preview.defenderLoss() / (preview.attackerStrength() + preview.defenderStrength()),
                                preview.defenderPercent(), 1e-9);
                        return;
                    }
                }
            }
            (faction == 0 ? red : blue).playTurn(new PlayerTurn(turns, faction, () -> false));
            turns.endTurn(faction);
        }
        throw new AssertionError("red never met a lone blue unit");
    }

    /**
     * Under Riverford's rule file (damage 2d6 + 1 - defence), the preview through the session and the map leaves
     * the game as it was, and the real attack then draws exactly the dice it would have drawn without the preview.
     */
    @Test
    void thePreviewUnderRiverfordsRulesLeavesTheGameAndItsDiceAsTheyWere() throws Exception {
        GameSession session = Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.RANDOM), 3, 80);
        GameSession twin = Sessions.start(Sessions.RIVERFORD, List.of(Seat.HUMAN, Seat.RANDOM), 3, 80);
        for (int turn = 0; turn < 70; turn++) {
            MapInteraction map = new MapInteraction(session);
            List<Integer> sites = session.read(g -> g.world().faction(0).units().stream().filter(Entity::isPlaced)
                    .map(Entity::site).distinct().toList()).orElseThrow();
            for (int site : sites) {
                map.select(site);
                int[] targets = map.attackTargets();
                if (targets.length > 0) {
                    State before = session.read(State::of).orElseThrow();
                    map.hover(targets[0]);
                    CombatPreview preview = map.combatPreview().orElseThrow();
                    assertEquals(before, session.read(State::of).orElseThrow(), "the game is untouched by the preview");
                    assertTrue(preview.defenderLoss() > 0 && preview.defenderLoss() <= preview.defenderStrength(),
                            preview.toString());
                    assertTrue(preview.attackerLoss() >= 0 && preview.attackerLoss() <= preview.attackerStrength(),
                            preview.toString());
                    assertTrue(preview.describe().matches("Expected losses: attackers \\d+ %, defenders \\d+ % of both sides' strength"),
                            preview.describe());
                    Attack attack = new Attack(map.selectedUnits(), targets[0]);
                    assertTrue(session.execute(attack).accepted());
                    assertTrue(twin.execute(attack).accepted());
                    assertEquals(twin.read(State::of).orElseThrow(), session.read(State::of).orElseThrow(),
                            "the attack rolled the same dice as in a game without the preview");
                    return;
                }
            }
            assertTrue(session.endTurn().accepted());
            assertTrue(twin.endTurn().accepted());
            Sessions.await(session);
            Sessions.await(twin);
        }
        throw new AssertionError("House Rouge never met the Blue League");
    }
}
