package org.hexbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.hexbench.ui.internal.ExampleProjects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The welcome README's promises about the example workspace: an example is copied into the workspace when its
 * project is missing, so editing it never changes the shipped original and a restart keeps the edits; deleting the
 * project with its contents brings the shipped example back at the next start (which calls
 * {@link ExampleProjects#importMissing}).
 */
class ExampleProjectsTest {

    @Test
    void examplesAreCopiesThatComeBackWhenTheirProjectIsDeleted(@TempDir Path examples) throws Exception {
        Path shipped = examples.resolve("sample-example").resolve("README.md");
        Files.createDirectories(shipped.getParent());
        Files.writeString(shipped, "shipped");
        IWorkspace workspace = ResourcesPlugin.getWorkspace();
        IProject project = workspace.getRoot().getProject("sample-example");
        try {
            assertEquals(List.of("sample-example"), ExampleProjects.importMissing(workspace, Optional.of(examples)));
            IFile readme = project.getFile("README.md");
            readme.setContents("edited".getBytes(StandardCharsets.UTF_8), true, false, null);
            assertEquals("shipped", Files.readString(shipped), "the shipped original stays as it was");
            assertEquals(List.of(), ExampleProjects.importMissing(workspace, Optional.of(examples)),
                    "an existing project is left alone at the next start");
            assertEquals("edited", new String(readme.getContents().readAllBytes(), StandardCharsets.UTF_8));
            project.delete(true, true, null);
            assertEquals(List.of("sample-example"), ExampleProjects.importMissing(workspace, Optional.of(examples)),
                    "a deleted example comes back");
            assertTrue(project.isOpen());
            assertEquals("shipped", new String(readme.getContents().readAllBytes(), StandardCharsets.UTF_8));
        } finally {
            project.delete(true, true, null);
        }
    }
}
