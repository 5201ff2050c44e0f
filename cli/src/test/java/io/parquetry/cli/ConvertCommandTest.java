package io.parquetry.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.base.Compression;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.io.BufferedWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code convert} end to end: CSV and JSONL inputs of every supported type are written, then read
 * back with Parquetry (value by value against the values the input was printed from) and with
 * DuckDB (value by value against {@code cat}); bad values name line and column and leave no
 * file; a large input converts in a child JVM whose heap could not hold it.
 */
class ConvertCommandTest {
    @TempDir Path tmp;

    private static final String FLAT_SCHEMA = """
            message flat {
              required int32 id;
              optional boolean flag;
              optional int32 i8 (INTEGER(8,true));
              optional int32 u16 (INTEGER(16,false));
              optional int32 u32 (INTEGER(32,false));
              optional int64 big;
              optional int64 u64 (INTEGER(64,false));
              optional float f;
              optional double d;
              optional binary s (STRING);
              required binary rs (STRING);
              optional int32 dec9 (DECIMAL(9,2));
              optional int64 dec18 (DECIMAL(18,4));
              optional fixed_len_byte_array(16) dec38 (DECIMAL(38,10));
              optional binary decb (DECIMAL(20,3));
              optional int32 day (DATE);
              optional int64 ts_utc (TIMESTAMP(MICROS,true));
              optional int64 ts_local (TIMESTAMP(MILLIS,false));
              optional int64 ts_nanos (TIMESTAMP(NANOS,true));
              optional int32 t_ms (TIME(MILLIS,false));
              optional int64 t_us (TIME(MICROS,false));
              optional fixed_len_byte_array(16) u (UUID);
              optional binary b;
              optional fixed_len_byte_array(4) fx;
              optional binary e (ENUM);
              optional binary j (JSON);
            }
            """;

    /** The columns' values row by row, as the Row API reads them; the inputs are printed from these. */
    private static final List<List<Object>> FLAT_ROWS = List.of(
            Arrays.asList(0, true, -128, 0, 0L, Long.MIN_VALUE, BigInteger.ZERO, 1.5f, -2.25, "plain", "r",
                    new BigDecimal("1234567.89"), new BigDecimal("-12345678901234.5678"), new BigDecimal("1234567890123456789012345678.0123456789"),
                    new BigDecimal("-12345678901234567.891"), LocalDate.of(2024, 2, 29), Instant.parse("2024-02-29T12:34:56.789123Z"),
                    LocalDateTime.parse("2024-02-29T12:34:56.789"), Instant.parse("2024-02-29T12:34:56.123456789Z"),
                    LocalTime.parse("23:59:59.999"), LocalTime.parse("00:00:00.000001"), UUID.fromString("123e4567-e89b-12d3-a456-426614174000"),
                    new byte[] {0, 1, 2, (byte) 255}, new byte[] {9, 8, 7, 6}, "RED", "{\"a\":[1,2]}"),
            Arrays.asList(1, false, 127, 65535, 4294967295L, Long.MAX_VALUE, new BigInteger("18446744073709551615"), Float.NaN,
                    Double.NEGATIVE_INFINITY, "with, comma and \"quotes\"", "", new BigDecimal("-0.01"), new BigDecimal("0.0001"),
                    new BigDecimal("-0.0000000001"), new BigDecimal("0.000"), LocalDate.of(1900, 1, 1),
                    Instant.parse("1969-12-31T23:59:59.999999Z"), LocalDateTime.parse("1970-01-01T00:00"),
                    Instant.parse("2262-04-11T23:47:16.854775806Z"), LocalTime.MIDNIGHT, LocalTime.parse("12:00"),
                    UUID.fromString("00000000-0000-0000-0000-000000000000"), new byte[0], new byte[] {0, 0, 0, 0}, "GREEN", "[]"),
            Arrays.asList(2, null, null, null, null, null, null, null, null, null, "x", null, null, null, null, null, null, null,
                    null, null, null, null, null, null, null, null),
            Arrays.asList(3, true, 0, 1, 1L, 0L, BigInteger.ONE, Float.MAX_VALUE, 1.0E-300, "line\nbreak and ünïcødé ✓", "two\r\nlines",
                    new BigDecimal("0.00"), new BigDecimal("99999999999999.9999"), new BigDecimal("9999999999999999999999999999.9999999999"),
                    new BigDecimal("1.500"), LocalDate.of(1, 1, 1), Instant.parse("1900-01-01T00:00:00Z"),
                    LocalDateTime.parse("2999-12-31T23:59:59.999"), Instant.parse("1677-09-21T00:12:44.123456Z"),
                    LocalTime.parse("10:15:30"), LocalTime.parse("23:59:59.999999"), UUID.fromString("ffffffff-ffff-ffff-ffff-ffffffffffff"),
                    "x,\"y\"".getBytes(StandardCharsets.UTF_8), new byte[] {-1, -1, -1, -1}, "BLUE", "{\"k\":\"v, w\"}"),
            Arrays.asList(4, false, -1, 2, 2L, 42L, new BigInteger("9223372036854775808"), Float.NEGATIVE_INFINITY, -0.0, "",
                    "r4", new BigDecimal("9999999.99"), new BigDecimal("-0.0001"), new BigDecimal("0E-10"),
                    new BigDecimal("99999999999999999.999"), LocalDate.of(9999, 12, 31), Instant.parse("2024-06-01T08:00:00Z"),
                    LocalDateTime.parse("2024-06-01T10:00:00.5"), Instant.parse("2024-06-01T08:00:00Z"),
                    LocalTime.parse("00:00:00.001"), LocalTime.parse("01:02:03"), UUID.fromString("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"),
                    "unicode ✓".getBytes(StandardCharsets.UTF_8), new byte[] {1, 2, 3, 4}, "RED", "null"));

