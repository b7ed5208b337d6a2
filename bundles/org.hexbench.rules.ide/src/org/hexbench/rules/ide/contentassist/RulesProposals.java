package org.hexbench.rules.ide.contentassist;

import java.util.Collection;

import org.eclipse.xtext.AbstractElement;
import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IIdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.hexbench.rules.documentation.RulesDocumentation;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.rules.RulesPackage;
import org.hexbench.rules.typing.Type;
import org.hexbench.rules.typing.TypeChecker;

/**
 * Content assist of the rule language: scenario element names, groups, functions and locals come from the
 * scopes (the generic cross-reference proposals); this class adds whole hook names after {@code on} (the generic
 * provider proposes nothing for data-type rule assignments such as the hook name, see the platform notes),
 * documents role keywords, and ranks proposals of the type the cursor's place expects first ({@link ExpectedType},
 * typed by the validator's {@link TypeChecker}).
 */
public class RulesProposals extends IdeContentProposalProvider {

    /** How much a proposal of the expected type is preferred to one of another type. */
    static final int TYPE_BONUS = 1000;

    /**
     * Ranks each proposal by the type the expression at the cursor must have ({@link ExpectedType}): proposals of
     * that type first, those whose type is not known from their first word next, those of another type last.
     */
    @Override
    public void createProposals(Collection<ContentAssistContext> contexts, IIdeContentProposalAcceptor acceptor) {
        for (ContentAssistContext context : getFilteredContexts(contexts)) {
            IIdeContentProposalAcceptor ranked = ranked(context, acceptor);
            for (AbstractElement element : context.getFirstSetGrammarElements()) {
                if (!acceptor.canAcceptMoreProposals()) {
                    return;
                }
                createProposals(element, context, ranked);
            }
        }
    }

    private static IIdeContentProposalAcceptor ranked(ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        Type expected = ExpectedType.at(context);
        if (expected == null) {
            return acceptor;
        }
        TypeChecker checker = new TypeChecker();
        return new IIdeContentProposalAcceptor() {
            @Override
            public void accept(ContentAssistEntry entry, int priority) {
                Type type = entry == null ? null : ExpectedType.of(entry, checker);
                acceptor.accept(entry, type == null ? priority : expected.accepts(type) ? priority + TYPE_BONUS : priority - TYPE_BONUS);
            }

            @Override
            public boolean canAcceptMoreProposals() {
                return acceptor.canAcceptMoreProposals();
            }
        };
    }

    @Override
    protected void _createProposals(Assignment assignment, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        if ("kind".equals(assignment.getFeature()) && assignment.eContainer() != null
                && isHookRule(assignment)) {
            for (HookKind kind : HookKind.values()) {
                if (kind.text().startsWith(context.getPrefix())) {
                    ContentAssistEntry entry = getProposalCreator().createProposal(kind.text(), context);
                    if (entry != null) {
                        entry.setKind(ContentAssistEntry.KIND_KEYWORD);
                        entry.setDescription("hook");
                        entry.setDocumentation(RulesDocumentation.hook(kind));
                        acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry) + 5);
                    }
                }
            }
            return;
        }
        if (assignment.getTerminal() instanceof org.eclipse.xtext.RuleCall call && call.getRule() instanceof org.eclipse.xtext.TerminalRule) {
            if ("scenario".equals(assignment.getFeature())) {
                proposeScenarioFiles(context, acceptor);
            }
            return; // no placeholder proposals for numbers, texts and new names
        }
        super._createProposals(assignment, context, acceptor);
    }

    /** Proposes the scenario files next to the rule file for {@code rules for "..."}. */
    private void proposeScenarioFiles(ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        var uri = context.getResource() == null ? null : context.getResource().getURI();
        if (uri == null || !uri.isFile()) {
            return;
        }
        java.io.File[] files = new java.io.File(uri.toFileString()).getParentFile().listFiles((dir, name) -> name.endsWith(".hexscenario"));
        if (files == null) {
            return;
        }
        for (java.io.File file : files) {
            ContentAssistEntry entry = getProposalCreator().createProposal("\"" + file.getName() + "\"", context);
            if (entry != null) {
                entry.setDescription("scenario");
                acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
            }
        }
    }

    private static boolean isHookRule(Assignment assignment) {
        var rule = org.eclipse.xtext.GrammarUtil.containingRule(assignment);
        return rule != null && rule.getType() != null && rule.getType().getClassifier() == RulesPackage.eINSTANCE.getHook();
    }

    @Override
    protected void _createProposals(Keyword keyword, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        if (isInsideHookName(keyword)) {
            return; // whole hook names are proposed instead of their first words
        }
        if (!filterKeyword(keyword, context)) {
            return;
        }
        ContentAssistEntry entry = getProposalCreator().createProposal(keyword.getValue(), context);
        if (entry != null) {
            entry.setKind(ContentAssistEntry.KIND_KEYWORD);
            Role role = Role.of(keyword.getValue());
            if (role != null && "role".equals(assignedFeature(keyword))) {
                entry.setDescription(role.type().toString());
                entry.setDocumentation(role.documentation());
            }
            acceptor.accept(entry, getProposalPriorities().getKeywordPriority(keyword.getValue(), entry));
        }
    }

    private static boolean isInsideHookName(Keyword keyword) {
        var rule = org.eclipse.xtext.GrammarUtil.containingRule(keyword);
        return rule != null && "HookName".equals(rule.getName());
    }

    private static String assignedFeature(Keyword keyword) {
        Assignment assignment = org.eclipse.xtext.GrammarUtil.containingAssignment(keyword);
        return assignment == null ? null : assignment.getFeature();
    }
}
