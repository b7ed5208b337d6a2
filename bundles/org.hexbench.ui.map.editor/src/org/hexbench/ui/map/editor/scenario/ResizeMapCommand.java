package org.hexbench.ui.map.editor.scenario;

import java.util.List;

import org.eclipse.emf.ecore.EStructuralFeature;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.scenario.map.MapResize;

/**
 * Resizes a map in place as one undoable EMF command: the size, the terrain layout, the areas, the home sites, the
 * place sites and the overlay picture (moved with the sites) of the map take the values of {@link MapResize#result()},
 * and undo puts the previous values (the same objects) back, so the map is exactly as before. The map object itself stays, so every view on it follows.
 */
public final class ResizeMapCommand extends MapContentCommand {

    /** The features of a map that resizing changes; geometry and palette stay. */
    static final List<EStructuralFeature> CHANGED = List.of(ScenarioPackage.Literals.GAME_MAP__WIDTH,
            ScenarioPackage.Literals.GAME_MAP__HEIGHT, ScenarioPackage.Literals.GAME_MAP__SIDE,
            ScenarioPackage.Literals.GAME_MAP__LAYOUT, ScenarioPackage.Literals.GAME_MAP__TERRAIN,
            ScenarioPackage.Literals.GAME_MAP__AREAS, ScenarioPackage.Literals.GAME_MAP__HOME_SITES,
            ScenarioPackage.Literals.GAME_MAP__PLACE_SITES, ScenarioPackage.Literals.GAME_MAP__OVERLAY);

    private final MapResize resize;

    /**
     * Creates the command.
     *
     * @param map the map to resize
     * @param resize the plan, made for this map
     */
    public ResizeMapCommand(GameMap map, MapResize resize) {
        super("Resize Map", "Resizes the map, keeping what lies at the anchor in place", map, CHANGED);
        this.resize = resize;
    }

    @Override
    protected GameMap next() {
        return resize.result();
    }
}
