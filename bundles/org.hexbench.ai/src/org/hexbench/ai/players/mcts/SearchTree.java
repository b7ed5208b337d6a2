package org.hexbench.ai.players.mcts;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.command.EndTurn;
import org.hexbench.engine.forward.ForwardModel;
import org.hexbench.engine.game.TurnSystem;
import org.hexbench.engine.simultaneous.SimultaneousTurns;

/**
 * One search tree of a decision, grown on one thread from a copy of the game of its own (with rules of its own,
 * when the search runs on several threads). Each iteration chooses a root order, copies the root with fresh dice
 * (determinization: the iteration never learns the numbers the game will draw, only the rules' odds), walks down the
 * tree applying one order per level, adds one node, plays on with the {@link PlayoutPolicy} to the horizon, judges
 * the position ({@link StateEvaluation}) and adds each faction's value to the edges that faction chose.
 *
 * <p><b>A turn of several orders.</b> Every order is one level of the tree, End Turn one of the orders (always
 * listed, always allowed), so a turn is a path of orders ending in End Turn; Build, Place, Move and Attack come in
 * the order {@link org.hexbench.engine.forward.LegalOrders} lists them. Where the tree ends within the deciding
 * faction's own turn, that turn ends: the faction gives no order the tree did not choose, so every decision weighs
 * one more order against End Turn, and a turn is built order by order, each the best the search found.
 * <ul>
 * <li><b>Sequential turns</b>: after End Turn the next faction's orders follow as further levels, each node judged
 * from the point of view of the faction that orders there (max-n: Sturtevant, "An Analysis of UCT in Multi-Player
 * Games", CG 2008); where the tree ends, the playout policy plays the other factions' turns to the horizon.</li>
 * <li><b>Simultaneous turns</b> (decoupled UCT: Lanctot et al., "Monte Carlo Tree Search in Simultaneous Move
 * Games with Applications to Goofspiel", CGW 2013; Tak, Lanctot and Winands, "Monte Carlo Tree Search Variants for
 * Simultaneous Move Games", CIG 2014): every faction still to act has a tree of its own for this turn, whose levels
 * are its own directives up to its End Turn; a faction never sees the others' directives of the turn, not even the
 * ones already given in the real game (the root copy leaves them out, {@link ForwardModel#asSeenBy}). An iteration
 * walks the deciding faction's tree, then every other faction's (where another faction's tree ends, the playout
 * policy gives the rest of its directives), then the turn resolves; the trees end there.</li>
 * </ul>
 * The root's orders are ranked by priors ({@link #judge}) for progressive widening ({@link OrderNode}).
 */
final class SearchTree {

    /** A step of an iteration's path: the node and the edge chosen there. */
    private record Step(OrderNode node, int edge) {
    }

    private final ForwardModel root;
    private final int faction;
    private final List<Command> orders;
    private final SearchSettings settings;
    private final long seed;
    private final SplittableRandom random;
    private final OrderNode rootNode;
    private final OrderNode[] rivalRoots;
    private final boolean simultaneous;
    private final int startTurn;
    private int iterations;
    private int failures;

    /**
     * @param root the tree's copy of the game, as the deciding faction knows it
     * @param faction the deciding faction
     * @param orders its legal orders at the root (the same list in every tree of the decision)
     * @param settings the search's settings
     * @param seed the tree's seed (its dice, shuffles and playout players)
     */
    SearchTree(ForwardModel root, int faction, List<Command> orders, SearchSettings settings, long seed) {
        this.root = root;
        this.faction = faction;
        this.orders = orders;
        this.settings = settings;
        this.seed = seed;
        this.random = new SplittableRandom(seed);
        this.rootNode = new OrderNode(faction);
        this.rivalRoots = new OrderNode[root.world().factionCount()];
        this.simultaneous = root.turns() instanceof SimultaneousTurns;
        this.startTurn = root.world().currentTurn();
    }

    /** @return the root node (its edges are the decision's orders) */
    OrderNode rootNode() {
        return rootNode;
    }

    /** @return the iterations run */
    int iterations() {
        return iterations;
    }

    /** @return the iterations whose rules failed on the copy (not counted in the tree) */
    int failures() {
        return failures;
    }

