package org.hexbench.play.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.Instruction;
import org.hexbench.engine.world.MessageEvent;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.play.LogLine;

/**
 * A game's message and event log: each new history entry's command (Begin and End Turn left out) and the message
 * events of its program with their addressee (Hexkit User's Guide §6.3, ShowMessage and its kin), the session's own
 * notes (rejections, seats, saves, restarts), and, for a simultaneous turn's resolution, every leg every unit
 * moved, in the order the program moved them. Appended under the session's
 * lock, read from any thread.
 */
public final class GameLog {

    private final Game game;
    private final List<LogLine> lines = new CopyOnWriteArrayList<>();
    private final Map<Integer, Integer> sites = new HashMap<>();
    private int loggedEntries;

    /**
     * @param game the game whose history this log follows; entries recorded before now are not logged
     */
    public GameLog(Game game) {
        this.game = game;
        this.loggedEntries = game.history().size();
        for (Entity e : game.world().entities()) {
            sites.put(e.id(), e.site());
        }
    }

    /** @return a snapshot of the lines */
    public List<LogLine> lines() {
        return List.copyOf(lines);
    }

    /**
     * Notes something in the current turn.
     *
     * @param source who or what it is from
     * @param text what happened
     */
    public void note(String source, String text) {
        lines.add(new LogLine(game.world().currentTurn() + 1, source, text));
    }

    /** Logs the history entries recorded since the last call, with their messages and moves. */
    public void newEntries() {
        List<HistoryEntry> entries = game.history().entries();
        if (loggedEntries > entries.size()) {
            loggedEntries = entries.size();
        }
        for (; loggedEntries < entries.size(); loggedEntries++) {
            HistoryEntry e = entries.get(loggedEntries);
            String who = e.faction() >= 0 ? game.world().faction(e.faction()).name() : "all";
            if (!(e.command().startsWith("BeginTurn") || e.command().startsWith("EndTurn"))) {
                lines.add(new LogLine(e.turn() + 1, who, e.describe() + " (" + e.program().size() + " instructions)"));
            }
            for (Instruction i : e.program().instructions()) {
                if (i instanceof MessageEvent m) {
                    String to = m.faction() < 0 ? "all" : "to " + game.world().faction(m.faction()).name();
                    lines.add(new LogLine(e.turn() + 1, to, m.text()));
                }
            }
            legs(e);
        }
    }

    /**
     * Follows every unit's site through an entry's program and, for a simultaneous turn's resolution (the entry of
     * no single faction, whose segments move everybody at once), logs each leg and each unit destroyed on its site,
     * so that the resolution reads like the segments it was made of.
     */
    private void legs(HistoryEntry entry) {
        List<Instruction> program = entry.program().instructions();
        boolean resolution = entry.faction() < 0;
        int leg = 0;
        for (Instruction i : program) {
            if (i instanceof SetEntitySite s) {
                Integer from = sites.put(s.entity(), s.site());
                if (resolution && s.site() >= 0) {
                    note(entry, "leg " + (++leg) + ": unit " + s.entity() + " " + (from == null || from < 0 ? "?" : from)
                            + " → " + s.site());
                }
            } else if (i instanceof DeleteEntity d) {
                Integer at = sites.remove(d.entity());
                if (resolution && at != null && at >= 0) {
                    note(entry, "unit " + d.entity() + " destroyed on site " + at);
                }
            }
        }
        if (resolution && leg == 0) {
            note(entry, "turn " + (entry.turn() + 1) + ": no unit moved");
        }
    }

    private void note(HistoryEntry entry, String text) {
        lines.add(new LogLine(entry.turn() + 1, "resolution", text));
    }
}
