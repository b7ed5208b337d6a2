package org.hexbench.play;

/**
 * Where the computer players' work reports how far it got, and how a front end cancels it (the IDE maps this to a
 * job's progress monitor; {@link GameSession#stopComputers} cancels it as well).
 */
public interface TurnProgress {

    /** Reports nothing and never cancels. */
    TurnProgress NONE = new TurnProgress() {
        @Override
        public void begin(String name, int turnLimit, int turnsPlayed) {
            // nobody watches
        }

        @Override
        public void turn(String text, int turnsPlayed) {
            // nobody watches
        }

        @Override
        public boolean isCanceled() {
            return false;
        }
    };

    /**
     * The work starts.
     *
     * @param name what runs, e.g. "Computer players: riverford.hexscenario"
     * @param turnLimit the game's turn limit, 0 if it has none
     * @param turnsPlayed the turns played before
     */
    void begin(String name, int turnLimit, int turnsPlayed);

    /**
     * A computer player is about to play.
     *
     * @param text e.g. "Turn 4: House Bleu"
     * @param turnsPlayed the turns played so far
     */
    void turn(String text, int turnsPlayed);

    /** @return whether the person watching wants the computer players to stop */
    boolean isCanceled();
}
