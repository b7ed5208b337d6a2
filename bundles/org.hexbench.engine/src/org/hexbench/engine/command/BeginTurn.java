package org.hexbench.engine.command;

import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.SetWinningFaction;
import org.hexbench.engine.world.ShowMessageDialog;

/**
 * Begin Turn (digest A.5 step 6, A.6; Hexkit Figure 39), issued automatically for the active faction: initializes
 * the factions on the first command of the game, runs the rules' Begin Turn program, then checks the active
 * faction for victory.
 */
public record BeginTurn() implements Command {

    @Override
    public String validate(RuleContext context) {
        return context.faction() == context.world().activeFaction() ? null : "only the active faction begins its turn";
    }

    @Override
    public void generate(RuleContext context) {
        if (context.isFirstCommand()) {
            for (var f : context.world().aliveFactions()) {
                context.rules().initialize(context, f.index());
            }
        }
        context.rules().beginTurn(context);
        int faction = context.faction();
        if (context.rules().checkVictory(context.world(), faction)) {
            context.execute(new ShowMessageDialog(-1, context.world().faction(faction).name() + " has won"));
            context.execute(new SetWinningFaction(faction));
        }
    }
}
