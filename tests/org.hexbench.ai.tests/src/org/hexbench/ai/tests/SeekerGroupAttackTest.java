package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.hexbench.ai.players.seeker.GroupAttack;
import org.hexbench.ai.players.seeker.Situation;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.world.Entity;
import org.junit.jupiter.api.Test;

/**
 * Conditional group attacks (Hexkit User's Guide §9.4.4) under Hexkit's default duel, where every hit destroys the
 * unit it hits: attackers strike first, one defender each; every defender still standing strikes back at one
 * attacker in its reach. The odds are judged by trial, so the losses below are what the duel does every time. Blue
 * holds a stack of two soldiers on (4, 1); red's soldiers are the leader on (3, 1) and supporters beside it.
 */
class SeekerGroupAttackTest {

    private final SeekerBoard board = new SeekerBoard(8, 4);
    private final int target;

    SeekerGroupAttackTest() {
        board.units(board.s.blue, 4, 1, board.s.soldier, board.s.soldier);
        board.units(board.s.red, 3, 1, board.s.soldier); // unit 1: beside the leader
        board.units(board.s.red, 4, 0, board.s.soldier); // unit 2: north of the target, another site
        board.units(board.s.red, 0, 3, board.s.soldier); // unit 3: far away
        target = board.site(4, 1);
        board.start();
        board.put(board.unit(0, 0), board.site(3, 1));
    }

    private List<Entity> units(Situation situation, int... indexes) {
        return java.util.Arrays.stream(indexes).mapToObj(i -> situation.entity(board.unit(0, i).id())).toList();
    }

    private List<Integer> ids(int... indexes) {
        return java.util.Arrays.stream(indexes).mapToObj(i -> board.unit(0, i).id()).toList();
    }

    /** Alone against blue's single soldier on (6, 1), the leader destroys it and nobody strikes back: odds 4 met. */
    @Test
    void aLeaderThatMeetsTheOddsAttacksAlone() {
        board.put(board.unit(0, 0), board.site(5, 1));
        Situation situation = board.situation(0);
        GroupAttack group = GroupAttack.attempt(situation, units(situation, 0).get(0), board.site(6, 1),
                units(situation, 0, 1, 2, 3), 4);
        assertEquals(ids(0), group.attackers().stream().map(Entity::id).toList());
    }

    /**
     * Alone against two, the leader destroys one and is destroyed (attacker 100 %, defender 50 %: fails any positive
     * odds); with the supporter on its own site both defenders fall at once, and nobody strikes back (0 %, 100 %).
     */
    @Test
    void supportJoinsUntilTheOddsAreMet() {
        Situation situation = board.situation(0);
        Entity leader = units(situation, 0).get(0);
        assertNull(GroupAttack.attempt(situation, leader, target, units(situation, 0), 1));
        GroupAttack group = GroupAttack.attempt(situation, leader, target, units(situation, 0, 1, 3), 4);
        assertEquals(ids(0, 1), group.attackers().stream().map(Entity::id).toList());
        assertEquals(List.of(new Attack(ids(0, 1), target)), group.orders(situation), "one site, one Attack");
    }

    /**
     * With the supporter on another site the group attacks as two Attacks, the leader's first: the leader destroys
     * one defender and the other destroys the leader before the supporter destroys it: attackers lose 5 of 10 (50 %),
     * defenders 100 %. 0.5 ≤ 1.0 / n holds for n = 2, not for 3 or 4.
     */
    @Test
    void supportFromAnotherSiteAttacksSecondAndTheOddsCountTheCost() {
        Situation situation = board.situation(0);
        Entity leader = units(situation, 0).get(0);
        List<Entity> active = units(situation, 0, 2, 3);
        assertNull(GroupAttack.attempt(situation, leader, target, active, 4));
        assertNull(GroupAttack.attempt(situation, leader, target, active, 3));
        GroupAttack group = GroupAttack.attempt(situation, leader, target, active, 2);
        assertEquals(List.of(new Attack(ids(0), target), new Attack(ids(2), target)), group.orders(situation));
    }

    /** Odds of zero: the leader and every active unit that can attack the target from where it stands, unconditionally. */
    @Test
    void atOddsZeroEveryUnitInRangeAttacks() {
        Situation situation = board.situation(0);
        GroupAttack group = GroupAttack.attempt(situation, units(situation, 0).get(0), target,
                units(situation, 0, 1, 2, 3), 0);
        assertEquals(ids(0, 1, 2), group.attackers().stream().map(Entity::id).toList(),
                "the far soldier on (0,3) cannot attack (4,1) and is not drafted");
    }
}
