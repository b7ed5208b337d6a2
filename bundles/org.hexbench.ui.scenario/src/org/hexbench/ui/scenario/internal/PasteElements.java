package org.hexbench.ui.scenario.internal;

import java.util.Collection;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.UnexecutableCommand;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.edit.command.CommandParameter;
import org.eclipse.emf.edit.command.PasteFromClipboardCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.hexbench.scenario.Identified;

/**
 * Edit &gt; Paste of scenario elements: EMF's {@link PasteFromClipboardCommand} (copies of the clipboard, added to the
 * selected element, or beside it when it cannot hold them), after which every pasted element with an id gets one that
 * is unique in the scenario (Hexkit User's Guide §3.2.4 Identifiers and Names): a pasted unit class {@code archer}
 * becomes {@code archer2}. References inside the pasted elements point to the pasted copies; references to other
 * elements (a unit class's resources, a faction's buildable classes) still point to the originals.
 */
public final class PasteElements extends PasteFromClipboardCommand {

    private PasteElements(EditingDomain domain, Object owner, int index) {
        super(domain, owner, null, index, domain.getOptimizeCopy());
    }

    /**
     * Creates the paste into or beside a selected element.
     *
     * @param domain the editing domain with the copied elements on its clipboard
     * @param selected the selected element
     * @return the command; not executable when nothing fits there
     */
    public static Command create(EditingDomain domain, Object selected) {
        if (domain.getClipboard() == null || domain.getClipboard().isEmpty() || !(selected instanceof EObject element)) {
            return UnexecutableCommand.INSTANCE;
        }
        PasteElements into = new PasteElements(domain, element, CommandParameter.NO_INDEX);
        if (into.canExecute()) {
            return into;
        }
        into.dispose();
        EObject container = element.eContainer();
        if (container == null || !element.eContainmentFeature().isMany()) {
            return UnexecutableCommand.INSTANCE;
        }
        int index = ((List<?>) container.eGet(element.eContainmentFeature())).indexOf(element) + 1;
        return new PasteElements(domain, container, index);
    }

    @Override
    public void doExecute() {
        super.doExecute();
        Collection<?> pasted = getResult();
        Set<String> used = new HashSet<>();
        for (Resource resource : domain.getResourceSet().getResources()) {
            for (Iterator<EObject> all = resource.getAllContents(); all.hasNext();) {
                EObject o = all.next();
                if (o instanceof Identified identified && identified.getId() != null && !isWithin(o, pasted)) {
                    used.add(identified.getId());
                }
            }
        }
        for (Object root : pasted) {
            if (root instanceof EObject o) {
                freshId(o, used);
                for (Iterator<EObject> all = o.eAllContents(); all.hasNext();) {
                    freshId(all.next(), used);
                }
            }
        }
    }

    private static boolean isWithin(EObject object, Collection<?> roots) {
        for (EObject o = object; o != null; o = o.eContainer()) {
            if (roots.contains(o)) {
                return true;
            }
        }
        return false;
    }

    private static void freshId(EObject object, Set<String> used) {
        if (!(object instanceof Identified identified) || identified.getId() == null) {
            return;
        }
        String id = identified.getId();
        if (used.add(id)) {
            return;
        }
        String base = id.replaceAll("\\d+$", "");
        if (base.isEmpty()) {
            base = id;
        }
        int n = 2;
        while (used.contains(base + n)) {
            n++;
        }
        identified.setId(base + n);
        used.add(base + n);
    }
}
