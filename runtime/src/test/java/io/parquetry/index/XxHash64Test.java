package io.parquetry.index;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jpountz.xxhash.XXHash64;
import net.jpountz.xxhash.XXHashFactory;
import org.junit.jupiter.api.Test;

class XxHash64Test {
    private static long h(String s) {
        return XxHash64.hash(s.getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void publishedReferenceValues() {
        // reference values of XXH64 with seed 0 from the xxHash project
        assertEquals(0xEF46DB3751D8E999L, h(""));
        assertEquals(0xD24EC4F1A98C6E5BL, h("a"));
        assertEquals(0x44BC2CF5AD770999L, h("abc"));
    }

    @Test
    void matchesLz4JavaOnEveryLengthAndOffset() {
        XXHash64 reference = XXHashFactory.safeInstance().hash64();
        Random rnd = new Random(42);
        byte[] data = new byte[300];
        rnd.nextBytes(data);
        for (int len = 0; len <= 200; len++) {
            for (int off : new int[] {0, 1, 7, 13}) {
                assertEquals(reference.hash(data, off, len, 0), XxHash64.hash(data, off, len), "len " + len + " off " + off);
            }
        }
        byte[] big = new byte[1 << 16];
        rnd.nextBytes(big);
        assertEquals(reference.hash(big, 0, big.length, 0), XxHash64.hash(big));
    }

    @Test
    void primitiveShortcutsEqualHashOfLittleEndianBytes() {
        XXHash64 reference = XXHashFactory.safeInstance().hash64();
        Random rnd = new Random(7);
        for (int i = 0; i < 1000; i++) {
            long v = i < 10 ? i - 5 : rnd.nextLong();
            byte[] b8 = new byte[8];
            io.parquetry.bytes.ByteOrderAccess.putLong(b8, 0, v);
            assertEquals(reference.hash(b8, 0, 8, 0), XxHash64.hashLong(v));
            byte[] b4 = new byte[4];
            io.parquetry.bytes.ByteOrderAccess.putInt(b4, 0, (int) v);
            assertEquals(reference.hash(b4, 0, 4, 0), XxHash64.hashInt((int) v));
        }
    }
}
