package org.hexbench.ui.play.session;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.hexbench.engine.simultaneous.Directive;

/**
 * What a saved game records besides its history, as the engine's save settings (digest A.11): the seed, the seats
 * ({@code players}, in the command line's words), the turn limit, the pause after computer turns, and each
 * simultaneous turn's directives ({@code directives.<turn>}), so loading can issue the game again to the same state.
 *
 * @param setup the New Game choices
 * @param directives the directives of each simultaneous turn, by zero-based turn
 */
record SessionSettings(GameSetup setup, Map<Integer, List<Directive>> directives) {

    private static final String DIRECTIVES = "directives.";

    /** @return the settings as the engine's save stores them, in order */
    Map<String, String> toMap() {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("seed", Long.toString(setup.seed()));
        settings.put("players", String.join(",", setup.seats().stream().map(Seat::settingValue).toList()));
        settings.put("turns", Integer.toString(setup.turnLimit()));
        settings.put("pause", Integer.toString(setup.computerPauseMillis()));
        for (var e : new TreeMap<>(directives).entrySet()) {
            settings.put(DIRECTIVES + e.getKey(), DirectiveCodec.encode(e.getValue()));
        }
        return settings;
    }

    /**
     * Reads the settings of a save (one player word applies to every faction, as on the command line).
     *
     * @param settings the save's settings
     * @param definitions the scenario the save is played on
     * @return the settings
     * @throws IllegalArgumentException if a setting is malformed
     */
    static SessionSettings of(Map<String, String> settings, Definitions definitions) {
        List<Seat> seats = new ArrayList<>();
        for (String p : settings.getOrDefault("players", "").split(",")) {
            seats.add(Seat.ofSetting(p));
        }
        if (seats.size() == 1 && definitions.factionCount() > 1) {
            seats = Collections.nCopies(definitions.factionCount(), seats.get(0));
        }
        GameSetup setup = new GameSetup(definitions.scenarioFile(), seats, Long.parseLong(settings.getOrDefault("seed", "1")),
                Integer.parseInt(settings.getOrDefault("turns", "0")), Integer.parseInt(settings.getOrDefault("pause", "0")));
        Map<Integer, List<Directive>> directives = new TreeMap<>();
        for (var e : settings.entrySet()) {
            if (e.getKey().startsWith(DIRECTIVES)) {
                directives.put(Integer.parseInt(e.getKey().substring(DIRECTIVES.length())), DirectiveCodec.decode(e.getValue()));
            }
        }
        return new SessionSettings(setup, directives);
    }
}
