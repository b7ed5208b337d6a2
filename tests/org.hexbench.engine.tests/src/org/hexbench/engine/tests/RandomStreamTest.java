package org.hexbench.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.hexbench.engine.game.RandomStream;
import org.junit.jupiter.api.Test;

/** The game's random stream draws exactly what the JDK's SplittableRandom draws, and can be set back. */
class RandomStreamTest {

    @Test
    void drawsTheSameNumbersAsSplittableRandomForTheSameSeed() {
        for (long seed : new long[] {0, 1, 42, -7, Long.MAX_VALUE}) {
            RandomStream stream = new RandomStream(seed);
            SplittableRandom jdk = new SplittableRandom(seed);
            for (int i = 0; i < 2_000; i++) {
                switch (i % 6) {
                    case 0 -> assertEquals(jdk.nextInt(6), stream.nextInt(6), "a die, draw " + i);
                    case 1 -> assertEquals(jdk.nextInt(1 << 10), stream.nextInt(1 << 10), "a power of two, draw " + i);
                    case 2 -> assertEquals(jdk.nextInt(), stream.nextInt(), "32 bits, draw " + i);
                    case 3 -> assertEquals(jdk.nextLong(), stream.nextLong(), "64 bits, draw " + i);
                    case 4 -> assertEquals(jdk.nextDouble(), stream.nextDouble(), "a double, draw " + i);
                    default -> assertEquals(jdk.nextBoolean(), stream.nextBoolean(), "a boolean, draw " + i);
                }
            }
        }
    }

    @Test
    void repositioningDrawsTheSameNumbersAgain() {
        RandomStream stream = new RandomStream(9);
        stream.nextInt(100);
        long position = stream.position();
        int[] first = {stream.nextInt(100), stream.nextInt(7), stream.nextInt()};
        stream.reposition(position);
        int[] again = {stream.nextInt(100), stream.nextInt(7), stream.nextInt()};
        assertEquals(java.util.Arrays.toString(first), java.util.Arrays.toString(again));
    }
}
