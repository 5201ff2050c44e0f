package io.parquetry.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Dictionary-encoded strings are decoded once per chunk: every row gets the same String instance. */
class SharedDictionaryStringsTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("message m { required binary s (STRING); }");

    static List<String> readBack(boolean dictionary) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).dictionary(dictionary).pageRowLimit(1_000).build()) {
            for (int i = 0; i < 10_000; i++) {
                w.write(Row.of(SCHEMA, "city-" + (i % 5)));
            }
        }
        List<String> values = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray())); ParquetReader<Row> r = f.rows()) {
            r.forEach(row -> values.add((String) row.get(0)));
        }
        return values;
    }

    @Test
    void dictionaryStringsAreSharedAcrossRowsAndPages() {
        List<String> values = readBack(true);
        assertEquals(10_000, values.size());
        IdentityHashMap<String, Boolean> distinct = new IdentityHashMap<>();
        values.forEach(v -> distinct.put(v, Boolean.TRUE));
        assertEquals(5, distinct.size(), "one String instance per dictionary entry in the chunk");
        assertSame(values.get(0), values.get(9_995));
        assertEquals("city-0", values.get(9_995));
    }

    @Test
    void plainStringsAreDecodedPerValue() {
        List<String> values = readBack(false);
        assertEquals(values.get(0), values.get(5));
        assertNotSame(values.get(0), values.get(5), "the control case: PLAIN pages decode each value");
    }
}
