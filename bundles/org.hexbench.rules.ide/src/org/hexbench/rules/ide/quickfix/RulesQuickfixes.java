package org.hexbench.rules.ide.quickfix;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.ide.editor.quickfix.AbstractDeclarativeIdeQuickfixProvider;
import org.eclipse.xtext.ide.editor.quickfix.DiagnosticResolutionAcceptor;
import org.eclipse.xtext.ide.editor.quickfix.QuickFix;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScopeProvider;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.rules.Hook;
import org.hexbench.rules.validation.IssueCodes;

import com.google.inject.Inject;

/**
 * Quick fixes for the common errors of rule files, each bound to an issue code of {@link IssueCodes}: the
 * closest known name for an unknown one, the scenario file next to the rules, an available role, the owner of a
 * variable, removal of duplicate or unreachable hooks, and a chance capped at 100%.
 */
public class RulesQuickfixes extends AbstractDeclarativeIdeQuickfixProvider {

    @Inject
    private IScopeProvider scopes;

    /**
     * An unknown name: replace it with the most similar name the scope offers.
     *
     * @param acceptor receives the fix
     */
    @QuickFix(IssueCodes.UNKNOWN_NAME)
    public void closestName(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept("Change to the closest known name", (Diagnostic diagnostic, EObject element, Document document) -> {
            String wrong = document.getSubstring(diagnostic.getRange());
            String best = null;
            int bestDistance = Integer.MAX_VALUE;
            for (EReference reference : element.eClass().getEAllReferences()) {
                if (reference.isContainment() || reference.isContainer()) {
                    continue;
                }
                for (IEObjectDescription candidate : scopes.getScope(element, reference).getAllElements()) {
                    String name = candidate.getName().toString();
                    int distance = Similarity.distance(wrong, name);
                    if (distance < bestDistance) {
                        bestDistance = distance;
                        best = name;
                    }
                }
            }
            return best == null || bestDistance > Math.max(2, wrong.length() / 2) ? List.of()
                    : List.of(new TextEdit(diagnostic.getRange(), best));
        });
    }

    /**
     * The scenario cannot be loaded: name a scenario file of the rule file's folder.
     *
     * @param acceptor receives the fix
     */
    @QuickFix(IssueCodes.SCENARIO_NOT_FOUND)
    public void scenarioNextToTheRules(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept("Use the scenario in this folder", (Diagnostic diagnostic, EObject element, Document document) -> {
            var uri = element.eResource().getURI();
            if (!uri.isFile()) {
                return List.of();
            }
            try (Stream<Path> files = Files.list(Path.of(uri.toFileString()).getParent())) {
                return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".hexscenario")).sorted()
                        .findFirst().map(n -> List.of(new TextEdit(diagnostic.getRange(), "\"" + n + "\""))).orElse(List.of());
            } catch (IOException e) {
                return List.of();
            }
        });
    }

    /**
     * A role the hook does not provide: use one of the same type that it does.
     *
     * @param acceptor receives the fix
     */
    @QuickFix(IssueCodes.ROLE_NOT_AVAILABLE)
    public void availableRole(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept("Use a role this hook provides", (Diagnostic diagnostic, EObject element, Document document) -> {
            Role wrong = Role.of(document.getSubstring(diagnostic.getRange()));
            Hook hook = EcoreUtil2.getContainerOfType(element, Hook.class);
            HookKind kind = hook == null ? null : HookKind.of(hook.getKind());
            if (wrong == null || kind == null) {
                return List.of();
            }
            return kind.roles().stream().filter(r -> r.type().equals(wrong.type())).findFirst()
                    .map(r -> List.of(new TextEdit(diagnostic.getRange(), r.keyword()))).orElse(List.of());
        });
    }

    /**
     * {@code set hp to ...}: say whose variable.
     *
     * @param acceptor receives the fix
     */
    @QuickFix(IssueCodes.MISSING_OWNER)
    public void addOwner(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept("Set the variable of the hook's unit", (Diagnostic diagnostic, EObject element, Document document) -> {
            Position end = diagnostic.getRange().getEnd();
            return List.of(new TextEdit(new Range(end, end), " of unit"));
        });
    }

    /**
     * A duplicate hook: remove it.
     *
     * @param acceptor receives the fix
     */
    @QuickFix(IssueCodes.DUPLICATE_HOOK)
    public void removeDuplicate(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept("Remove this hook", RulesQuickfixes::removeHook);
    }

    /**
     * An unreachable hook: remove it.
     *
     * @param acceptor receives the fix
     */
    @QuickFix(IssueCodes.UNREACHABLE_HOOK)
    public void removeUnreachable(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept("Remove this hook", RulesQuickfixes::removeHook);
    }

    private static List<TextEdit> removeHook(Diagnostic diagnostic, EObject element, Document document) {
        Hook hook = EcoreUtil2.getContainerOfType(element, Hook.class);
        ICompositeNode node = hook == null ? null : NodeModelUtils.getNode(hook);
        if (node == null) {
            return List.of();
        }
        int start = node.getOffset();
        int end = node.getEndOffset();
        String text = document.getContents();
        while (end < text.length() && (text.charAt(end) == '\n' || text.charAt(end) == '\r')) {
            end++;
        }
        return List.of(new TextEdit(new Range(document.getPosition(start), document.getPosition(end)), ""));
    }

    /**
     * A chance above 100%: make it certain.
     *
     * @param acceptor receives the fix
     */
    @QuickFix(IssueCodes.INVALID_CHANCE)
    public void certain(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept("Change to 100%", (Diagnostic diagnostic, EObject element, Document document) ->
                List.of(new TextEdit(diagnostic.getRange(), "100%")));
    }

    /** The edit distance used to find the closest name. */
    static final class Similarity {

        private Similarity() {
        }

        /**
         * @param a a word
         * @param b another word
         * @return the Levenshtein distance, case-insensitive
         */
        static int distance(String a, String b) {
            String x = a.toLowerCase();
            String y = b.toLowerCase();
            int[] previous = new int[y.length() + 1];
            int[] current = new int[y.length() + 1];
            for (int j = 0; j <= y.length(); j++) {
                previous[j] = j;
            }
            for (int i = 1; i <= x.length(); i++) {
                current[0] = i;
                for (int j = 1; j <= y.length(); j++) {
                    int cost = x.charAt(i - 1) == y.charAt(j - 1) ? 0 : 1;
                    current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
                }
                int[] swap = previous;
                previous = current;
                current = swap;
            }
            return previous[y.length()];
        }
    }
}
