package org.hexbench.ui.scenario.internal;

import org.eclipse.jface.viewers.ISelection;

/** A page of the scenario editor that shows model elements and can select them. */
public interface ElementPage {

    /** @return the page's current selection of model elements */
    ISelection selection();

    /**
     * Selects and reveals those of the given elements the page shows.
     *
     * @param selection the elements
     */
    void showSelection(ISelection selection);

    /**
     * Tells whether the page shows an element.
     *
     * @param element a model element
     * @return whether {@link #showSelection(ISelection)} can select it
     */
    boolean contains(Object element);
}
