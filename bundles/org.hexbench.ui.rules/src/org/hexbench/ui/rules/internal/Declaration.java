package org.hexbench.ui.rules.internal;

import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.TextRegion;
import org.hexbench.scenario.resource.ScenarioResource;

/**
 * Where a name used in rule text is declared (go to definition): in the rule file itself (a let, var,
 * parameter, group, function or event) or in the scenario (a class, faction or variable).
 *
 * @param linkOffset the offset of the name used
 * @param linkLength its length
 * @param local whether the declaration is in the rule file
 * @param offset the declaration's name offset in the rule file (local declarations)
 * @param length its length (local declarations)
 * @param elementUri the scenario element's URI: the scenario file's URI with the element's fragment (scenario
 *            elements)
 * @param line the line of the element in the scenario file, 0 if unknown (scenario elements)
 */
record Declaration(int linkOffset, int linkLength, boolean local, int offset, int length, URI elementUri, int line) {

    /**
     * Call under the {@link RuleSource} lock.
     *
     * @param resource the parsed rule file
     * @param at an offset in it
     * @return the declaration of the name at the offset, or {@code null} if there is none
     */
    static Declaration at(XtextResource resource, int at) {
        EObjectAtOffsetHelper helper = RuleLanguage.get(EObjectAtOffsetHelper.class);
        INode link = helper.getCrossReferenceNode(resource, new TextRegion(at, 0));
        EObject target = helper.resolveCrossReferencedElementAt(resource, at);
        if (link == null || target == null || target.eIsProxy()) {
            return null;
        }
        Resource home = target.eResource();
        if (home == resource) {
            INode name = nameNode(target);
            return new Declaration(link.getOffset(), link.getLength(), true, name.getOffset(), name.getLength(), null, 0);
        }
        if (home == null) {
            return null;
        }
        int line = home instanceof ScenarioResource scenario ? scenario.lineOf(target) : 0;
        return new Declaration(link.getOffset(), link.getLength(), false, 0, 0,
                home.getURI().appendFragment(home.getURIFragment(target)), line);
    }

    private static INode nameNode(EObject target) {
        EStructuralFeature name = target.eClass().getEStructuralFeature("name");
        List<INode> nodes = name == null ? List.of() : NodeModelUtils.findNodesForFeature(target, name);
        return nodes.isEmpty() ? NodeModelUtils.getNode(target) : nodes.get(0);
    }
}
