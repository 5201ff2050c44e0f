package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Generic rows written by the runtime and read back by it, over every codec, page version and dictionary mode. */
class RowRoundTripTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int64 id;
              optional boolean flag;
              optional int32 small (INTEGER(16,true));
              optional float f;
              optional double d;
              optional binary name (STRING);
              optional binary blob;
              optional fixed_len_byte_array(16) uid (UUID);
              optional int32 day (DATE);
              optional int64 at (TIMESTAMP(MICROS,true));
              optional int64 local_at (TIMESTAMP(MILLIS,false));
              optional int64 tod (TIME(MICROS,false));
              optional int32 price (DECIMAL(9,2));
              optional int64 big (DECIMAL(18,4));
              optional fixed_len_byte_array(16) huge (DECIMAL(38,10));
              optional binary var_dec (DECIMAL(20,3));
              optional int96 legacy_ts;
              optional group tags (LIST) {
                repeated group list {
                  optional binary element (STRING);
                }
              }
              optional group attrs (MAP) {
                repeated group key_value {
                  required binary key (STRING);
                  optional int64 value;
                }
              }
              optional group venue {
                required binary city (STRING);
                optional group points (LIST) {
                  repeated group list {
                    required group element {
                      required double x;
                      optional double y;
                    }
                  }
                }
              }
              repeated int32 bare;
            }
            """);

    static List<Row> rows(int n, long seed) {
        Random r = new Random(seed);
        List<Row> rows = new ArrayList<>();
        MessageType s = SCHEMA;
        for (int i = 0; i < n; i++) {
            boolean nulls = i % 7 == 3;
            List<Object> tags = new ArrayList<>();
            int nt = r.nextInt(4);
            for (int t = 0; t < nt; t++) {
                tags.add(t == 1 && i % 5 == 0 ? null : "tag" + r.nextInt(10));
            }
            Map<Object, Object> attrs = new LinkedHashMap<>();
            for (int a = 0; a < i % 3; a++) {
                attrs.put("k" + a, a == 1 ? null : (long) r.nextInt(1000));
            }
            List<Object> points = new ArrayList<>();
            for (int p = 0; p < i % 4; p++) {
                points.add(Row.of(s.field("venue").asGroup().field("points").asGroup().field(0).asGroup().field(0).asGroup(),
                        r.nextDouble(), p % 2 == 0 ? null : r.nextDouble()));
            }
            Row venue = i % 6 == 0 ? null : Row.of(s.field("venue").asGroup(), "city" + (i % 13), i % 4 == 1 ? null : points);
            List<Object> bare = new ArrayList<>();
            for (int b = 0; b < i % 3; b++) {
                bare.add(r.nextInt());
            }
            rows.add(Row.of(s,
                    (long) i * 1_000_003L,
                    nulls ? null : r.nextBoolean(),
                    nulls ? null : (int) (short) r.nextInt(),
                    nulls ? null : r.nextFloat() * 100,
                    nulls ? null : (i == 5 ? Double.NaN : r.nextGaussian()),
                    nulls ? null : (i % 11 == 0 ? "ünïcödé 🎉" : "name-" + (i % 50)),
                    nulls ? null : ("b" + i).getBytes(StandardCharsets.UTF_8),
                    nulls ? null : new UUID(r.nextLong(), r.nextLong()),
                    nulls ? null : LocalDate.of(2020, 1, 1).plusDays(r.nextInt(3000) - 1500),
                    nulls ? null : Instant.ofEpochSecond(1_700_000_000L + r.nextInt(1_000_000), r.nextInt(1_000_000) * 1000L),
                    nulls ? null : LocalDateTime.of(2024, 5, 6, 7, 8, 9, r.nextInt(1000) * 1_000_000),
                    nulls ? null : LocalTime.ofNanoOfDay(r.nextInt(86_400) * 1_000_000_000L + r.nextInt(1_000_000) * 1000L),
                    nulls ? null : BigDecimal.valueOf(r.nextInt(1_000_000) - 500_000, 2),
                    nulls ? null : BigDecimal.valueOf(r.nextLong() % 1_000_000_000_000_000L, 4),
                    nulls ? null : new BigDecimal("-12345678901234567890.0123456789").add(BigDecimal.valueOf(i)),
                    nulls ? null : new BigDecimal("98765432109876543.210").negate().add(BigDecimal.valueOf(i)),
                    nulls ? null : Instant.ofEpochSecond(1_600_000_000L + i, 123_456_789),
                    i % 9 == 0 ? null : tags,
                    i % 10 == 0 ? null : attrs,
                    venue,
                    bare));
        }
        return rows;
    }

    static List<Arguments> settings() {
        List<Arguments> out = new ArrayList<>();
        for (Compression c : new Compression[] {Compression.UNCOMPRESSED, Compression.SNAPPY, Compression.GZIP,
                Compression.ZSTD, Compression.LZ4_RAW, Compression.LZ4, Compression.BROTLI}) {
            for (PageVersion v : PageVersion.values()) {
                for (boolean dict : new boolean[] {true, false}) {
                    out.add(Arguments.of(c, v, dict));
                }
            }
        }
        return out;
    }

    static byte[] write(List<Row> rows, Compression c, PageVersion v, boolean dict, int pageSize, long rowGroupSize) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, out).compression(c).pageVersion(v).dictionary(dict)
                .pageSize(pageSize).rowGroupSize(rowGroupSize).keyValue("origin", "test").build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }

    static List<Row> read(byte[] file) {
        List<Row> back = new ArrayList<>();
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file)); ParquetReader<Row> r = f.rows()) {
            for (Row row : r) {
                back.add(row);
            }
        }
        return back;
    }

    @ParameterizedTest(name = "{0} {1} dictionary={2}")
    @MethodSource("settings")
    void roundTripsEveryValue(Compression c, PageVersion v, boolean dict) {
        List<Row> rows = rows(3000, 42);
        byte[] file = write(rows, c, v, dict, 4096, 64 << 10);
        List<Row> back = read(file);
        assertRowsEqual(rows, back);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            assertEquals(3000, f.rowCount());
            assertEquals("test", f.keyValueMetadata().get("origin"));
            assertEquals(SCHEMA, f.schema());
            assertEquals(true, Footers.rowGroups(f).size() > 1, "small row group size should cut several row groups");
            assertEquals(c, Footers.rowGroups(f).get(0).columns().get(0).metaData().codec());
        }
    }

    @Test
    void emptyFileHasSchemaAndNoRows() {
        byte[] file = write(List.of(), Compression.SNAPPY, PageVersion.V1, true, 1 << 20, 1 << 20);
        try (ParquetFile f = ParquetFile.open(new InMemoryInputFile(file))) {
            assertEquals(0, f.rowCount());
            assertEquals(SCHEMA, f.schema());
        }
        assertEquals(List.of(), read(file));
    }

    @Test
    void requiredNullIsAnErrorNamingTheFieldAndLeavesNoFile(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("out.parquet");
        ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, target).build();
        w.writeAll(rows(10, 1));
        Object[] values = new Object[SCHEMA.fieldCount()];
        ParquetException e = assertThrows(ParquetException.class, () -> w.write(Row.of(SCHEMA, values)));
        assertEquals("field id is required but the value is null", e.getMessage());
        assertThrows(ParquetException.class, () -> w.write(rows(1, 1).get(0)), "writer is unusable after a failure");
        w.close();
        assertFalse(Files.exists(target), "a failed write leaves no file at the path");
        try (var listing = Files.list(dir)) {
            assertEquals(0, listing.count(), "and no temporary file beside it");
        }
    }

    @Test
    void pathTargetAppearsOnlyOnClose(@TempDir Path dir) {
        Path target = dir.resolve("out.parquet");
        List<Row> rows = rows(100, 3);
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, target).build()) {
            w.writeAll(rows);
            assertFalse(Files.exists(target));
        }
        try (ParquetFile f = ParquetFile.open(target); ParquetReader<Row> r = f.rows()) {
            assertRowsEqual(rows, r.stream().toList());
        }
    }

    static void assertRowsEqual(List<Row> expected, List<Row> actual) {
        assertEquals(expected.size(), actual.size(), "row count");
        for (int i = 0; i < expected.size(); i++) {
            Row e = expected.get(i);
            Row a = actual.get(i);
            for (int f = 0; f < e.size(); f++) {
                assertValueEquals(e.get(f), a.get(f), "row " + i + ", " + e.fieldName(f));
            }
        }
    }

    static void assertValueEquals(Object e, Object a, String where) {
        if (e instanceof byte[] eb) {
            assertArrayEquals(eb, (byte[]) a, where);
        } else if (e instanceof List<?> el) {
            List<?> al = (List<?>) a;
            assertEquals(el == null ? null : el.size(), al == null ? null : al.size(), where + " size");
            for (int i = 0; i < el.size(); i++) {
                assertValueEquals(el.get(i), al.get(i), where + "[" + i + "]");
            }
        } else if (e instanceof Row er) {
            Row ar = (Row) a;
            for (int f = 0; f < er.size(); f++) {
                assertValueEquals(er.get(f), ar.get(f), where + "." + er.fieldName(f));
            }
        } else if (e instanceof Double d && d.isNaN()) {
            assertEquals(true, ((Double) a).isNaN(), where);
        } else if (e instanceof LocalDateTime ldt) {
            assertEquals(ldt.withNano(ldt.getNano() / 1_000_000 * 1_000_000), a, where);
        } else {
            assertEquals(e, a, where);
        }
    }
}
