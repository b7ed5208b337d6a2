package org.hexbench.play.internal;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntFunction;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.HistoryEntry;
import org.hexbench.engine.game.Replay;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.world.DeleteEntity;
import org.hexbench.engine.world.Instruction;
import org.hexbench.engine.world.MessageEvent;
import org.hexbench.engine.world.SetEntitySite;
import org.hexbench.engine.world.WorldState;
import org.hexbench.play.CommandText;
import org.hexbench.play.LogLine;

/**
 * A game's message and event log, in the game's words (units by name, sites by coordinates; Hexkit User's Guide
 * §2.8.4 Command Events): each new history entry's command (Begin and End Turn left out) and the message events of
 * its program with their addressee (§6.3, ShowMessage and its kin), the session's own notes (rejections, seats,
 * saves, restarts), and, for a simultaneous turn's resolution, every leg every unit moved, in the order the program
 * moved them. A command's text form and the size of its program are the line's details. Appended under the
 * session's lock, read from any thread.
 */
public final class GameLog {

    private final Game game;
    private final List<LogLine> lines = new CopyOnWriteArrayList<>();
    private final List<String> words = new CopyOnWriteArrayList<>();
    private final List<String> players = new CopyOnWriteArrayList<>();
    private final IntFunction<String> playerOf;
    private final CommandText.Record units;
    private int loggedEntries;

    /**
     * @param game the game whose history this log follows; entries recorded before now are not logged, but described
     *        in words ({@link #commandWords}) from a replay of them
     * @param playerOf who plays a faction now, in words (e.g. "Human", "Random computer player"): each new entry is
     *        booked to its faction's player at the moment it is logged ({@link #commandPlayers})
     */
    public GameLog(Game game, IntFunction<String> playerOf) {
        this.game = game;
        this.playerOf = playerOf;
        List<HistoryEntry> past = game.history().entries();
        this.loggedEntries = past.size();
        if (!past.isEmpty()) {
            Replay replay = new Replay(game.catalog(), past);
            CommandText.Record before = new CommandText.Record(replay.world());
            while (replay.hasNext()) {
                words.add(describe(past.get(replay.position()), replay.world(), before));
                players.add(""); // who gave the commands before this session is not recorded
                replay.step();
                before.update(replay.world());
            }
        }
        this.units = new CommandText.Record(game.world());
    }

    /**
     * @return every history entry in the game's words (the Command History's text), one per entry, in order
     */
    public List<String> commandWords() {
        return List.copyOf(words);
    }

    /**
     * @return who gave each history entry, one per entry, in order: the player of its faction when it was logged
     *         (a person or a computer player with its options), "rules" for a command the rules queued, "every
     *         faction" for a simultaneous turn's resolution, empty for entries recorded before this log began (a
     *         loaded or restarted game)
     */
    public List<String> commandPlayers() {
        return List.copyOf(players);
    }

    private static String describe(HistoryEntry e, WorldState world, CommandText.Units units) {
        String text = e.faction() < 0 && e.command().startsWith(SimultaneousTurns.RESOLVE)
                ? "the turn resolves: " + e.describe().substring(SimultaneousTurns.RESOLVE.length()).strip()
                : CommandText.of(world, e.command(), units);
        return (e.queued() ? "rules: " : "") + text;
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
        note(source, text, "");
    }

    /**
     * Notes something in the current turn, with technical details.
     *
     * @param source who or what it is from
     * @param text what happened, in the game's words
     * @param details the details (state hashes, text forms), shown on demand
     */
    public void note(String source, String text, String details) {
        lines.add(new LogLine(game.world().currentTurn() + 1, source, text, details));
    }

    /**
     * @return the units as the log last recorded them (before the entries not logged yet), to describe a command
     *         that was just rejected or ordered
     */
    public CommandText.Units units() {
        return units;
    }

    /** Logs the history entries recorded since the last call, with their messages and moves. */
    public void newEntries() {
        List<HistoryEntry> entries = game.history().entries();
        if (loggedEntries > entries.size()) {
            loggedEntries = entries.size();
            while (words.size() > loggedEntries) {
                words.remove(words.size() - 1);
            }
            while (players.size() > loggedEntries) {
                players.remove(players.size() - 1);
            }
            units.update(game.world());
        }
        WorldState world = game.world();
        for (; loggedEntries < entries.size(); loggedEntries++) {
            HistoryEntry e = entries.get(loggedEntries);
            units.learn(world);
            String who = e.faction() >= 0 ? world.faction(e.faction()).name() : "all";
            String details = e.command() + " (" + e.program().size() + " instructions)";
            String text = describe(e, world, units);
            words.add(text);
            players.add(e.queued() ? "rules" : e.faction() < 0 ? "every faction" : playerOf.apply(e.faction()));
            if (!(e.command().startsWith("BeginTurn") || e.command().startsWith("EndTurn"))) {
                lines.add(new LogLine(e.turn() + 1, who, text, details));
            }
            for (Instruction i : e.program().instructions()) {
                if (i instanceof MessageEvent m) {
                    String to = m.faction() < 0 ? "all" : "to " + world.faction(m.faction()).name();
                    lines.add(new LogLine(e.turn() + 1, to, m.text(), details));
                }
            }
            legs(e, world, details);
        }
        units.update(world);
    }

    /**
     * Follows every unit's site through an entry's program and, for a simultaneous turn's resolution (the entry of
     * no single faction, whose segments move everybody at once), logs each leg and each unit destroyed on its site,
     * so that the resolution reads like the segments it was made of.
     */
    private void legs(HistoryEntry entry, WorldState world, String details) {
        List<Instruction> program = entry.program().instructions();
        boolean resolution = entry.faction() < 0;
        int leg = 0;
        java.util.Map<Integer, Integer> lifted = new java.util.HashMap<>(); // a unit lifted off its site on its way
        for (Instruction i : program) {
            if (i instanceof SetEntitySite s) {
                int from = units.site(s.entity());
                if (from >= 0 && s.site() < 0) {
                    lifted.put(s.entity(), from);
                } else if (from < 0) {
                    from = lifted.getOrDefault(s.entity(), -1);
                }
                units.moved(s.entity(), s.site());
                if (resolution && s.site() >= 0) {
                    note(entry, "leg " + (++leg) + ": " + units.name(s.entity()) + " "
                            + (from < 0 ? "?" : CommandText.site(world, from)) + " → " + CommandText.site(world, s.site()),
                            details);
                }
            } else if (i instanceof DeleteEntity d) {
                int at = units.site(d.entity());
                units.removed(d.entity());
                if (resolution && at >= 0) {
                    note(entry, units.name(d.entity()) + " destroyed on " + CommandText.site(world, at), details);
                }
            }
        }
        if (resolution && leg == 0) {
            note(entry, "turn " + (entry.turn() + 1) + ": no unit moved", details);
        }
    }

    private void note(HistoryEntry entry, String text, String details) {
        lines.add(new LogLine(entry.turn() + 1, "resolution", text, details));
    }
}
