package org.hexbench.engine.command;

import org.hexbench.engine.rules.DefeatCheck;
import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.AdvanceFaction;

/**
 * End Turn (Hexkit User's Guide §2.4.3 Turn Sequence steps 1–2, §7.4.6 End Turn Command, Figure 42): runs the rules'
 * End Turn program, activates the next
 * faction, then runs step 1 ({@link DefeatCheck}): resigned and defeated factions are deleted, and the game ends
 * when fewer than two remain (the survivor, if any, wins).
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
        DefeatCheck.removeLosers(context);
    }
}
