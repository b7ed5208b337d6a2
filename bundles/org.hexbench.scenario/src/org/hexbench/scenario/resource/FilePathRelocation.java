package org.hexbench.scenario.resource;

import java.nio.file.Path;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.hexbench.scenario.ImageFile;
import org.hexbench.scenario.Master;
import org.hexbench.scenario.OverlayImage;

/**
 * Keeps the file paths a scenario file holds as text pointing at the same files when the file is saved in another
 * folder: the master's rule file and the image files and overlay images it defines itself, all relative to the file
 * that holds them. EMF rewrites the references between section files by itself; these are plain strings, so a scenario
 * saved elsewhere ("Save As", {@code hexbench generate-map --out}) would otherwise name a rule file or images that are
 * not there. Absolute paths and paths of other files' objects are left as they are.
 */
public final class FilePathRelocation {

    private FilePathRelocation() {
    }

    /**
     * Rewrites the relative file paths held by a resource's own objects for its new location.
     *
     * @param resource the scenario file's resource (only its own contents are changed)
     * @param from the file it was loaded from
     * @param to the file it will be saved as
     * @return how many paths were rewritten
     */
    public static int relocate(Resource resource, Path from, Path to) {
        Path oldFolder = folder(from);
        Path newFolder = folder(to);
        if (oldFolder.equals(newFolder)) {
            return 0;
        }
        int changed = 0;
        for (var it = resource.getAllContents(); it.hasNext();) {
            EObject o = it.next();
            if (o instanceof Master m && movable(m.getRuleFile())) {
                m.setRuleFile(moved(m.getRuleFile(), oldFolder, newFolder));
                changed++;
            } else if (o instanceof ImageFile f && movable(f.getPath())) {
                f.setPath(moved(f.getPath(), oldFolder, newFolder));
                changed++;
            } else if (o instanceof OverlayImage i && movable(i.getPath())) {
                i.setPath(moved(i.getPath(), oldFolder, newFolder));
                changed++;
            }
        }
        return changed;
    }

    private static Path folder(Path file) {
        Path parent = file.toAbsolutePath().normalize().getParent();
        return parent == null ? Path.of("").toAbsolutePath() : parent;
    }

    private static boolean movable(String path) {
        return path != null && !path.isBlank() && !Path.of(path).isAbsolute();
    }

    private static String moved(String path, Path oldFolder, Path newFolder) {
        Path target = oldFolder.resolve(path).normalize();
        return newFolder.relativize(target).toString().replace('\\', '/');
    }
}
