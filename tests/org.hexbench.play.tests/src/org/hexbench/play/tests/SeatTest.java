package org.hexbench.play.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.hexbench.play.Seat;
import org.hexbench.scenario.validation.ComputerAlgorithms;
import org.junit.jupiter.api.Test;

/**
 * Who plays a faction, and what a scenario's computer player setting makes of it (Hexkit User's Guide §2.2 Managing
 * Players, §4.7.2 CustomComputer Members).
 */
class SeatTest {

    @Test
    void everyComputerSeatIsAnAlgorithmTheValidatorKnowsAndTheOtherWayRound() {
        Set<String> seats = Arrays.stream(Seat.values()).filter(Seat::isComputer).map(Seat::settingValue)
                .collect(Collectors.toSet());
        assertEquals(ComputerAlgorithms.NAMES, seats);
        assertEquals(Seat.ofAlgorithm(""), Seat.ofAlgorithm(ComputerAlgorithms.DEFAULT), "an empty name is the default");
        assertThrows(IllegalArgumentException.class, () -> Seat.ofAlgorithm("human"), "a person is no algorithm");
    }

    @Test
    void theExamplesComputerPlayerSettingIsWhoPlaysByDefault() {
        assertEquals(List.of(Seat.HUMAN, Seat.RANDOM), Sessions.read(Sessions.RIVERFORD).defaultSeats(),
                "House Rouge names no computer player; the Blue League names the random one");
        assertEquals(List.of(Seat.HUMAN, Seat.HUMAN), Sessions.read("hextc2").defaultSeats());
    }
}
