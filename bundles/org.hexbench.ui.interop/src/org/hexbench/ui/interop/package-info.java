/**
 * Map import and export in the IDE: File &gt; Import &gt; Hexbench (Tiled Map, Moving AI Map) create a
 * {@code .hexscenario} in a workspace folder; File &gt; Export &gt; Hexbench (Tiled Map, Map Image) write a
 * scenario's map as {@code .tmx}/{@code .tmj}, PNG or SVG. The formats themselves are in {@code org.hexbench.interop};
 * {@link org.hexbench.ui.interop.MapPicture} paints PNG pictures with the map renderer.
 */
package org.hexbench.ui.interop;
