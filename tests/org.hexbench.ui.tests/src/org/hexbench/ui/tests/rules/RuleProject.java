package org.hexbench.ui.tests.rules;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.hexbench.testdata.Checkout;
import org.hexbench.ui.rules.internal.RuleProblemMarkers;

/**
 * Test fixture: a temporary workspace project holding a copy of the HexTC2 scenario, for rule files bound to it;
 * deleted with its files after each test.
 */
final class RuleProject {

    /** The header of rule files for the copied scenario. */
    static final String HEADER = "rules for \"hextc2.hexscenario\"\n";

    private final IProject project;

    private RuleProject(IProject project) {
        this.project = project;
    }

    /** @return a new open project with {@code hextc2.hexscenario} */
    static RuleProject create() {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("rules-ui-" + System.nanoTime());
        try {
            project.create(null);
            project.open(null);
            RuleProject created = new RuleProject(project);
            created.write("hextc2.hexscenario", Files.readString(Checkout.example("hextc2").resolve("hextc2.hexscenario")));
            return created;
        } catch (CoreException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the project */
    IProject project() {
        return project;
    }

    /**
     * Creates or overwrites a file.
     *
     * @param name its name in the project
     * @param text its UTF-8 text
     * @return the file
     */
    IFile write(String name, String text) {
        IFile file = project.getFile(name);
        try (InputStream in = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8))) {
            if (file.exists()) {
                file.setContents(in, IResource.FORCE, null);
            } else {
                file.create(in, true, null);
                file.setCharset(StandardCharsets.UTF_8.name(), null);
            }
            return file;
        } catch (CoreException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * @param name a file of the project
     * @return its text
     */
    String read(String name) {
        try (InputStream in = project.getFile(name).getContents(true)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (CoreException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * @param file a rule file
     * @return its rule problem markers now
     */
    static IMarker[] markers(IFile file) {
        try {
            return file.exists() ? file.findMarkers(RuleProblemMarkers.TYPE, false, IResource.DEPTH_ZERO) : new IMarker[0];
        } catch (CoreException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Deletes the project and its files. */
    void delete() {
        try {
            project.delete(true, true, null);
        } catch (CoreException e) {
            throw new IllegalStateException(e);
        }
    }
}