    private static final MessageType FLAT = MessageTypeParser.parse(FLAT_SCHEMA);

    @Test
    void csvOfEveryTypeConvertsAndReadsBackWithParquetryAndDuckDb() throws Exception {
        Path in = tmp.resolve("flat.csv");
        StringBuilder csv = new StringBuilder();
        csv.append(String.join(",", names(FLAT))).append("\r\n");
        for (List<Object> row : FLAT_ROWS) {
            List<String> cells = new ArrayList<>();
            for (Object v : row) {
                cells.add(csvCell(v));
            }
            csv.append(String.join(",", cells)).append(row.get(0).equals(3) ? "\n" : "\r\n");
        }
        Files.writeString(in, csv);
        Path schema = Files.writeString(tmp.resolve("flat.schema"), FLAT_SCHEMA);
        Path out = tmp.resolve("flat-csv.parquet");
        Cli.Result r = Cli.run("convert", in.toString(), out.toString(), "--schema", "@" + schema);
        assertEquals(0, r.code(), r::toString);
        assertEquals(List.of("wrote 5 rows to " + out), r.lines());
        assertRows(out, FLAT, FLAT_ROWS);
        assertDuckDbAgreesWithCat(out);
    }

    @Test
    void jsonlOfEveryTypeConvertsToTheSameValues() throws Exception {
        Path in = tmp.resolve("flat.jsonl");
        StringBuilder jsonl = new StringBuilder();
        for (List<Object> row : FLAT_ROWS) {
            StringBuilder sb = new StringBuilder("{");
            for (int i = 0; i < row.size(); i++) {
                if (row.get(i) == null && i % 2 == 0) {
                    continue; // a missing key is null too
                }
                sb.append(sb.length() > 1 ? ", " : "");
                Json.string(sb, FLAT.field(i).name());
                sb.append(": ").append(jsonValue(row.get(i)));
            }
            jsonl.append(sb.append('}')).append('\n');
            if (row.get(0).equals(1)) {
                jsonl.append("   \n"); // blank lines are skipped
            }
        }
        Files.writeString(in, jsonl);
        Path out = tmp.resolve("flat-jsonl.parquet");
        Cli.Result r = Cli.run("convert", in.toString(), out.toString(), "--schema", FLAT_SCHEMA, "--compression", "zstd",
                "--page-version", "V2");
        assertEquals(0, r.code(), r::toString);
        assertRows(out, FLAT, FLAT_ROWS);
        try (ParquetFile f = ParquetFile.open(out)) {
            assertTrue(f.rowGroups().get(0).columns().stream().allMatch(c -> c.compression() == Compression.ZSTD));
        }
        Cli.Result pages = Cli.run("pages", out.toString());
        assertTrue(pages.out().contains("DATA_PAGE_V2") && !pages.out().contains("DATA_PAGE "), pages::toString);
        assertDuckDbAgreesWithCat(out);
    }

