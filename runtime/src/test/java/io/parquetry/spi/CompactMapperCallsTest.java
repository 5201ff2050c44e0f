package io.parquetry.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.MessageTypeParser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The sink and source calls that keep generated mappers short ({@code writeStringOrNull},
 * {@code writeNulls}, {@code takeNull}, {@code skip}) do what the spelled-out code did.
 */
class CompactMapperCallsTest {
    private static final ColumnDescriptor COLUMN =
            MessageTypeParser.parse("message m { optional binary s (STRING); }").columns().get(0);

    /** Records every call as text. */
    private static class Recording extends DiscardingColumnSink {
        final List<String> calls;

        Recording(List<String> calls) {
            super(COLUMN);
            this.calls = calls;
        }

        @Override
        public void writeNull(int rep, int def) {
            calls.add("null " + rep + " " + def);
        }

        @Override
        public void writeString(String v, int rep, int def) {
            calls.add("string " + v + " " + rep + " " + def);
        }

        @Override
        public void writeLong(long v, int rep, int def) {
            calls.add("long " + v + " " + rep + " " + def);
        }

        @Override
        public void writeDouble(double v, int rep, int def) {
            calls.add("double " + v + " " + rep + " " + def);
        }

        @Override
        public void writeBinary(byte[] v, int rep, int def) {
            calls.add("binary " + v.length + " " + rep + " " + def);
        }
    }

    @Test
    void orNullWritesTheValueAtDefOrANullOneLevelBelow() {
        List<String> calls = new ArrayList<>();
        Recording sink = new Recording(calls);
        sink.writeStringOrNull("a", 1, 3);
        sink.writeStringOrNull(null, 0, 3);
        sink.writeLongOrNull(7L, 0, 2);
        sink.writeLongOrNull(null, 1, 2);
        sink.writeDoubleOrNull(1.5, 0, 1);
        sink.writeDoubleOrNull(null, 0, 1);
        sink.writeBinaryOrNull(new byte[2], 0, 1);
        sink.writeBinaryOrNull(null, 0, 1);
        assertEquals(List.of("string a 1 3", "null 0 2", "long 7 0 2", "null 1 1", "double 1.5 0 1", "null 0 0",
                "binary 2 0 1", "null 0 0"), calls);
    }

    @Test
    void writeNullsCoversExactlyTheGivenColumns() {
        List<String> calls = new ArrayList<>();
        ColumnSink[] sinks = new ColumnSink[5];
        for (int i = 0; i < sinks.length; i++) {
            int index = i;
            sinks[i] = new Recording(calls) {
                @Override
                public void writeNull(int rep, int def) {
                    calls.add(index + ": null " + rep + " " + def);
                }
            };
        }
        ColumnSink.writeNulls(sinks, 1, 3, 2, 4);
        assertEquals(List.of("1: null 2 4", "2: null 2 4", "3: null 2 4"), calls);
    }

    /** A source over given definition levels (maximum 2); the value of entry i is "i". */
    private static final class ListSource implements TakingSource {
        private final int[] defs;
        int at;

        ListSource(int... defs) {
            this.defs = defs;
        }

        @Override public ColumnDescriptor column() { return COLUMN; }
        @Override public boolean hasNext() { return at < defs.length; }
        @Override public int rep() { return 0; }
        @Override public int def() { return defs[at]; }
        @Override public boolean isDefined() { return defs[at] == 2; }
        @Override public void next() { at++; }
        @Override public String getString() { return Integer.toString(at); }
        @Override public boolean takeBoolean() { throw new UnsupportedOperationException(); }
        @Override public int takeInt() { throw new UnsupportedOperationException(); }
        @Override public long takeLong() { throw new UnsupportedOperationException(); }
        @Override public float takeFloat() { throw new UnsupportedOperationException(); }
        @Override public double takeDouble() { throw new UnsupportedOperationException(); }
        @Override public byte[] takeBinary() { throw new UnsupportedOperationException(); }

        @Override
        public String takeString() {
            String v = getString();
            next();
            return v;
        }
    }

    @Test
    void takeNullSkipsOnlyAnEntryBelowTheGivenLevel() {
        ListSource source = new ListSource(0, 1, 2, 2);
        assertTrue(source.takeNull(1));
        assertEquals(1, source.at);
        assertFalse(source.takeNull(1));
        assertEquals(1, source.at);
        assertNull(source.takeNull(2) ? null : source.takeString());
        assertEquals(2, source.at);
        assertEquals("2", source.takeNull(2) ? null : source.takeString());
        assertEquals(3, source.at);
    }

    @Test
    void skipMovesExactlyTheGivenSources() {
        ListSource[] sources = {new ListSource(0, 0), new ListSource(0, 0), new ListSource(0, 0)};
        ColumnSource.skip(sources, 1, 2);
        assertEquals(0, sources[0].at);
        assertEquals(1, sources[1].at);
        assertEquals(1, sources[2].at);
    }
}
