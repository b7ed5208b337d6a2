package org.hexbench.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.formatting2.FormatterRequest;
import org.eclipse.xtext.formatting2.IFormatter2;
import org.eclipse.xtext.formatting2.regionaccess.ITextRegionAccess;
import org.eclipse.xtext.formatting2.regionaccess.TextRegionAccessBuilder;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.contentassist.antlr.ContentAssistContextFactory;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolution;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.ide.server.codeActions.ICodeActionService2;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.eclipse.xtext.ide.server.rename.IRenameService2;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolService;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.TextRegion;
import org.eclipse.xtext.validation.Issue;
import org.hexbench.rules.ide.highlighting.RulesHighlighting;
import org.hexbench.rules.validation.IssueCodes;
import org.junit.jupiter.api.Test;

/** The IDE services through Xtext's IDE API, without the Eclipse UI. */
class IdeServicesTest {

    /** The content assist pool, shared by every test class that asks for proposals (a daemon, never shut down). */
    private static final ExecutorService POOL = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "rules-content-assist");
        thread.setDaemon(true);
        return thread;
    });

    /** @param rules HexTC2 rules with one {@code |} marking the cursor @return the proposals there */
    static List<ContentAssistEntry> proposals(String rules) {
        int cursor = RuleFiles.HEADER.length() + rules.indexOf('|');
        String text = RuleFiles.HEADER + rules.replace("|", "");
        return proposals(RuleFiles.parse(RuleFiles.hextc2(), text), text, cursor);
    }

    /**
     * @param resource an open (parsed) rule file
     * @param text its text
     * @param cursor the cursor offset
     * @return the proposals there, as an editor asks for them
     */
    static List<ContentAssistEntry> proposals(org.eclipse.xtext.resource.XtextResource resource, String text, int cursor) {
        ContentAssistContextFactory factory = RuleFiles.INJECTOR.getInstance(ContentAssistContextFactory.class);
        factory.setPool(POOL);
        ContentAssistContext[] contexts = factory.create(text, new TextRegion(cursor, 0), cursor, resource);
        IdeContentProposalAcceptor acceptor = RuleFiles.INJECTOR.getInstance(IdeContentProposalAcceptor.class);
        RuleFiles.INJECTOR.getInstance(IdeContentProposalProvider.class).createProposals(List.of(contexts), acceptor);
        List<ContentAssistEntry> entries = new ArrayList<>();
        acceptor.getEntries().forEach(entries::add);
        return entries;
    }

    static List<String> labels(String rules) {
        return proposals(rules).stream().map(e -> e.getLabel() != null ? e.getLabel() : e.getProposal()).toList();
    }

    @Test
    void contentAssistProposesScenarioClassesAndGroupsAfterOf() {
        List<String> labels = labels("group slugs = snale, ruque\non move of |");
        assertTrue(labels.containsAll(List.of("snale", "coquille", "feanisk", "slugs")), labels.toString());
        assertFalse(labels.contains("mv"), "variables are not classes");
    }

    @Test
    void contentAssistProposesWholeHookNamesAfterOn() {
        List<ContentAssistEntry> entries = proposals("on |");
        List<String> labels = entries.stream().map(ContentAssistEntry::getProposal).toList();
        assertTrue(labels.containsAll(List.of("move targets", "step cost", "turn begin", "select defender", "death")), labels.toString());
        assertFalse(labels.contains("turn"), "not the first word alone");
        assertTrue(entries.stream().anyMatch(e -> "step cost".equals(e.getProposal()) && e.getDocumentation().contains("origin")));
    }

    @Test
    void contentAssistProposesVariablesRolesKeywordsAndOperators() {
        List<String> value = labels("on damage = |");
        assertTrue(value.containsAll(List.of("hp", "dp", "roll", "chance", "attacker", "white", "snale")), value.toString());
        assertFalse(value.contains("value") || value.contains("\"value\""), "no placeholders for numbers and texts");
        List<String> after = labels("on damage = 1 |");
        assertTrue(after.containsAll(List.of("+", "-", "*", "mod")), after.toString());
        List<String> local = labels("on damage = let strength = 3 in str|");
        assertTrue(local.contains("strength"), local.toString());
    }

    @Test
    void contentAssistProposesTheScenarioFilesOfTheFolder() {
        String text = "rules for ";
        var resource = RuleFiles.parse(RuleFiles.hextc2(), text);
        List<String> proposals = proposals(resource, text, text.length()).stream().map(ContentAssistEntry::getProposal).toList();
        assertEquals(List.of("\"hextc2.hexscenario\""), proposals);
    }

    @Test
    void semanticHighlightingStylesNamesByWhatTheyReferTo() {
        OpenDocument doc = new OpenDocument("group slugs = snale\non move of slugs { let x = hp of unit\nmessage x, white }\n");
        Map<String, String> styles = new HashMap<>();
        RuleFiles.INJECTOR.getInstance(ISemanticHighlightingCalculator.class).provideHighlightingFor(doc.resource,
                (offset, length, ids) -> styles.put(doc.text.substring(offset, offset + length) + "@" + offset, ids[0]), CancelIndicator.NullImpl);
        assertEquals(RulesHighlighting.SCENARIO_CLASS, styles.get("snale@" + doc.offset("snale")));
        assertEquals(RulesHighlighting.GROUP, styles.get("slugs@" + doc.offset("slugs {")));
        assertEquals(RulesHighlighting.VARIABLE, styles.get("hp@" + doc.offset("hp")));
        assertEquals(RulesHighlighting.ROLE, styles.get("unit@" + doc.offset("unit\n")));
        assertEquals(RulesHighlighting.LOCAL, styles.get("x@" + doc.offset("x,")));
        assertEquals(RulesHighlighting.FACTION, styles.get("white@" + doc.offset("white")));
        assertEquals(RulesHighlighting.HOOK, styles.get("move@" + doc.offset("move")));
    }

    private static String hover(OpenDocument doc, String marker) {
        Hover hover = RuleFiles.INJECTOR.getInstance(IHoverService.class).hover(doc.document, doc.resource,
                new HoverParams(new TextDocumentIdentifier(doc.uri()), doc.position(marker)), CancelIndicator.NullImpl);
        return hover == null || hover.getContents() == null ? "" : hover.getContents().getRight().getValue();
    }

    @Test
    void hoverDocumentsScenarioElementsDeclarationsAndBuiltIns() {
        OpenDocument doc = new OpenDocument("group slugs = snale\non damage = roll d(dp of attacker) + count of units of white\n");
        String snale = hover(doc, "snale");
        assertTrue(snale.contains("Snale") && snale.contains("Slug. 3 per side") && snale.contains("mv 2"), snale);
        assertTrue(hover(doc, "dp of").contains("Damage points (DP)"));
        assertTrue(hover(doc, "white").contains("faction"));
        assertTrue(hover(doc, "roll").contains("dice"));
        assertTrue(hover(doc, "attacker").contains("attacking unit"));
        assertTrue(hover(doc, "damage =").contains("on damage"), hover(doc, "damage ="));
        OpenDocument passing = new OpenDocument("on illegal move {\n    pass faction\n}\n");
        assertTrue(hover(passing, "pass").contains("no more moves this turn"), hover(passing, "pass"));
        assertTrue(hover(passing, "illegal").contains("illegal command"), hover(passing, "illegal"));
    }

    @Test
    void formattingNormalisesSpacesLinesAndIndentation() {
        var resource = RuleFiles.hextc2("group   slugs=snale ,ruque\ndefine f( a:int ):int=a*2\non move   of slugs{let x=f( 2 )\n// first\n"
                + "if x>3{damage unit by roll d( 6 )}\n// keep me\nmessage \"x\" ,x}\nevent quake chance 1.5% { }\n");
        ITextRegionAccess access = RuleFiles.INJECTOR.getInstance(TextRegionAccessBuilder.class).forNodeModel(resource).create();
        FormatterRequest request = RuleFiles.INJECTOR.getInstance(FormatterRequest.class);
        request.setTextRegionAccess(access);
        String formatted = access.getRewriter().renderToString(RuleFiles.INJECTOR.getInstance(IFormatter2.class).format(request));
        assertEquals("""
                rules for "hextc2.hexscenario"

                group slugs = snale, ruque

                define f(a: int): int = a * 2

                on move of slugs {
                    let x = f(2)
                    // first
                    if x > 3 {
                        damage unit by roll d(6)
                    }
                    // keep me
                    message "x", x
                }

                event quake chance 1.5% { }
                """, formatted);
    }

    @Test
    void theOutlineListsGroupsFunctionsHooksAndEvents() {
        OpenDocument doc = new OpenDocument("group slugs = snale\ndefine f(a: int): int = a\non move of slugs { let x = 1 }\n"
                + "on damage = 1\nevent quake chance 1% { }\n");
        List<DocumentSymbol> symbols = RuleFiles.INJECTOR.getInstance(DocumentSymbolService.class).getSymbols(doc.resource, CancelIndicator.NullImpl);
        List<String> names = new ArrayList<>();
        collect(symbols, names);
        assertEquals(List.of("slugs", "f", "on move of slugs", "on damage", "event quake"), names);
    }

    private static void collect(List<DocumentSymbol> symbols, List<String> names) {
        for (DocumentSymbol symbol : symbols) {
            names.add(symbol.getName());
            if (symbol.getChildren() != null) {
                collect(symbol.getChildren(), names);
            }
        }
    }

    /** Applies the first quick fix for the first issue with the code and returns the new text. */
    private static String fix(String rules, String code) {
        return fix(new OpenDocument(rules), code).substring(RuleFiles.HEADER.length());
    }

    private static String fix(OpenDocument doc, String code) {
        Issue issue = RuleFiles.issues(doc.resource).stream().filter(i -> code.equals(i.getCode())).findFirst().orElseThrow();
        Diagnostic diagnostic = new Diagnostic();
        diagnostic.setCode(Either.forLeft(code));
        diagnostic.setSeverity(org.eclipse.lsp4j.DiagnosticSeverity.Error);
        diagnostic.setMessage(issue.getMessage());
        diagnostic.setRange(new Range(doc.document.getPosition(issue.getOffset()), doc.document.getPosition(issue.getOffset() + issue.getLength())));
        ICodeActionService2.Options options = new ICodeActionService2.Options();
        options.setDocument(doc.document);
        options.setResource(doc.resource);
        options.setLanguageServerAccess(doc.access());
        options.setURI(doc.uri());
        options.setCancelIndicator(CancelIndicator.NullImpl);
        List<DiagnosticResolution> resolutions = RuleFiles.INJECTOR.getInstance(IQuickFixProvider.class).getResolutions(options, diagnostic);
        assertFalse(resolutions.isEmpty(), "no fix for " + code);
        WorkspaceEdit edit = resolutions.get(0).apply();
        List<TextEdit> edits = edit.getChanges().values().iterator().next();
        return doc.apply(edits);
    }

    @Test
    void quickFixesRepairTheCommonErrors() {
        assertEquals("on move of snale { }\n", fix("on move of snael { }\n", IssueCodes.UNKNOWN_NAME));
        assertEquals("on damage = dp of attacker\n", fix("on damage = dq of attacker\n", IssueCodes.UNKNOWN_NAME));
        assertEquals("on move { damage unit by 1 }\n", fix("on move { damage attacker by 1 }\n", IssueCodes.ROLE_NOT_AVAILABLE));
        assertEquals("on move { set hp of unit to 1 }\n", fix("on move { set hp to 1 }\n", IssueCodes.MISSING_OWNER));
        assertEquals("on damage = 1\n", fix("on damage = 1\non damage = 2\n", IssueCodes.DUPLICATE_HOOK));
        assertEquals("on step cost = 1\n", fix("on step cost = 1\non step cost of snale = 2\n", IssueCodes.UNREACHABLE_HOOK));
        assertEquals("on victory = chance 100%\n", fix("on victory = chance 120%\n", IssueCodes.INVALID_CHANCE));
    }

    @Test
    void aMissingScenarioIsFixedWithTheScenarioNextToTheRules() {
        assertEquals("rules for \"hextc2.hexscenario\"\n", fix(new OpenDocument("", "rules for \"hextc.hexscenario\"\n"), IssueCodes.SCENARIO_NOT_FOUND));
    }

    private static boolean isEmpty(WorkspaceEdit edit) {
        return edit.getChanges() == null || edit.getChanges().isEmpty();
    }

    @Test
    void renameChangesALocalAndAllItsUsesButNotScenarioElements() {
        OpenDocument doc = new OpenDocument("on move { let foe = one of units at site\nvar left = hp of foe\nwhile left > 0 { set left to left - 1 }\n"
                + "damage foe by 1 }\non damage = let foe = 2 in foe\n");
        IRenameService2 rename = RuleFiles.INJECTOR.getInstance(IRenameService2.class);
        IRenameService2.Options options = new IRenameService2.Options();
        options.setLanguageServerAccess(doc.access());
        options.setRenameParams(new RenameParams(new TextDocumentIdentifier(doc.uri()), doc.position("left > 0"), "remaining"));
        WorkspaceEdit edit = rename.rename(options);
        String renamed = doc.apply(edit.getChanges().get(doc.uri()));
        assertTrue(renamed.contains("var remaining = hp of foe\nwhile remaining > 0 { set remaining to remaining - 1 }"), renamed);
        options.setRenameParams(new RenameParams(new TextDocumentIdentifier(doc.uri()), doc.position("foe by"), "target"));
        String second = doc.apply(rename.rename(options).getChanges().get(doc.uri()));
        assertTrue(second.contains("let target = one of units at site") && second.contains("damage target by 1"), second);
        assertTrue(second.contains("let foe = 2 in foe"), "the other foe is another local");
        options.setRenameParams(new RenameParams(new TextDocumentIdentifier(doc.uri()), doc.position("hp of"), "health"));
        assertTrue(isEmpty(rename.rename(options)), "scenario variables are renamed in the scenario");
        options.setRenameParams(new RenameParams(new TextDocumentIdentifier(doc.uri()), doc.position("left > 0"), "site"));
        assertTrue(isEmpty(rename.rename(options)), "keywords are not names");
        IRenameService2.PrepareRenameOptions prepare = new IRenameService2.PrepareRenameOptions();
        prepare.setLanguageServerAccess(doc.access());
        prepare.setParams(new PrepareRenameParams(new TextDocumentIdentifier(doc.uri()), doc.position("left > 0")));
        assertEquals("left", rename.prepareRename(prepare).getSecond().getPlaceholder());
    }
}
