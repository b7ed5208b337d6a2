package org.hexbench.ui.scenario.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IPath;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.hexbench.scenario.map.TerrainFile;

/**
 * The files of an open scenario on disk, as the editors last read or wrote them: the scenario file, the section files
 * it includes (Hexkit User's Guide §3.2.2 Sharing Subsections) and the map files of large maps saved beside them
 * ({@code name.hexmap}, {@code name-2.hexmap}, ...). For each it remembers size, modification time and a digest of the
 * content, so that a change made outside the editors (another program, a version control checkout, the workspace's
 * Replace With) can be told from the editors' own saves: a file has changed when its content differs from what the
 * editors last read or wrote, not merely when it was touched.
 */
public final class ScenarioFiles {

    /** What a file held; {@code null} stands for a file that does not exist. */
    private record State(long size, long modified, byte[] digest) {

        boolean sameStamp(State other) {
            return other != null && size == other.size && modified == other.modified;
        }

        boolean sameContent(State other) {
            return other != null && size == other.size && Arrays.equals(digest, other.digest);
        }
    }

    private final Map<IFile, State> known = new HashMap<>();

    /**
     * Remembers the files of a scenario as they are on disk now, after a load or a save.
     *
     * @param others files that belong to the scenario even when nothing of them is loaded: the scenario file, and
     *            the files named by its load problems (so that fixing a broken file is noticed)
     * @param resourceSet the open scenario's resources
     */
    public void remember(Collection<IFile> others, ResourceSet resourceSet) {
        known.clear();
        for (IFile file : filesOf(others, resourceSet)) {
            known.put(file, read(file, null));
        }
    }

    /**
     * Compares the files on disk with what was remembered, and remembers the new state of files that were only
     * touched (same content, new time).
     *
     * @param others the files that belong to the scenario even when nothing of them is loaded
     * @param resourceSet the open scenario's resources
     * @return the files whose content changed, appeared or disappeared since the last {@link #remember}, in workspace
     *         paths; empty if none
     */
    public List<IFile> changed(Collection<IFile> others, ResourceSet resourceSet) {
        Set<IFile> files = new LinkedHashSet<>(known.keySet());
        files.addAll(filesOf(others, resourceSet));
        return files.stream().filter(file -> {
            State before = known.get(file);
            State now = read(file, before);
            if (Objects.equals(before, now) || (before != null && before.sameContent(now))) {
                if (now != null) {
                    known.put(file, now);
                }
                return false;
            }
            return !(before == null && now == null);
        }).toList();
    }

    /**
     * Tells whether a workspace file is one of the scenario's files, or could become one (a map file beside one of
     * them).
     *
     * @param path a file's workspace path
     * @return whether a change of that file concerns the scenario
     */
    public boolean concerns(IPath path) {
        for (IFile file : known.keySet()) {
            if (file.getFullPath().equals(path) || (file.getParent().getFullPath().equals(path.removeLastSegments(1))
                    && isMapFileOf(file, path.lastSegment()))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Lists the given files and the workspace files of a resource set, with the map files beside each.
     *
     * @param others files that belong to the scenario
     * @param resourceSet the resources
     * @return the files, the given ones first, then in resource order
     */
    private static Set<IFile> filesOf(Collection<IFile> others, ResourceSet resourceSet) {
        Set<IFile> scenarioFiles = new LinkedHashSet<>(others);
        for (Resource resource : List.copyOf(resourceSet.getResources())) {
            if (resource.getURI().isPlatformResource() && ProblemMarkers.fileOf(resource.getURI()) != null) {
                scenarioFiles.add(ProblemMarkers.fileOf(resource.getURI()));
            }
        }
        Set<IFile> files = new LinkedHashSet<>();
        for (IFile file : scenarioFiles) {
            files.add(file);
            IContainer folder = file.getParent();
            if (folder.getLocation() == null) {
                continue;
            }
            try (Stream<java.nio.file.Path> siblings = Files.list(folder.getLocation().toFile().toPath())) {
                siblings.map(p -> p.getFileName().toString()).filter(name -> isMapFileOf(file, name)).sorted()
                        .forEach(name -> files.add(folder.getFile(IPath.fromPortableString(name))));
            } catch (IOException e) {
                // the folder is gone or unreadable: its scenario file shows as changed anyway
            }
        }
        return files;
    }

    /** Tells whether a file name is that of a map file of a scenario file ({@code ScenarioResource}'s naming). */
    private static boolean isMapFileOf(IFile scenarioFile, String name) {
        String base = scenarioFile.getFullPath().removeFileExtension().lastSegment();
        return name != null && Pattern.compile(Pattern.quote(base) + "(-\\d+)?\\." + Pattern.quote(TerrainFile.EXTENSION))
                .matcher(name).matches();
    }

    /**
     * Reads a file's state, reading its content only when size or time differ from a state it may still have.
     *
     * @param file the file
     * @param before the remembered state, or {@code null}
     * @return its state, or {@code null} if it does not exist
     */
    private static State read(IFile file, State before) {
        if (file.getLocation() == null) {
            return null;
        }
        java.nio.file.Path path = file.getLocation().toFile().toPath();
        try {
            BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
            if (!attributes.isRegularFile()) {
                return null;
            }
            State stamp = new State(attributes.size(), attributes.lastModifiedTime().toMillis(), null);
            if (stamp.sameStamp(before)) {
                return before;
            }
            return new State(stamp.size(), stamp.modified(),
                    MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(path)));
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            return new State(-1, -1, null);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
