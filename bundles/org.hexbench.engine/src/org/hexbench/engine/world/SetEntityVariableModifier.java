package org.hexbench.engine.world;

/**
 * HCL instruction SetEntityVariableModifier (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Adds or changes one modifier of an entity variable for one target (0 Self .. 5 OwnerUnitsRanged, Hexkit User's Guide §3.5.2 Modifier Targets).
 *
 * @param entity the entity id
 * @param variable a variable class id
 * @param target a modifier target ordinal, 0 Self .. 5 OwnerUnitsRanged
 * @param value the value
 */
public record SetEntityVariableModifier(int entity, String variable, int target, int value) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return w.require(entity).modifier(target, w.catalog().requireVariable(variable)) != value;
    }

    @Override
    public void apply(WorldState w) {
        Entity e = w.require(entity);
        boolean wasSource = e.state.unitModifierSource;
        e.edit().setModifier(target, w.catalog().requireVariable(variable), value);
        w.modifiersChanged(e, wasSource);
    }
}
