package io.parquetry.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.metadata.OffsetIndex;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each command's output and exit codes, against the Row API's view of the same files. */
class CommandsTest {
    @TempDir Path tmp;

    private static final Path ALLTYPES = Cli.data("alltypes_plain.parquet");

    @Test
    void schemaPrintsTheFileSchemaAsTextAndJson() {
        Cli.Result r = Cli.run("schema", ALLTYPES.toString());
        assertEquals(0, r.code(), r::toString);
        try (ParquetFile f = ParquetFile.open(ALLTYPES)) {
            assertEquals(f.schema().toString().strip(), r.out().strip());
        }
        Cli.Result json = Cli.run("schema", "--json", Cli.data("nested_maps.snappy.parquet").toString());
        assertEquals(0, json.code(), json::toString);
        assertTrue(json.out().startsWith("{\"name\":\"spark_schema\",\"fields\":[{\"name\":\"a\",\"repetition\":\"OPTIONAL\",\"logicalType\":\"MAP\""),
                json.out());
        assertTrue(json.out().contains("{\"name\":\"key\",\"repetition\":\"REQUIRED\",\"type\":\"BYTE_ARRAY\",\"logicalType\":\"STRING\""), json.out());
    }

    @Test
    void metaShowsChunksStatisticsIndexesAndKeyValueMetadata() {
        Cli.Result r = Cli.run("meta", Cli.data("data_index_bloom_encoding_stats.parquet").toString());
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().contains("created_by: parquet-mr version 1.13.0-SNAPSHOT"), r.out());
        assertTrue(r.out().contains("  writer.model.name = avro\n"), r.out());
        assertTrue(r.out().contains("row group 0: rows 14, bytes 163, compressed 152\n"), r.out());
        assertTrue(r.out().contains("  String: BYTE_ARRAY STRING, codec GZIP, encodings [BIT_PACKED, RLE, PLAIN], values 14, "
                + "compressed 152, uncompressed 163, ratio 1.07, stats min=\"Hello\" max=\"today\" nulls=0, column index yes, "
                + "offset index yes, bloom filter yes"), r.out());
        Cli.Result plain = Cli.run("meta", ALLTYPES.toString());
        assertEquals(11, plain.lines().stream().filter(l -> l.startsWith("  ") && l.contains("codec UNCOMPRESSED")).count(), plain::toString);
    }

    @Test
    void headAndCatPrintRowsInEachFormat() throws Exception {
        Path file = tmp.resolve("t.parquet");
        MessageType schema = MessageTypeParser.parse("message m { required int32 id; optional binary name (STRING); "
                + "optional group tags (LIST) { repeated group list { optional int64 element; } } }");
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, file).build()) {
            w.write(Row.of(schema, 1, "plain", List.of(1L, 2L)));
            w.write(Row.of(schema, 2, "a,b \"q\"", null));
            w.write(Row.of(schema, 3, null, new ArrayList<>(java.util.Arrays.asList(null, 7L))));
        }
        Cli.Result jsonl = Cli.run("cat", file.toString());
        assertEquals(List.of("{\"id\":1,\"name\":\"plain\",\"tags\":[1,2]}", "{\"id\":2,\"name\":\"a,b \\\"q\\\"\",\"tags\":null}",
                "{\"id\":3,\"name\":null,\"tags\":[null,7]}"), jsonl.lines(), jsonl::toString);
        Cli.Result csv = Cli.run("cat", "--format", "csv", file.toString());
        assertEquals("id,name,tags\r\n1,plain,\"[1,2]\"\r\n2,\"a,b \"\"q\"\"\",\r\n3,,\"[null,7]\"\r\n", csv.out());
        Cli.Result table = Cli.run("head", "-n", "2", "--format", "table", "--columns", "id,name", file.toString());
        assertEquals("""
                +----+---------+
                | id | name    |
                +----+---------+
                | 1  | plain   |
                | 2  | a,b "q" |
                +----+---------+
                """, table.out());
        Cli.Result none = Cli.run("head", "-n", "0", file.toString());
        assertEquals("", none.out());
        assertEquals(0, none.code());
    }

    @Test
    void headStopsAfterNRows() {
        Cli.Result r = Cli.run("head", "-n", "3", "--columns", "id", ALLTYPES.toString());
        assertEquals(List.of("{\"id\":4}", "{\"id\":5}", "{\"id\":6}"), r.lines(), r::toString);
    }

    @Test
    void filterSelectsTheRowsThePredicateMatches() {
        check("id > 5 and bool_col = true", row -> (Integer) row.get("id") > 5 && (Boolean) row.get("bool_col"));
        check("id <= 2 or id = 7", row -> (Integer) row.get("id") <= 2 || (Integer) row.get("id") == 7);
        check("not (id != 3)", row -> (Integer) row.get("id") == 3);
        check("bigint_col >= 10 and double_col < 20.2", row -> (Long) row.get("bigint_col") >= 10 && (Double) row.get("double_col") < 20.2);
        check("id is not null and float_col > 0.5", row -> (Float) row.get("float_col") > 0.5f);
        check("id is null", row -> false);
    }

    @Test
    void filterOnStringsDatesAndNulls() {
        Path nulls = Cli.data("nullable.impala.parquet");
        Cli.Result r = Cli.run("cat", "--columns", "id,nested_struct.A", "--filter", "id > 2 and nested_struct.A is null", nulls.toString());
        assertEquals(0, r.code(), r::toString);
        List<String> expected = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(nulls); ParquetReader<Row> rows = f.rows("id", "nested_struct.A")) {
            for (Row row : rows) {
                Row nested = (Row) row.get("nested_struct");
                if ((Long) row.get("id") > 2 && (nested == null || nested.get("A") == null)) {
                    expected.add(Json.value(row));
                }
            }
        }
        assertFalse(expected.isEmpty());
        assertEquals(expected, r.lines());
        Path strings = Cli.data("data_index_bloom_encoding_stats.parquet");
        Cli.Result s = Cli.run("cat", "--filter", "String = 'Hello' or String = 'today'", strings.toString());
        assertEquals(List.of("{\"String\":\"Hello\"}", "{\"String\":\"today\"}"), s.lines(), s::toString);
    }

    @Test
    void badFiltersAreUsageErrorsNamingWhatIsWrong() {
        assertUsage(Cli.run("cat", "--filter", "nosuch > 1", ALLTYPES.toString()), "no column nosuch in the file");
        assertUsage(Cli.run("cat", "--filter", "id >", ALLTYPES.toString()), "expected a value at the end");
        assertUsage(Cli.run("cat", "--filter", "id > 'x'", ALLTYPES.toString()), "value 'x' does not fit column id (INT32)");
        assertUsage(Cli.run("cat", "--filter", "id > 1 junk", ALLTYPES.toString()), "unexpected 'junk'");
        assertUsage(Cli.run("cat", "--filter", "id = 'open", ALLTYPES.toString()), "unterminated string");
        assertUsage(Cli.run("cat", "--columns", "id,nope", ALLTYPES.toString()), "--columns: no field nope");
        assertUsage(Cli.run("cat", "--format", "xml", ALLTYPES.toString()), "--format");
        assertUsage(Cli.run("nosuchcommand"), "nosuchcommand");
    }

    @Test
    void unreadableFilesExitWithThreeAndOneLine() throws Exception {
        Cli.Result missing = Cli.run("schema", tmp.resolve("missing.parquet").toString());
        assertEquals(3, missing.code());
        assertEquals("parquetry: " + tmp.resolve("missing.parquet") + ": no such file\n", missing.err());
        Path text = Files.writeString(tmp.resolve("text.parquet"), "not a parquet file at all");
        Cli.Result notParquet = Cli.run("cat", text.toString());
        assertEquals(3, notParquet.code());
        assertEquals(1, notParquet.err().lines().count(), notParquet::toString);
        assertTrue(notParquet.err().startsWith("parquetry: " + text), notParquet::toString);
        Cli.Result verbose = Cli.run("cat", "--verbose", text.toString());
        assertTrue(verbose.err().contains("\tat io.parquetry."), verbose::toString);
    }

    @Test
    void encryptedFilesReadWithKeysInEveryForm() throws Exception {
        Path file = Cli.data("uniform_encryption.parquet.encrypted");
        Cli.Result without = Cli.run("schema", file.toString());
        assertEquals(3, without.code());
        assertTrue(without.err().contains("decryption keys are required to read it (give them with --footer-key KEY"), without::toString);
        byte[] key = "0123456789012345".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        Path raw = Files.write(tmp.resolve("footer.key"), key);
        Path text = Files.writeString(tmp.resolve("footer.txt"), "hex:" + Cli.hex("0123456789012345") + "\n");
        for (String form : List.of("0123456789012345", "hex:" + Cli.hex("0123456789012345"), "HEX:" + Cli.hex("0123456789012345").toUpperCase(),
                "base64:" + java.util.Base64.getEncoder().encodeToString(key), "@" + raw, "@" + text)) {
            Cli.Result with = Cli.run("head", "-n", "2", "--columns", "double_field", "--footer-key", form, file.toString());
            assertEquals(0, with.code(), () -> form + ": " + with);
            assertEquals(List.of("{\"double_field\":0.0}", "{\"double_field\":1.1111111}"), with.lines(), form);
        }
        String wrong = "0123456789012399";
        Cli.Result wrongKey = Cli.run("schema", "--footer-key", wrong, file.toString());
        assertEquals(3, wrongKey.code());
        assertTrue(wrongKey.err().contains("failed authentication"), wrongKey::toString);
        assertFalse(wrongKey.err().contains(wrong), "the key must not appear in messages");
        assertUsage(Cli.run("schema", "--footer-key", "zz", file.toString()),
                "--footer-key: not a key (2 characters); give hex:HEX, base64:B64, a 16, 24 or 32-character string, or @FILE");
        assertUsage(Cli.run("schema", "--footer-key", "hex:0011", file.toString()), "--footer-key: an AES key has 16, 24 or 32 bytes, this one has 2");
        assertUsage(Cli.run("schema", "--footer-key", "hex:0g", file.toString()), "--footer-key: hex: needs an even number of hexadecimal digits");
        assertUsage(Cli.run("schema", "--footer-key", "@" + tmp.resolve("none.key"), file.toString()), "--footer-key: cannot read key file");
    }

    @Test
    void checkReportsEachBadPageOnceAndExitsWithOne() {
        Path bad = Cli.data("datapage_v1-corrupt-checksum.parquet");
        Cli.Result r = Cli.run("check", bad.toString(), ALLTYPES.toString());
        assertEquals(1, r.code(), r::toString);
        assertEquals(List.of(bad + ": row group 0, column a, offset 4: DATA_PAGE CRC mismatch",
                bad + ": row group 0, column b, offset 30808: DATA_PAGE CRC mismatch",
                "checked 2 files: 2 problems"), r.lines());
        Cli.Result good = Cli.run("check", ALLTYPES.toString(), Cli.data("datapage_v1-snappy-compressed-checksum.parquet").toString());
        assertEquals(0, good.code(), good::toString);
        assertEquals(List.of("checked 2 files: no problems"), good.lines());
        Cli.Result malformed = Cli.run("check", Cli.data("nation.dict-malformed.parquet").toString());
        assertEquals(1, malformed.code());
        assertTrue(malformed.out().contains("row group 0, column name, offset 421: page of 28 bytes runs past the chunk's end (13 bytes left)"), malformed::toString);
        Path zeroRows = Cli.data("repeated_no_annotation.parquet");
        Cli.Result footer = Cli.run("check", zeroRows.toString());
        assertEquals(List.of(zeroRows + ": row groups hold 6 rows, the footer says 0", "checked 1 file: 1 problem"), footer.lines());
    }

    @Test
    void pagesListsHeadersAndPageIndexEntries() {
        Path file = Cli.data("alltypes_tiny_pages.parquet");
        Cli.Result r = Cli.run("pages", "--column", "id", file.toString());
        assertEquals(0, r.code(), r::toString);
        try (ParquetFile f = ParquetFile.open(file)) {
            OffsetIndex oi = f.offsetIndex(0, "id");
            int pages = oi.pages().size();
            assertTrue(r.out().startsWith("row group 0, column id: INT32, codec UNCOMPRESSED, " + pages + " pages\n"), r.out());
            assertEquals(pages, r.lines().stream().filter(l -> l.matches("  page \\d+ at \\d+: DATA_PAGE, .*")).count());
            assertTrue(r.out().contains("  offset index: " + pages + " pages\n"), r.out());
            var second = oi.pages().get(1);
            assertTrue(r.out().contains("    page 1: offset " + second.offset() + ", " + second.compressedSize() + " bytes, first row "
                    + second.firstRowIndex() + "\n"), r.out());
            assertTrue(r.out().contains("  page 1 at " + second.offset() + ": DATA_PAGE"), r.out());
        }
        Cli.Result crc = Cli.run("pages", Cli.data("datapage_v1-snappy-compressed-checksum.parquet").toString());
        assertTrue(crc.out().contains(", crc ok"), crc::toString);
        assertUsage(Cli.run("pages", "--column", "nope", file.toString()), "--column: no leaf column nope");
    }

    private static void check(String filter, Predicate<Row> predicate) {
        Cli.Result r = Cli.run("cat", "--filter", filter, ALLTYPES.toString());
        assertEquals(0, r.code(), r::toString);
        List<String> expected = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(ALLTYPES); ParquetReader<Row> rows = f.rows()) {
            for (Row row : rows) {
                if (predicate.test(row)) {
                    expected.add(Json.value(row));
                }
            }
        }
        assertEquals(expected, r.lines(), filter);
    }

    private static void assertUsage(Cli.Result r, String message) {
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains(message), () -> "expected '" + message + "' in\n" + r);
        assertFalse(r.err().contains("\tat "), r::toString);
    }

}
