package org.hexbench.engine.command;

import org.hexbench.engine.rules.DefeatCheck;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.SetWinningFaction;
import org.hexbench.engine.world.ShowMessageDialog;

/**
 * Begin Turn (Hexkit User's Guide §2.4.3 Turn Sequence step 6, §7.4.3 Begin Turn Command, Figure 39), issued
 * automatically for the active faction. As the first
 * command of the game it first runs the turn sequence's step 1 for the game start ({@link DefeatCheck}: factions
 * that start defeated are removed, and the game ends if fewer than two remain) and initializes the surviving
 * factions; if the starting faction was removed, the turn goes to the next surviving one. Then it runs the rules'
 * Begin Turn program and checks the active faction for victory (step 7).
 */
public record BeginTurn() implements Command {

    @Override
    public String validate(RuleContext context) {
        return context.faction() == context.world().activeFaction() ? null : "only the active faction begins its turn";
    }

    @Override
    public void generate(RuleContext context) {
        RuleContext active = context;
        if (context.isFirstCommand()) {
            DefeatCheck.removeLosers(context);
            if (context.world().isGameOver()) {
                return;
            }
            for (var f : context.world().aliveFactions()) {
                context.rules().initialize(context, f.index());
            }
            if (context.world().activeFaction() != context.faction()) {
                active = context.forFaction(context.world().activeFaction());
            }
        }
        active.rules().beginTurn(active);
        int faction = active.faction();
        if (active.rules().checkVictory(active, faction)) {
            active.execute(new ShowMessageDialog(-1, active.world().faction(faction).name() + " has won"));
            active.execute(new SetWinningFaction(faction));
        }
    }
}