    private static final String NESTED_SCHEMA = """
            message nested {
              required int64 id;
              optional group tags (LIST) { repeated group list { optional binary element (STRING); } }
              optional group scores (MAP) { repeated group key_value { required binary key (STRING); optional double value; } }
              optional group point { required int32 x; optional binary label (STRING); }
              optional group events (LIST) {
                repeated group list { required group element { required int64 at (TIMESTAMP(MILLIS,true)); optional int32 code; } }
              }
              optional group by_day (MAP) { repeated group key_value { required int32 key (DATE); required group value (LIST) {
                repeated group list { required int32 element; } } } }
              repeated int32 bare;
            }
            """;

    @Test
    void jsonlWithListsMapsAndGroupsConvertsAndReadsBackWithParquetryAndDuckDb() throws Exception {
        MessageType schema = MessageTypeParser.parse(NESTED_SCHEMA);
        GroupType point = schema.field("point").asGroup();
        GroupType event = schema.field("events").asGroup().field(0).asGroup().field(0).asGroup();
        Path in = Files.writeString(tmp.resolve("nested.jsonl"), """
                {"id": 1, "tags": ["a", null, "c, d"], "scores": {"x": 1.5, "y": null}, "point": {"x": 7, "label": "p"}, \
                "events": [{"at": "2024-01-02T03:04:05.006Z", "code": 3}, {"at": "2024-01-02T03:04:05Z"}], \
                "by_day": {"2024-01-02": [1, 2], "2024-01-03": []}, "bare": [5, 6]}
                {"id": 2, "tags": [], "scores": {}, "point": {"x": -1}, "events": [], "by_day": {}, "bare": []}
                {"id": 3, "tags": null, "scores": null, "point": null, "events": null, "by_day": null}
                """);
        Path out = tmp.resolve("nested.parquet");
        Cli.Result r = Cli.run("convert", in.toString(), out.toString(), "--schema", NESTED_SCHEMA);
        assertEquals(0, r.code(), r::toString);
        Map<Object, Object> scores = new LinkedHashMap<>();
        scores.put("x", 1.5);
        scores.put("y", null);
        Map<Object, Object> byDay = new LinkedHashMap<>();
        byDay.put(LocalDate.of(2024, 1, 2), List.of(1, 2));
        byDay.put(LocalDate.of(2024, 1, 3), List.of());
        assertRows(out, schema, List.of(
                Arrays.asList(1L, Arrays.asList("a", null, "c, d"), scores, Row.of(point, 7, "p"),
                        List.of(Row.of(event, Instant.parse("2024-01-02T03:04:05.006Z"), 3), Row.of(event, Instant.parse("2024-01-02T03:04:05Z"), null)),
                        byDay, List.of(5, 6)),
                Arrays.asList(2L, List.of(), Map.of(), Row.of(point, -1, null), List.of(), Map.of(), List.of()),
                Arrays.asList(3L, null, null, null, null, null, List.of())));
        assertDuckDbAgreesWithCat(out);
        // the same file from CSV: lists, maps and groups as JSON text in their cells
        Path csv = Files.writeString(tmp.resolve("nested.csv"), """
                id,tags,scores,point,events,by_day,bare
                1,"[""a"",null,""c, d""]","{""x"":1.5,""y"":null}","{""x"":7,""label"":""p""}",\
                "[{""at"":""2024-01-02T03:04:05.006Z"",""code"":3},{""at"":""2024-01-02T03:04:05Z""}]",\
                "{""2024-01-02"":[1,2],""2024-01-03"":[]}","[5,6]"
                2,[],{},"{""x"":-1}",[],{},[]
                3,,,,,,
                """);
        Path fromCsv = tmp.resolve("nested-csv.parquet");
        Cli.Result rc = Cli.run("convert", csv.toString(), fromCsv.toString(), "--schema", NESTED_SCHEMA);
        assertEquals(0, rc.code(), rc::toString);
        assertEquals(Cli.run("cat", out.toString()).out(), Cli.run("cat", fromCsv.toString()).out());
    }

