package org.hexbench.engine.command;

import org.hexbench.engine.rules.RuleContext;
import org.hexbench.engine.world.SetFactionResigned;

/** Resign (digest A.5, A.6): marks the issuing faction resigned; it is deleted at the next End Turn. */
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
