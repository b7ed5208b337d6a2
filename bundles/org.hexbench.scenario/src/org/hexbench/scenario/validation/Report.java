package org.hexbench.scenario.validation;

import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EObject;

/**
 * Collects the findings of the scenario rules into an EMF diagnostic chain. Every message starts with the
 * {@link ElementDescription} of the element at fault, and the element is the diagnostic's first data object (so
 * that {@link ScenarioCheck} can find its file and line, and editors can select it).
 */
final class Report {

    private final DiagnosticChain chain;
    private boolean clean = true;

    Report(DiagnosticChain chain) {
        this.chain = chain;
    }

    void error(EObject object, String message) {
        add(Diagnostic.ERROR, object, message);
    }

    void warning(EObject object, String message) {
        add(Diagnostic.WARNING, object, message);
    }

    private void add(int severity, EObject object, String message) {
        if (severity == Diagnostic.ERROR) {
            clean = false;
        }
        if (chain != null) {
            chain.add(new BasicDiagnostic(severity, ScenarioValidator.DIAGNOSTIC_SOURCE, 0,
                    ElementDescription.of(object) + ": " + message, new Object[] {object}));
        }
    }

    /** @return whether no error was reported */
    boolean clean() {
        return clean;
    }
}