    /** Types DuckDB does not read the same way (FLOAT16, INT96) and legacy converted types: read back with Parquetry. */
    @Test
    void legacyAndHalfPrecisionTypes() throws Exception {
        String schema = "message m { required int96 legacy; optional fixed_len_byte_array(2) half (FLOAT16); optional binary bs (BSON);"
                + " optional binary name (UTF8); optional int64 at (TIMESTAMP_MILLIS); optional int32 t (TIME_MILLIS); optional int32 u8 (UINT_8); }";
        Path in = Files.writeString(tmp.resolve("legacy.jsonl"), """
                {"legacy": "2024-01-31T10:00:00.123456789Z", "half": 1.5, "bs": "AAEC", "name": "n", "at": "2024-01-31T10:00:00.5Z", "t": "10:00:00.25", "u8": 255}
                {"legacy": "1900-01-01T00:00:00Z", "half": "-Infinity", "bs": null, "name": "", "at": null, "t": null, "u8": 0}
                """);
        Path out = tmp.resolve("legacy.parquet");
        Cli.Result r = Cli.run("convert", in.toString(), out.toString(), "--schema", schema);
        assertEquals(0, r.code(), r::toString);
        assertRows(out, MessageTypeParser.parse(schema), List.of(
                Arrays.asList(Instant.parse("2024-01-31T10:00:00.123456789Z"), 1.5f, new byte[] {0, 1, 2}, "n",
                        Instant.parse("2024-01-31T10:00:00.5Z"), LocalTime.parse("10:00:00.25"), 255),
                Arrays.asList(Instant.parse("1900-01-01T00:00:00Z"), Float.NEGATIVE_INFINITY, null, "", null, null, 0)));
        Files.writeString(in, "{\"legacy\": \"2024-01-31T10:00:00Z\", \"half\": 70000, \"u8\": 256}\n");
        assertBadInput(Cli.run("convert", in.toString(), out.toString() + "2", "--schema", schema),
                in + ": line 1, column half: '70000' is outside the range of FLOAT16 (65504)", Path.of(out + "2"));
    }

    @Test
    void csvOptionsDelimiterColumnOrderAndMissingOptionalColumns() throws Exception {
        String schema = "message m { required int32 id; optional binary name (STRING); optional double score; }";
        Path in = Files.writeString(tmp.resolve("t.txt"), "\uFEFFscore\tid\n1.5\t1\n\t2\n");
        Path out = tmp.resolve("t.parquet");
        Cli.Result r = Cli.run("convert", in.toString(), out.toString(), "--schema", schema, "--format", "CSV", "--delimiter", "tab",
                "--row-group-size", "1k");
        assertEquals(0, r.code(), r::toString);
        assertEquals(List.of("{\"id\":1,\"name\":null,\"score\":1.5}", "{\"id\":2,\"name\":null,\"score\":null}"),
                Cli.run("head", "-n", "2", out.toString()).lines());
        // a quoted empty field is an empty string: not a DOUBLE
        Files.writeString(in, "score;id\n1.5;1\n\"\";3\n");
        Path out2 = tmp.resolve("t2.parquet");
        Cli.Result quotedEmpty = Cli.run("convert", in.toString(), out2.toString(), "--schema", schema, "--format", "csv", "--delimiter", ";");
        assertBadInput(quotedEmpty, in + ": line 3, column score: '' is not a number for DOUBLE", out2);
    }

