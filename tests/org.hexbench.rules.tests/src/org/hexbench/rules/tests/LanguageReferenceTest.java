package org.hexbench.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;

import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.IGrammarAccess;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.eclipse.xtext.util.CancelIndicator;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.ide.hover.LanguageReference;
import org.hexbench.rules.ide.hover.RulesHover;
import org.junit.jupiter.api.Test;

/**
 * The Rule Language Reference and the hovers cannot drift apart: every item a hover documents is in the reference
 * with the hover's text, every reference item is what a hover shows where it is written, and every word of the
 * grammar is in the reference or is one of the few words that only join others.
 */
class LanguageReferenceTest {

    /** Grammar words with no hover of their own: they join the words around them, whose hovers explain them. */
    private static final Set<String> JOINING_WORDS = Set.of("rules", "of", "to", "by", "at", "in", "then", "else", "each",
            "where", "within", "around", "from", "toward", "owner", "d", "true", "false", "not", "and", "or", "mod",
            "placed", "on", "targets", "cost", "step", "occupy", "can", "begin", "end", "select", "illegal", "victory",
            "defeat", "capture", "build", "death", "attack", "all", "sites", "factions", "%");

    private static String markdownOfTheReference() {
        return LanguageReference.markdown();
    }

    @Test
    void everyHoverItemIsInTheReferenceWithItsHoverText() {
        String reference = markdownOfTheReference();
        for (HookKind kind : HookKind.values()) {
            assertTrue(reference.contains("### on " + kind.text() + "\n\n" + org.hexbench.rules.documentation.RulesDocumentation.hook(kind)), kind.text());
        }
        for (Role role : Role.values()) {
            assertTrue(reference.contains("### " + role.keyword() + "\n\n" + RulesHover.role(role)), role.keyword());
        }
        for (String keyword : RulesHover.documentedKeywords()) {
            assertTrue(reference.contains("### " + keyword + "\n\n" + RulesHover.builtIn(keyword)), keyword);
        }
        for (String type : RulesHover.documentedTypes()) {
            assertTrue(reference.contains("### " + type + "\n\n" + RulesHover.type(type)), type);
        }
        assertEquals(HookKind.values().length + Role.values().length + RulesHover.documentedKeywords().size()
                + RulesHover.documentedTypes().size(), LanguageReference.entries().size(), "the reference has items no hover shows");
    }

    @Test
    void theHoverServiceShowsTheReferenceTextWhereTheWordIsWritten() {
        String rules = "define tough(u: unit): bool = exists x in units at site of u where hp of x > roll 2d6\n"
                + "on damage of snale = min(dp of attacker, 3)\n";
        OpenDocument doc = new OpenDocument(rules);
        IHoverService hovers = RuleFiles.INJECTOR.getInstance(IHoverService.class);
        for (String[] at : new String[][] { { "exists", "exists" }, { "roll", "roll" }, { "min(", "min" }, { "bool", "bool" },
                { "attacker", "attacker" }, { "damage of", "on damage" } }) {
            HoverParams params = new HoverParams(new TextDocumentIdentifier(doc.uri()), doc.position(at[0]));
            Hover hover = hovers.hover(doc.document, doc.resource, params, CancelIndicator.NullImpl);
            String shown = hover == null ? null : hover.getContents().getRight().getValue();
            String documented = LanguageReference.entries().stream().filter(e -> e.term().equals(at[1])).findFirst().orElseThrow().documentation();
            assertEquals(documented, shown, "the hover of " + at[0]);
        }
    }

    @Test
    void everyWordOfTheGrammarIsInTheReferenceOrJoinsOthers() {
        Set<String> terms = new TreeSet<>();
        LanguageReference.entries().forEach(e -> terms.addAll(Set.of(e.term().split(" "))));
        Set<String> missing = new TreeSet<>();
        for (String keyword : GrammarUtil.getAllKeywords(RuleFiles.INJECTOR.getInstance(IGrammarAccess.class).getGrammar())) {
            if (keyword.matches("[a-z]+") && !terms.contains(keyword) && !JOINING_WORDS.contains(keyword)) {
                missing.add(keyword);
            }
        }
        assertEquals(Set.of(), missing, "grammar words neither in the reference nor joining others");
    }
}
