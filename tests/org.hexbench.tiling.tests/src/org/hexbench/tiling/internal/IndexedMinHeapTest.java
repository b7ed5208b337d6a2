package org.hexbench.tiling.internal;

import static org.junit.jupiter.api.Assertions.*;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class IndexedMinHeapTest {

    @Test
    void popsInKeyOrderWithDecreaseKeyAndTies() {
        Random random = new Random(42);
        IndexedMinHeap heap = new IndexedMinHeap(1000);
        for (int round = 0; round < 3; round++) {
            heap.clear();
            double[] key = new double[1000];
            for (int i = 0; i < 1000; i++) {
                key[i] = random.nextInt(200);
                heap.insert(i, key[i], 0);
            }
            for (int i = 0; i < 1000; i += 3) {
                key[i] -= random.nextInt(50);
                heap.decrease(i, key[i], 0);
            }
            heap.decrease(1, key[1] + 10, 0); // a worse key is ignored
            double last = Double.NEGATIVE_INFINITY;
            double[] popped = new double[1000];
            for (int i = 0; i < 1000; i++) {
                int node = heap.pop();
                assertTrue(key[node] >= last);
                last = key[node];
                popped[i] = key[node];
            }
            assertTrue(heap.isEmpty());
            double[] sorted = key.clone();
            Arrays.sort(sorted);
            assertArrayEquals(sorted, popped);
        }
        heap.insert(5, 1, 0);
        heap.insert(6, 1, 7);
        assertEquals(6, heap.pop(), "larger tie-breaker first");
        assertThrows(IllegalStateException.class, () -> { heap.pop(); heap.pop(); });
    }

    @Test
    void stampsResetInConstantTime() {
        Stamps s = new Stamps(4);
        s.mark(1);
        s.close(2);
        assertEquals(Stamps.OPEN, s.state(1));
        assertEquals(Stamps.CLOSED, s.state(2));
        assertTrue(s.isClosed(2));
        s.clear();
        assertEquals(Stamps.NONE, s.state(1));
        assertEquals(Stamps.NONE, s.state(2));
        assertFalse(s.isMarked(2));
    }
}
