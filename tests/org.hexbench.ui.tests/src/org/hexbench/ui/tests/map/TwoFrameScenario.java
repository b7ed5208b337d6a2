package org.hexbench.ui.tests.map;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.PaletteData;
import org.hexbench.scenario.AnimationMode;
import org.hexbench.scenario.AnimationSequence;
import org.hexbench.scenario.EntityImage;
import org.hexbench.scenario.ImageFile;
import org.hexbench.scenario.ImageScaling;
import org.hexbench.scenario.ImageStackEntry;
import org.hexbench.scenario.ScenarioFactory;
import org.hexbench.testdata.SmallScenario;

/**
 * A workspace project with a small scenario (squares, a red and a blue soldier at (1, 1) and (3, 1)) whose soldier
 * class is drawn from one image of two frames, all red then all blue, stretched over the site, animated continuously
 * forward (Hexkit User's Guide §3.4.3 Frames and Animation): on the map the soldiers show red, blue, red, …
 */
final class TwoFrameScenario {

    static final int RED = 0xc80000;
    static final int BLUE = 0x0000ff;
    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    final IProject project;
    final SmallScenario small;

    private TwoFrameScenario(IProject project, SmallScenario small) {
        this.project = project;
        this.small = small;
    }

    /** Creates the project with the picture and the scenario. */
    static TwoFrameScenario create() throws CoreException, java.io.IOException {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("animation-test-" + System.nanoTime());
        project.create(null);
        project.open(null);
        Path folder = project.getLocation().toFile().toPath();
        ImageData tiles = new ImageData(8, 4, 24, new PaletteData(0xff0000, 0xff00, 0xff));
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 8; x++) {
                tiles.setPixel(x, y, x < 4 ? RED : BLUE);
            }
        }
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] {tiles};
        loader.save(folder.resolve("tiles.png").toString(), SWT.IMAGE_PNG);
        SmallScenario s = SmallScenario.create(5, 3);
        ImageFile file = F.createImageFile();
        file.setId("tiles");
        file.setPath("tiles.png");
        s.images.getFiles().add(file);
        EntityImage image = F.createEntityImage();
        image.setId("soldierFrames");
        image.getFrames().addAll(List.of(EntityLooksTest.frame(file, 0), EntityLooksTest.frame(file, 4)));
        image.setScalingX(ImageScaling.STRETCH);
        image.setScalingY(ImageScaling.STRETCH);
        image.setAnimation(AnimationMode.CONTINUOUS);
        image.setSequence(AnimationSequence.FORWARD);
        s.images.getImages().add(image);
        ImageStackEntry entry = F.createImageStackEntry();
        entry.setImage(image);
        s.soldier.getImageStack().add(entry);
        s.save(folder.resolve("small.hexscenario"));
        project.refreshLocal(IResource.DEPTH_INFINITE, null);
        return new TwoFrameScenario(project, s);
    }

    /** @return the scenario file in the workspace */
    IFile file() {
        return project.getFile("small.hexscenario");
    }

    /** @return the scenario file on disk */
    Path path() {
        return project.getLocation().toFile().toPath().resolve("small.hexscenario");
    }

    /** Deletes the project with its files. */
    void delete() throws CoreException {
        project.delete(true, true, null);
    }
}