    @Test
    void aValueThatDoesNotFitNamesLineAndColumnAndLeavesNoFile() throws Exception {
        String schema = "message m { required int32 id; optional int32 small (INTEGER(8,true)); optional int32 price (DECIMAL(9,2));"
                + " optional int32 day (DATE); optional int64 at (TIMESTAMP(MILLIS,true)); optional int64 local (TIMESTAMP(MICROS,false));"
                + " optional fixed_len_byte_array(16) u (UUID); optional fixed_len_byte_array(2) two; optional boolean ok;"
                + " optional float f; optional group l (LIST) { repeated group list { required int32 element; } } }";
        Map<String, String> cases = new LinkedHashMap<>();
        cases.put("id\n1\n12x\n", "line 3, column id: '12x' is not a number for INT32");
        cases.put("id\n1\n2147483648\n", "line 3, column id: 2147483648 is outside the range of INT32 [-2147483648, 2147483647]");
        cases.put("id\n1.5\n", "line 2, column id: '1.5' is not a whole number for INT32");
        cases.put("id,small\n1,127\n2,128\n", "line 3, column small: 128 is outside the range of INTEGER(8,true) [-128, 127]");
        cases.put("id,price\n1,1.234\n", "line 2, column price: 1.234 has more than 2 decimal places for DECIMAL(9,2)");
        cases.put("id,price\n1,12345678.00\n", "line 2, column price: 12345678.00 has more than 9 digits for DECIMAL(9,2)");
        cases.put("id,day\n1,2024-02-30\n", "line 2, column day: '2024-02-30' is not DATE");
        cases.put("id,day\n1,2024/01/01\n", "line 2, column day: '2024/01/01' is not DATE");
        cases.put("id,at\n1,2024-01-01T00:00:00.0001Z\n", "line 2, column at: '2024-01-01T00:00:00.0001Z' is more precise than MILLIS");
        cases.put("id,local\n1,2024-01-01T00:00:00+02:00\n", "line 2, column local: '2024-01-01T00:00:00+02:00' has a UTC offset, but "
                + "TIMESTAMP(MICROS,false) is a local date-time");
        cases.put("id,u\n1,123e4567-e89b-12d3-a456\n", "line 2, column u: '123e4567-e89b-12d3-a456' is not a UUID");
        cases.put("id,two\n1,AAAA\n", "line 2, column two: decodes to 3 bytes, the column holds exactly 2");
        cases.put("id,two\n1,not base64!\n", "line 2, column two: 'not base64!' is not base64");
        cases.put("id,ok\n1,yes\n", "line 2, column ok: 'yes' is not a BOOLEAN (true or false)");
        cases.put("id,f\n1,1e39\n", "line 2, column f: '1e39' is outside the range of FLOAT");
        cases.put("id,f\n1,0x1p3\n", "line 2, column f: '0x1p3' is not a number for FLOAT");
        cases.put("id,small\n1,2\n,3\n", "line 3, column id: the column is required but the value is missing or null");
        cases.put("small\n1\n", "line 2, column id: the column is required but the value is missing or null");
        cases.put("id,l\n1,\"[1,null]\"\n", "line 2, column l.list.element: the column is required but the value is missing or null");
        cases.put("id,l\n1,[1\n", "line 2, column l: expected JSON text for the group, bad JSON at character 3: unexpected end of the text");
        cases.put("id,small\n1,2\n3\n", "line 3: 1 fields, the header has 2");
        cases.put("id,small\n1,\"2\n", "line 2: a quoted field is not closed");
        cases.put("id,small\n1,2\"x\n", "line 2: a quote inside unquoted field 2");
        cases.put("id,nope\n1,2\n", "line 1, column 2: 'nope' names no top-level field of the schema (id, small, price, day, at, local, u, two, ok, f, l)");
        cases.put("id,id\n1,2\n", "line 1: column 'id' appears twice in the header");
        cases.put("", "empty, expected a header row naming the columns");
        assertEachBad(cases, "csv", schema);
        Map<String, String> json = new LinkedHashMap<>();
        json.put("{\"id\": 1}\n{\"id\": \"x\"}\n", "line 2, column id: 'x' is not a number for INT32");
        json.put("{\"id\": 1}\n\n{\"id\": 2, \"small\": 1000}\n", "line 3, column small: 1000 is outside the range of INTEGER(8,true)");
        json.put("{\"id\": 1, \"extra\": 2}\n", "line 1, column extra: no such field in the schema");
        json.put("{\"id\": 1, \"l\": {\"a\": 1}}\n", "line 1, column l: expected a JSON array, got an object");
        json.put("{\"id\": 1, \"l\": [1, \"two\"]}\n", "line 1, column l.list.element: 'two' is not a number for INT32");
        json.put("{\"id\": 1, \"day\": 20240101}\n", "line 1, column day: expected a JSON string for DATE, got the number 20240101");
        json.put("{\"id\": 1, \"ok\": 1}\n", "line 1, column ok: expected a JSON string for BOOLEAN, got the number 1");
        json.put("{\"id\": 1,}\n", "line 1: bad JSON at character 10: expected a key in quotes");
        json.put("{\"id\": 1} {}\n", "line 1: bad JSON at character 11: unexpected text after the value");
        json.put("[1]\n", "line 1, column (row): expected a JSON object, got an array");
        json.put("{\"id\": 1, \"id\": 2}\n", "line 1: bad JSON at character 11: key \"id\" appears twice");
        assertEachBad(json, "jsonl", schema);
        // a failure after many rows (and a row group already flushed) also publishes nothing, and keeps an older file
        Path dir = Files.createDirectory(tmp.resolve("late"));
        Path out = Files.writeString(dir.resolve("out.parquet"), "older content");
        Path in = dir.resolve("in.csv");
        try (BufferedWriter w = Files.newBufferedWriter(in)) {
            w.write("id,price\n");
            for (int i = 0; i < 20_000; i++) {
                w.write(i + "," + i + ".25\n");
            }
            w.write("20000,oops\n");
        }
        Cli.Result late = Cli.run("convert", in.toString(), out.toString(), "--schema", schema, "--row-group-size", "16k");
        assertEquals(Main.UNREADABLE, late.code(), late::toString);
        assertTrue(late.err().contains("line 20002, column price: 'oops' is not a number for DECIMAL(9,2)"), late::toString);
        assertEquals("older content", Files.readString(out));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of("in.csv", "out.parquet"), files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    /** Each input (key) of {@code cases}, converted alone, fails with its message (value) and leaves no file. */
    private void assertEachBad(Map<String, String> cases, String extension, String schema) throws Exception {
        int n = 0;
        for (Map.Entry<String, String> c : cases.entrySet()) {
            Path dir = Files.createDirectory(tmp.resolve(extension + n++));
            Path in = Files.writeString(dir.resolve("in." + extension), c.getKey());
            Path out = dir.resolve("out.parquet");
            assertBadInput(Cli.run("convert", in.toString(), out.toString(), "--schema", schema), in + ": " + c.getValue(), out);
        }
    }

    @Test
    void usageErrorsExitWithTwo() throws Exception {
        Path in = Files.writeString(tmp.resolve("in.csv"), "id\n1\n");
        Path out = tmp.resolve("out.parquet");
        String schema = "message m { required int32 id; }";
        assertUsage(Cli.run("convert", in.toString(), out.toString(), "--schema", "message m { required int33 id; }"), "--schema: ");
        assertUsage(Cli.run("convert", in.toString(), out.toString(), "--schema", "@" + tmp.resolve("missing.schema")),
                "--schema @" + tmp.resolve("missing.schema") + ": cannot read " + tmp.resolve("missing.schema") + " (no such file)");
        Path txt = Files.writeString(tmp.resolve("in.txt"), "id\n1\n");
        assertUsage(Cli.run("convert", txt.toString(), out.toString(), "--schema", schema),
                "cannot tell the input format from the extension; give --format csv or --format jsonl");
        assertUsage(Cli.run("convert", in.toString(), out.toString(), "--schema", schema, "--row-group-size", "12q"),
                "--row-group-size: expected a positive byte count");
        assertUsage(Cli.run("convert", in.toString(), out.toString(), "--schema", schema, "--delimiter", "ab"), "--delimiter: one character");
        assertUsage(Cli.run("convert", in.toString(), out.toString(), "--schema", schema, "--compression", "snappy2"), "--compression");
        assertUsage(Cli.run("convert", in.toString(), out.toString()), "Missing required option: '--schema=SCHEMA'");
        Cli.Result missing = Cli.run("convert", tmp.resolve("none.csv").toString(), out.toString(), "--schema", schema);
        assertBadInput(missing, tmp.resolve("none.csv") + ": no such file", out);
        Path latin1 = Files.write(tmp.resolve("latin1.csv"), "id\n1\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        assertBadInput(Cli.run("convert", latin1.toString(), out.toString(), "--schema", schema), latin1 + ": not UTF-8 text", out);
    }

    /**
     * 200,000 lines convert in a child JVM with a 32 MiB heap, too small for the rows held at
     * once (the same JVM running {@link HoldAll}, which keeps every line's parsed values, runs
     * out of memory): convert streams, and the writer keeps at most a row group.
     */
    @Test
    void aLargeInputConvertsInASmallHeap() throws Exception {
        int lines = 200_000;
        Path in = tmp.resolve("big.csv");
        try (BufferedWriter w = Files.newBufferedWriter(in)) {
            w.write("id,name,amount,at\n");
            for (int i = 0; i < lines; i++) {
                w.write(i + ",\"name " + i + ", the " + (i % 7) + "th\"," + (i / 100) + "." + String.format("%02d", i % 100) + ","
                        + Instant.ofEpochSecond(1_700_000_000L + i) + "\n");
            }
        }
        Path out = tmp.resolve("big.parquet");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx32m", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                // 1 MiB row groups: sorted ids, amounts and timestamps pack as deltas, so the file is
                // small (about 2 MB) and needs a small row group size to hold several
                "convert", in.toString(), out.toString(), "--row-group-size", "1m", "--schema",
                "message big { required int64 id; required binary name (STRING); required int64 amount (DECIMAL(18,2));"
                        + " required int64 at (TIMESTAMP(MILLIS,true)); }")
                .redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), output);
        assertEquals("wrote " + lines + " rows to " + out, output.strip());
        try (ParquetFile f = ParquetFile.open(out); ParquetReader<Row> rows = f.rows()) {
            assertTrue(f.rowGroups().size() >= 2, "row groups: " + f.rowGroups().size());
            long i = 0;
            for (Row row : rows) {
                if (row.get("id").equals(i) && row.get("name").equals("name " + i + ", the " + (i % 7) + "th")
                        && ((BigDecimal) row.get("amount")).compareTo(BigDecimal.valueOf(i, 2)) == 0
                        && row.get("at").equals(Instant.ofEpochSecond(1_700_000_000L + i))) {
                    i++;
                } else {
                    fail("row " + i + ": " + row);
                }
            }
            assertEquals(lines, i);
        }
        // the same heap cannot hold the rows at once: the limit is real
        Process hold = new ProcessBuilder(java, "-Xmx32m", "-cp", System.getProperty("java.class.path"), HoldAll.class.getName(),
                in.toString()).redirectErrorStream(true).start();
        String held = new String(hold.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(hold.waitFor() != 0 && held.contains("OutOfMemoryError"), "holding every line's values fit in 32 MiB: " + held);
    }

