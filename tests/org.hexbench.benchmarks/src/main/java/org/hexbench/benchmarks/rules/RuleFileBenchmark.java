package org.hexbench.benchmarks.rules;

import org.hexbench.testdata.LargeRuleFile;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.contentassist.antlr.ContentAssistContextFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.TextRegion;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.hexbench.rules.ide.RulesIdeSetup;
import org.hexbench.testdata.Checkout;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import com.google.inject.Injector;

/**
 * The rule editor on a generated 5,000-rule file ({@link LargeRuleFile}), warm. Targets (absolute, no
 * baseline): {@link #hexbenchValidation} — parse, link into the HexTC2 scenario and run every check — at most 1 s;
 * {@link #hexbenchCompletion} — content assist at the end of the file, on the open (parsed) document as an editor
 * asks — at most 100 ms. Setup checks that the file has no errors and that completion proposes the hook's roles.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 10, time = 2)
@Fork(1)
public class RuleFileBenchmark {

    private static final String COMPLETED = "on damage = hp of ";

    private Injector injector;
    private Path folder;
    private String rules;
    private String document;
    private XtextResource open;
    private ExecutorService pool;

    /**
     * Creates the rule language with its IDE services, the text, and the open document; checks both workloads.
     *
     * @throws IOException if the text cannot be parsed
     */
    @Setup(Level.Trial)
    public void open() throws IOException {
        injector = new RulesIdeSetup().createInjectorAndDoEMFRegistration();
        pool = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "content-assist");
            thread.setDaemon(true);
            return thread;
        });
        folder = Checkout.example("hextc2");
        rules = LargeRuleFile.text();
        document = rules + COMPLETED;
        List<String> errors = validate(rules).stream().filter(i -> i.getSeverity() == Severity.ERROR)
                .map(Issue::toString).toList();
        if (!errors.isEmpty()) {
            throw new IllegalStateException("the generated file has errors: " + errors.subList(0, Math.min(3, errors.size())));
        }
        open = parse(document);
        List<String> proposals = complete().stream().map(ContentAssistEntry::getProposal).toList();
        if (!proposals.contains("attacker")) {
            throw new IllegalStateException("completion at the end proposes " + proposals);
        }
        System.out.println("# " + rules.split("\n").length + " lines, " + proposals.size() + " proposals at the end");
    }

    /** Stops the content assist thread. */
    @TearDown(Level.Trial)
    public void close() {
        pool.shutdownNow();
    }

    private XtextResource parse(String text) throws IOException {
        XtextResourceSet resourceSet = injector.getInstance(XtextResourceSet.class);
        XtextResource resource = (XtextResource) resourceSet.createResource(
                URI.createFileURI(folder.resolve("generated.hbrules").toAbsolutePath().toString()));
        resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), Map.of());
        return resource;
    }

    private List<Issue> validate(String text) throws IOException {
        return injector.getInstance(IResourceValidator.class).validate(parse(text), CheckMode.ALL, CancelIndicator.NullImpl);
    }

    private List<ContentAssistEntry> complete() {
        ContentAssistContextFactory factory = injector.getInstance(ContentAssistContextFactory.class);
        factory.setPool(pool);
        int cursor = document.length();
        ContentAssistContext[] contexts = factory.create(document, new TextRegion(cursor, 0), cursor, open);
        IdeContentProposalAcceptor acceptor = injector.getInstance(IdeContentProposalAcceptor.class);
        injector.getInstance(IdeContentProposalProvider.class).createProposals(List.of(contexts), acceptor);
        List<ContentAssistEntry> entries = new ArrayList<>();
        acceptor.getEntries().forEach(entries::add);
        return entries;
    }

    /**
     * Parse, link and validate the whole file in a fresh resource set (the scenario is loaded again too).
     *
     * @return the issues
     * @throws IOException never for in-memory text
     */
    @Benchmark
    public List<Issue> hexbenchValidation() throws IOException {
        return validate(rules);
    }

    /**
     * Content assist at the end of the open file.
     *
     * @return the proposals
     */
    @Benchmark
    public List<ContentAssistEntry> hexbenchCompletion() {
        return complete();
    }
}
