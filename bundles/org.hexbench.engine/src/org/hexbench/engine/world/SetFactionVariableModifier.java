package org.hexbench.engine.world;

/**
 * HCL instruction SetFactionVariableModifier (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Adds or changes a faction's own resource modifier (factions have only self modifiers, Hexkit User's Guide §3.5.2 Modifier Targets).
 *
 * @param faction a faction index (-1 for none)
 * @param variable a variable class id
 * @param value the value
 */
public record SetFactionVariableModifier(int faction, String variable, int value) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.faction(faction).modifiers[w.catalog().requireVariable(variable)] != value;
    }

    @Override
    public void apply(WorldState w) {
        w.faction(faction).modifiers[w.catalog().requireVariable(variable)] = value;
    }
}
