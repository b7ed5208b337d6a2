package org.hexbench.ui.scenario.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.jface.fieldassist.ContentProposal;
import org.eclipse.jface.fieldassist.IContentProposal;
import org.eclipse.jface.fieldassist.IContentProposalProvider;
import org.hexbench.scenario.Identified;
import org.hexbench.scenario.validation.ElementDescription;

/**
 * Proposes the ids of the elements a reference field may name (classes, factions, variables...), or the literals of
 * an enum list such as a frame's connections: those whose id starts with the typed word, then those whose name
 * contains it. In a list field ("infantry, cav") the typed word is the one after the last comma, and a proposal
 * replaces only that word.
 */
public final class IdProposals implements IContentProposalProvider {

    private final Supplier<Collection<?>> candidates;
    private final boolean list;

    /**
     * Creates a provider.
     *
     * @param candidates the elements the field may name (non-identified ones are skipped), asked on every request
     * @param list whether the field holds a comma-separated list of ids
     */
    public IdProposals(Supplier<Collection<?>> candidates, boolean list) {
        this.candidates = candidates;
        this.list = list;
    }

    /** Returns the proposals for the text before the cursor. */
    @Override
    public IContentProposal[] getProposals(String contents, int position) {
        String before = contents.substring(0, Math.min(position, contents.length()));
        int start = list ? before.lastIndexOf(',') + 1 : 0;
        String kept = before.substring(0, start) + (list && start > 0 ? " " : "");
        String word = before.substring(start).trim().toLowerCase(Locale.ROOT);
        List<IContentProposal> byId = new ArrayList<>();
        List<IContentProposal> byName = new ArrayList<>();
        for (Object candidate : candidates.get()) {
            String id;
            String name;
            String kind;
            String description;
            if (candidate instanceof Identified element && element.getId() != null) {
                id = element.getId();
                name = element.getName() == null ? "" : element.getName();
                kind = ElementDescription.kind(element.eClass()).toLowerCase(Locale.ROOT);
                description = ElementDescription.of(element);
            } else if (candidate instanceof EEnumLiteral literal) {
                id = literal.getLiteral();
                name = "";
                kind = ElementDescription.words(literal.getEEnum().getName()).toLowerCase(Locale.ROOT);
                description = id;
            } else {
                continue;
            }
            String label = id + (name.isEmpty() || name.equals(id) ? "" : " \u2014 " + name) + " (" + kind + ")";
            String replacement = kept + id;
            ContentProposal proposal = new ContentProposal(replacement, label, description, replacement.length());
            if (id.toLowerCase(Locale.ROOT).startsWith(word)) {
                byId.add(proposal);
            } else if (!word.isEmpty() && name.toLowerCase(Locale.ROOT).contains(word)) {
                byName.add(proposal);
            }
        }
        byId.addAll(byName);
        return byId.toArray(IContentProposal[]::new);
    }
}
