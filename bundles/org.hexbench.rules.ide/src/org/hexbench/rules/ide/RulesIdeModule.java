package org.hexbench.rules.ide;

import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.ide.editor.quickfix.IQuickFixProvider;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.ide.server.hover.IHoverService;
import org.eclipse.xtext.ide.server.rename.IRenameService2;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper.DocumentSymbolKindProvider;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper.DocumentSymbolNameProvider;
import org.hexbench.rules.ide.contentassist.RulesProposals;
import org.hexbench.rules.ide.highlighting.RulesHighlighting;
import org.hexbench.rules.ide.hover.RulesHover;
import org.hexbench.rules.ide.quickfix.RulesQuickfixes;
import org.hexbench.rules.ide.rename.RulesRename;
import org.hexbench.rules.ide.symbols.RulesSymbolKinds;
import org.hexbench.rules.ide.symbols.RulesSymbolNames;

/**
 * The IDE services of the rule language, usable without the Eclipse UI: in-process from the Hexbench
 * editor or through Xtext's language server.
 */
public class RulesIdeModule extends AbstractRulesIdeModule {

    /** @return content assist with whole hook names and documented roles */
    public Class<? extends IdeContentProposalProvider> bindIdeContentProposalProvider() {
        return RulesProposals.class;
    }

    /** @return the content-assist parser that parses only the declaration at the cursor in long files */
    @Override
    public Class<? extends org.eclipse.xtext.ide.editor.contentassist.antlr.IContentAssistParser> bindIContentAssistParser() {
        return org.hexbench.rules.ide.contentassist.LastDeclarationParser.class;
    }

    /** @return semantic highlighting by what names refer to */
    public Class<? extends ISemanticHighlightingCalculator> bindISemanticHighlightingCalculator() {
        return RulesHighlighting.class;
    }

    /** @return hovers for scenario elements, declarations and built-ins */
    public Class<? extends IHoverService> bindIHoverService() {
        return RulesHover.class;
    }

    /** @return outline names of hooks, events, groups and functions */
    public Class<? extends DocumentSymbolNameProvider> bindDocumentSymbolNameProvider() {
        return RulesSymbolNames.class;
    }

    /** @return outline symbol kinds */
    public Class<? extends DocumentSymbolKindProvider> bindDocumentSymbolKindProvider() {
        return RulesSymbolKinds.class;
    }

    /** @return quick fixes by issue code */
    public Class<? extends IQuickFixProvider> bindIQuickFixProvider() {
        return RulesQuickfixes.class;
    }

    /** @return rename of rule-local names */
    public Class<? extends IRenameService2> bindIRenameService2() {
        return RulesRename.class;
    }
}
