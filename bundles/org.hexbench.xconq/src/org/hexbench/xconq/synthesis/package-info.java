/**
 * Xconq's map synthesis (GDL reference, Synthesis Methods) for any Hexbench map: {@link
 * org.hexbench.xconq.synthesis.MapSynthesis} makes terrain by the fractal percentile, random or maze method, rivers
 * and roads, deterministically for a seed, from {@link org.hexbench.xconq.synthesis.SynthesisSettings}; {@link
 * org.hexbench.xconq.synthesis.ScenarioSynthesis} reads the settings a scenario carries (the Design section of an
 * imported Xconq game, else defaults derived from its terrain classes) and makes the scenario's regenerated map. Used
 * by the Xconq import, {@code hexbench generate-map} and the map editor's Generate Map dialog. Pure Java and EMF.
 */
package org.hexbench.xconq.synthesis;
