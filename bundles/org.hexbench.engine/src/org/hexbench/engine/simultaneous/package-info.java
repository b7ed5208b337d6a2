/**
 * The Tiling Module's simultaneous turn system (digest C "Turn resolution", E.11): players submit
 * {@link org.hexbench.engine.simultaneous.Directive}s for the units they control, the control hierarchy picks one
 * per unit, directives become {@link org.hexbench.engine.simultaneous.Intention}s (source and target tile), and each
 * turn runs N segments of Accumulate → Adjudicate → Consolidate → Distribute
 * ({@link org.hexbench.engine.simultaneous.SimultaneousTurns} documents the adjudication rules).
 */
package org.hexbench.engine.simultaneous;
