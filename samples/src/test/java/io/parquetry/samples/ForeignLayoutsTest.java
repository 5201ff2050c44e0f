package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.ParquetField;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Files laid out the way other writers lay them out (2-level lists, bare repeated fields,
 * MAP_KEY_VALUE, other element names, all-optional or all-required columns) read into the same
 * record type.
 */
class ForeignLayoutsTest {
    @ParquetRecord
    record Holding(long id, String name, List<String> tags, Map<String, Long> attrs, List<Integer> nums) {}

    @ParquetRecord
    record ById(@ParquetField(id = 1) long key, @ParquetField(id = 2) String label) {}

    static final String[] LAYOUTS = {
        // parquet-avro's old 2-level lists and Hive's MAP_KEY_VALUE
        """
        message hive {
          required int64 id;
          optional binary name (UTF8);
          optional group tags (LIST) { repeated binary array (UTF8); }
          optional group attrs (MAP_KEY_VALUE) { repeated group map { required binary key (UTF8); optional int64 value; } }
          optional group nums (LIST) { repeated int32 array; }
        }
        """,
        // DuckDB/Spark style: everything optional, 3-level lists, bare repeated field for nums
        """
        message spark {
          optional int64 id;
          optional binary name (STRING);
          optional group tags (LIST) { repeated group list { optional binary element (STRING); } }
          optional group attrs (MAP) { repeated group key_value { required binary key (STRING); optional int64 value; } }
          repeated int32 nums;
        }
        """,
        // other element names and required elements
        """
        message other {
          required int64 id;
          required binary name (STRING);
          required group tags (LIST) { repeated group bag { required binary array_element (STRING); } }
          required group attrs (MAP) { repeated group entries { required binary k (STRING); required int64 v; } }
          optional group nums (LIST) { repeated group items { required int32 value; } }
        }
        """
    };

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void recordsReadFromForeignLayouts(int layout) {
        MessageType schema = MessageTypeParser.parse(LAYOUTS[layout]);
        boolean nullable = layout != 2;
        List<Holding> expected = new ArrayList<>();
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            List<String> tags = i % 4 == 0 ? List.of() : List.of("t" + i, "u");
            Map<String, Long> attrs = new LinkedHashMap<>();
            for (int a = 0; a < i % 3; a++) {
                attrs.put("a" + a, (long) i * a);
            }
            List<Integer> nums = List.of(i, -i);
            String name = nullable && i % 5 == 0 ? null : "n" + i;
            rows.add(Row.of(schema, (long) i, name, new ArrayList<Object>(tags), new LinkedHashMap<Object, Object>(attrs),
                    new ArrayList<Object>(nums)));
            expected.add(new Holding(i, name, tags, attrs, nums));
        }
        byte[] file = writeRows(schema, rows);
        try (ParquetReader<Holding> r = Parquet.reader(Holding.class, new InMemoryInputFile(file)).build()) {
            assertEquals(expected, r.stream().collect(Collectors.toList()));
        }
    }

    @Test
    void nullInAnOptionalFileColumnForARequiredFieldIsAClearError() {
        MessageType schema = MessageTypeParser.parse(LAYOUTS[1]);
        List<Row> rows = List.of(Row.of(schema, 1L, "a", List.of(), Map.of(), List.of()),
                Row.of(schema, null, "b", List.of(), Map.of(), List.of()));
        byte[] file = writeRows(schema, rows);
        ParquetException e = assertThrows(ParquetException.class, () -> {
            try (ParquetReader<Holding> r = Parquet.reader(Holding.class, new InMemoryInputFile(file)).build()) {
                r.forEach(h -> { });
            }
        });
        assertTrue(e.getMessage().contains("column id") && e.getMessage().contains("requires a value"), e.getMessage());
    }

    @Test
    void fieldsMatchByIdBeforeName() {
        MessageType schema = MessageTypeParser.parse("""
                message renamed {
                  optional binary title (STRING) = 2;
                  required int64 primary = 1;
                }
                """);
        byte[] file = writeRows(schema, List.of(Row.of(schema, "x", 7L), Row.of(schema, null, 8L)));
        try (ParquetReader<ById> r = Parquet.reader(ById.class, new InMemoryInputFile(file)).build()) {
            assertEquals(List.of(new ById(7, "x"), new ById(8, null)), r.stream().collect(Collectors.toList()));
        }
    }

    @Test
    void missingOrIncompatibleColumnsFailAtOpenNamingTheField() {
        // (an int32 id would now widen into the long field; a double cannot)
        MessageType schema = MessageTypeParser.parse("message m { required double id; optional binary name (STRING); }");
        byte[] file = writeRows(schema, List.of(Row.of(schema, 1.0, "a")));
        ParquetException e = assertThrows(ParquetException.class,
                () -> Parquet.reader(Holding.class, new InMemoryInputFile(file)).build());
        assertTrue(e.getMessage().contains("field id expects"), e.getMessage());
    }

    static byte[] writeRows(MessageType schema, List<Row> rows) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).pageSize(1024).build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }
}
