package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.hexbench.ai.ComputerPlayer;
import org.hexbench.ai.DecidingPlayer;
import org.hexbench.ai.GameView;
import org.hexbench.ai.PlayerRegistry;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.ai.players.seeker.CombatEstimate;
import org.hexbench.ai.players.seeker.GroupAttack;
import org.hexbench.ai.players.seeker.Seeker;
import org.hexbench.ai.players.seeker.SeekerOptions;
import org.hexbench.ai.players.seeker.Situation;
import org.hexbench.ai.players.seeker.UnitCycle;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.rules.DefaultRules;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.WorldState;
import org.junit.jupiter.api.Test;

/**
 * Seeker where a unit fights only by moving onto enemy units (HexTC2 rules: "moving onto an opponent starts a
 * battle"; its creatures have no Attack): the move is the unit's attack, chosen and judged as Hexkit User's Guide
 * §9.4.2–9.4.4 choose and judge attacks, with the odds estimated by playing the Move out on copies of the game. The
 * hand-made positions use the test board's soldiers (strength 5, movement 2) without the Attack ability, under rules
 * whose battle is worked out by hand: a unit moving onto an enemy destroys it if it is stronger and loses half the
 * enemy's strength (rounded down), else it is destroyed and the enemy loses half the mover's strength.
 */
class SeekerBattleByMovingTest {

    /**
     * Hexkit's default rules, but a unit may end a move on enemy units (Hexkit's default step refuses them), though
     * not pass through them.
     */
    private static class SharedSites extends DefaultRules {
        @Override
        public boolean canMakeStep(WorldState world, List<Entity> units, int from, int to) {
            int owner = units.get(0).owner();
            return world.difficulty(to) > 0 && (from == units.get(0).site() || !world.site(from).hasAlienUnits(owner));
        }
    }

    /** Moving onto enemy units is a battle of strengths. */
    private static final class BattleOfStrengths extends SharedSites {
        @Override
        public void move(RuleContext context, List<Entity> units, int target) {
            Entity mover = units.get(0);
            List<Entity> foes = context.world().site(target).units().stream()
                    .filter(e -> e.owner() != mover.owner()).toList();
            if (foes.isEmpty()) {
                super.move(context, units, target);
                return;
            }
            Entity foe = foes.get(0);
            int mine = context.world().strength(mover);
            int theirs = context.world().strength(foe);
            if (mine > theirs) {
                damageUnit(context, foe, theirs);
                damageUnit(context, mover, theirs / 2);
                super.move(context, units, target);
            } else {
                damageUnit(context, foe, mine / 2);
                damageUnit(context, mover, mine);
            }
        }
    }

    private final SeekerBoard board = new SeekerBoard(8, 4);

    /** Red's soldier on (5, 1) beside blue's on (6, 1); neither side's soldiers may attack. */
    private void besideOneEnemy(int enemyStrength) {
        board.s.soldier.setCanAttack(false);
        board.start(new BattleOfStrengths());
        board.put(board.unit(0, 0), board.site(5, 1));
        board.set(board.unit(1, 0), "strength", enemyStrength);
    }

    private Entity red(Situation situation, int index) {
        return situation.entity(board.unit(0, index).id());
    }

    /**
     * Against an enemy of strength 2 the soldier of 5 wins every battle and loses 1: attacker 20 %, defender 100 %,
     * which meets the initial odds of four (1.0 ≥ 0.4 and 0.2 ≤ 1.0 / 4). Its first order is the Move onto the
     * enemy, and the game carries the battle out.
     */
    @Test
    void aUnitThatFightsOnlyByMovingAttacksAWeakNeighbourByMovingOntoIt() {
        besideOneEnemy(2);
        int target = board.site(6, 1);
        Situation situation = board.situation(0);
        assertTrue(situation.fightsByMoving(red(situation, 0)));
        assertEquals(0, situation.attackTargets(red(situation, 0)).length, "it has no Attack");
        CombatEstimate battle = situation.trialEstimate(List.of(new Move(List.of(board.unit(0, 0).id()), target)),
                target);
        assertEquals(new CombatEstimate(5, 2, 1, 2), battle);
        UnitCycle cycle = UnitCycle.begin(situation, SeekerOptions.DEFAULTS, new SplittableRandom(1));
        Command order = cycle.next(situation);
        assertEquals(new Move(List.of(board.unit(0, 0).id()), target), order);
        assertEquals(4, cycle.odds(), "made at the initial odds");
        assertTrue(board.turns.order(0, order).accepted());
        assertTrue(board.world.faction(1).units().isEmpty(), "the enemy fell");
        assertEquals(target, board.unit(0, 0).site(), "the winner holds the site");
        assertEquals(4, board.world.strength(board.unit(0, 0)));
    }

