/**
 * Headless play for the command line ({@code hexbench play} / {@code hexbench replay}): {@link
 * org.hexbench.engine.headless.HeadlessGame} plays a scenario with computer players and prints each turn, and
 * {@link org.hexbench.engine.headless.AsciiMap} renders the map as text.
 */
package org.hexbench.engine.headless;
