package org.hexbench.ui.scenario;

import org.eclipse.emf.ecore.EValidator;

/**
 * The problem markers of scenario files: validation results and load errors of {@code .hexscenario} files, listed
 * in the Problems view. A marker carries the line where known ({@code IMarker.LINE_NUMBER}) and, for a finding about
 * a model element, the element's URI in {@link #URI_ATTRIBUTE}; opening the marker selects that element in the
 * {@link ScenarioEditor}. Other editors (e.g. the rule editor's "go to definition") may open the scenario editor
 * with any marker carrying {@link #URI_ATTRIBUTE}.
 */
public final class ScenarioMarkers {

    /** The marker type, a persistent sub type of {@code org.eclipse.core.resources.problemmarker}. */
    public static final String PROBLEM = "org.hexbench.ui.scenario.problem";

    /** The attribute holding the URI of the element a marker is about: {@link EValidator#URI_ATTRIBUTE}. */
    public static final String URI_ATTRIBUTE = EValidator.URI_ATTRIBUTE;

    private ScenarioMarkers() {
    }
}
