package org.hexbench.engine.world;

/**
 * HCL instruction SetFactionVariable (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Adds or changes the
 * current value of a faction resource or counter.
 *
 * @param faction a faction index (-1 for none)
 * @param variable a variable class id
 * @param value the value
 */
public record SetFactionVariable(int faction, String variable, int value) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        Faction f = w.faction(faction);
        int v = w.catalog().requireVariable(variable);
        return !f.defined[v] || f.value[v] != value;
    }

    @Override
    public void apply(WorldState w) {
        Faction f = w.faction(faction);
        int v = w.catalog().requireVariable(variable);
        if (!f.defined[v]) {
            f.defined[v] = true;
            f.initial[v] = value;
        }
        f.value[v] = value;
    }
}
