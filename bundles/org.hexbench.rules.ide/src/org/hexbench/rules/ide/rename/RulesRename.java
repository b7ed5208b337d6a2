package org.hexbench.rules.ide.rename;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.lsp4j.PrepareRenameDefaultBehavior;
import org.eclipse.lsp4j.PrepareRenameResult;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either3;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.IGrammarAccess;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.rename.IRenameService2;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.XtextResource;
import org.hexbench.rules.rules.Comprehension;
import org.hexbench.rules.rules.ForEachStatement;
import org.hexbench.rules.rules.Function;
import org.hexbench.rules.rules.Group;
import org.hexbench.rules.rules.LetExpression;
import org.hexbench.rules.rules.LetStatement;
import org.hexbench.rules.rules.Parameter;
import org.hexbench.rules.rules.RandomEvent;
import org.hexbench.rules.rules.VarStatement;

import com.google.inject.Inject;

/**
 * Rename of rule-local names: lets, vars, loop and quantifier variables, parameters, and the file's own
 * groups, functions and events. Scenario elements are renamed in the scenario (the rules then show errors), so they
 * are refused here. The new name must be an identifier that is not a keyword.
 */
public class RulesRename implements IRenameService2 {

    @Inject
    private EObjectAtOffsetHelper atOffset;

    @Inject
    private IGrammarAccess grammar;

    @Override
    public WorkspaceEdit rename(Options options) {
        String uri = options.getRenameParams().getTextDocument().getUri();
        String newName = options.getRenameParams().getNewName();
        return options.getLanguageServerAccess().doSyncRead(uri, context -> {
            WorkspaceEdit edit = new WorkspaceEdit();
            if (!isIdentifier(newName)) {
                return edit;
            }
            XtextResource resource = (XtextResource) context.getResource();
            Document document = context.getDocument();
            EObject declaration = renameable(resource, document.getOffSet(options.getRenameParams().getPosition()));
            if (declaration != null) {
                edit.setChanges(Map.of(uri, edits(resource, document, declaration, newName)));
            }
            return edit;
        });
    }

    @Override
    public Either3<Range, PrepareRenameResult, PrepareRenameDefaultBehavior> prepareRename(PrepareRenameOptions options) {
        String uri = options.getParams().getTextDocument().getUri();
        return options.getLanguageServerAccess().doSyncRead(uri, context -> {
            XtextResource resource = (XtextResource) context.getResource();
            Document document = context.getDocument();
            int offset = document.getOffSet(options.getParams().getPosition());
            EObject declaration = renameable(resource, offset);
            if (declaration == null) {
                return null;
            }
            INode node = NodeModelUtils.findLeafNodeAtOffset(resource.getParseResult().getRootNode(), offset);
            Range range = new Range(document.getPosition(node.getOffset()), document.getPosition(node.getEndOffset()));
            return Either3.forSecond(new PrepareRenameResult(range, node.getText()));
        });
    }

    /**
     * @param resource a rule file
     * @param offset an offset on a declaration's name or a reference to it
     * @return the declaration if it may be renamed here, else {@code null}
     */
    public EObject renameable(XtextResource resource, int offset) {
        EObject element = atOffset.resolveElementAt(resource, offset);
        boolean local = element instanceof LetStatement || element instanceof VarStatement || element instanceof LetExpression
                || element instanceof ForEachStatement || element instanceof Comprehension || element instanceof Parameter
                || element instanceof Group || element instanceof Function || element instanceof RandomEvent;
        return local && element.eResource() == resource ? element : null;
    }

    /**
     * @param resource the rule file
     * @param document its text
     * @param declaration a rule-local declaration
     * @param newName the new name
     * @return the edits of its name and of every reference to it
     */
    public static List<TextEdit> edits(XtextResource resource, Document document, EObject declaration, String newName) {
        List<TextEdit> edits = new ArrayList<>();
        for (INode node : NodeModelUtils.findNodesForFeature(declaration, declaration.eClass().getEStructuralFeature("name"))) {
            edits.add(edit(document, node, newName));
        }
        for (var it = resource.getContents().get(0).eAllContents(); it.hasNext();) {
            EObject element = it.next();
            for (EReference reference : element.eClass().getEAllReferences()) {
                if (reference.isContainment() || reference.isContainer()) {
                    continue;
                }
                List<INode> nodes = NodeModelUtils.findNodesForFeature(element, reference);
                if (reference.isMany()) {
                    List<?> targets = (List<?>) element.eGet(reference);
                    for (int i = 0; i < targets.size() && i < nodes.size(); i++) {
                        if (targets.get(i) == declaration) {
                            edits.add(edit(document, nodes.get(i), newName));
                        }
                    }
                } else if (element.eGet(reference) == declaration && !nodes.isEmpty()) {
                    edits.add(edit(document, nodes.get(0), newName));
                }
            }
        }
        return edits;
    }

    private static TextEdit edit(Document document, INode node, String newName) {
        return new TextEdit(new Range(document.getPosition(node.getOffset()), document.getPosition(node.getEndOffset())), newName);
    }

    private boolean isIdentifier(String name) {
        if (name == null || !name.matches("\\^?[a-zA-Z_][a-zA-Z0-9_]*") || name.matches("[0-9]*d[0-9]+")) {
            return false;
        }
        Set<String> keywords = GrammarUtil.getAllKeywords(grammar.getGrammar());
        return !keywords.contains(name);
    }
}
