/**
 * Map interchange with other tools' formats: what an import gives ({@link org.hexbench.interop.Imported}, a scenario
 * plus {@link org.hexbench.interop.ImportWarning warnings} naming file and line or JSON path), the one exception
 * for input that cannot be read ({@link org.hexbench.interop.InteropException}, with file and line, raised before
 * anything is written), and atomic writing of the files an export produces ({@link org.hexbench.interop.OutputFile}).
 * The formats live in the sub-packages: {@code tiled} (Tiled's TMX and JSON map formats), {@code movingai} (Moving
 * AI Lab {@code .map} grids) and {@code image} (SVG pictures of a map). Pure Java: no SWT, JFace or workbench.
 */
package org.hexbench.interop;
