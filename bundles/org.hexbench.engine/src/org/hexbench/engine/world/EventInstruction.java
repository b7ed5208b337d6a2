package org.hexbench.engine.world;

/**
 * An HCL event instruction (Hexkit User's Guide §2.8.4 Command Events; Table 7): a message or map-view event that
 * programs record
 * and replays show, but that never changes the world state. The five event records share exactly this behaviour,
 * so it lives here once: an event is always effective (never dropped from a program, unlike redundant state
 * changes) and applying it does nothing.
 */
public sealed interface EventInstruction extends Instruction permits ImageEvent, MessageEvent, SelectEntity {

    /** @return {@code true}: events are never dropped from a program (Hexkit User's Guide §6.1.2 Optimizing the Program) */
    @Override
    default boolean isEffective(WorldState w) {
        return true;
    }

    /** Does nothing: events do not change the world state; replay skips them ({@link Program#apply}). */
    @Override
    default void apply(WorldState w) {
    }

    /** @return {@code true} */
    @Override
    default boolean isEvent() {
        return true;
    }
}
