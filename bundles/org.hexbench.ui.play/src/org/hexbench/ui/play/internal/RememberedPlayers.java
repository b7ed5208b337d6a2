package org.hexbench.ui.play.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.eclipse.jface.dialogs.IDialogSettings;
import org.eclipse.ui.PlatformUI;
import org.hexbench.play.Seat;
import org.hexbench.ui.play.PlayerChoices;
import org.osgi.framework.FrameworkUtil;

/**
 * The players last chosen in the New Game dialog for each scenario file (each faction's person or computer player
 * with its options), kept in the Play bundle's dialog settings, so the next game of that scenario offers them again.
 * A choice is offered only while the Default players preference is what it was when the choice was made: changing
 * that preference is asking for its seats.
 */
public final class RememberedPlayers {

    private static final String SECTION = "NewGame.players";

    private RememberedPlayers() {
    }

    private static IDialogSettings section() {
        IDialogSettings all = PlatformUI.getDialogSettingsProvider(FrameworkUtil.getBundle(RememberedPlayers.class))
                .getDialogSettings();
        IDialogSettings section = all.getSection(SECTION);
        return section != null ? section : all.addNewSection(SECTION);
    }

    private static String key(Path scenario) {
        return scenario.toAbsolutePath().normalize().toString();
    }

    /**
     * @param scenario the scenario file
     * @param factions its number of factions
     * @param preference the Default players preference now
     * @return the players chosen last time for it, if they were chosen under this preference, fit the factions and
     *         are all still offered by the registry
     */
    public static Optional<List<Seat>> of(Path scenario, int factions, DefaultPlayers preference) {
        String[] stored = section().getArray(key(scenario));
        if (stored == null || stored.length != factions + 1 || !stored[0].equals(preference.key())) {
            return Optional.empty();
        }
        List<Seat> seats = new ArrayList<>();
        for (int f = 1; f < stored.length; f++) {
            Seat seat = PlayerChoices.storedSeat(stored[f]);
            if (seat == null) {
                return Optional.empty();
            }
            seats.add(seat);
        }
        return Optional.of(seats);
    }

    /**
     * @param scenario the scenario file
     * @param preference the Default players preference the choice was made under
     * @param seats the players chosen
     */
    public static void remember(Path scenario, DefaultPlayers preference, List<Seat> seats) {
        List<String> values = new ArrayList<>();
        values.add(preference.key());
        seats.forEach(s -> values.add(s.settingValue()));
        section().put(key(scenario), values.toArray(new String[0]));
    }

    /**
     * Forgets the choice for a scenario (tests start from the preference again).
     *
     * @param scenario the scenario file
     */
    public static void forget(Path scenario) {
        section().put(key(scenario), new String[0]);
    }
}
