package org.hexbench.rules.engine;

import java.util.List;

import org.hexbench.engine.world.Catalog;
import org.hexbench.rules.interpreter.ElementIndex;
import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.VariableClass;

/**
 * The engine's numbering of scenario elements for compiled rules: a class, faction or variable a rule
 * names becomes the index the engine's {@link Catalog} gives the element with the same id, so compiled rules speak
 * the engine's ints directly and nothing is looked up by name while a game runs.
 */
public final class CatalogIndex implements ElementIndex {

    private final Catalog catalog;

    /** @param catalog the indexed scenario the game runs on */
    public CatalogIndex(Catalog catalog) {
        this.catalog = catalog;
    }

    /** By id, so rules linked into another load of the same scenario file agree with the game's catalog. */
    @Override
    public int classIndex(EntityClass entityClass) {
        return catalog.classIndex(entityClass.getId());
    }

    /** By id, in the catalog's (activation) order of factions. */
    @Override
    public int factionIndex(Faction faction) {
        List<Faction> factions = catalog.factions();
        for (int i = 0; i < factions.size(); i++) {
            if (factions.get(i).getId() != null && factions.get(i).getId().equals(faction.getId())) {
                return i;
            }
        }
        return -1;
    }

    /** By id. */
    @Override
    public int variableIndex(VariableClass variable) {
        return catalog.variableIndex(variable.getId());
    }
}
