package org.hexbench.ui.play.session;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.Instruction;
import org.hexbench.engine.world.MessageEvent;
import org.hexbench.engine.world.SetEntitySite;

/**
 * A game's message and event log (digest A.4 message events): each new history entry's command (Begin and End Turn
 * left out) and the rules' messages in it with their addressee, the session's own notes (rejections, directives,
 * saves, restarts), and a simultaneous turn's resolution leg by leg. Appended under the session's lock, read from
 * any thread.
 */
final class GameLog {

    private final Game game;
    private final List<LogLine> lines = new CopyOnWriteArrayList<>();
    private int loggedEntries;

    /**
     * @param game the game whose history this log follows; entries recorded before now are not logged
     */
    GameLog(Game game) {
        this.game = game;
        this.loggedEntries = game.history().entries().size();
    }

    /** @return a snapshot of the lines */
    List<LogLine> lines() {
        return List.copyOf(lines);
    }

    /**
     * Notes something in the current turn.
     *
     * @param source who or what it is from
     * @param text what happened
     */
    void note(String source, String text) {
        lines.add(new LogLine(game.world().currentTurn() + 1, source, text));
    }

    /** Logs the history entries recorded since the last call, with their messages. */
    void newEntries() {
        List<HistoryEntry> entries = game.history().entries();
        for (; loggedEntries < entries.size(); loggedEntries++) {
            HistoryEntry e = entries.get(loggedEntries);
            String who = e.faction() >= 0 ? game.world().faction(e.faction()).name() : "all";
            if (!(e.command().startsWith("BeginTurn") || e.command().startsWith("EndTurn"))) {
                lines.add(new LogLine(e.turn() + 1, who, e.command() + " (" + e.program().size() + " instructions)"));
            }
            for (Instruction i : e.program().instructions()) {
                if (i instanceof MessageEvent m) {
                    String to = m.faction() < 0 ? "all" : "to " + game.world().faction(m.faction()).name();
                    lines.add(new LogLine(e.turn() + 1, to, m.text()));
                }
            }
        }
    }

    /**
     * Logs a simultaneous turn's resolution leg by leg (the segments made visible): each unit's arrival on a site,
     * in the order the program executed them, with where it came from, and each unit destroyed.
     *
     * @param turn the resolved turn (zero-based)
     * @param entry the resolution's history entry
     * @param sites every entity's site before the resolution; updated as the legs are read
     */
    void legs(int turn, HistoryEntry entry, Map<Integer, Integer> sites) {
        int leg = 0;
        for (Instruction i : entry.program().instructions()) {
            if (i instanceof SetEntitySite s && s.site() >= 0) {
                Integer from = sites.get(s.entity());
                sites.put(s.entity(), s.site());
                note("resolution", "leg " + (++leg) + ": unit " + s.entity() + " "
                        + (from == null || from < 0 ? "?" : from) + " → " + s.site());
            } else if (i instanceof DeleteEntity d && sites.containsKey(d.entity())) {
                note("resolution", "unit " + d.entity() + " destroyed on site " + sites.get(d.entity()));
            }
        }
        if (leg == 0) {
            note("resolution", "turn " + (turn + 1) + ": no unit moved");
        }
    }
}
