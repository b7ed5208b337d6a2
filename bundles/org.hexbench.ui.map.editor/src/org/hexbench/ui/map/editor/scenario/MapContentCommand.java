package org.hexbench.ui.map.editor.scenario;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import org.eclipse.emf.common.command.AbstractCommand;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.hexbench.scenario.GameMap;

/**
 * Gives a map the values of some of its features from another map, made by a pure function of the map (a resize, a
 * generated map), as one undoable EMF command: undo puts the previous values (the same objects) back, so the map is
 * exactly as before. The map object itself stays, so every view on it follows.
 */
public abstract class MapContentCommand extends AbstractCommand {

    private final GameMap map;
    private final List<EStructuralFeature> changed;
    private List<Object> before;
    private List<Object> after;

    /**
     * Creates the command.
     *
     * @param label the command's name, shown by Undo and Redo
     * @param description what it does
     * @param map the map to change
     * @param changed the features whose values come from {@link #next()}
     */
    protected MapContentCommand(String label, String description, GameMap map, List<EStructuralFeature> changed) {
        super(label, description);
        this.map = map;
        this.changed = List.copyOf(changed);
    }

    /** @return the map whose values the map takes; called once, when the command first executes */
    protected abstract GameMap next();

    @Override
    protected boolean prepare() {
        return true;
    }

    @Override
    public void execute() {
        GameMap next = next();
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

    private List<Object> values(GameMap m) {
        List<Object> values = new ArrayList<>();
        for (EStructuralFeature f : changed) {
            Object value = m.eGet(f);
            values.add(f.isMany() ? new ArrayList<>((List<?>) value) : value);
        }
        return values;
    }

    private void apply(List<Object> values) {
        for (int i = 0; i < changed.size(); i++) {
            map.eSet(changed.get(i), values.get(i));
        }
    }

    @Override
    public Collection<?> getAffectedObjects() {
        return List.of(map);
    }
}
