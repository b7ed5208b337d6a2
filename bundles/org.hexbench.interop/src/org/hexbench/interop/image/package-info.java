/**
 * Pictures of a scenario's map for documents and web pages: {@link org.hexbench.interop.image.SvgMap} draws it as
 * SVG 1.1 vector graphics without SWT. (PNG pictures come from the map renderer, in {@code org.hexbench.ui.interop}.)
 */
package org.hexbench.interop.image;