    /**
     * Judges root orders one by one, for the priors of progressive widening: each on a copy of its own whose dice
     * come from the decision's seed and the order's index (so whichever tree judges it, the prior is the same), the
     * order given and the position judged at once ({@link StateEvaluation}); in simultaneous turns the turn is
     * resolved first with the order as the faction's only new directive and no new directive of the others. End
     * Turn in sequential turns is judged by the position as it is.
     *
     * @param priors where each order's prior goes, by index
     * @param first the first index to judge
     * @param step judges every step-th index from the first
     * @param decisionSeed the decision's seed
     */
    void judge(double[] priors, int first, int step, long decisionSeed) {
        for (int i = first; i < orders.size(); i += step) {
            ForwardModel model = ForwardModel.of(root.turns(), RootParallelSearch.mix(decisionSeed, i));
            Command order = orders.get(i);
            try {
                if (simultaneous) {
                    if (!(order instanceof EndTurn)) {
                        apply(model, faction, order);
                    }
                    for (int f : new ArrayList<>(model.turns().actingFactions())) {
                        if (f != faction && !model.turns().isFinished()) {
                            model.turns().endTurn(f);
                        }
                    }
                    if (!model.turns().isFinished() && model.turns().actingFactions().contains(faction)) {
                        model.turns().endTurn(faction);
                    }
                } else if (!(order instanceof EndTurn)) {
                    apply(model, faction, order);
                }
                priors[i] = StateEvaluation.values(model.world(), model.turns().isFinished())[faction];
            } catch (RuntimeException e) {
                priors[i] = -1; // the rules failed on this order: tried last
            }
        }
    }

    /**
     * Runs iterations until the count is reached or the time is up.
     *
     * @param priors the root orders' priors ({@link #judge})
     * @param count iterations to run (for an iteration budget)
     * @param deadline {@link System#nanoTime()} to stop at (for a time budget), or {@link Long#MAX_VALUE}
     */
    void run(double[] priors, int count, long deadline) {
        if (!rootNode.isExpanded()) {
            rootNode.expand(orders, priors, random);
        }
        for (int i = 0; i < count; i++) {
            if (deadline != Long.MAX_VALUE && System.nanoTime() >= deadline) {
                return;
            }
            iterate();
        }
    }

    /**
     * One iteration: the root order chosen, a fresh determinization, selection and expansion below it, playout,
     * evaluation, backpropagation. The n-th visit of every root order draws the same dice and the same playout
     * players (common random numbers: Law, Simulation Modeling and Analysis, §11.2), so root orders are compared
     * under the same luck and the same opponent moves as far as the positions allow.
     */
    void iterate() {
        int first = rootNode.choose(settings.exploration(), e -> true); // the root's state allows every root order
        long sample = RootParallelSearch.mix(seed, rootNode.visits(first));
        ForwardModel model = ForwardModel.of(root.turns(), sample);
        Playout playout = new Playout(model.turns(), settings.playout(), new SplittableRandom(sample));
        List<Step> path = new ArrayList<>();
        try {
            if (!apply(model, faction, orders.get(first))) {
                throw new IllegalStateException("root order refused on a copy of the root");
            }
            path.add(new Step(rootNode, first));
            if (simultaneous) {
                descendSimultaneous(model, playout, path);
            } else {
                descendSequential(model, path);
            }
            playout.playUntil(() -> atHorizon(model));
        } catch (RuntimeException e) {
            // the rules failed on this copy: the iteration is left out of the tree, except that the root order counts
            // it as a lost game, so that an order on which the rules fail is not chosen again and again
            failures++;
            rootNode.update(first, 0);
            return;
        }
        double[] values = StateEvaluation.values(model.world(), model.turns().isFinished());
        for (Step s : path) {
            s.node().update(s.edge(), values[s.node().faction]);
        }
        iterations++;
    }

    /** Whether the playout has gone as far as the search looks: the deciding faction is to act {@code horizon} turns on. */
    private boolean atHorizon(ForwardModel model) {
        int turn = model.world().currentTurn();
        return turn > startTurn + settings.horizon()
                || turn == startTurn + settings.horizon() && model.turns().actingFactions().contains(faction);
    }

