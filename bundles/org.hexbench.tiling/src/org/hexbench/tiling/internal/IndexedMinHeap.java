package org.hexbench.tiling.internal;

/**
 * A binary min-heap of int nodes {@code 0 .. capacity-1} with decrease-key, ordered by a
 * double key and, on equal keys, by the larger tie-breaker (A* prefers the deeper node).
 * Keys live beside the nodes in heap order, which keeps sifting cache-friendly. The caller
 * tracks membership (a search knows which nodes are open), so {@link #clear()} is O(1) and
 * nothing is allocated after construction.
 */
public final class IndexedMinHeap {

    private final int[] nodes, position;
    private final double[] keys, ties;
    private int size;

    /**
     * Creates a heap for nodes {@code 0 .. capacity-1}.
     *
     * @param capacity the number of distinct nodes
     */
    public IndexedMinHeap(int capacity) {
        nodes = new int[capacity];
        keys = new double[capacity];
        ties = new double[capacity];
        position = new int[capacity];
    }

    /** Empties the heap in constant time. */
    public void clear() {
        size = 0;
    }

    /** @return whether the heap is empty */
    public boolean isEmpty() {
        return size == 0;
    }

    /** @return the number of queued nodes */
    public int size() {
        return size;
    }

    /**
     * Inserts a node that is not queued.
     *
     * @param node the node
     * @param key the key (smaller pops first)
     * @param tie the tie-breaker (larger pops first on equal keys)
     */
    public void insert(int node, double key, double tie) {
        siftUp(size++, node, key, tie);
    }

    /**
     * Lowers the key of a queued node; ignored if the new key is not better.
     *
     * @param node a node currently in the heap
     * @param key the new key
     * @param tie the new tie-breaker
     */
    public void decrease(int node, double key, double tie) {
        int i = position[node];
        if (key < keys[i] || (key == keys[i] && tie > ties[i])) {
            siftUp(i, node, key, tie);
        }
    }

    /** @return the smallest key in the heap (undefined when empty) */
    public double peekKey() {
        return keys[0];
    }

    /**
     * Removes and returns the node with the smallest key.
     *
     * @return the node
     * @throws IllegalStateException if the heap is empty
     */
    public int pop() {
        if (size == 0) {
            throw new IllegalStateException("heap is empty");
        }
        int top = nodes[0];
        if (--size > 0) {
            siftDown(nodes[size], keys[size], ties[size]);
        }
        return top;
    }

    private void siftUp(int i, int node, double key, double tie) {
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            double pk = keys[parent];
            if (key > pk || (key == pk && tie <= ties[parent])) {
                break;
            }
            move(parent, i);
            i = parent;
        }
        place(i, node, key, tie);
    }

    private void siftDown(int node, double key, double tie) {
        int i = 0, half = size >>> 1;
        while (i < half) {
            int child = 2 * i + 1, right = child + 1;
            if (right < size && (keys[right] < keys[child]
                    || (keys[right] == keys[child] && ties[right] > ties[child]))) {
                child = right;
            }
            double ck = keys[child];
            if (key < ck || (key == ck && tie >= ties[child])) {
                break;
            }
            move(child, i);
            i = child;
        }
        place(i, node, key, tie);
    }

    private void move(int from, int to) {
        int n = nodes[from];
        nodes[to] = n;
        keys[to] = keys[from];
        ties[to] = ties[from];
        position[n] = to;
    }

    private void place(int i, int node, double key, double tie) {
        nodes[i] = node;
        keys[i] = key;
        ties[i] = tie;
        position[node] = i;
    }
}
