package org.hexbench.ui.rules.internal;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension3;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.FastPartitioner;
import org.eclipse.jface.text.rules.IPredicateRule;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.ITokenScanner;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.NumberRule;
import org.eclipse.jface.text.rules.RuleBasedPartitionScanner;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.IGrammarAccess;

/**
 * Syntax colouring of rule files, before and independently of parsing: comments and texts are partitions, and the
 * code between them is coloured by a scanner whose keywords are the grammar's own (so they never drift from
 * {@code Rules.xtext}).
 */
final class RuleSyntax {

    /** The partitioning of rule documents. */
    static final String PARTITIONING = "org.hexbench.ui.rules.partitioning";
    static final String COMMENT = "__rule_comment";
    static final String TEXT = "__rule_text";
    static final String[] CONTENT_TYPES = { IDocument.DEFAULT_CONTENT_TYPE, COMMENT, TEXT };

    private RuleSyntax() {
    }

    /** Connects the rule partitioner to a document unless it already has one. */
    static void setUp(IDocument document) {
        if (document instanceof IDocumentExtension3 extension && extension.getDocumentPartitioner(PARTITIONING) == null) {
            IToken comment = new Token(COMMENT);
            IToken text = new Token(TEXT);
            RuleBasedPartitionScanner scanner = new RuleBasedPartitionScanner();
            scanner.setPredicateRules(new IPredicateRule[] { new EndOfLineRule("//", comment),
                    new MultiLineRule("/*", "*/", comment, (char) 0, true), new SingleLineRule("\"", "\"", text, '\\'),
                    new SingleLineRule("'", "'", text, '\\') });
            FastPartitioner partitioner = new FastPartitioner(scanner, new String[] { COMMENT, TEXT });
            extension.setDocumentPartitioner(PARTITIONING, partitioner);
            partitioner.connect(document);
        }
    }

    /** @return the presentation reconciler colouring comments, texts, keywords and numbers */
    static IPresentationReconciler presentation() {
        PresentationReconciler reconciler = new PresentationReconciler();
        reconciler.setDocumentPartitioning(PARTITIONING);
        add(reconciler, IDocument.DEFAULT_CONTENT_TYPE, code());
        add(reconciler, COMMENT, uniform(RuleColours.COMMENT));
        add(reconciler, TEXT, uniform(RuleColours.TEXT));
        return reconciler;
    }

    private static void add(PresentationReconciler reconciler, String contentType, ITokenScanner scanner) {
        DefaultDamagerRepairer repairer = new DefaultDamagerRepairer(scanner);
        reconciler.setDamager(repairer, contentType);
        reconciler.setRepairer(repairer, contentType);
    }

    private static ITokenScanner uniform(TextAttribute attribute) {
        RuleBasedScanner scanner = new RuleBasedScanner();
        scanner.setDefaultReturnToken(new Token(attribute));
        return scanner;
    }

    private static ITokenScanner code() {
        IWordDetector identifiers = new IWordDetector() {
            @Override
            public boolean isWordStart(char c) {
                return Character.isLetter(c) || c == '_' || c == '^';
            }

            @Override
            public boolean isWordPart(char c) {
                return Character.isLetterOrDigit(c) || c == '_';
            }
        };
        WordRule words = new WordRule(identifiers, new Token(RuleColours.PLAIN));
        IToken keyword = new Token(RuleColours.KEYWORD);
        IGrammarAccess grammar = RuleLanguage.get(IGrammarAccess.class);
        for (String word : GrammarUtil.getAllKeywords(grammar.getGrammar())) {
            if (word.matches("[a-zA-Z_]+")) {
                words.addWord(word, keyword);
            }
        }
        List<IRule> rules = new ArrayList<>();
        rules.add(words);
        rules.add(new NumberRule(new Token(RuleColours.NUMBER)));
        RuleBasedScanner scanner = new RuleBasedScanner();
        scanner.setRules(rules.toArray(IRule[]::new));
        scanner.setDefaultReturnToken(new Token(RuleColours.PLAIN));
        return scanner;
    }
}
