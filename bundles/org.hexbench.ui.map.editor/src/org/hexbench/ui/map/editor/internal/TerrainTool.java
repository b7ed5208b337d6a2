package org.hexbench.ui.map.editor.internal;

import java.util.BitSet;
import java.util.List;

import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.TerrainClass;
import org.hexbench.tiling.Tile;
import org.hexbench.tiling.grid.Grid;

/**
 * Paints the chosen terrain stack. As a brush it paints every site within the brush radius along the stroke; as a
 * line it paints the tiling bundle's straight line from where the button went down to where it went up (widened by
 * the radius). The whole stroke is one undoable command.
 */
final class TerrainTool extends MapTool {

    private final boolean line;
    private final BitSet stroke = new BitSet();
    private int first = -1, last = -1;

    TerrainTool(ToolContext context, boolean line) {
        super(context, line ? "Line" : "Brush");
        this.line = line;
    }

    @Override
    protected void pressed(int site) {
        stroke.clear();
        first = site;
        last = site;
        stroke.or(brush(site));
        preview((BitSet) stroke.clone(), previewColor());
    }

    @Override
    protected void dragged(int site) {
        if (site < 0) {
            return;
        }
        if (line) {
            stroke.clear();
            along(first, site);
        } else {
            along(last, site);
        }
        last = site;
        preview((BitSet) stroke.clone(), previewColor());
    }

    /** Adds the brush around every site of the straight line between two sites (fast drags skip sites). */
    private void along(int from, int to) {
        if (from < 0) {
            stroke.or(brush(to));
            return;
        }
        Grid grid = context.content().grid();
        for (Tile t : grid.line(grid.tile(from), grid.tile(to))) {
            stroke.or(brush(grid.indexOf(t)));
        }
    }

    @Override
    protected void released(int site) {
        clearPreview();
        if (!stroke.isEmpty()) {
            context.execute(context.edits().paintTerrain((BitSet) stroke.clone(), context.terrainChoice()));
        }
        stroke.clear();
        first = -1;
        last = -1;
    }

    private int previewColor() {
        GameMap map = context.content().map();
        int choice = context.terrainChoice();
        if (choice < 0 || choice >= map.getPalette().size()) {
            return 0xffffff;
        }
        List<TerrainClass> terrains = map.getPalette().get(choice).getTerrains();
        return terrains.isEmpty() ? 0xffffff : context.content().symbolOf(terrains.get(0)).rgb();
    }
}
