package org.hexbench.rules.validation;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.common.TerminalsStandaloneSetup;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.hexbench.rules.RulesStandaloneSetup;
import org.hexbench.rules.rules.RulesPackage;

import com.google.inject.Injector;

/**
 * Headless validation of one rule file, for {@code hexbench validate} (which checks rule files
 * too): parses, links into the scenario it names and runs every check; the same issues an editor shows.
 */
public final class RuleFileCheck {

    private static Injector injector;

    private RuleFileCheck() {
    }

    /**
     * The runtime injector, created without registering it in EMF's global registries (which would replace an
     * editor's registration of {@code .hbrules}); the resource set of each check gets the factory itself.
     */
    private static synchronized Injector injector() {
        if (injector == null) {
            TerminalsStandaloneSetup.doSetup();
            RulesPackage.eINSTANCE.getNsURI();
            injector = new RulesStandaloneSetup().createInjector();
        }
        return injector;
    }

    /**
     * @param file a {@code .hbrules} file
     * @return its syntax, linking and validation issues (errors, warnings and infos), in file order
     * @throws IOException if the file cannot be read
     */
    public static List<Issue> check(Path file) throws IOException {
        return load(file).issues();
    }

    /**
     * Loads a rule file into a resource set of its own, links it into the scenario it names and validates it, for
     * callers that go on to use the model (the engine binding compiles it).
     *
     * @param file a {@code .hbrules} file
     * @return the loaded resource with every issue found
     * @throws IOException if the file cannot be read
     */
    public static synchronized Checked load(Path file) throws IOException {
        XtextResourceSet resourceSet = injector().getInstance(XtextResourceSet.class);
        resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap().put("hbrules", injector().getInstance(IResourceFactory.class));
        XtextResource resource = (XtextResource) resourceSet.createResource(
                URI.createFileURI(file.toAbsolutePath().normalize().toString()));
        resource.load(Map.of());
        List<Issue> issues = injector().getInstance(IResourceValidator.class).validate(resource, CheckMode.ALL,
                CancelIndicator.NullImpl);
        return new Checked(resource, issues);
    }

    /**
     * A rule file after {@link #load}: its resource and its issues (errors, warnings and infos), in file order.
     *
     * @param resource the loaded, linked resource
     * @param issues every issue found
     */
    public record Checked(XtextResource resource, List<Issue> issues) {
    }
}
