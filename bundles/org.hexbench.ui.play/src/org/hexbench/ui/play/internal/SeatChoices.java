package org.hexbench.ui.play.internal;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.hexbench.play.Seat;

/**
 * Who plays each faction, as a group of radio buttons per faction (Hexkit User's Guide §2.2 Managing Players: the
 * Player Setup dialog): the New Game dialog and Player Setup both ask this way. Each button carries the test id
 * {@code <prefix>.seat.<faction>.<seat word>}.
 */
final class SeatChoices {

    private final List<Button[]> buttons = new ArrayList<>();

    /**
     * Creates the group.
     *
     * @param parent a composite with a two-column grid layout (the group spans both columns)
     * @param factions the faction names, in faction order
     * @param initial the seat each faction starts with
     * @param idPrefix the prefix of the buttons' test ids
     */
    SeatChoices(Composite parent, List<String> factions, List<Seat> initial, String idPrefix) {
        Group players = new Group(parent, SWT.NONE);
        players.setText("Players");
        players.setLayout(new GridLayout(2, false));
        players.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        Seat[] seats = Seat.values();
        for (int f = 0; f < factions.size(); f++) {
            new Label(players, SWT.NONE).setText(factions.get(f));
            Composite radios = new Composite(players, SWT.NONE);
            radios.setLayout(new GridLayout(seats.length, false));
            Button[] row = new Button[seats.length];
            for (int s = 0; s < seats.length; s++) {
                row[s] = new Button(radios, SWT.RADIO);
                row[s].setText(seats[s].label());
                row[s].setData("org.hexbench.id", idPrefix + ".seat." + f + "." + seats[s].settingValue());
                row[s].setSelection(seats[s] == initial.get(f));
            }
            buttons.add(row);
        }
    }

    /**
     * @param factions a scenario's factions, in faction order
     * @return their names (the id where a faction has no name), as the choices label them
     */
    static List<String> namesOf(List<? extends org.hexbench.scenario.Faction> factions) {
        return factions.stream().map(f -> f.getName() != null ? f.getName() : f.getId()).toList();
    }

    /** @return the chosen seat of every faction, in faction order */
    List<Seat> seats() {
        List<Seat> result = new ArrayList<>();
        for (Button[] row : buttons) {
            Seat chosen = Seat.values()[0];
            for (int s = 0; s < row.length; s++) {
                if (row[s].getSelection()) {
                    chosen = Seat.values()[s];
                }
            }
            result.add(chosen);
        }
        return result;
    }
}
