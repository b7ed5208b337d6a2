package org.hexbench.engine.command;

import org.hexbench.engine.rules.RuleContext;

/**
 * A game command issued by the active faction (Hexkit User's Guide §2.7 Commands, Table 3; §6.2.4 Command Arguments).
 * Commands store only ids, site indexes, class ids and
 * strings, and have a one-line text form ({@link CommandCodec}) for the history and saved games.
 */
public sealed interface Command permits Attack, Automate, BeginTurn, Build, Destroy, EndTurn, Move, Place, Rename,
        Resign {

    /**
     * Validates the command against the current state without changing it.
     *
     * @param context the context (state, rules, issuing faction)
     * @return {@code null} if the command is legal, otherwise the reason for rejecting it
     */
    String validate(RuleContext context);

    /**
     * Generates and executes the program of a validated command.
     *
     * @param context the context that collects the program
     */
    void generate(RuleContext context);
}
