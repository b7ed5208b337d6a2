package org.hexbench.ui.rules.internal;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.core.resources.IFile;
import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.hexbench.rules.ide.RulesIdeSetup;

import com.google.inject.Injector;

/**
 * The rule language in this workbench (for the rule editor): one injector with the runtime and IDE modules of
 * {@code org.hexbench.rules.ide}, called in-process because Xtext's Eclipse UI is not on Maven Central. Every rule
 * file is parsed into a resource set of its own with a {@code file:} URI, so {@code rules for "..."} resolves the
 * scenario next to it exactly as {@code hexbench validate} does.
 */
public final class RuleLanguage {

    /** The file extension of rule files. */
    public static final String EXTENSION = "hbrules";

    private static Injector injector;
    private static ExecutorService contentAssistPool;

    private RuleLanguage() {
    }

    /** @return the injector of the rule language with its IDE services, created on first use */
    public static synchronized Injector injector() {
        if (injector == null) {
            injector = new RulesIdeSetup().createInjectorAndDoEMFRegistration();
        }
        return injector;
    }

    /**
     * @param type a service of the rule language
     * @return an instance from the injector
     */
    public static <T> T get(Class<T> type) {
        return injector().getInstance(type);
    }

    /** @return the thread on which Xtext's content-assist parser runs (a daemon shared by all editors) */
    public static synchronized ExecutorService contentAssistPool() {
        if (contentAssistPool == null) {
            contentAssistPool = Executors.newSingleThreadExecutor(task -> {
                Thread thread = new Thread(task, "Hexbench rule content assist");
                thread.setDaemon(true);
                return thread;
            });
        }
        return contentAssistPool;
    }

    /**
     * @param file a workspace file
     * @return the {@code file:} URI of its location, against which its scenario path is resolved
     */
    public static URI uri(IFile file) {
        return file.getLocation() == null ? URI.createPlatformResourceURI(file.getFullPath().toString(), true)
                : URI.createFileURI(file.getLocation().toOSString());
    }

    /**
     * Parses rule text into a fresh resource set; links resolve lazily into the scenario the text names.
     *
     * @param uri the rule file's URI
     * @param text its text
     * @return the parsed resource
     */
    public static XtextResource parse(URI uri, String text) {
        XtextResourceSet resourceSet = get(XtextResourceSet.class);
        resourceSet.getResourceFactoryRegistry().getExtensionToFactoryMap().put(EXTENSION, get(IResourceFactory.class));
        XtextResource resource = (XtextResource) resourceSet.createResource(uri);
        try {
            resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                    Map.of(XtextResource.OPTION_ENCODING, StandardCharsets.UTF_8.name()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return resource;
    }

    /**
     * @param resource a parsed rule file
     * @param cancel stops the checks early when the text has changed meanwhile
     * @return its syntax, linking and validation issues
     */
    public static List<Issue> issues(XtextResource resource, CancelIndicator cancel) {
        return get(IResourceValidator.class).validate(resource, CheckMode.ALL, cancel);
    }
}
