package org.hexbench.ui.rules.internal;

import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.reconciler.MonoReconciler;

/** The background checker of a rule editor: checks 400 ms after typing pauses, and on demand after a scenario change. */
final class RuleReconciler extends MonoReconciler {

    RuleReconciler(IReconcilingStrategy strategy) {
        super(strategy, false);
        setDelay(400);
    }

    /** Checks the whole text again soon, e.g. because the scenario it links into changed. */
    void recheck() {
        forceReconciling();
    }
}
