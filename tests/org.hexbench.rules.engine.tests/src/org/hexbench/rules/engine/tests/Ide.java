package org.hexbench.rules.engine.tests;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.emf.common.util.URI;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.contentassist.antlr.ContentAssistContextFactory;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.TextRegion;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.hexbench.rules.ide.RulesIdeSetup;
import org.hexbench.rules.ide.quickfix.IssueFixes;

import com.google.inject.Injector;

/**
 * Test fixture: the rule language's IDE services as the rule editor calls them (completion, hover, quick fixes) on
 * a rule text that pretends to be a file in a folder, so that its {@code rules for "..."} finds the scenario there.
 */
final class Ide {

    /** The rule language with its IDE services. */
    static final Injector INJECTOR = new RulesIdeSetup().createInjectorAndDoEMFRegistration();

    private static final ExecutorService POOL = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "rules-engine-tests-content-assist");
        thread.setDaemon(true);
        return thread;
    });

    final String text;
    final XtextResource resource;

    /**
     * @param folder the folder the rule file pretends to be in
     * @param text the whole rule text
     */
    Ide(Path folder, String text) {
        this.text = text;
        XtextResourceSet set = INJECTOR.getInstance(XtextResourceSet.class);
        resource = (XtextResource) set.createResource(URI.createFileURI(folder.resolve("open.hbrules").toAbsolutePath().toString()));
        try {
            resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), Map.of());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the file's syntax, linking and validation issues */
    List<Issue> issues() {
        return INJECTOR.getInstance(IResourceValidator.class).validate(resource, CheckMode.ALL, CancelIndicator.NullImpl);
    }

    /** @param offset the cursor @return what completion proposes there */
    List<ContentAssistEntry> proposals(int offset) {
        ContentAssistContextFactory factory = INJECTOR.getInstance(ContentAssistContextFactory.class);
        factory.setPool(POOL);
        ContentAssistContext[] contexts = factory.create(text, new TextRegion(offset, 0), offset, resource);
        IdeContentProposalAcceptor acceptor = INJECTOR.getInstance(IdeContentProposalAcceptor.class);
        INJECTOR.getInstance(IdeContentProposalProvider.class).createProposals(List.of(contexts), acceptor);
        List<ContentAssistEntry> entries = new ArrayList<>();
        acceptor.getEntries().forEach(entries::add);
        return entries;
    }

    /** @param offset a position @return the hover's Markdown there, or "" */
    String hover(int offset) {
        Document document = new Document(1, text);
        Hover hover = INJECTOR.getInstance(IHoverService.class).hover(document, resource,
                new HoverParams(new TextDocumentIdentifier(resource.getURI().toString()), document.getPosition(offset)),
                CancelIndicator.NullImpl);
        return hover == null || hover.getContents() == null || !hover.getContents().isRight() ? ""
                : hover.getContents().getRight().getValue();
    }

    /**
     * @param code an issue code the file has
     * @return the file's text after the first quick fix of the first issue with the code
     */
    String fixed(String code) {
        Issue issue = issues().stream().filter(i -> code.equals(i.getCode())).findFirst()
                .orElseThrow(() -> new AssertionError("no issue " + code + " in " + issues()));
        List<IssueFixes.Fix> fixes = IssueFixes.of(INJECTOR.getInstance(IQuickFixProvider.class), resource, text, code,
                issue.getMessage(), issue.getOffset(), issue.getLength());
        if (fixes.isEmpty()) {
            throw new AssertionError("no fix for " + issue);
        }
        return fixes.get(0).applyTo(text);
    }
}
