package org.hexbench.engine.game;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.IntFunction;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.player.Player;
import org.hexbench.engine.player.PlayerTurn;
import org.hexbench.engine.simultaneous.Directive;
import org.hexbench.engine.simultaneous.SimultaneousTurns;
import org.hexbench.engine.world.Entity;
import org.hexbench.scenario.Scenario;

/**
 * How a game's turns advance, and the only way players act on a game: who is to act now, which orders they may
 * give, and what ending a faction's turn does. Every front end (the IDE's Play perspective, the command line,
 * computer-player tournaments) plays through this interface, so none of them knows which turn system a scenario
 * uses. Two implementations exist, chosen from the scenario's master in {@link #of} and nowhere else:
 * <ul>
 * <li>{@link SequentialTurns}: Hexkit's turn sequence (Hexkit User's Guide §2.4.3 Turn Sequence): factions act one
 * after another; an order is a command the game executes at once; ending a turn issues End Turn and the next
 * faction's Begin Turn.</li>
 * <li>{@link SimultaneousTurns}: the Tiling Module design note's turn resolution: every faction gives Move and Attack
 * orders as directives; when the last living faction ends its turn, the turn resolves in segments as one program.</li>
 * </ul>
 * Both are atomic: an order, an end of turn or a resolution whose rules fail leaves the world, the history and the
 * game's random stream as they were, and rethrows the failure ({@link Game#execute}, {@link Game#resolveTurn}).
 * Every command and resolution is recorded in the history with the text that issues it again, so
 * {@link #reissue} reruns a recorded game under changed rules.
 */
public interface TurnSystem {

    /**
     * Creates the turn system a game's scenario asks for: the one place that decides between sequential and
     * simultaneous turns.
     *
     * @param game a game (new, or rerun from a history)
     * @param turnLimit turns to play at most (turns 0..limit-1), or 0 for no limit
     * @return the scenario's turn system for the game
     */
    static TurnSystem of(Game game, int turnLimit) {
        TurnSettings settings = TurnSettings.of(game.catalog().scenario());
        return settings.simultaneous() ? new SimultaneousTurns(game, settings.segments(), turnLimit)
                : new SequentialTurns(game, turnLimit);
    }

    /**
     * Describes the turn system a scenario asks for, before any game exists (for the New Game dialog).
     *
     * @param scenario a loaded scenario
     * @return e.g. "Sequential turns, limit 60" or "Simultaneous turns of 3 segments, no limit set"
     */
    static String describe(Scenario scenario) {
        return TurnSettings.of(scenario).describe();
    }

    /** @return the game these turns advance */
    Game game();

    /** @return e.g. "Sequential turns" or "Simultaneous turns of 3 segments" */
    String describe();

    /** @return the number of turns played at most (turns 0..limit-1), 0 for no limit */
    int turnLimit();

    /**
     * @param listener told about every history entry and every end of a faction's (or the whole) turn, on the
     *        thread that made the change
     */
    void addListener(GameListener listener);

    /**
     * @param listener a listener added before
     */
    void removeListener(GameListener listener);

    /**
     * Makes sure the acting factions' turn has begun: in sequential turns, issues Begin Turn for the active faction
     * if its turn has not begun yet (a new game, a turn limit raised after it was reached, a Begin Turn whose rules
     * failed); nothing otherwise. Safe to call any time.
     */
    void start();

    /** @return whether play has ended: the game is over or the turn limit is reached */
    default boolean isFinished() {
        var world = game().world();
        return world.isGameOver() || (turnLimit() > 0 && world.currentTurn() >= turnLimit());
    }

    /**
     * @return the factions to act now, in the order they are asked: the active faction (sequential), every living
     *         faction that has not yet ended its turn (simultaneous); empty once play has finished
     */
    List<Integer> actingFactions();

    /**
     * @param kind a kind of command
     * @return whether players may give orders of this kind (never Begin Turn or End Turn: {@link #endTurn} ends a
     *         turn)
     */
    boolean accepts(Class<? extends Command> kind);

