package org.hexbench.rules.ide.contentassist;

import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.hexbench.rules.hooks.HookKind;
import org.hexbench.rules.hooks.Role;
import org.hexbench.rules.rules.Binary;
import org.hexbench.rules.rules.Function;
import org.hexbench.rules.rules.Hook;
import org.hexbench.rules.typing.Type;
import org.hexbench.rules.typing.TypeChecker;
import org.hexbench.scenario.VariableClass;

/**
 * The type the expression at the cursor must have, and the type each proposal gives, both in the terms of the
 * validator's {@link TypeChecker}: completion ranks the proposals of the expected type first (after {@code >=} the
 * numbers, after {@code and} or {@code if} the truth values).
 */
final class ExpectedType {

    /** Keywords after which an operand of a known type follows, whatever the rest of the expression is. */
    private static final Map<String, Type> AFTER = Map.ofEntries(
            Map.entry(">=", Type.INT), Map.entry("<=", Type.INT), Map.entry("<", Type.INT), Map.entry(">", Type.INT),
            Map.entry("+", Type.INT), Map.entry("-", Type.INT), Map.entry("*", Type.INT), Map.entry("/", Type.INT),
            Map.entry("mod", Type.INT), Map.entry("by", Type.INT), Map.entry("within", Type.INT), Map.entry("toward", Type.INT),
            Map.entry("and", Type.BOOL), Map.entry("or", Type.BOOL), Map.entry("not", Type.BOOL), Map.entry("if", Type.BOOL),
            Map.entry("when", Type.BOOL), Map.entry("where", Type.BOOL), Map.entry("while", Type.BOOL),
            Map.entry("at", Type.SITE), Map.entry("around", Type.SITE),
            Map.entry("damage", Type.UNIT), Map.entry("heal", Type.UNIT), Map.entry("destroy", Type.UNIT),
            Map.entry("pass", Type.FACTION));

    /** The types of the keywords that begin an expression of one type (roles are typed by {@link Role}). */
    private static final Map<String, Type> KEYWORDS = Map.ofEntries(
            Map.entry("true", Type.BOOL), Map.entry("false", Type.BOOL), Map.entry("chance", Type.BOOL),
            Map.entry("not", Type.BOOL), Map.entry("exists", Type.BOOL), Map.entry("every", Type.BOOL),
            Map.entry("roll", Type.INT), Map.entry("count", Type.INT), Map.entry("distance", Type.INT),
            Map.entry("turn", Type.INT), Map.entry("min", Type.INT), Map.entry("max", Type.INT),
            Map.entry("maximum", Type.INT), Map.entry("row", Type.INT), Map.entry("column", Type.INT),
            Map.entry("-", Type.INT), Map.entry("owner", Type.FACTION),
            Map.entry("units", Type.setOf(Type.UNIT)), Map.entry("neighbours", Type.setOf(Type.SITE)),
            Map.entry("sites", Type.setOf(Type.SITE)), Map.entry("line", Type.setOf(Type.SITE)),
            Map.entry("path", Type.setOf(Type.SITE)), Map.entry("directions", Type.setOf(Type.INT)),
            Map.entry("opponents", Type.setOf(Type.FACTION)));

    private ExpectedType() {
    }

    /**
     * @param context a content assist context
     * @return the type the expression being written there must have, or {@code null} if any type may stand there
     */
    static Type at(ContentAssistContext context) {
        INode last = context.getLastCompleteNode();
        if (last == null || last.getText() == null) {
            return null;
        }
        String token = last.getText().strip();
        Type fixed = AFTER.get(token);
        if (fixed != null) {
            return fixed;
        }
        EObject element = last.getSemanticElement();
        if ("=".equals(token) || "!=".equals(token)) {
            if (element instanceof Hook hook) {
                HookKind kind = HookKind.of(hook.getKind());
                return kind == null || kind.isEffect() ? null : kind.result();
            }
            if (element instanceof Function function) {
                return known(TypeChecker.typeOf(function.getType()));
            }
            if (element instanceof Binary binary && binary.getLeft() != null) {
                return known(new TypeChecker().typeOf(binary.getLeft()));
            }
        }
        return null;
    }

    /**
     * @param entry a proposal
     * @param checker the type checker of this completion
     * @return the type of the expression the proposal begins, or {@code null} if it is not known from its first word
     */
    static Type of(ContentAssistEntry entry, TypeChecker checker) {
        if (entry.getSource() instanceof IEObjectDescription description) {
            EObject element = description.getEObjectOrProxy();
            if (element == null || element.eIsProxy()) {
                return null;
            }
            if (element instanceof VariableClass) {
                return Type.INT; // 'hp of unit'
            }
            if (element instanceof Function function) {
                return known(TypeChecker.typeOf(function.getType()));
            }
            return known(checker.typeOfDeclaration(element));
        }
        String word = entry.getProposal();
        if (word == null) {
            return null;
        }
        Role role = Role.of(word);
        return role != null ? role.type() : KEYWORDS.get(word);
    }

    private static Type known(Type type) {
        return type == Type.ERROR ? null : type;
    }
}
