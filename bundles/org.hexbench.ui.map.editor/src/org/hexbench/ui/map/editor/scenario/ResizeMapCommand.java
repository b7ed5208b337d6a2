package org.hexbench.ui.map.editor.scenario;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.command.AbstractCommand;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.ScenarioPackage;
import org.hexbench.scenario.map.MapResize;

/**
 * Resizes a map in place as one undoable EMF command: the size, the terrain layout, the areas, the home sites, the
 * place sites and the overlay picture (moved with the sites) of the map take the values of {@link MapResize#result()},
 * and undo puts the previous values (the same objects) back, so the map is exactly as before. The map object itself stays, so every view on it follows.
 */
public final class ResizeMapCommand extends AbstractCommand {

    /** The features of a map that resizing changes; geometry and palette stay. */
    private static final List<EStructuralFeature> CHANGED = List.of(ScenarioPackage.Literals.GAME_MAP__WIDTH,
            ScenarioPackage.Literals.GAME_MAP__HEIGHT, ScenarioPackage.Literals.GAME_MAP__SIDE,
            ScenarioPackage.Literals.GAME_MAP__LAYOUT, ScenarioPackage.Literals.GAME_MAP__TERRAIN,
            ScenarioPackage.Literals.GAME_MAP__AREAS, ScenarioPackage.Literals.GAME_MAP__HOME_SITES,
            ScenarioPackage.Literals.GAME_MAP__PLACE_SITES, ScenarioPackage.Literals.GAME_MAP__OVERLAY);

    private final GameMap map;
    private final MapResize resize;
    private List<Object> before;
    private List<Object> after;

    /**
     * Creates the command.
     *
     * @param map the map to resize
     * @param resize the plan, made for this map
     */
    public ResizeMapCommand(GameMap map, MapResize resize) {
        super("Resize Map", "Resizes the map, keeping what lies at the anchor in place");
        this.map = map;
        this.resize = resize;
    }

    @Override
    protected boolean prepare() {
        return true;
    }

    @Override
    public void execute() {
        GameMap next = resize.result();
        before = values(map);
        after = values(next);
        apply(after);
    }

    @Override
    public void undo() {
        apply(before);
    }

    @Override
    public void redo() {
        apply(after);
    }

    private static List<Object> values(GameMap map) {
        List<Object> values = new ArrayList<>();
        for (EStructuralFeature f : CHANGED) {
            Object value = map.eGet(f);
            values.add(f.isMany() ? new ArrayList<>((List<?>) value) : value);
        }
        return values;
    }

    private void apply(List<Object> values) {
        for (int i = 0; i < CHANGED.size(); i++) {
            map.eSet(CHANGED.get(i), values.get(i));
        }
    }

    @Override
    public java.util.Collection<?> getAffectedObjects() {
        return List.of(map);
    }
}