    /**
     * Finds where a group of units standing on one site may be ordered to move: the engine's move targets within
     * the group's movement (sequential), the sites each unit may be directed to (simultaneous).
     *
     * @param units units of one faction on one site
     * @return the sites, ascending
     */
    int[] moveTargets(List<Entity> units);

    /**
     * @param units units of one faction on one site
     * @return the sites they may be ordered to attack, ascending
     */
    default int[] attackTargets(List<Entity> units) {
        return game().finder().attackTargets(units);
    }

    /**
     * Gives an order for an acting faction: executed at once (sequential) or recorded as the units' directives for
     * the turn's resolution (simultaneous).
     *
     * @param faction an acting faction
     * @param command the order
     * @return accepted, or rejected with the reason (nothing changed then)
     * @throws RuntimeException what the rules threw; the game is then unchanged
     */
    Outcome order(int faction, Command command);

    /**
     * Ends an acting faction's turn: End Turn and the next faction's Begin Turn (sequential, unless play has
     * finished), or the faction's directives submitted, and the turn resolved once every living faction has
     * (simultaneous).
     *
     * @param faction an acting faction
     * @throws IllegalArgumentException if the faction is not to act now
     * @throws RuntimeException what the rules threw; the step that failed left the game unchanged
     */
    void endTurn(int faction);

    /**
     * @return the orders given this turn that take effect only when it resolves (simultaneous directives, in the
     *         order given); empty in sequential turns
     */
    List<Directive> pendingDirectives();

    /**
     * @param faction a faction index
     * @return whether the faction's last order of this turn has not taken effect yet and may be withdrawn
     *         ({@link #withdrawOrder}); never in sequential turns, whose orders take effect at once
     */
    default boolean canWithdrawOrder(int faction) {
        return false;
    }

    /**
     * Withdraws the faction's last order of this turn that has not taken effect yet (a simultaneous directive), as if
     * it had never been given: the pending directives are as before it. The world, history and random stream are
     * untouched, since the order has not taken effect.
     *
     * @param faction a faction index
     * @throws IllegalStateException if {@link #canWithdrawOrder} says no
     */
    default void withdrawOrder(int faction) {
        throw new IllegalStateException("there is no order to withdraw");
    }

    /**
     * Issues a recorded history entry again (rerunning a game under changed rules, continuing a loaded game):
     * decodes its command, or for a simultaneous resolution its directives, and executes it as it was executed.
     * Entries the rules queued ({@link HistoryEntry#queued()}) are not reissued by callers: the command that queued
     * them queues them again.
     *
     * @param entry a recorded entry
     * @return {@code null} if the entry was issued again and executed (a rejected command the rules answer with a
     *         program, as HexTC2 answers an illegal move, counts as executed), otherwise why it could not be
     * @throws RuntimeException what the rules threw; the game is then unchanged
     */
    String reissue(HistoryEntry entry);

    /**
     * Plays one faction's turn with its player: the first acting faction for which {@code players} gives a player
     * plays its turn, which then ends unless the player stopped early. This is the one step of every turn loop
     * (headless games, the IDE's computer players, tournaments).
     *
     * @param players the player of each faction index, or {@code null} for factions no player here plays (people
     *        at a front end, who order through {@link #order} and {@link #endTurn})
     * @param stop tells the player to stop early (checked between its orders)
     * @return the faction that played, or -1 if play has finished or no acting faction has a player here
     */
    default int playNextTurn(IntFunction<Player> players, BooleanSupplier stop) {
        start();
        if (isFinished()) {
            return -1;
        }
        for (int faction : actingFactions()) {
            Player player = players.apply(faction);
            if (player != null) {
                if (player.playTurn(new PlayerTurn(this, faction, stop))) {
                    endTurn(faction);
                }
                return faction;
            }
        }
        return -1;
    }

    /**
     * Plays until play has finished, every faction played by the given players.
     *
     * @param players one player per faction index
     * @throws IllegalArgumentException if there is not one player per faction
     */
    default void play(List<? extends Player> players) {
        if (players.size() != game().world().factionCount()) {
            throw new IllegalArgumentException(game().world().factionCount() + " factions but " + players.size()
                    + " players");
        }
        while (playNextTurn(players::get, () -> false) >= 0) {
            // each step plays one faction's turn
        }
    }
}
