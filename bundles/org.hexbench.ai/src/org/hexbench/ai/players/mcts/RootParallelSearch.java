package org.hexbench.ai.players.mcts;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.hexbench.ai.GameView;
import org.hexbench.engine.command.Command;
import org.hexbench.engine.rules.Rules;

/**
 * One decision of the {@code mcts} player, its trees grown at once on several threads (root parallelisation:
 * Chaslot, Winands and van den Herik, "Parallel Monte-Carlo Tree Search", CG 2008): every tree has its own copy of
 * the game, its own instance of the rules ({@link Rules#forAnotherGame}: rules serve one game at a time) and its own
 * random source, so the trees share nothing while they grow; their root statistics are then added up and the order
 * visited most is chosen. All copies are made on the calling thread, the game's, which alone reads the real game.
 * Before the trees grow, every root order is judged once for the priors of progressive widening, the orders shared
 * out among the trees' copies in the same way.
 *
 * <p>Under an iteration budget the number of trees is a setting of its own and the iterations are shared out among
 * them in a fixed way, each tree seeded from the decision's seed and its index, so the decision is the same whatever
 * the number of threads (threads only grow the trees at the same time). Rules that cannot make another instance of
 * themselves grow every tree on the calling thread, one after the other, with the same result.
 */
final class RootParallelSearch {

    private RootParallelSearch() {
    }

    /**
     * Decides among the faction's orders.
     *
     * @param view the game as the faction sees it, on the game's thread
     * @param orders its legal orders now, End Turn last
     * @param settings the search's settings
     * @param seed the decision's seed
     * @return what the search found
     */
    static SearchReport decide(GameView view, List<Command> orders, SearchSettings settings, long seed) {
        long start = System.nanoTime();
        int treeCount = settings.treeCount();
        Rules[] rules = new Rules[treeCount];
        boolean ownRules = true;
        for (int t = 0; t < treeCount && ownRules; t++) {
            rules[t] = view.rulesForAnotherGame();
            ownRules = rules[t] != null;
        }
        int threads = ownRules ? Math.min(settings.threads(), treeCount) : 1;
        List<SearchTree> trees = new ArrayList<>(treeCount);
        for (int t = 0; t < treeCount; t++) {
            long treeSeed = mix(seed, t);
            trees.add(new SearchTree(view.rehearsal(mix(treeSeed, -1), ownRules ? rules[t] : view.rules()),
                    view.faction(), orders, settings, treeSeed));
        }
        long deadline = settings.budget().isTime() ? start + settings.budget().millis() * 1_000_000L : Long.MAX_VALUE;
        int total = settings.budget().isTime() ? Integer.MAX_VALUE : settings.budget().iterations();
        double[] priors = new double[orders.size()];
        inParallel(treeCount, threads, t -> trees.get(t).judge(priors, t, treeCount, seed));
        inParallel(treeCount, threads, t -> trees.get(t).run(priors, total == Integer.MAX_VALUE ? Integer.MAX_VALUE
                : total / treeCount + (t < total % treeCount ? 1 : 0), deadline));
        return merge(orders, priors, trees, threads, System.nanoTime() - start);
    }

    /**
     * Runs jobs 0 … jobs−1, each on its tree's copy, the calling thread and {@code threads - 1} others each taking
     * the next job not yet taken; returns when all are done.
     */
    private static void inParallel(int jobs, int threads, IntConsumer job) {
        AtomicInteger next = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable worker = () -> {
            try {
                for (int t = next.getAndIncrement(); t < jobs && failure.get() == null; t = next.getAndIncrement()) {
                    job.accept(t);
                }
            } catch (RuntimeException | Error e) {
                failure.compareAndSet(null, e);
            }
        };
        List<Thread> helpers = new ArrayList<>();
        for (int i = 1; i < threads; i++) {
            helpers.add(Thread.ofPlatform().daemon().name("mcts search " + i).start(worker));
        }
        worker.run();
        for (Thread h : helpers) {
            try {
                h.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure.compareAndSet(null, e);
            }
        }
        Throwable f = failure.get();
        if (f instanceof RuntimeException re) {
            throw re;
        }
        if (f instanceof Error err) {
            throw err;
        }
        if (f != null) {
            throw new IllegalStateException("search interrupted", f);
        }
    }

    /**
     * Adds up the trees' root statistics and chooses the order visited most, then the one with the better mean value,
     * then the better prior (which alone decides when a time budget ran out before any iteration), then the first.
     */
    private static SearchReport merge(List<Command> orders, double[] priors, List<SearchTree> trees, int threads,
            long nanos) {
        int n = orders.size();
        long[] visits = new long[n];
        double[] totals = new double[n];
        int iterations = 0;
        int failures = 0;
        for (SearchTree tree : trees) {
            OrderNode root = tree.rootNode();
            if (root.isExpanded()) {
                for (int e = 0; e < n; e++) {
                    visits[e] += root.visits(e);
                    totals[e] += root.total(e);
                }
            }
            iterations += tree.iterations();
            failures += tree.failures();
        }
        int best = 0;
        for (int e = 1; e < n; e++) {
            double mean = visits[e] > 0 ? totals[e] / visits[e] : 0;
            double bestMean = visits[best] > 0 ? totals[best] / visits[best] : 0;
            if (visits[e] != visits[best] ? visits[e] > visits[best]
                    : mean != bestMean ? mean > bestMean : priors[e] > priors[best]) {
                best = e;
            }
        }
        return new SearchReport(orders.get(best), n, iterations, failures, trees.size(), threads, (int) visits[best],
                visits[best] > 0 ? totals[best] / visits[best] : priors[best], nanos);
    }

    /**
     * Resolves every cross-file reference of the scenario on the calling thread before other threads read it: the
     * scenario model resolves references on first reading, which must not happen on two threads at once. Called
     * once per player before its first search on several threads.
     *
     * @param view the game as the player sees it, on the game's thread
     */
    static void resolveScenario(GameView view) {
        var scenario = view.catalog().scenario();
        var resource = scenario.eResource();
        if (resource != null && resource.getResourceSet() != null) {
            synchronized (resource.getResourceSet()) {
                EcoreUtil.resolveAll(resource.getResourceSet());
            }
        } else {
            EcoreUtil.resolveAll(scenario);
        }
    }

    /**
     * SplitMix64's finalizer over a seed and an index (Steele, Lea and Flood, OOPSLA 2014): independent seeds for
     * the decisions, trees and dice of a search.
     *
     * @param seed a seed
     * @param index an index
     * @return the derived seed
     */
    static long mix(long seed, long index) {
        long z = seed + 0x9e3779b97f4a7c15L * (index + 1);
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
