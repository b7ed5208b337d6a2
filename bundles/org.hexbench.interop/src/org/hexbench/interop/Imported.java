package org.hexbench.interop;

import java.util.List;
import org.hexbench.scenario.Scenario;

/**
 * The result of an import: a new scenario, not yet in a resource, that validates without errors, and the warnings
 * about what was approximated or left out.
 *
 * @param scenario the scenario
 * @param warnings the warnings, in file order
 */
public record Imported(Scenario scenario, List<ImportWarning> warnings) {

    /** Copies the warnings. */
    public Imported {
        warnings = List.copyOf(warnings);
    }
}
