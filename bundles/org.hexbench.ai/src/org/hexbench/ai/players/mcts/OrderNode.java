package org.hexbench.ai.players.mcts;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntPredicate;
import org.hexbench.engine.command.Command;

/**
 * One node of an open-loop search tree (Perez Liebana et al., "Open Loop Search for General Video Game Playing",
 * GECCO 2015): it stands for a sequence of orders from the search's root, not for a state, since the dice make every
 * iteration's state after the same orders another one. Its edges are the orders one faction may give there, listed
 * when the node is first passed through; each edge keeps its visits and the summed value of its playouts to that
 * faction. An edge whose order the state of an iteration does not allow is passed over in that iteration.
 *
 * <p>Edges are chosen by UCB1 (Auer, Cesa-Bianchi and Fischer, "Finite-time Analysis of the Multiarmed Bandit
 * Problem", Machine Learning 47, 2002; UCT: Kocsis and Szepesvári, "Bandit based Monte-Carlo Planning", ECML 2006):
 * every admitted edge once first, in its ranking, then the admitted edge with the highest mean + C·√(ln N / n).
 */
final class OrderNode {

    /** The factor of progressive widening: ⌈2·√(n+1)⌉ edges admitted after n visits. */
    static final double WIDENING = 2;

    /** The faction whose orders leave this node. */
    final int faction;
    private List<Command> orders;
    private int[] visits;
    private double[] totals;
    private OrderNode[] children;
    /** The edges in the order they are tried (and, with priors, admitted). */
    private int[] ranking;
    private int untriedNext;
    private boolean widening;
    private int visitCount;

    /**
     * @param faction the faction whose orders leave the node
     */
    OrderNode(int faction) {
        this.faction = faction;
    }

    /** @return whether its orders have been listed */
    boolean isExpanded() {
        return orders != null;
    }

    /** @return how often an iteration has chosen an edge here */
    int visitCount() {
        return visitCount;
    }

    /**
     * Lists the node's orders, every one untried, to be tried in an order shuffled by the random source.
     *
     * @param legal the faction's orders where the node was first passed through
     * @param random shuffles the order in which untried edges are tried
     */
    void expand(List<Command> legal, SplittableRandom random) {
        expand(legal, null, random);
    }

    /**
     * Lists the node's orders with a prior value of each (progressive widening, Coulom, "Computing Elo Ratings of
     * Move Patterns in the Game of Go", ICGA Journal 30(4), 2007; Chaslot et al., "Progressive Strategies for
     * Monte-Carlo Tree Search", New Mathematics and Natural Computation 4(3), 2008): the edges are ranked by their
     * prior, best first (ties in shuffled order), and after n visits only the first ⌈{@value #WIDENING}·√(n+1)⌉
     * edges of the ranking are chosen from, so a node with hundreds of orders spends its iterations on the
     * promising ones and admits the others as its visits grow.
     *
     * @param legal the faction's orders
     * @param priors each order's prior value, or {@code null} for none (every edge may be chosen at once)
     * @param random breaks ties
     */
    void expand(List<Command> legal, double[] priors, SplittableRandom random) {
        int n = legal.size();
        orders = List.copyOf(legal);
        visits = new int[n];
        totals = new double[n];
        children = new OrderNode[n];
        widening = priors != null;
        Integer[] rank = new Integer[n];
        for (int i = 0; i < n; i++) {
            rank[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            Integer t = rank[i];
            rank[i] = rank[j];
            rank[j] = t;
        }
        if (priors != null) {
            java.util.Arrays.sort(rank, (a, b) -> Double.compare(priors[b], priors[a])); // stable: ties stay shuffled
        }
        ranking = new int[n];
        for (int i = 0; i < n; i++) {
            ranking[i] = rank[i];
        }
    }

    /** @return the number of edges */
    int size() {
        return orders.size();
    }

    /**
     * @param edge an edge index
     * @return its order
     */
    Command order(int edge) {
        return orders.get(edge);
    }

    /**
     * @param edge an edge index
     * @return how often it was chosen
     */
    int visits(int edge) {
        return visits[edge];
    }

    /**
     * @param edge an edge index
     * @return the summed value of its playouts to this node's faction
     */
    double total(int edge) {
        return totals[edge];
    }

    /**
     * Chooses an edge and applies its order: untried edges first, then by UCB1; an edge whose order the iteration's
     * state refuses is passed over.
     *
     * @param exploration the exploration constant C
     * @param applied applies an edge's order to the iteration's state and says whether it was accepted
     * @return the edge applied, or -1 if no order was accepted
     */
    int choose(double exploration, IntPredicate applied) {
        int admitted = widening ? Math.min(ranking.length, (int) Math.ceil(WIDENING * Math.sqrt(visitCount + 1)))
                : ranking.length;
        while (untriedNext < admitted && visits[ranking[untriedNext]] > 0) {
            untriedNext++;
        }
        for (int i = untriedNext; i < admitted; i++) {
            int edge = ranking[i];
            if (visits[edge] == 0 && applied.test(edge)) {
                return edge;
            }
        }
        boolean[] refused = null;
        double logN = Math.log(Math.max(1, visitCount));
        while (true) {
            int best = -1;
            double bestScore = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < admitted; i++) {
                int edge = ranking[i];
                if (visits[edge] == 0 || refused != null && refused[edge]) {
                    continue;
                }
                double score = totals[edge] / visits[edge] + exploration * Math.sqrt(logN / visits[edge]);
                if (score > bestScore) {
                    bestScore = score;
                    best = edge;
                }
            }
            if (best < 0 || applied.test(best)) {
                return best;
            }
            if (refused == null) {
                refused = new boolean[visits.length];
            }
            refused[best] = true;
        }
    }

    /**
     * @param edge an edge index
     * @param next the faction whose orders leave the child, if it is new
     * @return the node the edge leads to
     */
    OrderNode child(int edge, int next) {
        if (children[edge] == null) {
            children[edge] = new OrderNode(next);
        }
        return children[edge];
    }

    /**
     * Counts a playout through an edge.
     *
     * @param edge the edge chosen
     * @param value the playout's value to this node's faction
     */
    void update(int edge, double value) {
        visits[edge]++;
        totals[edge] += value;
        visitCount++;
    }
}