    /** Holds every line of a CSV file as its parsed values, the way a non-streaming converter would. */
    static final class HoldAll {
        public static void main(String[] args) throws Exception {
            List<Object[]> all = new ArrayList<>();
            try (var r = Files.newBufferedReader(Path.of(args[0]))) {
                CsvReader csv = new CsvReader(r, ',');
                csv.next();
                for (CsvReader.Record rec = csv.next(); rec != null; rec = csv.next()) {
                    List<String> f = rec.fields();
                    all.add(new Object[] {Long.valueOf(f.get(0)), f.get(1), new BigDecimal(f.get(2)), Instant.parse(f.get(3))});
                }
            }
            System.out.println("held " + all.size());
        }
    }

    // ---- helpers ---------------------------------------------------------------------------

    private static List<String> names(GroupType t) {
        return t.fields().stream().map(f -> f.name()).toList();
    }

    private static String text(Object v) {
        if (v instanceof byte[] b) {
            return Base64.getEncoder().encodeToString(b);
        } else if (v instanceof BigDecimal d) {
            return d.toPlainString();
        }
        return String.valueOf(v);
    }

    private static String csvCell(Object v) {
        if (v == null) {
            return "";
        }
        String s = text(v);
        boolean quote = s.isEmpty() || s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r");
        return quote ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }

