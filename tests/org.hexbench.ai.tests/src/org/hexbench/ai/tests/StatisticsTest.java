package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.hexbench.ai.tournament.BradleyTerry;
import org.hexbench.ai.tournament.WilsonInterval;
import org.junit.jupiter.api.Test;

/** The tournament's statistics against values worked out by hand or published. */
class StatisticsTest {

    /**
     * Newcombe (Statistics in Medicine 17, 1998), Table I, method 3 (Wilson score interval without continuity
     * correction): 81/263 → 0.2553–0.3662, 15/148 → 0.0624–0.1605, 0/20 → 0–0.1611, 1/29 → 0.0061–0.1718.
     * By hand for 81/263: p = 0.30798, z² = 3.84146, z²/n = 0.014606; centre = (0.30798 + 0.0073031)/1.014606
     * = 0.31075; half width = 1.95996·√(0.30798·0.69202/263 + 3.84146/276676)/1.014606 = 1.95996·√(0.00081037
     * + 0.00001388)/1.014606 = 0.055457; so 0.2553–0.3662.
     */
    @Test
    void wilsonIntervalsAsPublished() {
        assertInterval(0.2553, 0.3662, WilsonInterval.of95(81, 263));
        assertInterval(0.0624, 0.1605, WilsonInterval.of95(15, 148));
        assertInterval(0.0, 0.1611, WilsonInterval.of95(0, 20));
        assertInterval(0.0061, 0.1718, WilsonInterval.of95(1, 29));
    }

    private static void assertInterval(double lower, double upper, WilsonInterval actual) {
        assertEquals(lower, actual.lower(), 0.00005, "lower bound");
        assertEquals(upper, actual.upper(), 0.00005, "upper bound");
    }

    /**
     * Two players, 10 games, A wins 7, draws 1, loses 2: with the virtual draw A scores 7 + 0.5 + 0.5 = 8 of 11,
     * so the maximum-likelihood p = 8/11 and θA − θB = ln(8/3) = 0.98083; with Σθ = 0, θA = 0.49041, i.e.
     * 173.72·0.49041 = +85.19 Elo. Fisher information of the difference: n·p·(1−p) = 11·(8/11)(3/11) = 2.18182;
     * var(θA − θB) = 1/2.18182 = 0.45833 and θA = (θA − θB)/2 has variance 0.11458, standard error 0.33850, so
     * the half width is 1.95996·0.33850·173.72 = 115.25 Elo.
     */
    @Test
    void bradleyTerryForTwoPlayersByHand() {
        BradleyTerry bt = new BradleyTerry(new double[][] {{0, 7.5}, {2.5, 0}}, new int[][] {{0, 10}, {10, 0}});
        assertEquals(0.49041, bt.strength(0), 0.00001);
        assertEquals(-0.49041, bt.strength(1), 0.00001);
        assertEquals(85.19, bt.elo(0), 0.01);
        assertEquals(115.25, bt.eloHalfWidth(0), 0.05);
    }

    /**
     * Three players in a cycle, each beating the next 6 times of 10 (A>B, B>C, C>A): by symmetry every rating is 0.
     * A player who wins all 10 games against each of two others stays finite thanks to the virtual draw:
     * 10.5 of 11 against each.
     */
    @Test
    void bradleyTerrySymmetryAndSeparation() {
        int[][] games = {{0, 10, 10}, {10, 0, 10}, {10, 10, 0}};
        BradleyTerry cycle = new BradleyTerry(new double[][] {{0, 6, 4}, {4, 0, 6}, {6, 4, 0}}, games);
        for (int i = 0; i < 3; i++) {
            assertEquals(0, cycle.elo(i), 1e-9);
        }
        BradleyTerry sweep = new BradleyTerry(new double[][] {{0, 10, 10}, {0, 0, 5}, {0, 5, 0}}, games);
        assertEquals(true, Double.isFinite(sweep.elo(0)) && sweep.elo(0) > 300);
        assertEquals(sweep.elo(1), sweep.elo(2), 1e-9);
        assertEquals(0, sweep.elo(0) + sweep.elo(1) + sweep.elo(2), 1e-9);
    }
}
