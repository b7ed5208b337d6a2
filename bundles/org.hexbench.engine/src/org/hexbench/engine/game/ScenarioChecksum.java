package org.hexbench.engine.game;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.hexbench.scenario.Scenario;

/**
 * The checksum of a scenario for saved games (Hexkit User's Guide §2.1.2, Verifying the Scenario File): SHA-256 over the bytes of every file the scenario is
 * made of (master and shared section files), in sorted path order, each preceded by its file name.
 */
public final class ScenarioChecksum {

    private ScenarioChecksum() {
    }

    /**
     * Computes the checksum of a loaded scenario.
     *
     * @param scenario a scenario loaded from files
     * @return 64 hex digits
     * @throws IOException if a section file cannot be read
     */
    public static String of(Scenario scenario) throws IOException {
        var resourceSet = scenario.eResource().getResourceSet();
        EcoreUtil.resolveAll(resourceSet);
        List<Path> files = new ArrayList<>();
        for (Resource r : resourceSet.getResources()) {
            if (r.getURI() != null && r.getURI().isFile()) {
                files.add(Path.of(r.getURI().toFileString()).toAbsolutePath().normalize());
            }
        }
        files.sort(null);
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (Path p : files) {
                sha.update(p.getFileName().toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                sha.update(Files.readAllBytes(p));
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
