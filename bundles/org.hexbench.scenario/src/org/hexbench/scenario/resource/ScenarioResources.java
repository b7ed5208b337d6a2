package org.hexbench.scenario.resource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.XMLParserPool;
import org.eclipse.emf.ecore.xmi.impl.XMLParserPoolImpl;
import org.hexbench.scenario.Scenario;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.scenario.map.TerrainFileException;

/**
 * Entry points for reading and writing scenario files. Works the same inside OSGi (where plugin.xml also registers
 * the package and the {@code hexscenario} extension) and in plain Java (CLI, tests, benchmarks), because
 * {@link #register(ResourceSet)} registers both locally in the resource set.
 */
public final class ScenarioResources {

    /** The file extension of scenario and section files. */
    public static final String EXTENSION = "hexscenario";

    /** Shared SAX parser pool: creating parsers is a noticeable part of loading small files. */
    static final XMLParserPool PARSER_POOL = new XMLParserPoolImpl();

    /** XML element names already looked up as features, shared by every load (EMF's name-to-feature cache). */
    static final Map<Object, Object> NAME_TO_FEATURE = new java.util.concurrent.ConcurrentHashMap<>();

    private ScenarioResources() {
    }

    /**
     * Registers the scenario package and the {@code .hexscenario} resource factory in a resource set.
     *
     * @param resourceSet the resource set
     * @return the same resource set
     */
    public static ResourceSet register(ResourceSet resourceSet) {
        resourceSet.getPackageRegistry().put(ScenarioPackage.eNS_URI, ScenarioPackage.eINSTANCE);
        resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap().put(EXTENSION, new ScenarioResourceFactory());
        return resourceSet;
    }

    /** @return a new resource set ready for scenario files */
    public static ResourceSet newResourceSet() {
        return register(new ResourceSetImpl());
    }

    /**
     * Returns the file URI of a path (absolute and normalised, so that relative references between section files
     * resolve).
     *
     * @param file the path
     * @return its file URI
     */
    public static URI uri(Path file) {
        return URI.createFileURI(file.toAbsolutePath().normalize().toString());
    }

    /**
     * Loads a scenario file with its included section files into a fresh resource set.
     *
     * @param file the {@code .hexscenario} file whose root is a {@link Scenario}
     * @return the scenario (all cross-file references resolved where possible)
     * @throws IOException if the file cannot be read or parsed, or its root is not a scenario
     */
    public static Scenario load(Path file) throws IOException {
        return load(newResourceSet(), file);
    }

    /**
     * Loads a scenario file into a given resource set.
     *
     * @param resourceSet a resource set prepared with {@link #register(ResourceSet)}
     * @param file the scenario file
     * @return the scenario
     * @throws IOException if the file cannot be read or parsed, or its root is not a scenario; a broken terrain
     *             sidecar gives the {@link TerrainFileException}'s message (file name and byte offset)
     */
    public static Scenario load(ResourceSet resourceSet, Path file) throws IOException {
        Resource resource = resourceSet.createResource(uri(file));
        try {
            resource.load(Map.of());
        } catch (IOException e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof TerrainFileException terrain) {
                    throw new IOException(file + ": " + terrain.getMessage(), e);
                }
            }
            throw e;
        }
        EObject root = resource.getContents().isEmpty() ? null : resource.getContents().get(0);
        if (!(root instanceof Scenario scenario)) {
            throw new IOException(file + ": the root element is not a scenario");
        }
        return scenario;
    }

    /**
     * Creates an empty scenario resource for a new file in a resource set.
     *
     * @param resourceSet a prepared resource set
     * @param file where the resource will be saved
     * @return the new resource
     */
    public static Resource create(ResourceSet resourceSet, Path file) {
        return resourceSet.createResource(uri(file));
    }

    /**
     * Saves a resource with the scenario save options.
     *
     * @param resource the resource
     * @throws IOException if writing fails
     */
    public static void save(Resource resource) throws IOException {
        resource.save(Map.of());
    }
}
