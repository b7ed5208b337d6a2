package org.hexbench.ui.play.internal;

import java.util.ArrayList;
import java.util.List;
import org.hexbench.play.Seat;

/**
 * Who plays each faction of a new game unless the New Game dialog is told otherwise (Window &gt; Preferences &gt;
 * Hexbench Play, "Default players"; Hexkit User's Guide §2.2 Managing Players: every faction is played by a person
 * or a computer player). A scenario may name a computer player for a faction ({@code <computer algorithm="...">},
 * §4.7.2): those factions are the scenario's computer factions, the others its human factions.
 */
public enum DefaultPlayers {

    /** As the scenario says: its computer factions by their computer player, the others by a person. */
    SCENARIO("scenario", "As the scenario says (factions with a computer player setting by the computer)"),
    /** The first faction by a person, every other by the computer (the scenario's player, else the random one). */
    FIRST_HUMAN("firstHuman", "The first faction by a person, the others by the computer"),
    /** Every faction by a person, taking turns at one machine (hotseat). */
    ALL_HUMAN("allHuman", "Every faction by a person (hotseat)"),
    /** Every faction by the computer (the scenario's player, else the random one), to watch a game. */
    ALL_COMPUTER("allComputer", "Every faction by the computer");

    private final String key;
    private final String label;

    DefaultPlayers(String key, String label) {
        this.key = key;
        this.label = label;
    }

    /** @return the value stored in the preferences */
    public String key() {
        return key;
    }

    /** @return the label of its choice on the preference page */
    public String label() {
        return label;
    }

    /**
     * @param key a stored value
     * @return the choice it names, or {@link #SCENARIO} for an unknown one
     */
    public static DefaultPlayers of(String key) {
        for (DefaultPlayers d : values()) {
            if (d.key.equals(key)) {
                return d;
            }
        }
        return SCENARIO;
    }

    /**
     * Applies this choice to a scenario's factions.
     *
     * @param scenario the seats the scenario asks for, one per faction (human unless it names a computer player)
     * @return the default seats of a new game, one per faction
     */
    public List<Seat> seats(List<Seat> scenario) {
        List<Seat> seats = new ArrayList<>(scenario.size());
        for (int f = 0; f < scenario.size(); f++) {
            Seat computer = scenario.get(f).isComputer() ? scenario.get(f) : Seat.RANDOM;
            seats.add(switch (this) {
                case SCENARIO -> scenario.get(f);
                case FIRST_HUMAN -> f == 0 ? Seat.HUMAN : computer;
                case ALL_HUMAN -> Seat.HUMAN;
                case ALL_COMPUTER -> computer;
            });
        }
        return List.copyOf(seats);
    }
}
