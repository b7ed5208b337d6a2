package org.hexbench.ui.map;

import org.eclipse.swt.graphics.ImageData;

/**
 * A picture drawn below a whole map, fully opaque (Hexkit User's Guide §3.4.6 Static Overlay Images, "Overlay Images
 * During Gameplay", and §4.8.1 AreaSection Members: OverlayImage): a hand-drawn map, say, that shows wherever the
 * terrain's own images are switched off. It is stretched to its rectangle, given in map pixels at 100 % zoom (the
 * renderer's {@link MapRenderer#size()} at zoom 1, margin included), and scales with the zoom.
 *
 * @param image the picture
 * @param x left edge in map pixels at 100 %
 * @param y top edge in map pixels at 100 %
 * @param width width in map pixels at 100 %
 * @param height height in map pixels at 100 %
 */
public record MapImage(ImageData image, int x, int y, int width, int height) {
}
