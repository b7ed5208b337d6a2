/**
 * Xconq 5's mapfiles ("Customizing Xconq", 1993): {@code .map}, {@code .scn} and {@code .per} files read into the
 * same game model as GDL modules ({@link org.hexbench.xconq.game.XconqGame}) and imported as Hexbench scenarios by
 * the same builder. {@link org.hexbench.xconq.mapfile.MapfileImport} is the entry point.
 */
package org.hexbench.xconq.mapfile;
