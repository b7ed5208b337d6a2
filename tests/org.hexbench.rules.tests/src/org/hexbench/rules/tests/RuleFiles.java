package org.hexbench.rules.tests;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.hexbench.rules.ide.RulesIdeSetup;
import org.hexbench.rules.rules.RuleFile;
import org.hexbench.testdata.Checkout;

import com.google.inject.Injector;

/**
 * Test fixture: parses rule text as if it were a file in an example folder, so {@code rules for "..."} finds the
 * example's scenario; one injector (runtime + IDE modules) for all tests.
 */
public final class RuleFiles {

    /** The injector of the rule language with its IDE services. */
    public static final Injector INJECTOR = new RulesIdeSetup().createInjectorAndDoEMFRegistration();

    private RuleFiles() {
    }

    /** @return the HexTC2 example folder */
    public static Path hextc2() {
        return Checkout.example("hextc2");
    }

    /**
     * @param folder the folder the rule file pretends to live in
     * @param text the rule text
     * @return the parsed and linked resource
     */
    public static XtextResource parse(Path folder, String text) {
        XtextResourceSet resourceSet = INJECTOR.getInstance(XtextResourceSet.class);
        XtextResource resource = (XtextResource) resourceSet.createResource(URI.createFileURI(folder.resolve("test.hbrules").toAbsolutePath().toString()));
        try {
            resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), Map.of());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return resource;
    }

    /**
     * @param text a rule file for HexTC2 without its header
     * @return the resource, with the header {@code rules for "hextc2.hexscenario"} prepended
     */
    public static XtextResource hextc2(String text) {
        return parse(hextc2(), HEADER + text);
    }

    /** The header line of HexTC2 test rules. */
    public static final String HEADER = "rules for \"hextc2.hexscenario\"\n";

    /**
     * @param file a rule file on disk
     * @return its resource
     */
    public static XtextResource load(Path file) {
        try {
            return parse(file.getParent(), Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * @param resource a resource
     * @return its syntax, linking and validation issues
     */
    public static List<Issue> issues(XtextResource resource) {
        return INJECTOR.getInstance(IResourceValidator.class).validate(resource, CheckMode.ALL, CancelIndicator.NullImpl);
    }

    /**
     * @param resource a resource
     * @return its root
     */
    public static RuleFile root(XtextResource resource) {
        return (RuleFile) resource.getContents().get(0);
    }
}
