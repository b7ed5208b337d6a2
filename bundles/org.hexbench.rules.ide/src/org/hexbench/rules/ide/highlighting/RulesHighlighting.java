package org.hexbench.rules.ide.highlighting;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.xtext.ide.editor.syntaxcoloring.IHighlightedPositionAcceptor;
import org.eclipse.xtext.ide.editor.syntaxcoloring.ISemanticHighlightingCalculator;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.hexbench.rules.rules.ContextRef;
import org.hexbench.rules.rules.Function;
import org.hexbench.rules.rules.Group;
import org.hexbench.rules.rules.Hook;
import org.hexbench.rules.rules.RandomEvent;
import org.hexbench.rules.rules.RulesPackage;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.VariableClass;

/**
 * Semantic highlighting of rule files: what a name refers to decides its style, which the lexer cannot
 * know. Styles are the constants of this class; an editor maps them to colours.
 */
public class RulesHighlighting implements ISemanticHighlightingCalculator {

    /** A scenario class (unit, terrain, effect, upgrade). */
    public static final String SCENARIO_CLASS = "scenarioClass";
    /** A faction of the scenario. */
    public static final String FACTION = "faction";
    /** A variable of the scenario (attribute, resource, counter). */
    public static final String VARIABLE = "scenarioVariable";
    /** A group of classes declared in the rule file. */
    public static final String GROUP = "group";
    /** A rule-local function. */
    public static final String FUNCTION = "function";
    /** A rule-local value: let, var, loop variable, parameter. */
    public static final String LOCAL = "local";
    /** A role keyword: unit, site, attacker ... */
    public static final String ROLE = "role";
    /** The name of a hook after {@code on}, or of an event. */
    public static final String HOOK = "hook";

    private static final RulesPackage R = RulesPackage.eINSTANCE;

    @Override
    public void provideHighlightingFor(XtextResource resource, IHighlightedPositionAcceptor acceptor, CancelIndicator cancel) {
        if (resource == null || resource.getContents().isEmpty()) {
            return;
        }
        for (var it = resource.getContents().get(0).eAllContents(); it.hasNext();) {
            if (cancel.isCanceled()) {
                return;
            }
            EObject element = it.next();
            for (EReference reference : element.eClass().getEAllReferences()) {
                if (reference.isContainment() || reference.isContainer()) {
                    continue;
                }
                for (INode node : NodeModelUtils.findNodesForFeature(element, reference)) {
                    EObject target = target(element, reference, node);
                    String style = style(target);
                    if (style != null) {
                        acceptor.addPosition(node.getOffset(), node.getLength(), style);
                    }
                }
            }
            if (element instanceof ContextRef) {
                highlight(element, R.getContextRef_Role(), ROLE, acceptor);
            } else if (element instanceof Hook) {
                highlight(element, R.getHook_Kind(), HOOK, acceptor);
            } else if (element instanceof RandomEvent) {
                highlight(element, R.getRandomEvent_Name(), HOOK, acceptor);
            } else if (element instanceof Group) {
                highlight(element, R.getGroup_Name(), GROUP, acceptor);
            } else if (element instanceof Function) {
                highlight(element, R.getFunction_Name(), FUNCTION, acceptor);
            } else if (element.eClass().getEStructuralFeature("name") != null) {
                highlight(element, element.eClass().getEStructuralFeature("name"), LOCAL, acceptor);
            }
        }
    }

    private static EObject target(EObject element, EReference reference, INode node) {
        Object value = element.eGet(reference, true);
        if (value instanceof EObject single) {
            return single.eIsProxy() ? null : single;
        }
        if (value instanceof java.util.List<?> list) {
            int index = NodeModelUtils.findNodesForFeature(element, reference).indexOf(node);
            return index >= 0 && index < list.size() && list.get(index) instanceof EObject e && !e.eIsProxy() ? e : null;
        }
        return null;
    }

    private static String style(EObject target) {
        if (target == null) {
            return null;
        }
        if (target instanceof EntityClass) {
            return SCENARIO_CLASS;
        }
        if (target instanceof Faction) {
            return FACTION;
        }
        if (target instanceof VariableClass) {
            return VARIABLE;
        }
        if (target instanceof Group) {
            return GROUP;
        }
        if (target instanceof Function) {
            return FUNCTION;
        }
        return LOCAL;
    }

    private static void highlight(EObject element, org.eclipse.emf.ecore.EStructuralFeature feature, String style,
            IHighlightedPositionAcceptor acceptor) {
        for (INode node : NodeModelUtils.findNodesForFeature(element, feature)) {
            acceptor.addPosition(node.getOffset(), node.getLength(), style);
        }
    }
}
