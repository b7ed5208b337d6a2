package org.hexbench.ai.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.hexbench.ai.PlayerSpec;
import org.hexbench.ai.tournament.Tournament;
import org.hexbench.ai.tournament.TournamentResult;
import org.junit.jupiter.api.Test;

/**
 * Seeker beats the random player clearly: a 40-game match on the shipped Riverford (its 60-turn limit, seats
 * alternating), where only the lower bound of the Wilson 95 % interval of Seeker's win rate (draws count as not won)
 * counts. The larger measurement on all three examples is in the ai bundle's README.
 */
class SeekerTournamentTest {

    @Test
    void seekerBeatsTheRandomPlayerOnRiverford() throws Exception {
        Tournament match = new Tournament(List.of(PlayerSpec.parse("seeker"), PlayerSpec.parse("random")), 40, 2026,
                2, 60, null);
        TournamentResult result = match.play(() -> Examples.source("riverford"), line -> { });
        TournamentResult.Pairing pairing = result.pairings().get(0);
        assertEquals(0, pairing.failed(), result.table());
        assertEquals(40, pairing.played());
        assertTrue(pairing.winRateInterval().lower() >= 0.6,
                "Seeker won " + pairing.wins() + " of 40: " + result.table());
    }
}
