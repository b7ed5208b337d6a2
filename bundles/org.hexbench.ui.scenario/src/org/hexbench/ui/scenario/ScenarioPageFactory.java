package org.hexbench.ui.scenario;

import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.ui.IEditorPart;

/**
 * Creates a page of the {@link ScenarioEditor}, contributed through the extension point
 * {@value ScenarioEditor#PAGES_EXTENSION_POINT} (element {@code page} with {@code id}, {@code title},
 * {@code class} and an optional integer {@code position}). The page is an editor part: the scenario editor
 * initialises it with its own editor input and shows it as a tab titled by the extension's {@code title}. The page
 * must change the scenario only through commands on the given domain's command stack, so that undo/redo, the dirty
 * marker and Save cover its edits; it must not save by itself.
 */
public interface ScenarioPageFactory {

    /**
     * Creates the page for one scenario editor.
     *
     * @param domain the scenario editor's editing domain, that of its {@link OpenScenario} (shared with every
     *            editor open on the same file; {@link OpenScenario#of} finds it): its resource set holds the loaded
     *            scenario (the first resource) and its section files; its command stack is the editor's
     * @return a new editor part; called once per editor
     */
    IEditorPart createPage(AdapterFactoryEditingDomain domain);
}
