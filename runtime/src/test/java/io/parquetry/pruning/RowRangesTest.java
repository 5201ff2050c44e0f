package io.parquetry.pruning;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Union, intersection and overlap of row ranges against bit sets. */
class RowRangesTest {
    static RowRanges random(Random r, int universe, boolean[] bits) {
        RowRanges out = RowRanges.empty();
        for (int i = r.nextInt(5); i > 0; i--) {
            int a = r.nextInt(universe + 1);
            int b = r.nextInt(universe + 1);
            int s = Math.min(a, b);
            int e = Math.max(a, b);
            for (int k = s; k < e; k++) {
                bits[k] = true;
            }
            out = out.union(RowRanges.of(s, e));
        }
        return out;
    }

    static void assertSame(boolean[] bits, RowRanges ranges, String what) {
        boolean[] actual = new boolean[bits.length];
        long count = 0;
        for (int i = 0; i < ranges.size(); i++) {
            if (i > 0 && ranges.start(i) <= ranges.end(i - 1)) {
                throw new AssertionError(what + ": ranges not disjoint and apart: " + ranges);
            }
            for (long k = ranges.start(i); k < ranges.end(i); k++) {
                actual[(int) k] = true;
                count++;
            }
        }
        assertEquals(java.util.Arrays.toString(bits), java.util.Arrays.toString(actual), what + " " + ranges);
        assertEquals(count, ranges.rowCount());
    }

    @Test
    void operationsMatchBitSets() {
        Random r = new Random(5);
        int n = 40;
        for (int i = 0; i < 2_000; i++) {
            boolean[] a = new boolean[n];
            boolean[] b = new boolean[n];
            RowRanges ra = random(r, n, a);
            RowRanges rb = random(r, n, b);
            assertSame(a, ra, "a");
            boolean[] or = new boolean[n];
            boolean[] and = new boolean[n];
            for (int k = 0; k < n; k++) {
                or[k] = a[k] || b[k];
                and[k] = a[k] && b[k];
            }
            assertSame(or, ra.union(rb), "union");
            assertSame(and, ra.intersect(rb), "intersect");
            int s = r.nextInt(n);
            int e = s + r.nextInt(n - s + 1);
            boolean any = false;
            for (int k = s; k < e; k++) {
                any |= a[k];
            }
            assertEquals(any, ra.overlaps(s, e), ra + " overlaps [" + s + ", " + e + ")");
        }
    }
}
