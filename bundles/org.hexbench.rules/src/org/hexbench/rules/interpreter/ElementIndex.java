package org.hexbench.rules.interpreter;

import org.hexbench.scenario.EntityClass;
import org.hexbench.scenario.Faction;
import org.hexbench.scenario.VariableClass;

/**
 * Maps the scenario elements rules name to the int indexes the world uses. Resolved once, when rules are compiled
 * (the compiled form holds only ints: closures over resolved references).
 */
public interface ElementIndex {

    /** @param entityClass a class of the scenario @return its index */
    int classIndex(EntityClass entityClass);

    /** @param faction a faction of the scenario @return its index */
    int factionIndex(Faction faction);

    /** @param variable a variable class of the scenario @return its index */
    int variableIndex(VariableClass variable);
}
