/**
 * The Tiling Module design note's simultaneous turns ("Turn Resolution"): factions order their units, which become
 * {@link org.hexbench.engine.simultaneous.Directive}s of the players controlling them
 * ({@link org.hexbench.engine.simultaneous.ControlHierarchy}); once every faction has ended its turn, the control
 * hierarchy picks one directive per unit, directives become {@link org.hexbench.engine.simultaneous.Intention}s
 * (source and target tile), and the turn runs N segments of Accumulate → Adjudicate → Consolidate → Distribute
 * ({@link org.hexbench.engine.simultaneous.SimultaneousTurns} documents the adjudication rules).
 */
package org.hexbench.engine.simultaneous;