    private static String jsonValue(Object v) {
        if (v == null || v instanceof Boolean || v instanceof Integer || v instanceof Long || v instanceof BigInteger
                || v instanceof BigDecimal) {
            return text(v);
        } else if ((v instanceof Float || v instanceof Double) && Double.isFinite(((Number) v).doubleValue())) {
            return v.toString();
        }
        return Json.string(text(v));
    }

    private static void assertRows(Path file, GroupType type, List<List<Object>> expected) {
        List<Row> rows = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> r = f.rows()) {
            assertEquals(type, f.schema());
            r.forEach(rows::add);
        }
        assertEquals(expected.size(), rows.size());
        for (int i = 0; i < rows.size(); i++) {
            for (int c = 0; c < type.fieldCount(); c++) {
                Object want = expected.get(i).get(c);
                Object got = rows.get(i).get(c);
                String where = "row " + i + ", column " + type.field(c).name();
                if (want instanceof byte[] b) {
                    assertArrayEquals(b, (byte[]) got, where);
                } else if (want instanceof BigDecimal d) {
                    assertTrue(got instanceof BigDecimal g && g.compareTo(d) == 0, where + ": " + got + ", expected " + d);
                } else if (want instanceof Float || want instanceof Double) {
                    // NaN and -0.0 by their bits
                    assertEquals(want, got, where);
                } else {
                    assertEquals(want, got, where);
                }
            }
        }
    }

    private static void assertDuckDbAgreesWithCat(Path file) throws Exception {
        List<String> lines = Cli.run("cat", file.toString()).lines();
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:"); Statement s = duck.createStatement()) {
            s.execute("SET TimeZone = 'UTC'");
            s.execute("SET threads = 1");
            try (ResultSet rs = s.executeQuery("SELECT * FROM read_parquet('" + file.toAbsolutePath() + "')")) {
                ResultSetMetaData md = rs.getMetaData();
                int row = 0;
                while (rs.next()) {
                    @SuppressWarnings("unchecked")
                    Map<String, Object> mine = (Map<String, Object>) JsonParser.parse(lines.get(row));
                    Iterator<Object> values = mine.values().iterator();
                    for (int c = 1; c <= md.getColumnCount(); c++) {
                        Object theirs = rs.getObject(c);
                        Object value = values.next();
                        if (md.getColumnName(c).equals("ts_nanos") && value instanceof String t) {
                            // DuckDB reads TIMESTAMP(NANOS) to microseconds
                            value = Instant.parse(t).truncatedTo(java.time.temporal.ChronoUnit.MICROS).toString();
                        }
                        String diff = DuckDbCompareTest.compare(value, theirs);
                        if (diff != null) {
                            fail(file.getFileName() + ": row " + row + ", column " + md.getColumnName(c) + ": " + diff);
                        }
                    }
                    row++;
                }
                assertEquals(lines.size(), row, "rows DuckDB read");
            }
        }
    }

    private static void assertBadInput(Cli.Result r, String message, Path out) {
        assertEquals(Main.UNREADABLE, r.code(), () -> message + "\n" + r);
        assertEquals("parquetry: " + message, r.err().lines().findFirst().orElse("").substring(0,
                Math.min(r.err().lines().findFirst().orElse("").length(), ("parquetry: " + message).length())), r::toString);
        assertEquals(1, r.err().lines().count(), r::toString);
        assertFalse(Files.exists(out) && !isOlder(out), () -> out + " was written: " + r);
        try (Stream<Path> files = Files.list(out.getParent())) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().startsWith(out.getFileName().toString() + ".")
                    || p.getFileName().toString().startsWith("." + out.getFileName())), "a temporary file was left");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static boolean isOlder(Path out) {
        try {
            return Files.readString(out).equals("older content");
        } catch (java.io.IOException e) {
            return false;
        }
    }

    private static void assertUsage(Cli.Result r, String message) {
        assertEquals(Main.USAGE, r.code(), r::toString);
        assertTrue(r.err().contains(message), () -> "expected '" + message + "' in\n" + r);
    }
}
