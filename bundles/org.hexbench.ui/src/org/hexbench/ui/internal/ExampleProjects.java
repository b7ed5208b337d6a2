package org.hexbench.ui.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.IWorkspaceRunnable;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.Platform;

/**
 * The example projects shipped in the repository's (or the installed product's) {@code examples/} folder, imported
 * into the workspace on first start so a newcomer opens an IDE with scenarios to look at. Each example is copied into
 * the workspace, so editing it never changes the shipped original; an example whose project already exists is left
 * alone.
 */
public final class ExampleProjects {

    /** System property naming the examples folder; the launcher script sets it to the checkout's {@code examples/}. */
    public static final String EXAMPLES_PROPERTY = "hexbench.examples";

    private ExampleProjects() {
    }

    /**
     * The examples folder: the {@value #EXAMPLES_PROPERTY} system property when set, else {@code examples/} in the
     * product's installation folder; empty when neither exists.
     */
    public static Optional<Path> examplesFolder() {
        String property = System.getProperty(EXAMPLES_PROPERTY);
        if (property != null && !property.isBlank()) {
            Path path = Path.of(property);
            return Files.isDirectory(path) ? Optional.of(path) : Optional.empty();
        }
        try {
            URL install = Platform.getInstallLocation() == null ? null : Platform.getInstallLocation().getURL();
            if (install != null && "file".equals(install.getProtocol())) {
                Path path = Path.of(install.toURI()).resolve("examples");
                return Files.isDirectory(path) ? Optional.of(path) : Optional.empty();
            }
        } catch (URISyntaxException | IllegalArgumentException e) {
            ILog.of(ExampleProjects.class).warn("Cannot locate the installed examples: " + e.getMessage());
        }
        return Optional.empty();
    }

    /**
     * Copies every example whose project is missing into the workspace and opens it as a project.
     *
     * @param workspace the workspace to import into
     * @param folder the examples folder, see {@link #examplesFolder()}
     * @return the names of the projects created, in folder order
     */
    public static List<String> importMissing(IWorkspace workspace, Optional<Path> folder) {
        if (folder.isEmpty()) {
            return List.of();
        }
        List<String> created = new ArrayList<>();
        IWorkspaceRunnable importAll = monitor -> {
            for (Path example : exampleFolders(folder.get())) {
                String name = example.getFileName().toString();
                IProject project = workspace.getRoot().getProject(name);
                if (!project.exists()) {
                    importOne(workspace, project, example);
                    created.add(name);
                }
            }
        };
        try {
            workspace.run(importAll, new NullProgressMonitor());
        } catch (CoreException e) {
            ILog.of(ExampleProjects.class).log(e.getStatus());
        }
        return created;
    }

    private static List<Path> exampleFolders(Path folder) {
        try (Stream<Path> children = Files.list(folder)) {
            return children.filter(Files::isDirectory).filter(p -> !p.getFileName().toString().startsWith("."))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void importOne(IWorkspace workspace, IProject project, Path example) throws CoreException {
        Path target = Path.of(workspace.getRoot().getLocation().toOSString()).resolve(project.getName());
        if (!Files.exists(target)) {
            copyTree(example, target);
        }
        IPath descriptionFile = IPath.fromOSString(target.resolve(IProjectDescription.DESCRIPTION_FILE_NAME).toString());
        IProjectDescription description = Files.exists(target.resolve(IProjectDescription.DESCRIPTION_FILE_NAME))
                ? workspace.loadProjectDescription(descriptionFile)
                : workspace.newProjectDescription(project.getName());
        description.setName(project.getName());
        description.setLocation(null);
        project.create(description, null);
        project.open(null);
    }

    private static void copyTree(Path from, Path to) {
        try {
            Files.walkFileTree(from, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                    Files.createDirectories(to.resolve(from.relativize(dir).toString()));
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.copy(file, to.resolve(from.relativize(file).toString()), StandardCopyOption.COPY_ATTRIBUTES);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot copy example " + from + " to " + to, e);
        }
    }
}
