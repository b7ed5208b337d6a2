package org.hexbench.ui.map.editor.scenario;

import java.util.Collection;
import java.util.List;

import org.eclipse.emf.common.command.AbstractCommand;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.map.LayoutFormatException;
import org.hexbench.scenario.map.TerrainLayout;

/**
 * Gives sites of a map's terrain layout one palette entry (a terrain stack), as one undoable EMF command: the
 * layout is decoded, changed and stored back in its canonical form (readable rows, or binary runs for large maps;
 * see {@link TerrainLayout#store()}). Undo restores each site's previous entry. Areas with terrain still apply on top
 * of the layout, as everywhere else (Hexkit User's Guide §4.8.3 Map Storage Format).
 */
public final class PaintTerrainCommand extends AbstractCommand {

    private final GameMap map;
    private final int[] sites;
    private final int paletteIndex;
    private int[] previous;

    /**
     * Creates the command.
     *
     * @param map the map
     * @param sites the site indexes to paint
     * @param paletteIndex the palette entry to give them
     */
    public PaintTerrainCommand(GameMap map, int[] sites, int paletteIndex) {
        super("Paint Terrain", "Paints " + sites.length + " site(s) with terrain stack " + paletteIndex);
        this.map = map;
        this.sites = sites.clone();
        this.paletteIndex = paletteIndex;
    }

    @Override
    protected boolean prepare() {
        return sites.length > 0 && paletteIndex >= 0 && paletteIndex < map.getPalette().size();
    }

    @Override
    public void execute() {
        TerrainLayout layout = decode();
        previous = new int[sites.length];
        for (int k = 0; k < sites.length; k++) {
            previous[k] = layout.stackIndex(sites[k]);
            layout.setStackIndex(sites[k], paletteIndex);
        }
        layout.store();
    }

    @Override
    public void undo() {
        TerrainLayout layout = decode();
        for (int k = sites.length - 1; k >= 0; k--) {
            layout.setStackIndex(sites[k], previous[k]);
        }
        layout.store();
    }

    @Override
    public void redo() {
        execute();
    }

    private TerrainLayout decode() {
        try {
            return TerrainLayout.decode(map);
        } catch (LayoutFormatException e) {
            throw new IllegalStateException("the map's terrain layout cannot be decoded: " + e.getMessage(), e);
        }
    }

    @Override
    public Collection<?> getAffectedObjects() {
        return List.of(map);
    }

    @Override
    public Collection<?> getResult() {
        return List.of(map);
    }
}
