package org.hexbench.rules.ide;

import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * The one rule document that quick fixes and rename read through Xtext's language-server access, here in-process
 * (the rule editor, tests): its resource and text, which the caller keeps from changing meanwhile. There is no index
 * and no client.
 */
public final class OneDocumentAccess implements ILanguageServerAccess {

    private final XtextResource resource;
    private final Document document;

    /**
     * @param resource the parsed rule file
     * @param document its text
     */
    public OneDocumentAccess(XtextResource resource, Document document) {
        this.resource = resource;
        this.document = document;
    }

    @Override
    public <T> CompletableFuture<T> doRead(String uri, Function<Context, T> function) {
        return CompletableFuture.completedFuture(doSyncRead(uri, function));
    }

    @Override
    public <T> T doSyncRead(String uri, Function<Context, T> function) {
        return function.apply(new Context(resource, document, true, CancelIndicator.NullImpl));
    }

    @Override
    public <T> CompletableFuture<T> doReadIndex(Function<? super IndexContext, ? extends T> function) {
        return CompletableFuture.failedFuture(new UnsupportedOperationException("a single rule file has no index"));
    }

    @Override
    public void addBuildListener(IBuildListener listener) {
    }

    @Override
    public LanguageClient getLanguageClient() {
        return null;
    }

    @Override
    public ResourceSet newLiveScopeResourceSet(URI uri) {
        return resource.getResourceSet();
    }

    @Override
    public InitializeParams getInitializeParams() {
        return null;
    }

    @Override
    public InitializeResult getInitializeResult() {
        return null;
    }
}
