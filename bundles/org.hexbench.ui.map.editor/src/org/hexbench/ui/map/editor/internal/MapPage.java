package org.hexbench.ui.map.editor.internal;

import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.ui.IEditorPart;
import org.hexbench.ui.map.editor.MapEditor;
import org.hexbench.ui.scenario.ScenarioPageFactory;

/**
 * The Map page of the scenario editor: the map editor on the scenario editor's editing domain, so map
 * edits share its command stack, undo/redo, dirty marker and Save with the form pages.
 */
public final class MapPage implements ScenarioPageFactory {

    /**
     * Creates the map editor for one scenario editor.
     *
     * @param domain the scenario editor's editing domain
     * @return the map editor on that domain
     */
    @Override
    public IEditorPart createPage(AdapterFactoryEditingDomain domain) {
        return new MapEditor(domain);
    }
}
