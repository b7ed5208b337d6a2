package org.hexbench.xconq.game;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The library folders modules are looked up in by name (GDL reference, Including Other Modules; Files and
 * Directories): the module {@code foo} is the file {@code foo.g} in the first folder that has it. Module names are
 * not file names, so a name that tries to name a folder or leave the library (a slash or backslash, {@code ..}, a
 * drive, a leading dot, control characters) is refused and never opened; so is a file that, through a symbolic link,
 * lies outside its folder.
 */
public final class ModuleLibrary {

    /** The longest module name looked up. */
    public static final int MAX_NAME = 100;

    private final List<Path> folders;

    /**
     * Creates a library.
     *
     * @param folders the folders, searched in order
     */
    public ModuleLibrary(List<Path> folders) {
        this.folders = List.copyOf(folders);
    }

    /** @return the folders, in search order */
    public List<Path> folders() {
        return folders;
    }

    /**
     * Says why a module name is refused.
     *
     * @param name the name as a module wrote it
     * @return the reason, or empty when the name is safe to look up
     */
    public static Optional<String> unsafe(String name) {
        if (name.isEmpty()) {
            return Optional.of("it is empty");
        }
        if (name.length() > MAX_NAME) {
            return Optional.of("it is longer than " + MAX_NAME + " characters");
        }
        if (name.indexOf('/') >= 0 || name.indexOf('\\') >= 0) {
            return Optional.of("module names may not name folders");
        }
        if (name.startsWith(".")) {
            return Optional.of(name.startsWith("..") ? "it leads out of the library folder"
                    : "module names may not start with a dot");
        }
        if (name.indexOf(':') >= 0) {
            return Optional.of("module names may not name a drive or device");
        }
        if (name.chars().anyMatch(c -> c < ' ' || c == 0x7f)) {
            return Optional.of("it holds control characters");
        }
        return Optional.empty();
    }

    /**
     * Finds a module's file.
     *
     * @param name a safe module name (see {@link #unsafe(String)})
     * @return the file and how diagnostics should name it, if a folder has it
     */
    public Optional<Found> find(String name) {
        if (unsafe(name).isPresent()) {
            return Optional.empty();
        }
        return findFile(name.endsWith(".g") ? name : name + ".g");
    }

    /**
     * Finds a file by its exact name in the first folder that has it, with the same safety rules as module names.
     *
     * @param fileName a file name, e.g. {@code empire.per}
     * @return the file and how diagnostics should name it, if a folder has it and the name is safe
     */
    public Optional<Found> findFile(String fileName) {
        if (unsafe(fileName).isPresent()) {
            return Optional.empty();
        }
        for (Path folder : folders) {
            Path candidate = folder.resolve(fileName);
            if (!Files.isRegularFile(candidate)) {
                continue;
            }
            try {
                if (!candidate.toRealPath().startsWith(folder.toRealPath())) {
                    continue;
                }
            } catch (IOException e) {
                continue;
            }
            return Optional.of(new Found(candidate, folder.resolve(fileName).toString()));
        }
        return Optional.empty();
    }

    /** @return the folders as the diagnostics name them */
    public List<String> describe() {
        List<String> out = new ArrayList<>();
        folders.forEach(f -> out.add(f.toString()));
        return out;
    }

    /**
     * A module's file.
     *
     * @param path the file
     * @param shownAs how diagnostics name it
     */
    public record Found(Path path, String shownAs) {
    }
}
