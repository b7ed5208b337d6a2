package org.hexbench.engine.world;

import java.util.Arrays;

/**
 * Instruction SetFactionSight (beyond Hexkit's Table 7, which has no fog of war; Hexkit User's Guide §1.2.1 Missing
 * Features): changes what a faction sees, as the engine found at the end of a command or turn resolution
 * ({@link Vision}). Every site of {@code seen} is in the faction's sight from now on and explored, last seen in the
 * current turn; under full fog the faction also remembers what is on it now, its owner and units with their state
 * ({@link SiteMemory}; a site in sight is listed again when what it shows changed, so the memory is always what was
 * last seen). Every site of {@code unseen} leaves its sight; what it remembers of it stays.
 *
 * @param faction a faction index
 * @param seen the sites coming into sight, or in sight and changed, ascending
 * @param unseen the sites leaving sight, ascending
 */
public record SetFactionSight(int faction, int[] seen, int[] unseen) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.vision() != null && (seen.length > 0 || unseen.length > 0);
    }

    @Override
    public void apply(WorldState w) {
        Vision vision = w.vision();
        if (vision == null) {
            throw new IllegalStateException("SetFactionSight in a game without fog of war");
        }
        FactionView view = vision.view(faction);
        boolean remember = vision.remembers();
        int turn = w.currentTurn();
        view.stamp++;
        for (int site : seen) {
            view.see(site, turn, remember ? SiteMemory.of(w, site, view.stamp) : null);
        }
        for (int site : unseen) {
            view.lose(site, turn);
        }
    }

    /** Compares the faction and both site lists by value. */
    @Override
    public boolean equals(Object o) {
        return o instanceof SetFactionSight s && s.faction == faction && Arrays.equals(s.seen, seen)
                && Arrays.equals(s.unseen, unseen);
    }

    /** @return a hash of the faction and the site lists by value */
    @Override
    public int hashCode() {
        return (faction * 31 + Arrays.hashCode(seen)) * 31 + Arrays.hashCode(unseen);
    }

    /** @return the record text with the site lists */
    @Override
    public String toString() {
        return "SetFactionSight[faction=" + faction + ", seen=" + Arrays.toString(seen) + ", unseen="
                + Arrays.toString(unseen) + "]";
    }
}
