package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link BinaryValues#compareUtf8Order} orders strings exactly as the bytes the writer stores for them. */
class BinaryValuesTest {
    /** Chars around every boundary that matters: ASCII, '?', BMP below and above the surrogates, both halves. */
    private static final char[] CHARS = {'a', '?', '>', '@', 'z', '\u00e9', '\u07ff', '\u0800', '\ud7ff', '\ue000',
        '\uffff', '\ud800', '\udbff', '\udc00', '\udfff'};

    @Test
    void ordersStringsAsTheirUtf8BytesIncludingUnpairedSurrogates() {
        Random r = new Random(7);
        for (int n = 0; n < 200_000; n++) {
            String a = random(r);
            String b = r.nextInt(4) == 0 ? a + random(r) : r.nextInt(3) == 0 ? mutate(a, r) : random(r);
            int expected = Integer.signum(Arrays.compareUnsigned(BinaryValues.bytes(a), BinaryValues.bytes(b)));
            assertEquals(expected, Integer.signum(BinaryValues.compareUtf8Order(a, b)), () -> escape(a) + " vs " + escape(b));
            assertEquals(-expected, Integer.signum(BinaryValues.compareUtf8Order(b, a)), () -> escape(b) + " vs " + escape(a));
        }
    }

    @Test
    void anUnpairedSurrogateSortsAsTheQuestionMarkItIsWrittenAs() {
        assertEquals("?", new String(BinaryValues.bytes("\ud800"), StandardCharsets.UTF_8));
        // as UTF-16 chars (or as the code points of pairs) the surrogate would sort after 'A'; as bytes it is 0x3F
        assertEquals(-1, Integer.signum(BinaryValues.compareUtf8Order("\ud800", "A")));
        assertEquals(0, BinaryValues.compareUtf8Order("x\udc00", "x?"));
        assertEquals(1, Integer.signum(BinaryValues.compareUtf8Order("\ud800\udc00", "\uffff")));
        // the same high surrogate, paired in one string and not in the other
        assertEquals(1, Integer.signum(BinaryValues.compareUtf8Order("\ud800\udc00", "\ud800A")));
    }

    private static String random(Random r) {
        char[] c = new char[r.nextInt(7)];
        for (int i = 0; i < c.length; i++) {
            c[i] = CHARS[r.nextInt(CHARS.length)];
        }
        return new String(c);
    }

    /** {@code s} with one char changed, so that the strings share a prefix. */
    private static String mutate(String s, Random r) {
        if (s.isEmpty()) {
            return s;
        }
        char[] c = s.toCharArray();
        c[r.nextInt(c.length)] = CHARS[r.nextInt(CHARS.length)];
        return new String(c);
    }

    private static String escape(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            out.append(c < 0x80 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        return out.append('"').toString();
    }
}
