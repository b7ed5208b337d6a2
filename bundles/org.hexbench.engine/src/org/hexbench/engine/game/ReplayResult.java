package org.hexbench.engine.game;

import java.util.List;
import org.hexbench.engine.world.WorldState;

/**
 * The result of replaying a saved game.
 *
 * @param world the replayed world state
 * @param stateHash its hash, 16 hex digits (equal to the saved one)
 * @param warnings non-fatal problems, e.g. a scenario changed since saving
 */
public record ReplayResult(WorldState world, String stateHash, List<String> warnings) {

    /**
     * Copies the warnings.
     *
     * @param world the world
     * @param stateHash the hash
     * @param warnings the warnings
     */
    public ReplayResult {
        warnings = List.copyOf(warnings);
    }
}
