package org.hexbench.engine.player;

/** Who controls a faction (the Tiling Module design note's Player: "a human, an AI or a script"). */
public enum PlayerKind {
    /** A person issuing commands through a user interface. */
    HUMAN,
    /** A computer player algorithm. */
    COMPUTER,
    /** Prepared commands. */
    SCRIPT
}
