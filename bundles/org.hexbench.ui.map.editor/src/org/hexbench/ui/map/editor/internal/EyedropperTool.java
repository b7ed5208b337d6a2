package org.hexbench.ui.map.editor.internal;

import org.hexbench.scenario.map.TerrainLayout;

/** Picks the clicked site's terrain stack as the brush's terrain. */
final class EyedropperTool extends MapTool {

    EyedropperTool(ToolContext context) {
        super(context, "Eyedropper");
    }

    @Override
    protected void pressed(int site) {
        TerrainLayout layout = context.content().layout();
        if (site >= 0 && layout != null) {
            context.chooseTerrain(layout.stackIndex(site));
        }
    }
}