    /** Whether the deciding faction is still in the turn the search started in. */
    private boolean inOwnTurn(ForwardModel model) {
        return !model.turns().isFinished() && model.world().currentTurn() == startTurn
                && model.turns().actingFactions().contains(faction);
    }

    /**
     * Walks down below the root order in sequential turns; where the tree ends within the deciding faction's turn,
     * that turn ends there (the faction gives no order the tree has not chosen: each decision adds one order to
     * the turn, and End Turn wins when no further order does better).
     */
    private void descendSequential(ForwardModel model, List<Step> path) {
        TurnSystem turns = model.turns();
        OrderNode node = path.get(0).node().child(path.get(0).edge(), next(turns));
        while (!turns.isFinished() && !atHorizon(model)) {
            int acting = turns.actingFactions().get(0);
            if (node.faction != acting || node.visitCount() == 0) {
                break; // a new leaf, or another faction acts here this time: the playout goes on from here
            }
            if (!node.isExpanded()) {
                node.expand(model.legalOrders(acting), random);
            }
            OrderNode at = node;
            int edge = node.choose(settings.exploration(), e -> apply(model, acting, at.order(e)));
            if (edge < 0) {
                break;
            }
            path.add(new Step(node, edge));
            node = node.child(edge, next(turns));
        }
        if (inOwnTurn(model)) {
            model.apply(faction, new EndTurn());
        }
    }

    private static int next(TurnSystem turns) {
        return turns.isFinished() ? -1 : turns.actingFactions().get(0);
    }

    /**
     * Walks down the deciding faction's tree below the root order to its End Turn, then every other acting faction's
     * tree from its top; the turn resolves with the last End Turn. Where the deciding faction's tree ends its turn
     * ends; where another faction's tree ends, the playout policy gives the rest of its directives.
     */
    private void descendSimultaneous(ForwardModel model, Playout playout, List<Step> path) {
        TurnSystem turns = model.turns();
        List<Integer> others = new ArrayList<>(turns.actingFactions());
        others.remove(Integer.valueOf(faction));
        Step first = path.get(0);
        if (!(first.node().order(first.edge()) instanceof EndTurn)) {
            descendOwnTree(model, playout, path, faction, first.node().child(first.edge(), faction), null);
        }
        for (int f : others) {
            if (turns.isFinished()) {
                return;
            }
            OrderNode top = rivalRoot(f);
            descendOwnTree(model, playout, path, f, top, top);
        }
    }

    /** One faction's directives of a simultaneous turn, down its tree to its End Turn. */
    private void descendOwnTree(ForwardModel model, Playout playout, List<Step> path, int f, OrderNode start,
            OrderNode top) {
        OrderNode node = start;
        while (!model.turns().isFinished()) {
            if (node != top && node.visitCount() == 0) {
                finishTurn(model, playout, f);
                return;
            }
            if (!node.isExpanded()) {
                node.expand(model.legalOrders(f), random);
            }
            OrderNode at = node;
            int edge = node.choose(settings.exploration(), e -> apply(model, f, at.order(e)));
            if (edge < 0) {
                finishTurn(model, playout, f);
                return;
            }
            path.add(new Step(node, edge));
            if (node.order(edge) instanceof EndTurn) {
                return;
            }
            node = node.child(edge, f);
        }
    }

    /** Ends a faction's part of a simultaneous turn where its tree ends: the deciding faction's at once, others' by the policy. */
    private void finishTurn(ForwardModel model, Playout playout, int f) {
        if (f == faction) {
            if (model.turns().actingFactions().contains(f)) {
                model.apply(f, new EndTurn());
            }
        } else {
            playout.finishTurn(f);
        }
    }

    private OrderNode rivalRoot(int f) {
        if (rivalRoots[f] == null) {
            rivalRoots[f] = new OrderNode(f);
        }
        return rivalRoots[f];
    }

    /**
     * Gives an order on the iteration's copy if its state allows it: a sequential order is validated first, since
     * the rules may answer a refused command with a program of their own (HexTC2 counts an illegal move as a pass).
     */
    private static boolean apply(ForwardModel model, int faction, Command order) {
        if (!(order instanceof EndTurn) && !(model.turns() instanceof SimultaneousTurns)
                && order.validate(model.game().context(faction)) != null) {
            return false;
        }
        return model.apply(faction, order).accepted();
    }
}
