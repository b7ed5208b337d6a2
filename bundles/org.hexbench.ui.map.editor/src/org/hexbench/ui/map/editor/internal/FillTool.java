package org.hexbench.ui.map.editor.internal;

import java.util.BitSet;

import org.hexbench.scenario.map.TerrainLayout;
import org.hexbench.tiling.path.FloodFill;

/**
 * Flood-fills with the chosen terrain stack: every site connected to the clicked one through sites of the same
 * layout stack (the tiling bundle's {@link FloodFill}, using the map's neighbour rule) gets the new stack.
 */
final class FillTool extends MapTool {

    FillTool(ToolContext context) {
        super(context, "Fill");
    }

    @Override
    protected void pressed(int site) {
        TerrainLayout layout = context.content().layout();
        if (site < 0 || layout == null) {
            return;
        }
        int target = layout.stackIndex(site);
        FloodFill fill = new FloodFill(context.content().grid());
        fill.findMatching(s -> layout.stackIndex(s) == target, site);
        BitSet sites = new BitSet();
        for (int i = 0; i < fill.count(); i++) {
            sites.set(fill.node(i));
        }
        context.execute(context.edits().paintTerrain(sites, context.terrainChoice()));
    }
}
