package org.hexbench.rules.ide.quickfix;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
import org.hexbench.rules.rules.Binary;
import org.hexbench.rules.rules.BoolLiteral;
import org.hexbench.rules.rules.Hook;
import org.hexbench.rules.typing.Type;
import org.hexbench.rules.typing.TypeChecker;
import org.hexbench.rules.validation.IssueCodes;

import com.google.inject.Inject;

/**
 * Quick fixes for the common errors of rule files, each bound to an issue code of {@link IssueCodes}: the
 * closest known name for an unknown one, the scenario file next to the rules, an available role, the owner of a
 * variable, removal of duplicate or unreachable hooks, a chance capped at 100%, the closest hook name for a
 * misspelled one, the missing {@code %} of a chance, and the obvious repairs of type errors (a number as a condition,
 * a condition as a number, a number compared with {@code true} or {@code false}).
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

    /** A hook name misspelled after {@code on}: the rest of the line up to {@code =}, <code>{</code>, {@code of} or {@code when}. */
    private static final Pattern HOOK_NAME = Pattern.compile("\\bon\\s+([a-zA-Z_ ]+?)\\s*(?:=|\\{|\\bof\\b|\\bwhen\\b|$)");
    /** A number after {@code chance} without its {@code %}. */
    private static final Pattern CHANCE_WITHOUT_PERCENT = Pattern.compile("\\bchance\\s+\\d+(?:\\.\\d+)?$");
    /** The validator's message for an operand of the wrong type. */
    private static final Pattern EXPECTED = Pattern.compile("Expected (\\w+) for .* but found (\\w+)");

    /**
     * A misspelled hook name ({@code on damge = ...}, a syntax error): the hook name closest to what is written.
     *
     * @param acceptor receives the fix
     */
    @QuickFix(IssueCodes.SYNTAX)
    public void closestHook(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept("Change to the closest hook name", (Diagnostic diagnostic, EObject element, Document document) -> {
            String text = document.getContents();
            int errorAt = document.getOffSet(diagnostic.getRange().getStart());
            int lineStart = text.lastIndexOf('\n', Math.max(0, errorAt - 1)) + 1;
            int lineEnd = text.indexOf('\n', errorAt);
            Matcher written = HOOK_NAME.matcher(text.substring(lineStart, lineEnd < 0 ? text.length() : lineEnd));
            if (!written.lookingAt() && !written.find()) {
                return List.of();
            }
            String name = written.group(1).strip().replaceAll("\\s+", " ");
            int start = lineStart + written.start(1);
            if (java.util.Arrays.stream(HookKind.values()).anyMatch(k -> k.text().equals(name)) || errorAt > lineStart + written.end(1) + 1) {
                return List.of();
            }
            HookKind best = null;
            int bestDistance = Integer.MAX_VALUE;
            for (HookKind kind : HookKind.values()) {
                int distance = Similarity.distance(name, kind.text());
                if (distance < bestDistance) {
                    bestDistance = distance;
                    best = kind;
                }
            }
            if (best == null || bestDistance > Math.max(2, name.length() / 3)) {
                return List.of();
            }
            return List.of(new TextEdit(new Range(document.getPosition(start), document.getPosition(start + written.group(1).strip().length())),
                    best.text()));
        });
    }

    /**
     * {@code chance 50} without its per cent sign (a syntax error): {@code chance 50%}.
     *
     * @param acceptor receives the fix
     */
    @QuickFix(IssueCodes.SYNTAX)
    public void percentSign(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept("Add the missing %", (Diagnostic diagnostic, EObject element, Document document) -> {
            String before = document.getContents().substring(0, document.getOffSet(diagnostic.getRange().getStart())).stripTrailing();
            Matcher chance = CHANCE_WITHOUT_PERCENT.matcher(before);
            if (!chance.find()) {
                return List.of();
            }
            Position end = document.getPosition(before.length());
            return List.of(new TextEdit(new Range(end, end), "%"));
        });
    }

    /**
     * A number where a truth value is expected ({@code if hp of unit}, {@code when count of x}): compare it with 0.
     *
     * @param acceptor receives the fix
     */
    @QuickFix(IssueCodes.WRONG_TYPE)
    public void numberAsCondition(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept("Compare the number with 0 (> 0)", (Diagnostic diagnostic, EObject element, Document document) -> {
            if (!expected(diagnostic, "bool", "int")) {
                return List.of();
            }
            String operand = document.getSubstring(diagnostic.getRange());
            return List.of(new TextEdit(diagnostic.getRange(), reachesToTheEnd(operand) ? "(" + operand + ") > 0" : operand + " > 0"));
        });
    }

    /**
     * A truth value where a number is expected ({@code damage unit by chance 50%}): 1 when true, 0 when false.
     *
     * @param acceptor receives the fix
     */
    @QuickFix(IssueCodes.WRONG_TYPE)
    public void conditionAsNumber(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept("Count true as 1 and false as 0", (Diagnostic diagnostic, EObject element, Document document) -> {
            if (!expected(diagnostic, "int", "bool")) {
                return List.of();
            }
            return List.of(new TextEdit(diagnostic.getRange(), "(if " + document.getSubstring(diagnostic.getRange()) + " then 1 else 0)"));
        });
    }

    /**
     * A number compared with {@code true} or {@code false} ({@code hp of unit = true}): compare it with 0 instead,
     * as a condition reads a number (true: more than 0).
     *
     * @param acceptor receives the fix
     */
    @QuickFix(IssueCodes.WRONG_TYPE)
    public void numberComparedWithTruth(DiagnosticResolutionAcceptor acceptor) {
        acceptor.accept("Compare the number with 0", (Diagnostic diagnostic, EObject element, Document document) -> {
            Binary binary = EcoreUtil2.getContainerOfType(element, Binary.class);
            if (binary == null || !message(diagnostic).startsWith("Cannot compare")) {
                return List.of();
            }
            boolean equal = "=".equals(binary.getOp());
            TypeChecker types = new TypeChecker();
            if (binary.getRight() instanceof BoolLiteral truth && types.typeOf(binary.getLeft()) == Type.INT) {
                boolean positive = truth.isValue() == equal; // '= true' and '!= false' ask for more than 0
                return replace(document, binary.getOp(), NodeModelUtils.getNode(binary.getRight()), diagnostic, positive ? "> 0" : "= 0", false);
            }
            if (binary.getLeft() instanceof BoolLiteral truth && types.typeOf(binary.getRight()) == Type.INT) {
                boolean positive = truth.isValue() == equal;
                return replace(document, binary.getOp(), NodeModelUtils.getNode(binary.getLeft()), diagnostic, positive ? "0 <" : "0 =", true);
            }
            return List.of();
        });
    }

    /** Replaces the operator and the truth literal beside it. */
    private static List<TextEdit> replace(Document document, String op, ICompositeNode literal, Diagnostic diagnostic, String with,
            boolean literalFirst) {
        if (literal == null || op == null) {
            return List.of();
        }
        int opStart = document.getOffSet(diagnostic.getRange().getStart());
        int start = literalFirst ? literal.getOffset() : opStart;
        int end = literalFirst ? opStart + op.length() : literal.getEndOffset();
        return List.of(new TextEdit(new Range(document.getPosition(start), document.getPosition(end)), with));
    }

    private static boolean expected(Diagnostic diagnostic, String expected, String found) {
        Matcher matcher = EXPECTED.matcher(message(diagnostic));
        return matcher.matches() && matcher.group(1).equals(expected) && matcher.group(2).equals(found);
    }

    private static String message(Diagnostic diagnostic) {
        var message = diagnostic.getMessage();
        return message == null ? "" : message.isLeft() ? message.getLeft() : message.getRight().getValue();
    }

    /** Whether an expression reaches to the end of what follows it ({@code let}, {@code if}, quantifiers). */
    private static boolean reachesToTheEnd(String expression) {
        return expression.matches("(?s)(let|if|all|exists|every|count)\\s.*") && !expression.startsWith("count of");
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
