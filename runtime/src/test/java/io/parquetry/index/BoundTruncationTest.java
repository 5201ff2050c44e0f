package io.parquetry.index;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BoundTruncationTest {
    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void shortValuesAreKept() {
        byte[] v = utf8("short");
        assertSame(v, BoundTruncation.truncateMin(v, 64, true));
        assertSame(v, BoundTruncation.truncateMax(v, 64, true));
    }

    @Test
    void binaryMinIsPrefixAndMaxIsIncrementedPrefix() {
        byte[] v = {1, 2, 3, 4, 5, 6};
        assertArrayEquals(new byte[] {1, 2, 3}, BoundTruncation.truncateMin(v, 3, false));
        assertArrayEquals(new byte[] {1, 2, 4}, BoundTruncation.truncateMax(v, 3, false));
        byte[] ff = {1, (byte) 0xFF, (byte) 0xFF, 9};
        assertArrayEquals(new byte[] {2}, BoundTruncation.truncateMax(ff, 3, false));
    }

    @Test
    void maxOfAllFfPrefixStaysUntruncated() {
        byte[] v = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0};
        assertSame(v, BoundTruncation.truncateMax(v, 3, false));
    }

    @Test
    void utf8KeepsWholeCodePoints() {
        // "aé€😀" = 1 + 2 + 3 + 4 bytes
        byte[] v = utf8("aé€😀z");
        assertEquals("aé", new String(BoundTruncation.truncateMin(v, 4, true), StandardCharsets.UTF_8));
        assertEquals("aê", new String(BoundTruncation.truncateMax(v, 4, true), StandardCharsets.UTF_8));
        assertEquals("aé€", new String(BoundTruncation.truncateMin(v, 8, true), StandardCharsets.UTF_8));
        assertEquals("aé₭", new String(BoundTruncation.truncateMax(v, 8, true), StandardCharsets.UTF_8));
    }

    @Test
    void utf8IncrementSkipsSurrogatesAndMaxCodePoint() {
        byte[] v = utf8("a\uD7FFbc");
        assertEquals("a\uE000", new String(BoundTruncation.truncateMax(v, 4, true), StandardCharsets.UTF_8));
        byte[] top = utf8("b" + new String(Character.toChars(0x10FFFF)) + "zz");
        assertEquals("c", new String(BoundTruncation.truncateMax(top, 5, true), StandardCharsets.UTF_8));
        byte[] allTop = utf8(new String(Character.toChars(0x10FFFF)) + "zz");
        assertSame(allTop, BoundTruncation.truncateMax(allTop, 4, true));
    }

    @Test
    void boundsHoldForRandomStrings() {
        Random rnd = new Random(3);
        for (int i = 0; i < 5000; i++) {
            StringBuilder sb = new StringBuilder();
            int n = 1 + rnd.nextInt(40);
            for (int k = 0; k < n; k++) {
                int cp = switch (rnd.nextInt(5)) {
                    case 0 -> 0x7F;
                    case 1 -> 0x10FFFF;
                    case 2 -> 0xD7FF;
                    default -> 1 + rnd.nextInt(0x10FFFE);
                };
                if (cp >= 0xD800 && cp <= 0xDFFF) {
                    cp = 'x';
                }
                sb.appendCodePoint(cp);
            }
            byte[] v = utf8(sb.toString());
            int limit = 1 + rnd.nextInt(20);
            byte[] min = BoundTruncation.truncateMin(v, limit, true);
            byte[] max = BoundTruncation.truncateMax(v, limit, true);
            assertTrue(Arrays.compareUnsigned(min, v) <= 0);
            assertTrue(Arrays.compareUnsigned(max, v) >= 0);
            assertTrue(min.length <= limit);
            assertTrue(max.length <= limit || max == v);
            // both stay valid UTF-8: decoding and re-encoding gives the same bytes
            assertArrayEquals(min, utf8(new String(min, StandardCharsets.UTF_8)));
            assertArrayEquals(max, utf8(new String(max, StandardCharsets.UTF_8)));
            byte[] bmax = BoundTruncation.truncateMax(v, limit, false);
            assertTrue(Arrays.compareUnsigned(bmax, v) >= 0);
        }
    }
}
