package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import org.junit.jupiter.api.Test;

/** {@link ColumnReader#constant}: the reader of a column a file lacks that has a declared default. */
class ConstantColumnReaderTest {
    private static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required boolean b;
              required int32 i;
              required int64 l;
              required float f;
              required double d;
              optional binary s (STRING);
              required fixed_len_byte_array(3) x;
              optional group g (LIST) { repeated group list { optional binary element (STRING); } }
            }""");

    private static ColumnDescriptor col(int i) {
        return SCHEMA.columns().get(i);
    }

    private static ColumnReader all(int column, Object value, int n) {
        int max = col(column).maxDefinitionLevel();
        byte[] def = new byte[n];
        java.util.Arrays.fill(def, (byte) max);
        return ColumnReader.constant(col(column), new byte[n], def, n, value, "mem");
    }

    @Test
    void everyGetterReturnsTheValueAtEveryDefinedEntry() {
        ColumnReader b = all(0, true, 3);
        ColumnReader i = all(1, -7, 3);
        ColumnReader l = all(2, Long.MIN_VALUE, 3);
        ColumnReader f = all(3, 1.5f, 3);
        ColumnReader d = all(4, Double.NaN, 3);
        ColumnReader s = all(5, "héllo", 3);
        ColumnReader sb = all(5, new byte[] {'h', 'i'}, 3);
        ColumnReader x = all(6, new byte[] {1, 2, 3}, 3);
        for (int row = 0; row < 3; row++) {
            assertTrue(b.isDefined());
            assertTrue(b.getBoolean());
            assertEquals(-7, i.getInt());
            assertEquals(Long.MIN_VALUE, l.getLong());
            assertEquals(1.5f, f.getFloat());
            assertTrue(Double.isNaN(d.getDouble()));
            assertEquals("héllo", s.getString());
            assertArrayEquals("héllo".getBytes(java.nio.charset.StandardCharsets.UTF_8), s.getBinary());
            assertEquals("hi", sb.getString());
            assertArrayEquals(new byte[] {1, 2, 3}, x.getBinary());
            assertEquals(row, x.row());
            for (ColumnReader r : new ColumnReader[] {b, i, l, f, d, s, sb, x}) {
                r.next();
            }
        }
        assertFalse(x.hasNext());
    }

    @Test
    void entriesBelowTheMaximumStayAbsent() {
        // list column: max def 3; a null list (0), an empty list (1), a null element (2), two values
        byte[] rep = {0, 0, 0, 0, 1};
        byte[] def = {0, 1, 2, 3, 3};
        ColumnReader r = ColumnReader.constant(col(7), rep, def, 5, "v", "mem");
        StringBuilder seen = new StringBuilder();
        while (r.hasNext()) {
            seen.append(r.row()).append(':').append(r.isDefined() ? r.getString() : "-" + r.def()).append(' ');
            r.next();
        }
        assertEquals("0:-0 1:-1 2:-2 3:v 3:v ", seen.toString());
        r = ColumnReader.constant(col(7), rep, def, 5, "v", "mem");
        r.skipToRow(3);
        assertEquals("v", r.getString());
    }

    @Test
    void valuesOfTheWrongPhysicalTypeAreRejected() {
        assertNull(ColumnReader.checkConstant(col(1).type(), 5));
        assertEquals("is a java.lang.Long, but its INT32 column needs an Integer", ColumnReader.checkConstant(col(1).type(), 5L));
        assertEquals("is a byte[2], but its FIXED_LEN_BYTE_ARRAY column needs a byte[3]",
                ColumnReader.checkConstant(col(6).type(), new byte[2]));
        assertEquals("is null, but its BOOLEAN column needs a Boolean", ColumnReader.checkConstant(col(0).type(), null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> all(3, 1.5, 1));
        assertTrue(e.getMessage().contains("is a java.lang.Double, but its FLOAT column needs a Float"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> ColumnReader.constant(col(0), new byte[] {0}, new byte[] {1}, 1, true, "mem"), "def above the maximum");
    }
}