    /**
     * Against an enemy of strength 20 the soldier dies in every battle for 2 of the enemy's 20 (attacker 100 %,
     * defender 10 %): no positive odds are met (1.0 > 0.1 / n), so the Move is not made; only at odds zero, the
     * Guide's unconditional attack (§9.8.2 Minimum Attack Odds), would it be.
     */
    @Test
    void itDoesNotAttackAMuchStrongerNeighbourAtAnyPositiveOdds() {
        besideOneEnemy(20);
        int target = board.site(6, 1);
        Situation situation = board.situation(0);
        Entity soldier = red(situation, 0);
        assertEquals(new CombatEstimate(5, 20, 5, 2), situation.trialEstimate(
                List.of(new Move(List.of(soldier.id()), target)), target));
        for (int odds = 4; odds >= 1; odds--) {
            assertNull(GroupAttack.attempt(situation, soldier, target, List.of(soldier), odds), "odds " + odds);
        }
        assertNotNull(GroupAttack.attempt(situation, soldier, target, List.of(soldier), 0));
    }

    /**
     * Beside a weak enemy (strength 2, on (5, 2)) and a strong one (20, on (6, 1)), both within one move, the
     * soldier picks the weak one: by the battles played out, the enemy's loss less its own is 2 − 1 against 2 − 5
     * (§9.4.2 Mobile Attack 5, absolute losses since nothing heals), and that battle meets the odds.
     */
    @Test
    void ofAWeakAndAStrongNeighbourItAttacksTheWeak() {
        board.units(board.s.blue, 5, 2, board.s.soldier);
        besideOneEnemy(20);
        board.set(board.unit(1, 1), "strength", 2);
        Situation situation = board.situation(0);
        Command order = UnitCycle.begin(situation, SeekerOptions.DEFAULTS, new SplittableRandom(1)).next(situation);
        assertEquals(new Move(List.of(board.unit(0, 0).id()), board.site(5, 2)), order);
    }

    /**
     * A Move takes no units from other sites, so a group attack by moving is the leader alone (§9.4.4 Conditional
     * Group Attack reduces to a conditional attack): another red soldier beside the same enemy does not join.
     */
    @Test
    void aGroupAttackByMovingIsTheLeaderAlone() {
        board.units(board.s.red, 6, 2, board.s.soldier);
        besideOneEnemy(1);
        int target = board.site(6, 1);
        Situation situation = board.situation(0);
        List<Entity> active = List.of(red(situation, 0), red(situation, 1));
        GroupAttack group = GroupAttack.attempt(situation, active.get(0), target, active, 0);
        assertEquals(List.of(active.get(0)), group.attackers());
        assertEquals(List.of(new Move(List.of(active.get(0).id()), target)), group.orders(situation));
    }

    /**
     * On the HexTC2 example, whose creatures fight only by moving, Seeker gives no Attack order and fights battles
     * with Move orders onto enemy creatures (the rule file's {@code on move} hook), in seeded games against the
     * random player.
     */
    @Test
    void onHexTc2SeekerFightsByMovingOntoEnemiesAndNeverGivesAttackOrders() {
        int battles = 0;
        int attacks = 0;
        for (long seed = 1; seed <= 3; seed++) {
            Game game = Examples.source("hextc2").newGame(seed);
            TurnSystem turns = TurnSystem.of(game, 100);
            Seeker seeker = new Seeker(SeekerOptions.DEFAULTS, seed);
            int[] counts = new int[2];
            ComputerPlayer watched = new ComputerPlayer() {
                @Override
                public void beginTurn(GameView view) {
                    seeker.beginTurn(view);
                }

                @Override
                public Command nextOrder(GameView view) {
                    Command order = seeker.nextOrder(view);
                    if (order instanceof Move m && game.world().site(m.target()).hasAlienUnits(0)) {
                        counts[0]++;
                    } else if (order instanceof Attack) {
                        counts[1]++;
                    }
                    return order;
                }
            };
            List<Player> players = List.of(new DecidingPlayer("seeker", watched),
                    PlayerRegistry.create(PlayerSpec.parse("random"), seed, 1));
            turns.play(players);
            battles += counts[0];
            attacks += counts[1];
        }
        assertEquals(0, attacks, "HexTC2's creatures have no Attack");
        assertTrue(battles >= 3, "Seeker fought " + battles + " battles by moving in 3 games");
    }
}
