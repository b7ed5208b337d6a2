package org.hexbench.engine.player;

/** Who controls a faction (digest C: "Player: human, AI or script"). */
public enum PlayerKind {
    /** A person issuing commands through a user interface. */
    HUMAN,
    /** A computer player algorithm. */
    COMPUTER,
    /** Prepared commands. */
    SCRIPT
}
