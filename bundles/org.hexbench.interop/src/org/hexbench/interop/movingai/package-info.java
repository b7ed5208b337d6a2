/**
 * Import of Moving AI Lab grid maps ({@code .map}, movingai.com/benchmarks/formats.html) into scenarios, reusing the
 * tiling bundle's reader and its terrain letters ({@link org.hexbench.tiling.movingai.MovingAiTerrain}).
 */
package org.hexbench.interop.movingai;
