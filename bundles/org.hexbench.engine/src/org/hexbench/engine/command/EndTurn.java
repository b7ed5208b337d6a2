package org.hexbench.engine.command;

import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.AdvanceFaction;
import org.hexbench.engine.world.Faction;
import org.hexbench.engine.world.SetWinningFaction;
import org.hexbench.engine.world.ShowMessageDialog;

/**
 * End Turn (digest A.5 step 1–2, A.6; Hexkit Figure 42): runs the rules' End Turn program, activates the next
 * faction, deletes resigned and defeated factions, and ends the game without a winner if none is left.
 */
public record EndTurn() implements Command {

    @Override
    public String validate(RuleContext context) {
        return context.faction() == context.world().activeFaction() ? null : "only the active faction ends its turn";
    }

    @Override
    public void generate(RuleContext context) {
        context.rules().endTurn(context);
        context.execute(new AdvanceFaction());
        for (Faction f : context.world().aliveFactions()) {
            if (f.isResigned() || context.rules().checkDefeat(context.world(), f.index())) {
                context.execute(new ShowMessageDialog(-1, f.name() + (f.isResigned() ? " resigned" : " is defeated")));
                context.rules().deleteFaction(context, f.index());
            }
        }
        if (context.world().aliveFactions().isEmpty()) {
            context.execute(new SetWinningFaction(-1));
        }
    }
}
