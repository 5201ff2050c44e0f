package io.parquetry.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.EncodingTestTable.IntCase;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class DictionaryIndicesTest {

    static List<IntCase> cases() {
        List<IntCase> out = new ArrayList<>();
        for (int w : new int[] {0, 1, 2, 5, 8, 12, 17, 24, 31}) {
            out.addAll(EncodingTestTable.unsignedIntCases(w));
        }
        return out;
    }

    static byte[] encode(int[] v) {
        DictionaryIndicesEncoder enc = new DictionaryIndicesEncoder();
        enc.writeInts(v, 0, v.length);
        BytesBuilder out = new BytesBuilder();
        enc.flushTo(out);
        assertEquals(0, enc.count());
        return out.toByteArray();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("cases")
    void roundTrips(IntCase c) {
        int[] v = c.values();
        byte[] buf = encode(v);
        int max = Arrays.stream(v).max().orElse(0);
        assertEquals(Math.max(1, 32 - Integer.numberOfLeadingZeros(max)), buf[0]);
        for (int batch : EncodingTestTable.BATCH_SIZES) {
            DictionaryIndicesDecoder dec = new DictionaryIndicesDecoder();
            dec.init(buf, 0, buf.length, v.length);
            int[] got = new int[v.length];
            for (int i = 0; i < v.length; ) {
                int k = Math.min(batch, v.length - i);
                if (batch == 3) {
                    dec.readIndices(got, i, k, max + 1);
                } else {
                    dec.readInts(got, i, k);
                }
                i += k;
            }
            assertArrayEquals(v, got, c + " batch " + batch);
        }
        if (v.length > 10) {
            DictionaryIndicesDecoder dec = new DictionaryIndicesDecoder();
            dec.init(buf, 0, buf.length, v.length);
            dec.skip(9);
            int[] rest = new int[v.length - 9];
            dec.readIndices(rest, 0, rest.length);
            assertArrayEquals(Arrays.copyOfRange(v, 9, v.length), rest);
        }
    }

    @Test
    void bitWidthZeroMeansAllZero() {
        byte[] buf = {0};
        DictionaryIndicesDecoder dec = new DictionaryIndicesDecoder();
        dec.init(buf, 0, 1, 40);
        int[] got = new int[40];
        Arrays.fill(got, 9);
        dec.readIndices(got, 0, 40, 1);
        assertArrayEquals(new int[40], got);
    }

    @Test
    void badBitWidthAndOutOfRangeIndicesAreRejected() {
        DictionaryIndicesDecoder dec = new DictionaryIndicesDecoder();
        assertThrows(ParquetException.class, () -> dec.init(new byte[] {33, 0}, 0, 2, 1));
        assertThrows(ParquetException.class, () -> dec.init(new byte[0], 0, 0, 1));
        assertThrows(ParquetException.class, () -> dec.readInts(new int[1], 0, 1));
        byte[] buf = encode(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8});
        dec.init(buf, 0, buf.length, 9);
        ParquetException e = assertThrows(ParquetException.class, () -> dec.readIndices(new int[9], 0, 9, 8));
        assertEquals("dictionary index 8 out of range for a dictionary of 8 entries", e.getMessage());
        assertThrows(ParquetException.class, () -> new DictionaryIndicesEncoder().writeInt(-1));
    }

    @Test
    void emptyPage() {
        byte[] buf = encode(new int[0]);
        assertArrayEquals(new byte[] {1}, buf);
        DictionaryIndicesDecoder dec = new DictionaryIndicesDecoder();
        dec.init(buf, 0, buf.length, 0);
        assertEquals(0, dec.remaining());
    }
}
