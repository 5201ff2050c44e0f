package io.parquetry.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.ParquetException;
import io.parquetry.bytes.ByteOrderAccess;
import io.parquetry.bytes.BytesBuilder;
import io.parquetry.encoding.EncodingTestTable.BooleanCase;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class RleBooleanTest {

    static List<BooleanCase> cases() {
        return EncodingTestTable.booleanCases();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("cases")
    void roundTrips(BooleanCase c) {
        boolean[] v = c.values();
        RleBooleanEncoder enc = new RleBooleanEncoder();
        enc.writeBooleans(v, 0, v.length);
        BytesBuilder out = new BytesBuilder();
        out.writeByte(7);
        enc.flushTo(out);
        out.writeByte(7);
        byte[] buf = out.toByteArray();
        assertEquals(buf.length - 6, ByteOrderAccess.getInt(buf, 1));
        for (int batch : new int[] {1, 3, 7, 600, Integer.MAX_VALUE}) {
            RleBooleanDecoder dec = new RleBooleanDecoder();
            dec.init(buf, 1, buf.length - 2, v.length);
            boolean[] got = new boolean[v.length];
            for (int i = 0; i < v.length; ) {
                int k = Math.min(batch, v.length - i);
                dec.readBooleans(got, i, k);
                i += k;
            }
            assertArrayEquals(v, got, c + " batch " + batch);
        }
        if (v.length > 4) {
            RleBooleanDecoder dec = new RleBooleanDecoder();
            dec.init(buf, 1, buf.length - 2, v.length);
            dec.skip(4);
            boolean[] rest = new boolean[v.length - 4];
            dec.readBooleans(rest, 0, rest.length);
            assertArrayEquals(Arrays.copyOfRange(v, 4, v.length), rest);
        }
    }

    @Test
    void badPrefixesAreRejected() {
        RleBooleanDecoder dec = new RleBooleanDecoder();
        assertThrows(ParquetException.class, () -> dec.init(new byte[3], 0, 3, 1));
        assertThrows(ParquetException.class, () -> dec.init(new byte[] {9, 0, 0, 0, 1}, 0, 5, 1));
        dec.init(new byte[] {0, 0, 0, 0}, 0, 4, 1);
        assertThrows(ParquetException.class, () -> dec.readBooleans(new boolean[1], 0, 1));
    }
}
