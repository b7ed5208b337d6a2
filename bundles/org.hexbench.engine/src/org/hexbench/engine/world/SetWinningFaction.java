package org.hexbench.engine.world;

/**
 * HCL instruction SetWinningFaction (Hexkit User's Guide §6.3.2 Available Instructions, Table 7): Ends the game with a
 * winner (-1: nobody won) (internal use).
 *
 * @param faction a faction index (-1 for none)
 */
public record SetWinningFaction(int faction) implements Instruction {

    @Override
    public boolean isEffective(WorldState w) {
        return !w.gameOver || w.winningFaction != faction;
    }

    @Override
    public void apply(WorldState w) {
        w.setGameOver(faction);
    }
}
