package org.hexbench.scenario.validation;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.URIConverter;
import org.hexbench.scenario.AnimationMode;
import org.hexbench.scenario.EntityImage;
import org.hexbench.scenario.ImageFile;
import org.hexbench.scenario.ImageFrame;
import org.hexbench.scenario.ImageSection;
import org.hexbench.scenario.ImageStackEntry;
import org.hexbench.scenario.SymbolGraphic;

/** Rules of the Images section (Hexkit User's Guide §4.4 ImageSection Class, §3.4.4 Composing Image Stacks) and of symbol graphics. */
final class ImageRules {

    private ImageRules() {
    }

    static void check(EObject object, Report report) {
        if (object instanceof ImageSection section) {
            if (!Checks.isEmpty(section.getTransparentColor()) && !Checks.isColor(section.getTransparentColor())) {
                report.error(section, "transparent colour '" + section.getTransparentColor() + "' is not #rrggbb");
            }
        } else if (object instanceof EntityImage image) {
            if (image.getAnimation() != AnimationMode.NONE && image.getFrames().size() < 2) {
                // Hexkit User's Guide §3.4.3 Animation Modes: an animation is for "any image that contains multiple frames"
                report.warning(image, "animation " + image.getAnimation().getLiteral() + " has nothing to play: the image has "
                        + image.getFrames().size() + " frame" + (image.getFrames().size() == 1 ? "" : "s")
                        + ", an animation needs at least 2");
            }
        } else if (object instanceof ImageFile file) {
            checkFile(file, report);
        } else if (object instanceof ImageFrame frame) {
            if (frame.getSource() == null) {
                report.error(frame, "has no source image file");
            }
            if (frame.getWidth() <= 0 || frame.getHeight() <= 0) {
                report.error(frame, "bounds " + frame.getWidth() + "x" + frame.getHeight() + " are empty");
            }
        } else if (object instanceof ImageStackEntry entry) {
            if (entry.getImage() == null) {
                report.error(entry, "has no image");
            }
            int[] shifts = {entry.getColorShiftRed(), entry.getColorShiftGreen(), entry.getColorShiftBlue()};
            for (int shift : shifts) {
                if (shift < -255 || shift > 255) {
                    report.error(entry, "colour shift " + shift + " is not in -255..255");
                }
            }
        } else if (object instanceof SymbolGraphic symbol) {
            if (!Checks.isColor(symbol.getColor())) {
                report.error(symbol, "colour '" + symbol.getColor() + "' is not #rrggbb");
            }
        }
    }

    /** Images referenced but missing: the path must name an existing file next to the section file. */
    private static void checkFile(ImageFile file, Report report) {
        if (Checks.isEmpty(file.getPath())) {
            report.error(file, "has no path");
            return;
        }
        Resource resource = file.eResource();
        if (resource == null || resource.getURI() == null || !resource.getURI().isFile()) {
            return;
        }
        URI uri = URI.createFileURI(file.getPath()).resolve(resource.getURI());
        URIConverter converter = resource.getResourceSet() != null ? resource.getResourceSet().getURIConverter()
                : URIConverter.INSTANCE;
        if (!converter.exists(uri, null)) {
            report.error(file, "image file '" + file.getPath() + "' does not exist");
        }
    }
}
