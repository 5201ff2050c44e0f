package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two fields of one name in one group (issue 12, part 3), made by renaming a field in the footer
 * of a well-formed file. DuckDB reads the second as {@code name_1}; parquet-java finds fields by
 * name, so it reads the first one's column for both and fails when their types differ ("The
 * requested schema is not compatible with the file schema"). No path can tell such columns apart
 * (projections, filters, record fields name columns by path), so Parquetry refuses the file when
 * it opens, naming the field and its group, whichever way it is opened.
 */
class DuplicateNamesInteropTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("message m { required int64 id; optional int32 b; "
            + "optional group s { optional int32 x; optional binary y (STRING); } }");

    @ParquetRecord
    record Rec(long id, Integer b) {}

    @TempDir
    Path dir;

    static byte[] write() {
        GroupType s = SCHEMA.fields().get(2).asGroup();
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            rows.add(Row.of(SCHEMA, (long) i, i * 10, Row.of(s, i, "y" + i)));
        }
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }

    private void assertRefused(byte[] bytes, String name, String message) throws Exception {
        Path file = dir.resolve(name + ".parquet");
        Files.write(file, bytes);
        Executable[] opens = {
            () -> ParquetFile.open(file).close(),
            () -> ParquetFile.open(new InMemoryInputFile(bytes)).close(),
            () -> Parquet.reader(Rec.class, file).build().close(),
            () -> Parquet.reader(Rec.class, file).rowRange(0, 2).build().close(),
        };
        for (Executable open : opens) {
            ParquetException e = assertThrows(ParquetException.class, open);
            assertTrue(e.getMessage().contains(message), e.getMessage());
        }
        ParquetException e = assertThrows(ParquetException.class, () -> ParquetFile.open(file));
        assertTrue(e.getMessage().startsWith(file.toString() + ": "), e.getMessage());
    }

    @Test
    void twoTopLevelFieldsOfOneName() throws Exception {
        byte[] bytes = ChunkSplice.rename(write(), "b", "id");
        // the data is intact: DuckDB reads it, renaming the second field
        Path file = dir.resolve("duck_top.parquet");
        Files.write(file, bytes);
        List<Map<String, Object>> duck = DuckDbFiles.query("SELECT * FROM read_parquet(" + DuckDbFiles.literal(file) + ")");
        assertEquals(5, duck.size());
        assertEquals(40, duck.get(4).get("id_1"));
        assertRefused(bytes, "top", "the schema has two fields named 'id' at the top level");
    }

    @Test
    void twoNestedFieldsOfOneName() throws Exception {
        assertRefused(ChunkSplice.rename(write(), "y", "x"), "nested", "the schema has two fields named 'x' in group s");
    }

    @Test
    void theSameNameInDifferentGroupsIsFine() throws Exception {
        byte[] bytes = ChunkSplice.rename(write(), "y", "b");
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            List<Row> rows = new ArrayList<>();
            f.rows().forEach(rows::add);
            assertEquals(5, rows.size());
            assertEquals(40, rows.get(4).get("b"));
            assertEquals("y4", ((Row) rows.get(4).get("s")).get("b"));
        }
    }
}
