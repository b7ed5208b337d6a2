package org.hexbench.ui.scenario.internal;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.edit.command.CommandParameter;
import org.eclipse.emf.edit.command.CreateChildCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.hexbench.scenario.Identified;

/**
 * A kind of element that can be added under an owner (a unit class under the Entities section, a condition under a
 * faction...), from the item providers' new child descriptors, and the command that adds one. A new identified
 * element gets a fresh id (and the same name) such as {@code unitClass2}, unique among all loaded files, because the
 * scenario's validation requires unique ids.
 *
 * @param feature the containment feature the element goes into
 * @param type the class of the element
 * @param label the item provider's text for creating one, e.g. "Unit class"
 */
public record NewChild(EStructuralFeature feature, org.eclipse.emf.ecore.EClass type, String label) {

    /**
     * Lists what can be added under an owner.
     *
     * @param domain the editing domain
     * @param owner the owner
     * @return the kinds, in the item provider's order
     */
    public static List<NewChild> of(EditingDomain domain, EObject owner) {
        List<NewChild> kinds = new ArrayList<>();
        for (Object descriptor : domain.getNewChildDescriptors(owner, null)) {
            if (descriptor instanceof CommandParameter parameter && parameter.getEStructuralFeature() != null
                    && parameter.getValue() instanceof EObject value) {
                Command command = CreateChildCommand.create(domain, owner, descriptor, List.of(owner));
                String label = command instanceof org.eclipse.emf.edit.command.CommandActionDelegate delegate
                        ? delegate.getText() : value.eClass().getName();
                kinds.add(new NewChild(parameter.getEStructuralFeature(), value.eClass(), label));
            }
        }
        return kinds;
    }

    /**
     * Tells whether the owner can take another element of this kind (a single-valued feature that is set cannot).
     *
     * @param owner the owner
     * @return whether adding makes sense
     */
    public boolean fits(EObject owner) {
        return feature.isMany() || owner.eGet(feature) == null;
    }

    /**
     * Creates the command that adds a new element of this kind under the owner.
     *
     * @param domain the editing domain
     * @param owner the owner
     * @return the command, or {@code null} if the item provider no longer offers this kind
     */
    public Command command(EditingDomain domain, EObject owner) {
        for (Object descriptor : domain.getNewChildDescriptors(owner, null)) {
            if (descriptor instanceof CommandParameter parameter && parameter.getEStructuralFeature() == feature
                    && parameter.getValue() instanceof EObject value && value.eClass() == type) {
                if (value instanceof Identified identified && identified.getId() == null) {
                    String id = freshId(owner, type.getName());
                    identified.setId(id);
                    identified.setName(id);
                }
                return CreateChildCommand.create(domain, owner, descriptor, List.of(owner));
            }
        }
        return null;
    }

    private static String freshId(EObject owner, String typeName) {
        Set<String> used = new HashSet<>();
        Resource resource = owner.eResource();
        List<Resource> resources = resource == null || resource.getResourceSet() == null ? List.of()
                : resource.getResourceSet().getResources();
        for (Resource r : resources) {
            for (Iterator<EObject> it = r.getAllContents(); it.hasNext();) {
                if (it.next() instanceof Identified element && element.getId() != null) {
                    used.add(element.getId());
                }
            }
        }
        String base = Character.toLowerCase(typeName.charAt(0)) + typeName.substring(1);
        int n = 1;
        while (used.contains(base + n)) {
            n++;
        }
        return base + n;
    }
}
