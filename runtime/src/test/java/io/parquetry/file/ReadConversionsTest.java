package io.parquetry.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.ReadOptions;
import io.parquetry.TestCorpus;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.row.RowMapper;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The read conversions of {@link ReadConversions}, cell by cell: a one-column file {@code v}
 * written by the runtime (with and without dictionary encoding) is read through a read schema
 * declaring another type, and must give exactly the converted values, fail at the first value
 * without an exact image (naming the column and the value), or be refused at open (naming the
 * column, the file's type and the declared type).
 */
class ReadConversionsTest {

    // ---- helpers -----------------------------------------------------------------------------

    static byte[] file(String column, boolean dictionary, Object... values) {
        MessageType schema = MessageTypeParser.parse("message m { " + column + " }");
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, out).dictionary(dictionary).pageRowLimit(4).build()) {
            for (Object v : values) {
                w.write(Row.of(schema, v));
            }
        }
        return out.toByteArray();
    }

    static List<Object> read(byte[] file, String column) {
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file));
             ParquetReader<Row> r = f.rows(MessageTypeParser.parse("message m { " + column + " }"))) {
            List<Object> out = new ArrayList<>();
            for (Row row : r) {
                out.add(row.get(0));
            }
            return out;
        }
    }

    static String failure(byte[] file, String column) {
        return assertThrows(ParquetException.class, () -> read(file, column)).getMessage();
    }

    static void assertContains(String message, String... parts) {
        for (String p : parts) {
            assertTrue(message.contains(p), "expected '" + p + "' in: " + message);
        }
    }

    static byte[] int96(long nanosOfDay, int julianDay) {
        return ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN).putLong(nanosOfDay).putInt(julianDay).array();
    }

    static final LocalDateTime L = LocalDateTime.parse("2024-02-29T12:34:56.789123");
    static final LocalDateTime BEFORE_EPOCH = LocalDateTime.parse("1969-12-31T23:59:59.999999");

    // ---- converted cells ---------------------------------------------------------------------

    static Stream<Arguments> converted() {
        Instant i = Instant.parse("2024-02-29T12:34:56.789123456Z");
        return Stream.of(
                // timestamps: finer exact, coarser toward negative infinity
                Arguments.of("optional int64 v (TIMESTAMP(MICROS,false));", List.of(L, BEFORE_EPOCH),
                        "optional int64 v (TIMESTAMP(MILLIS,false));",
                        List.of(LocalDateTime.parse("2024-02-29T12:34:56.789"), LocalDateTime.parse("1969-12-31T23:59:59.999"))),
                Arguments.of("optional int64 v (TIMESTAMP(MICROS,false));", List.of(L, BEFORE_EPOCH),
                        "optional int64 v (TIMESTAMP(NANOS,false));", List.of(L, BEFORE_EPOCH)),
                Arguments.of("optional int64 v (TIMESTAMP(NANOS,true));", List.of(i),
                        "optional int64 v (TIMESTAMP(MICROS,true));", List.of(Instant.parse("2024-02-29T12:34:56.789123Z"))),
                Arguments.of("optional int64 v (TIMESTAMP(MILLIS,true));", List.of(Instant.parse("1900-01-01T00:00:00.001Z")),
                        "optional int64 v (TIMESTAMP(NANOS,true));", List.of(Instant.parse("1900-01-01T00:00:00.001Z"))),
                // legacy converted type: adjusted to UTC
                Arguments.of("optional int64 v (TIMESTAMP_MILLIS);", List.of(Instant.parse("2000-01-01T00:00:00.123Z")),
                        "optional int64 v (TIMESTAMP(MICROS,true));", List.of(Instant.parse("2000-01-01T00:00:00.123Z"))),
                // INT96 into either kind of timestamp, any unit
                Arguments.of("optional int96 v;", List.of(i),
                        "optional int64 v (TIMESTAMP(MICROS,true));", List.of(Instant.parse("2024-02-29T12:34:56.789123Z"))),
                Arguments.of("optional int96 v;", List.of(i),
                        "optional int64 v (TIMESTAMP(NANOS,false));", List.of(LocalDateTime.parse("2024-02-29T12:34:56.789123456"))),
                // times
                Arguments.of("optional int32 v (TIME(MILLIS,false));", List.of(LocalTime.parse("23:59:59.999")),
                        "optional int64 v (TIME(NANOS,false));", List.of(LocalTime.parse("23:59:59.999"))),
                Arguments.of("optional int64 v (TIME(NANOS,true));", List.of(LocalTime.parse("10:11:12.123456789")),
                        "optional int32 v (TIME(MILLIS,false));", List.of(LocalTime.parse("10:11:12.123"))),
                Arguments.of("optional int64 v (TIME(MICROS,false));", List.of(LocalTime.parse("00:00:00.000001")),
                        "optional int64 v (TIME(MICROS,true));", List.of(LocalTime.parse("00:00:00.000001"))),
                // dates
                Arguments.of("optional int32 v (DATE);", List.of(LocalDate.of(-5000, 1, 1)),
                        "optional int32 v (DATE);", List.of(LocalDate.of(-5000, 1, 1))),
                // decimals
                Arguments.of("optional int32 v (DECIMAL(9,2));", List.of(new BigDecimal("-9999999.99"), new BigDecimal("0.01")),
                        "optional int64 v (DECIMAL(18,4));", List.of(new BigDecimal("-9999999.9900"), new BigDecimal("0.0100"))),
                Arguments.of("optional int64 v (DECIMAL(18,4));", List.of(new BigDecimal("12.3400"), new BigDecimal("-0.5000")),
                        "optional int32 v (DECIMAL(5,2));", List.of(new BigDecimal("12.34"), new BigDecimal("-0.50"))),
                Arguments.of("optional int32 v (DECIMAL(9,2));", List.of(new BigDecimal("1234567.89")),
                        "optional fixed_len_byte_array(16) v (DECIMAL(38,10));", List.of(new BigDecimal("1234567.8900000000"))),
                Arguments.of("optional fixed_len_byte_array(16) v (DECIMAL(38,3));", List.of(new BigDecimal("-123.450")),
                        "optional int32 v (DECIMAL(9,2));", List.of(new BigDecimal("-123.45"))),
                Arguments.of("optional binary v (DECIMAL(30,0));", List.of(new BigDecimal("123456789012345678")),
                        "optional int64 v (DECIMAL(18,0));", List.of(new BigDecimal("123456789012345678"))),
                Arguments.of("optional fixed_len_byte_array(9) v (DECIMAL(20,2));", List.of(new BigDecimal("-1.25")),
                        "optional fixed_len_byte_array(4) v (DECIMAL(8,3));", List.of(new BigDecimal("-1.250"))),
                // integers
                Arguments.of("optional int32 v (INTEGER(8,true));", List.of(-128, 127),
                        "optional int32 v;", List.of(-128, 127)),
                Arguments.of("optional int32 v (INTEGER(32,false));", List.of(0xFFFF_FFFFL, 0L),
                        "optional int64 v;", List.of(0xFFFF_FFFFL, 0L)),
                Arguments.of("optional int64 v;", List.of(-5L, (long) Integer.MAX_VALUE),
                        "optional int32 v;", List.of(-5, Integer.MAX_VALUE)),
                Arguments.of("optional int64 v (INTEGER(64,false));", List.of(new BigInteger("9223372036854775807")),
                        "optional int64 v;", List.of(Long.MAX_VALUE)),
                Arguments.of("optional int64 v;", List.of(Long.MAX_VALUE),
                        "optional int64 v (INTEGER(64,false));", List.of(new BigInteger("9223372036854775807"))),
                Arguments.of("optional int32 v (INTEGER(32,false));", List.of(0xFFFF_FFFFL),
                        "optional int64 v (INTEGER(64,false));", List.of(new BigInteger("4294967295"))),
                Arguments.of("optional int32 v (INTEGER(16,true));", List.of(-32768, 32767),
                        "optional int32 v (INTEGER(32,false));", null), // checked below: negatives fail
                Arguments.of("optional int32 v (INTEGER(16,false));", List.of(65535),
                        "optional int32 v (INTEGER(32,true));", List.of(65535)),
                Arguments.of("optional int32 v;", List.of(-100, 100),
                        "optional int32 v (INTEGER(8,true));", List.of(-100, 100)),
                // whole decimals (Spark stores unsigned 64-bit integers as DECIMAL(20,0))
                Arguments.of("optional fixed_len_byte_array(9) v (DECIMAL(20,0));",
                        List.of(new BigDecimal("18446744073709551615"), new BigDecimal("9223372036854775808"), BigDecimal.ZERO),
                        "optional int64 v (INTEGER(64,false));", List.of(new BigInteger("18446744073709551615"),
                                new BigInteger("9223372036854775808"), BigInteger.ZERO)),
                Arguments.of("optional binary v (DECIMAL(25,0));", List.of(new BigDecimal("-5"), new BigDecimal("100")),
                        "optional int32 v;", List.of(-5, 100)),
                Arguments.of("optional int64 v (DECIMAL(18,0));", List.of(new BigDecimal("4294967295")),
                        "optional int32 v (INTEGER(32,false));", List.of(4294967295L)),
                // floating point, text, bytes
                Arguments.of("optional float v;", List.of(0.1f, Float.NaN),
                        "optional double v;", List.of((double) 0.1f, Double.NaN)),
                Arguments.of("optional binary v (STRING);", List.of("RED"),
                        "optional binary v (ENUM);", List.of("RED")),
                Arguments.of("optional binary v;", List.of(new byte[] {'h', 'i'}),
                        "optional binary v (STRING);", List.of("hi")),
                Arguments.of("optional fixed_len_byte_array(3) v;", List.of(new byte[] {1, 2, 3}),
                        "optional binary v;", List.of(new byte[] {1, 2, 3})),
                // fixed-length bytes stored as BYTE_ARRAY (as Spark writes them)
                Arguments.of("optional binary v;", List.of(io.parquetry.spi.ValueConversions.uuidToBytes(new java.util.UUID(-1L, 42L)), new byte[16]),
                        "optional fixed_len_byte_array(16) v (UUID);", List.of(new java.util.UUID(-1L, 42L), new java.util.UUID(0, 0))),
                Arguments.of("optional binary v;", List.of(new byte[] {9, 8, 7, 6}),
                        "optional fixed_len_byte_array(4) v;", List.of(new byte[] {9, 8, 7, 6})));
    }

    @ParameterizedTest
    @MethodSource("converted")
    void convertsExactly(String fileColumn, List<Object> values, String declared, List<Object> expected) {
        for (boolean dictionary : new boolean[] {true, false}) {
            // enough rows for several pages, each value repeated so dictionaries are used
            List<Object> written = new ArrayList<>();
            for (int k = 0; k < 5; k++) {
                written.addAll(values);
            }
            byte[] bytes = file(fileColumn, dictionary, written.toArray());
            if (expected == null) {
                assertContains(failure(bytes, declared), "column v", "-32768 does not fit INT(32,false)");
                continue;
            }
            List<Object> got = read(bytes, declared);
            for (int k = 0; k < written.size(); k++) {
                Object want = expected.get(k % expected.size());
                Object have = got.get(k);
                if (want instanceof byte[] b) {
                    assertTrue(Arrays.equals(b, (byte[]) have), declared + " row " + k);
                } else {
                    assertEquals(want, have, fileColumn + " as " + declared + " row " + k + " (dictionary " + dictionary + ")");
                }
            }
        }
    }

    // ---- values without an exact image -------------------------------------------------------

    static Stream<Arguments> unrepresentable() {
        return Stream.of(
                Arguments.of("optional int64 v (TIMESTAMP(MILLIS,true));", Instant.parse("+292278994-08-17T07:12:55.807Z"),
                        "optional int64 v (TIMESTAMP(NANOS,true));", "9223372036854775807 MILLIS is outside the range of TIMESTAMP(NANOS)"),
                Arguments.of("optional int96 v;", int96(0, -1_000_000),
                        "optional int64 v (TIMESTAMP(NANOS,true));", "INT96 timestamp -7451-12-28T00:00:00Z is outside the range of TIMESTAMP(NANOS)"),
                Arguments.of("optional int32 v (DECIMAL(9,2));", new BigDecimal("1.25"),
                        "optional int32 v (DECIMAL(9,1));", "1.25 has no exact value in DECIMAL(9,1)"),
                Arguments.of("optional int64 v (DECIMAL(18,0));", new BigDecimal("1000"),
                        "optional int32 v (DECIMAL(3,0));", "1000 has no exact value in DECIMAL(3,0)"),
                Arguments.of("optional fixed_len_byte_array(16) v (DECIMAL(38,0));", new BigDecimal("1e20"),
                        "optional int64 v (DECIMAL(18,0));", "100000000000000000000 has no exact value in DECIMAL(18,0)"),
                Arguments.of("optional int64 v;", (long) Integer.MAX_VALUE + 1,
                        "optional int32 v;", "2147483648 does not fit INT(32,true)"),
                Arguments.of("optional int64 v (INTEGER(64,false));", new BigInteger("18446744073709551615"),
                        "optional int64 v;", "18446744073709551615 does not fit INT(64,true)"),
                Arguments.of("optional int64 v;", -1L,
                        "optional int64 v (INTEGER(64,false));", "-1 does not fit INT(64,false)"),
                Arguments.of("optional int32 v (INTEGER(32,false));", 0x8000_0000L,
                        "optional int32 v;", "2147483648 does not fit INT(32,true)"),
                Arguments.of("optional int32 v;", 128,
                        "optional int32 v (INTEGER(8,true));", "128 does not fit INT(8,true)"),
                Arguments.of("optional fixed_len_byte_array(9) v (DECIMAL(20,0));", new BigDecimal("18446744073709551616"),
                        "optional int64 v (INTEGER(64,false));", "18446744073709551616 does not fit INT(64,false)"),
                Arguments.of("optional int32 v (DECIMAL(9,0));", new BigDecimal("-129"),
                        "optional int32 v (INTEGER(8,true));", "-129 does not fit INT(8,true)"),
                Arguments.of("optional binary v;", new byte[] {1, 2, 3},
                        "optional fixed_len_byte_array(16) v (UUID);", "0x010203 has 3 bytes, not the 16 of FIXED_LEN_BYTE_ARRAY(16)"),
                Arguments.of("optional binary v;", new byte[5],
                        "optional fixed_len_byte_array(4) v;", "0x0000000000 has 5 bytes, not the 4 of FIXED_LEN_BYTE_ARRAY(4)"),
                Arguments.of("optional int64 v (TIME(NANOS,false));", Duration.ofDays(30_000),
                        "optional int32 v (TIME(MILLIS,false));", "is outside the range of TIME(MILLIS) in INT32"));
    }

    @ParameterizedTest
    @MethodSource("unrepresentable")
    void failsAtTheFirstValueWithoutAnImage(String fileColumn, Object bad, String declared, String message) {
        for (boolean dictionary : new boolean[] {true, false}) {
            byte[] bytes = file(fileColumn, dictionary, null, null, null, null, null, bad);
            // the error names the file, the column, where the value is and the value itself
            assertContains(failure(bytes, declared), "memory", "column v, page ", "value 0 of the page", message);
        }
    }

    /** A dictionary entry without an image fails only where a page uses it. */
    @Test
    void anUnusedDictionaryEntryIsNoError() {
        Object[] values = new Object[40];
        Arrays.fill(values, 5L);
        values[39] = 1L << 40; // in the last page only
        byte[] bytes = file("required int64 v;", true, values);
        MessageType declared = MessageTypeParser.parse("message m { required int32 v; }");
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes));
             ParquetReader<Row> r = f.readRows(new RowMapper(declared), 0, 36)) {
            int n = 0;
            for (Row row : r) {
                assertEquals(5, row.get(0));
                n++;
            }
            assertEquals(36, n);
        }
        assertContains(failure(bytes, "required int32 v;"), "column v, page 9, value 3 of the page (dictionary entry 1)",
                "1099511627776 does not fit INT(32,true)");
    }

    // ---- refused at open ---------------------------------------------------------------------

    static Stream<Arguments> refused() {
        return Stream.of(
                Arguments.of("optional int64 v (TIMESTAMP(MICROS,true));", "optional int64 v (TIMESTAMP(MICROS,false));",
                        "a timestamp adjusted to UTC is an instant: declare it Instant"),
                Arguments.of("optional int64 v (TIMESTAMP(MICROS,false));", "optional int64 v (TIMESTAMP(MILLIS,true));",
                        "a local timestamp (not adjusted to UTC) names no instant: declare it LocalDateTime"),
                Arguments.of("optional int64 v (TIMESTAMP(MICROS,true));", "optional int64 v;", "only integer columns and decimals of scale 0 read as integers"),
                Arguments.of("optional int32 v (DATE);", "optional int64 v (TIMESTAMP(MICROS,true));", ""),
                Arguments.of("optional int64 v (TIMESTAMP(MICROS,true));", "optional int32 v (DATE);", ""),
                Arguments.of("optional int64 v (TIME(MICROS,false));", "optional int64 v (TIMESTAMP(MICROS,false));", ""),
                Arguments.of("optional int32 v (DATE);", "optional int32 v;", "only integer columns and decimals of scale 0 read as integers"),
                Arguments.of("optional int32 v (DECIMAL(9,2));", "optional int64 v;", "only integer columns and decimals of scale 0 read as integers"),
                Arguments.of("optional int32 v;", "optional int32 v (DECIMAL(9,2));", ""),
                Arguments.of("optional double v;", "optional float v;", ""),
                Arguments.of("optional int32 v;", "optional double v;", ""),
                Arguments.of("optional binary v (STRING);", "optional int32 v;", "only integer columns and decimals of scale 0 read as integers"),
                Arguments.of("optional fixed_len_byte_array(16) v;", "optional binary v (STRING);",
                        "text reads only from BYTE_ARRAY text"),
                Arguments.of("optional binary v (DECIMAL(9,2));", "optional binary v (STRING);", "text reads only"),
                Arguments.of("optional fixed_len_byte_array(8) v;", "optional fixed_len_byte_array(16) v (UUID);", ""),
                Arguments.of("optional binary v (STRING);", "optional fixed_len_byte_array(16) v (UUID);", ""),
                Arguments.of("optional binary v (STRING);", "optional fixed_len_byte_array(4) v;", ""),
                Arguments.of("optional boolean v;", "optional int32 v;", ""),
                Arguments.of("optional int96 v;", "optional int64 v;", ""));
    }

    @ParameterizedTest
    @MethodSource("refused")
    void refusedAtOpen(String fileColumn, String declared, String why) {
        byte[] bytes = file(fileColumn, false);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(bytes))) {
            ParquetException e = assertThrows(ParquetException.class, () -> f.rows(MessageTypeParser.parse("message m { " + declared + " }")));
            String fileType = fileColumn.substring(0, fileColumn.length() - 1);
            String declaredType = declared.substring(0, declared.length() - 1);
            assertContains(e.getMessage(), "field v expects " + declaredType, "but the file has " + fileType, why);
        }
    }

    // ---- the Row API -------------------------------------------------------------------------

    @Test
    void rowsReadUint64AsBigInteger() {
        BigInteger max = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
        byte[] bytes = file("required int64 v (INTEGER(64,false));", true, max, BigInteger.ZERO, 7L, max);
        assertEquals(List.of(max, BigInteger.ZERO, BigInteger.valueOf(7), max), read(bytes, "required int64 v (INTEGER(64,false));"));
        ParquetException e = assertThrows(ParquetException.class, () -> file("required int64 v (INTEGER(64,false));", true, -1L));
        assertContains(e.getMessage(), "field v: -1 is outside UINT64");
    }

    @Test
    void rowsReadTimesOutsideADayAsDurations() {
        Duration late = Duration.ofHours(25).plusNanos(1_000);
        Duration early = Duration.ofMinutes(-90);
        byte[] bytes = file("optional int64 v (TIME(MICROS,true));", true, LocalTime.NOON, late, early, null);
        assertEquals(Arrays.asList(LocalTime.NOON, late, early, null), read(bytes, "optional int64 v (TIME(MICROS,true));"));
        // a declared LocalTime of another unit: in-day values convert, the others stay durations
        assertEquals(Arrays.asList(LocalTime.NOON, Duration.ofHours(25), early, null),
                read(bytes, "optional int32 v (TIME(MILLIS,false));"));
    }

    @Test
    void int96ReadsTheSignedJulianDayAndCarriesNanosBeyondTheDay() {
        byte[] bytes = file("optional int96 v;", false, int96(0, -1_000_000), int96(86_400_000_000_000L + 5, 2_440_588),
                int96(-1, 2_440_588));
        assertEquals(List.of(Instant.parse("-7451-12-28T00:00:00Z"), Instant.parse("1970-01-02T00:00:00.000000005Z"),
                Instant.parse("1969-12-31T23:59:59.999999999Z")), read(bytes, "optional int96 v;"));
    }

    /** The corpus file whose row 5 read as year +11464668 when the Julian day was taken unsigned. */
    @Test
    void int96FromSparkRow5DoesNotWrap() {
        try (ParquetFile f = ParquetFile.open(TestCorpus.data("int96_from_spark.parquet"));
             ParquetReader<Row> r = f.rows()) {
            List<Object> values = new ArrayList<>();
            r.forEach(row -> values.add(row.get(0)));
            assertEquals(Instant.parse("2024-01-01T20:34:56.123456Z"), values.get(0));
            // the signed Julian day (as Spark and parquet-java's NanoTime read it; the interop
            // CorpusConformanceTest compares the whole file with parquet-java), not year +11464668
            assertEquals(Instant.parse("-294554-12-13T14:58:10.448384Z"), values.get(5));
        }
    }

    // ---- strict schema -----------------------------------------------------------------------

    @Test
    void strictSchemaRefusesAFieldTheFileLacksAndListsTheFileColumns() {
        MessageType fileSchema = MessageTypeParser.parse("message m { required int64 id; optional group venue { optional binary city (STRING); } }");
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(fileSchema, out).build()) {
            w.write(Row.of(fileSchema, 1L, null));
        }
        MessageType wanted = MessageTypeParser.parse("message m { required int64 id; optional binary userName (STRING); }");
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()));
             ParquetReader<Row> r = f.rows(wanted)) {
            Row row = r.read(); // lenient: the missing field reads as null
            assertEquals(1L, row.get(0));
            assertEquals(null, row.get(1));
        }
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(out.toByteArray()), ReadOptions.defaults().withStrictSchema(true))) {
            ParquetException e = assertThrows(ParquetException.class, () -> f.rows(wanted));
            assertContains(e.getMessage(), "the file has no column for field userName", "strictSchema",
                    "the file's columns: id, venue.city");
            try (ParquetReader<Row> r = f.rows(MessageTypeParser.parse("message m { required int64 id; }"))) {
                assertEquals(1L, r.read().get(0));
            }
        }
    }
}
