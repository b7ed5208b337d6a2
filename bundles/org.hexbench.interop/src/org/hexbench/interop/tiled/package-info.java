/**
 * Tiled maps (mapeditor.org): reading and writing Tiled's XML ("TMX Map Format") and JSON ("JSON Map Format") map
 * files ({@link org.hexbench.interop.tiled.TmxFormat}, {@link org.hexbench.interop.tiled.TmjFormat}) into a neutral
 * {@link org.hexbench.interop.tiled.TiledMap}, and converting it to a scenario and back
 * ({@link org.hexbench.interop.tiled.TiledImport}, {@link org.hexbench.interop.tiled.TiledExport}; the geometry
 * mapping is documented on {@code TiledGeometry}).
 */
package org.hexbench.interop.tiled;
