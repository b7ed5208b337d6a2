package org.hexbench.engine.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.hexbench.engine.world.WorldState;

/**
 * The command history of a game (Hexkit User's Guide §5.1 World Assembly: the History): every executed command with its program, in order, and the
 * faction statistics recorded at the start of each turn.
 */
public final class History {

    private final List<HistoryEntry> entries = new ArrayList<>();
    private final List<TurnStatistics> statistics = new ArrayList<>();

    /** @return the executed commands in order (unmodifiable view) */
    public List<HistoryEntry> entries() {
        return Collections.unmodifiableList(entries);
    }

    /** @return the statistics per turn, in turn order (unmodifiable view) */
    public List<TurnStatistics> statistics() {
        return Collections.unmodifiableList(statistics);
    }

    /** @return the number of recorded entries */
    public int size() {
        return entries.size();
    }

    /** @return whether no command has been executed yet */
    public boolean isEmpty() {
        return entries.isEmpty();
    }

    /**
     * Appends an executed command.
     *
     * @param entry the entry
     */
    public void add(HistoryEntry entry) {
        entries.add(entry);
    }

    /**
     * Forgets everything recorded after a moment: the game rolls back a command whose rules failed to the history
     * it had before the command.
     *
     * @param entryCount how many entries to keep
     * @param turnCount how many turns' statistics to keep
     */
    void truncate(int entryCount, int turnCount) {
        entries.subList(entryCount, entries.size()).clear();
        statistics.subList(turnCount, statistics.size()).clear();
    }

    /**
     * Takes the entries and statistics of another game's history (a forward-model copy of the game starts with its
     * source's history, so it continues exactly as the source would; the entries are immutable and shared, the lists
     * are not).
     *
     * @param source the history to take
     */
    void copyFrom(History source) {
        entries.addAll(source.entries);
        statistics.addAll(source.statistics);
    }

    /**
     * Takes another game's history as one faction may know it (a copy of the game as the faction knows it under fog
     * of war): every entry keeps its turn, faction and whether it was queued, but only the faction's own commands and
     * the turn commands keep their text, the others read {@value #HIDDEN}, and no entry keeps its program (programs
     * tell where every unit went); the statistics keep only the faction's own figures.
     *
     * @param source the history to take
     * @param faction the faction that may know it
     */
    void copyAsKnownTo(History source, int faction) {
        for (HistoryEntry e : source.entries) {
            boolean known = e.faction() == faction || e.command().equals(BEGIN_TURN) || e.command().equals(END_TURN);
            entries.add(new HistoryEntry(e.turn(), e.faction(), known ? e.command() : HIDDEN,
                    org.hexbench.engine.world.Program.EMPTY, e.queued()));
        }
        for (TurnStatistics t : source.statistics) {
            int n = t.sites().length;
            int[] sites = new int[n];
            int[] units = new int[n];
            int[] strength = new int[n];
            if (faction >= 0 && faction < n) {
                sites[faction] = t.sites()[faction];
                units[faction] = t.units()[faction];
                strength[faction] = t.strength()[faction];
            }
            statistics.add(new TurnStatistics(t.turn(), sites, units, strength));
        }
    }

    /** The text of an entry another faction issued, in a history as one faction knows it. */
    public static final String HIDDEN = "Hidden";

    private static final String BEGIN_TURN = org.hexbench.engine.command.CommandCodec.encode(
            new org.hexbench.engine.command.BeginTurn());
    private static final String END_TURN = org.hexbench.engine.command.CommandCodec.encode(
            new org.hexbench.engine.command.EndTurn());

    /**
     * Records the statistics of the current turn, once per turn.
     *
     * @param world the state at the start of the turn
     */
    public void recordTurn(WorldState world) {
        if (!statistics.isEmpty() && statistics.get(statistics.size() - 1).turn() == world.currentTurn()) {
            return;
        }
        int n = world.factionCount();
        int[] sites = new int[n];
        int[] units = new int[n];
        int[] strength = new int[n];
        for (var f : world.aliveFactions()) {
            sites[f.index()] = f.siteCount();
            units[f.index()] = f.units().size();
            strength[f.index()] = world.unitStrength(f.index());
        }
        statistics.add(new TurnStatistics(world.currentTurn(), sites, units, strength));
    }
}
