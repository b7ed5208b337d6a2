package org.hexbench.engine.forward;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hexbench.engine.command.Attack;
import org.hexbench.engine.command.Build;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.command.Move;
import org.hexbench.engine.command.Place;
import org.hexbench.engine.game.Game;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.world.Entity;
import org.hexbench.engine.world.EntityCategory;
import org.hexbench.engine.world.WorldState;

/**
 * Enumerates what a faction may order now (the orders of Hexkit User's Guide §2.7 Commands that change the game's
 * course), each one the engine accepts when it is given next:
 * <ul>
 * <li><b>Build</b> one entity of each class the rules let the faction build and pay for now (a Build of several
 * entities is a sequence of these);</li>
 * <li><b>Place</b> each unplaced unit, terrain or effect of the faction on each of its place targets (the rules'
 * {@code place targets});</li>
 * <li><b>Move</b> each placed unit alone, and the faction's whole stack on a site when it holds several units, to
 * each of their move targets (the turn system's: the engine's finder with the rules' step costs, occupation and
 * {@code move targets} hooks in sequential turns, the directive targets in simultaneous turns);</li>
 * <li><b>Attack</b> likewise, on each attack target (the finder with the rules' {@code can attack} hooks and line of
 * sight);</li>
 * <li><b>End Turn</b>, last, whenever the faction is to act (apply it with {@link ForwardModel#apply}).</li>
 * </ul>
 * Only the kinds the turn system takes are listed: in simultaneous turns the Move and Attack directives and End
 * Turn. Destroy, Rename, Resign and Automate are left out on purpose: they never help a computer player win.
 * Groups other than a unit alone or its whole stack are left out too, since their targets are those of their
 * slowest unit. Listing reads the game and changes nothing; call it once the faction's turn has begun
 * ({@link TurnSystem#start}), as it has whenever a player is asked to play.
 */
public final class LegalOrders {

    private LegalOrders() {
    }

    /**
     * Lists a faction's legal orders now.
     *
     * @param turns a game's turn system
     * @param faction a faction index
     * @return the orders in a fixed order (builds, places, moves and attacks by entity id and target, End Turn);
     *         empty if the faction is not to act now
     */
    public static List<Command> of(TurnSystem turns, int faction) {
        List<Command> orders = new ArrayList<>();
        if (!turns.actingFactions().contains(faction)) {
            return orders;
        }
        Game game = turns.game();
        WorldState world = game.world();
        if (world.isGameOver()) {
            return orders;
        }
        if (turns.accepts(Build.class)) {
            var context = game.context(faction);
            for (int c = 0; c < world.catalog().classCount(); c++) {
                if (game.rules().buildCount(world, faction, c) > 0) {
                    Build build = new Build(List.of(world.catalog().entityClass(c).getId()));
                    if (build.validate(context) == null) {
                        orders.add(build);
                    }
                }
            }
        }
        var f = world.faction(faction);
        if (turns.accepts(Place.class)) {
            List<Entity> unplaced = new ArrayList<>();
            for (List<Entity> possessions : List.of(f.units(), f.terrains(), f.effects())) {
                for (Entity e : possessions) {
                    if (!e.isPlaced()) {
                        unplaced.add(e);
                    }
                }
            }
            unplaced.sort((a, b) -> Integer.compare(a.id(), b.id()));
            for (Entity e : unplaced) {
                for (int site : game.rules().placeTargets(world, faction, e.classIndex())) {
                    orders.add(new Place(List.of(e.id()), site));
                }
            }
        }
        Map<Integer, List<Entity>> stacks = new LinkedHashMap<>();
        for (Entity u : f.units()) {
            if (u.isPlaced()) {
                stacks.computeIfAbsent(u.site(), s -> new ArrayList<>()).add(u);
            }
        }
        List<List<Entity>> groups = new ArrayList<>();
        for (Entity u : f.units()) {
            if (u.isPlaced()) {
                groups.add(List.of(u));
            }
        }
        for (List<Entity> stack : stacks.values()) {
            if (stack.size() > 1) {
                groups.add(List.copyOf(stack));
            }
        }
        boolean moves = turns.accepts(Move.class);
        boolean attacks = turns.accepts(Attack.class);
        for (List<Entity> group : groups) {
            List<Integer> ids = group.stream().map(Entity::id).toList();
            if (moves) {
                for (int site : turns.moveTargets(group)) {
                    orders.add(new Move(ids, site));
                }
            }
            if (attacks) {
                for (int site : turns.attackTargets(group)) {
                    orders.add(new Attack(ids, site));
                }
            }
        }
        orders.add(new EndTurn());
        return orders;
    }
}
