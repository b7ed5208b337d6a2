/**
 * UI tests of map import and export, through real events: File &gt; Import &gt; Hexbench &gt; Tiled Map creates a
 * scenario that loads and validates; File &gt; Export &gt; Hexbench &gt; Map Image and Tiled Map write files that the
 * engine's readers read back.
 */
package org.hexbench.ui.tests.interop;
