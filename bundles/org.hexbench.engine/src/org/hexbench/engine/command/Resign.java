package org.hexbench.engine.command;

import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.SetFactionResigned;

/** Resign (Hexkit User's Guide §2.7.10 Resign Game, §7.4.10 Resign Command): marks the issuing faction resigned; it is deleted at the next End Turn. */
public record Resign() implements Command {

    @Override
    public String validate(RuleContext context) {
        return context.world().faction(context.faction()).isResigned() ? "the faction has already resigned" : null;
    }

    @Override
    public void generate(RuleContext context) {
        context.execute(new SetFactionResigned(context.faction(), true));
    }
}
