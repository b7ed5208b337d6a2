package org.hexbench.ui.map.editor.scenario;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EStructuralFeature;
import org.hexbench.scenario.GameMap;
import org.hexbench.scenario.ScenarioPackage;

/**
 * Puts a generated map (Xconq's map synthesis, {@code org.hexbench.xconq.synthesis.ScenarioSynthesis}) in place of a
 * map's content as one undoable EMF command: the size, the palette of terrain stacks, the terrain layout, and the
 * areas, home and place sites and overlay (clipped when the size shrinks) take the generated map's values; undo puts
 * the previous values, the same objects, back.
 */
public final class GenerateMapCommand extends MapContentCommand {

    private static final List<EStructuralFeature> CHANGED;

    static {
        // the palette first, so that a view following the layout never meets an index past the palette's end
        List<EStructuralFeature> features = new ArrayList<>();
        features.add(ScenarioPackage.Literals.GAME_MAP__PALETTE);
        features.addAll(ResizeMapCommand.CHANGED);
        CHANGED = List.copyOf(features);
    }

    private final GameMap generated;

    /**
     * Creates the command.
     *
     * @param map the map to change
     * @param generated the generated map, made for this map and not in any resource
     */
    public GenerateMapCommand(GameMap map, GameMap generated) {
        super("Generate Map", "Makes the map anew by Xconq's map synthesis", map, CHANGED);
        this.generated = generated;
    }

    @Override
    protected GameMap next() {
        return generated;
    }
}
