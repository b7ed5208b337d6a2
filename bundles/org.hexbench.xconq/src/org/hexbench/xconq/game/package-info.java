/**
 * An Xconq game as its modules describe it: {@link org.hexbench.xconq.game.XconqGame#load} reads the main module and
 * the modules it needs from library folders ({@link org.hexbench.xconq.game.ModuleLibrary}, which refuses names that
 * try to leave them) and interprets their forms in Xconq's order (GDL reference, Game Module Forms through Other
 * Forms): types with their properties and the manual's defaults ({@link org.hexbench.xconq.game.GameType}), tables
 * by the manual's table semantics ({@link org.hexbench.xconq.game.GameTable}), the area and its layers in every
 * encoding ({@link org.hexbench.xconq.game.GameArea}, {@link org.hexbench.xconq.game.CellLayer}), sides, units,
 * scorekeepers, and the forms Hexbench keeps as written.
 */
package org.hexbench.xconq.game;
