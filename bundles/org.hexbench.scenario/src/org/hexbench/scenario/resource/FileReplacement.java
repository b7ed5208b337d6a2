package org.hexbench.scenario.resource;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * Puts a completely written temporary file in the place of a target file in one step, so that a reader never meets a
 * half-written file and a failed save leaves the old file intact, and so that the new file looks like the old one to
 * everybody else: it keeps the old file's permissions, group and owner (as far as the writer may set them). A file
 * that did not exist gets the permissions a file written in place usually has ({@code rw-r--r--}), not the
 * owner-only permissions of a temporary file. Scenario saves and saved games both go through it.
 */
public final class FileReplacement {

    private static final Set<PosixFilePermission> NEW_FILE = PosixFilePermissions.fromString("rw-r--r--");

    private FileReplacement() {
    }

    /**
     * Creates the temporary file to write, in the target's folder (a rename stays on one file system).
     *
     * @param target the file to replace later
     * @return an empty temporary file beside it
     * @throws IOException if the folder cannot be written
     */
    public static Path temporaryFileFor(Path target) throws IOException {
        Path absolute = target.toAbsolutePath().normalize();
        Files.createDirectories(absolute.getParent());
        return Files.createTempFile(absolute.getParent(), "." + absolute.getFileName(), ".tmp");
    }

    /**
     * Moves a written temporary file over the target, atomically where the file system can.
     *
     * @param written the complete new content, in the target's folder
     * @param target the file to replace or create
     * @throws IOException if the move fails (the target is then unchanged; the caller deletes the temporary file)
     */
    public static void replace(Path written, Path target) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(written, PosixFileAttributeView.class);
        if (view != null) {
            if (Files.exists(target)) {
                PosixFileAttributes old = Files.readAttributes(target, PosixFileAttributes.class);
                view.setPermissions(old.permissions());
                keepIfAllowed(() -> view.setGroup(old.group()));
                if (!old.owner().equals(view.getOwner())) {
                    keepIfAllowed(() -> view.setOwner(old.owner()));
                }
            } else {
                view.setPermissions(NEW_FILE);
            }
        }
        try {
            Files.move(written, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(written, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** A change of ownership only a privileged writer may make. */
    private interface OwnershipChange {
        void run() throws IOException;
    }

    private static void keepIfAllowed(OwnershipChange change) {
        try {
            change.run();
        } catch (IOException | SecurityException e) {
            // Only the owner's (or a privileged) process may hand a file to another owner or group; the file then
            // stays the writer's, which is who saved it.
        }
    }
}
