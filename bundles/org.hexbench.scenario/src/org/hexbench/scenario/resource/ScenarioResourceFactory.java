package org.hexbench.scenario.resource;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.ResourceFactoryImpl;

/**
 * Creates {@link ScenarioResource}s for {@code .hexscenario} files. Registered for the extension in plugin.xml (OSGi)
 * and by {@link ScenarioResources#register} (plain Java).
 */
public final class ScenarioResourceFactory extends ResourceFactoryImpl {

    /** Creates the factory; stateless, so one instance may serve every resource set. */
    public ScenarioResourceFactory() {
        // nothing to initialise
    }

    /**
     * Creates an empty scenario resource.
     *
     * @param uri the resource's URI
     * @return a new {@link ScenarioResource}
     */
    @Override
    public Resource createResource(URI uri) {
        return new ScenarioResource(uri);
    }
}
