package org.hexbench.play.internal;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.play.GameSetup;
import org.hexbench.play.Seat;

/**
 * What a saved game records besides its history, as the engine's save settings (Hexkit User's Guide §2.1.3 Saving
 * Your Game): the seed, who plays each faction ({@code players}, in the command line's words), the turn limit and the
 * pause after computer turns, so that loading continues the game as it was set up.
 */
public final class SessionSettings {

    /** Settings of the first save format: a simultaneous turn's directives, beside its resolution entry. */
    private static final String OLD_DIRECTIVES = "directives.";

    private SessionSettings() {
    }

    /**
     * @param setup the game's setup, with the seats as they are now
     * @return the settings as the engine's save stores them, in order
     */
    public static Map<String, String> toMap(GameSetup setup) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("seed", Long.toString(setup.seed()));
        settings.put("players", String.join(",", setup.seats().stream().map(Seat::settingValue).toList()));
        settings.put("turns", Integer.toString(setup.turnLimit()));
        settings.put("pause", Integer.toString(setup.computerPauseMillis()));
        return settings;
    }

    /**
     * Reads the setup of a save (one player word applies to every faction, as on the command line).
     *
     * @param settings the save's settings
     * @param scenarioFile the scenario file the save is played on
     * @param factions the scenario's number of factions
     * @return the setup
     * @throws IllegalArgumentException if a setting is malformed, naming it
     */
    public static GameSetup setupOf(Map<String, String> settings, Path scenarioFile, int factions) {
        List<Seat> seats = new ArrayList<>();
        for (String p : settings.getOrDefault("players", "").split(",")) {
            seats.add(Seat.ofSetting(p));
        }
        if (seats.size() == 1 && factions > 1) {
            seats = Collections.nCopies(factions, seats.get(0));
        }
        return new GameSetup(scenarioFile, seats, number(settings, "seed", "1"), (int) number(settings, "turns", "0"),
                (int) number(settings, "pause", "0"));
    }

    private static long number(Map<String, String> settings, String key, String otherwise) {
        String value = settings.getOrDefault(key, otherwise);
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("setting '" + key + "' is not a number: '" + value + "'", e);
        }
    }

    /**
     * Brings the history of a save of the first format up to date: it recorded a simultaneous turn's directives in
     * a setting {@code directives.<turn>} and its resolution entry only as a summary; the entry now carries them
     * ({@code Resolve <directives>}), so that it resolves again from the history alone.
     *
     * @param settings the save's settings
     * @param entries its history
     * @return the history with every resolution entry carrying its directives
     */
    public static List<HistoryEntry> upgrade(Map<String, String> settings, List<HistoryEntry> entries) {
        List<HistoryEntry> result = new ArrayList<>(entries.size());
        for (HistoryEntry e : entries) {
            String directives = settings.get(OLD_DIRECTIVES + e.turn());
            boolean old = e.faction() < 0 && !e.command().startsWith(SimultaneousTurns.RESOLVE + " ")
                    && !e.command().equals(SimultaneousTurns.RESOLVE);
            result.add(!old ? e : new HistoryEntry(e.turn(), e.faction(), directives == null || directives.isBlank()
                    ? SimultaneousTurns.RESOLVE : SimultaneousTurns.RESOLVE + " " + directives, e.program(), e.queued()));
        }
        return result;
    }
}
