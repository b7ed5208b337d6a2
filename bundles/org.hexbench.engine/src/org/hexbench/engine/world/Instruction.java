package org.hexbench.engine.world;

/**
 * One Hexkit HCL instruction (Hexkit User's Guide §6.3 Instructions Namespace, Table 7 HCL Instructions): the only way
 * to change a {@link WorldState}. Commands
 * generate deterministic programs of instructions; only programs are executed, recorded and replayed. Instructions
 * hold only ids, indexes and strings, so they serialize as one line of text ({@link InstructionCodec}).
 * Event instructions ({@link EventInstruction}: messages, images, movement animation) never change the state.
 * Beyond Hexkit's table, {@link SetFactionSight} and {@link ExploreMap} record the factions' views under fog of war.
 */
public sealed interface Instruction permits
        AdvanceFaction,
        CreateEntity,
        CreateFaction,
        DeleteEntity,
        DeleteFaction,
        EventInstruction,
        ExploreMap,
        MoveEntityToTop,
        SetEntityClass,
        SetEntityDisplayClass,
        SetEntityFrameOffset,
        SetEntityName,
        SetEntityOwner,
        SetEntitySite,
        SetEntityUniqueName,
        SetEntityVariable,
        SetEntityVariableInitial,
        SetEntityVariableModifier,
        SetFactionSight,
        SetFactionResigned,
        SetFactionUnitsCanAttack,
        SetFactionUnitsCanMove,
        SetFactionVariable,
        SetFactionVariableInitial,
        SetFactionVariableModifier,
        SetSiteOwner,
        SetSiteUnitOwner,
        SetUnitCanAttack,
        SetUnitCanMove,
        SetWinningFaction {

    /**
     * Tells whether applying the instruction would change the state; ineffectual instructions are dropped from a
     * program (events never are).
     *
     * @param w the current world state
     * @return whether the instruction is effective
     */
    boolean isEffective(WorldState w);

    /**
     * Applies the instruction to the world state.
     *
     * @param w the world state
     * @throws IllegalStateException if the instruction does not fit the state (e.g. an unknown entity id), which
     *         means a corrupt program
     */
    void apply(WorldState w);

    /** @return whether this is an event instruction (no state change) */
    default boolean isEvent() {
        return false;
    }
}
