package io.parquetry.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.metadata.RowGroupMetadata;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code recover}: files cut short, rebuilt from their complete row groups, read back against the rows written. */
class RecoverCommandTest {
    private static final String SCHEMA_TEXT = "message m { required int64 id; optional binary name (STRING); optional double score; }";
    private static final MessageType SCHEMA = MessageTypeParser.parse(SCHEMA_TEXT);
    /** The writer checks the row group size every 64 rows: with a 1-byte target, every row group has 64 rows. */
    private static final int GROUP_ROWS = 64;

    @TempDir Path tmp;

    private static List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < GROUP_ROWS * 4; i++) {
            rows.add(Row.of(SCHEMA, i * 3L, i % 7 == 0 ? null : "name" + i, i % 5 == 0 ? null : i * 0.5));
        }
        return rows;
    }

    private static Path write(Path file, int cumulativeFooterEvery) {
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, file).rowGroupSize(1).cumulativeFooterEvery(cumulativeFooterEvery).build()) {
            rows().forEach(w::write);
        }
        return file;
    }

    private static List<String> read(Path file) {
        List<String> out = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> r = f.rows()) {
            r.forEach(row -> out.add(row.toString()));
        }
        return out;
    }

    /** The file cut in the middle of its third row group: two complete row groups remain. */
    private Path truncated(Path file, String name) throws Exception {
        List<RowGroupMetadata> groups;
        try (ParquetFile f = ParquetFile.open(file)) {
            groups = f.rowGroups();
        }
        assertEquals(4, groups.size());
        long third = groups.get(2).fileOffset();
        long cut = third + groups.get(2).totalCompressedSize() / 2;
        Path damaged = tmp.resolve(name);
        Files.write(damaged, Arrays.copyOf(Files.readAllBytes(file), (int) cut));
        return damaged;
    }

    @Test
    void recoversTheCompleteRowGroupsOfATruncatedFileWithItsSchema() throws Exception {
        Path damaged = truncated(write(tmp.resolve("whole.parquet"), 0), "cut.parquet");
        Path schemaFile = tmp.resolve("schema.txt");
        Files.writeString(schemaFile, SCHEMA_TEXT);
        Path out = tmp.resolve("recovered.parquet");
        Cli.Result r = Cli.run("recover", damaged.toString(), out.toString(), "--schema", schemaFile.toString());
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.err().isEmpty(), r::toString);
        List<String> lines = r.lines();
        assertEquals("recovered 2 row groups, 128 rows into " + out, lines.get(0), r::toString);
        assertEquals("  0 from a cumulative footer, 2 rebuilt by scanning pages", lines.get(1), r::toString);
        long size = Files.size(damaged);
        assertTrue(lines.get(2).matches("  kept \\d+ bytes; discarded \\d+ bytes"), r::toString);
        String[] words = lines.get(2).trim().split(" ");
        assertEquals(size, Long.parseLong(words[1]) + Long.parseLong(words[4]), r::toString);
        assertTrue(lines.get(3).startsWith("  stopped at offset " + words[1] + ": "), r::toString);
        assertEquals(4, lines.size(), r::toString);
        List<String> expected = rows().subList(0, 2 * GROUP_ROWS).stream().map(Row::toString).toList();
        assertEquals(expected, read(out));
        // the damaged file is left as it was
        assertEquals(size, Files.size(damaged));
        // the schema as text, or @FILE, works the same
        Path out2 = tmp.resolve("recovered2.parquet");
        Cli.Result text = Cli.run("recover", "--schema", SCHEMA_TEXT, damaged.toString(), out2.toString());
        assertEquals(0, text.code(), text::toString);
        assertEquals(expected, read(out2));
        Path out3 = tmp.resolve("recovered3.parquet");
        Cli.Result at = Cli.run("recover", "--schema", "@" + schemaFile, damaged.toString(), out3.toString());
        assertEquals(0, at.code(), at::toString);
        assertEquals(expected, read(out3));
    }

    @Test
    void aFileWithCumulativeFootersNeedsNoSchema() throws Exception {
        Path damaged = truncated(write(tmp.resolve("whole.parquet"), 1), "cut.parquet");
        Path out = tmp.resolve("recovered.parquet");
        Cli.Result r = Cli.run("recover", damaged.toString(), out.toString());
        assertEquals(0, r.code(), r::toString);
        assertEquals("recovered 2 row groups, 128 rows into " + out, r.lines().get(0), r::toString);
        assertEquals("  2 from a cumulative footer, 0 rebuilt by scanning pages", r.lines().get(1), r::toString);
        assertEquals(rows().subList(0, 2 * GROUP_ROWS).stream().map(Row::toString).toList(), read(out));
    }

    @Test
    void anIntactFileIsCopied() {
        Path whole = write(tmp.resolve("whole.parquet"), 0);
        Path out = tmp.resolve("copy.parquet");
        Cli.Result r = Cli.run("recover", whole.toString(), out.toString());
        assertEquals(0, r.code(), r::toString);
        assertEquals(List.of("recovered 4 row groups, 256 rows into " + out, "  the file was intact (complete footer): copied as it is"),
                r.lines().subList(0, 2), r::toString);
        assertEquals(rows().stream().map(Row::toString).toList(), read(out));
    }

    @Test
    void failuresSayWhyAndWriteNothing() throws Exception {
        Path damaged = truncated(write(tmp.resolve("whole.parquet"), 0), "cut.parquet");
        Path out = tmp.resolve("recovered.parquet");
        Cli.Result noSchema = Cli.run("recover", damaged.toString(), out.toString());
        assertEquals(Main.UNREADABLE, noSchema.code(), noSchema::toString);
        assertEquals("parquetry: " + damaged + ": the file has no footer and no cumulative footer, so its schema is unknown:"
                + " give the schema it was written with: --schema FILE\n", noSchema.err(), noSchema::toString);
        assertFalse(Files.exists(out));
        Path garbage = tmp.resolve("garbage.parquet");
        Files.writeString(garbage, "not parquet at all");
        Cli.Result notParquet = Cli.run("recover", garbage.toString(), out.toString(), "--schema", SCHEMA_TEXT);
        assertEquals(Main.UNREADABLE, notParquet.code(), notParquet::toString);
        assertTrue(notParquet.err().startsWith("parquetry: " + garbage + ": not a Parquet file"), notParquet::toString);
        assertFalse(Files.exists(out));
        Cli.Result missing = Cli.run("recover", tmp.resolve("none.parquet").toString(), out.toString());
        assertEquals(Main.UNREADABLE, missing.code(), missing::toString);
        assertEquals("parquetry: " + tmp.resolve("none.parquet") + ": no such file\n", missing.err(), missing::toString);
        Cli.Result same = Cli.run("recover", damaged.toString(), damaged.toString());
        assertEquals(Main.USAGE, same.code(), same::toString);
        assertTrue(same.err().contains("OUT must not be IN"), same::toString);
        Cli.Result badSchema = Cli.run("recover", "--schema", "message m { nonsense }", damaged.toString(), out.toString());
        assertEquals(Main.USAGE, badSchema.code(), badSchema::toString);
        assertTrue(badSchema.err().startsWith("parquetry: --schema: "), badSchema::toString);
        assertFalse(Files.exists(out));
    }
}
