package org.hexbench.engine.rules;

import org.hexbench.engine.world.Faction;
import org.hexbench.engine.world.SetWinningFaction;
import org.hexbench.engine.world.ShowMessageDialog;
import org.hexbench.engine.world.WorldState;

/**
 * Step 1 of Hexkit's turn sequence (Hexkit User's Guide §2.4.3 Turn Sequence, §2.4.4 Victory and Defeat), run when a
 * game starts and after every End Turn
 * (sequential) or turn resolution (simultaneous): every faction that resigned or meets a defeat condition
 * ({@link Rules#checkDefeat}) is announced and removed ({@link Rules#deleteFaction}, acting for the loser). The game
 * ends when fewer than two factions remain: with none, there is no winner; with one, that faction wins at once,
 * the only victory Hexkit does not defer to step 7 ("all factions but one were eliminated in the first step").
 * A game that started with a single faction is not ended by this check.
 */
public final class DefeatCheck {

    private DefeatCheck() {
    }

    /**
     * Removes the resigned and defeated factions, in activation order, and ends the game if fewer than two remain.
     *
     * @param context the context of the command or turn resolution that runs the check
     * @return the number of factions removed
     */
    public static int removeLosers(RuleContext context) {
        WorldState world = context.world();
        int removed = 0;
        for (Faction f : world.aliveFactions()) {
            if (f.isResigned() || context.rules().checkDefeat(context, f.index())) {
                context.execute(new ShowMessageDialog(-1, f.name() + (f.isResigned() ? " resigned" : " is defeated")));
                context.rules().deleteFaction(context.forFaction(f.index()), f.index());
                removed++;
            }
        }
        var alive = world.aliveFactions();
        if (alive.isEmpty()) {
            context.execute(new SetWinningFaction(-1));
        } else if (removed > 0 && alive.size() == 1) {
            context.execute(new ShowMessageDialog(-1, alive.get(0).name() + " has won"));
            context.execute(new SetWinningFaction(alive.get(0).index()));
        }
        return removed;
    }
}
