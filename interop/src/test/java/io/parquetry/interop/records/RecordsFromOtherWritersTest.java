package io.parquetry.interop.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.interop.Canonical;
import io.parquetry.interop.DuckDbFiles;
import io.parquetry.interop.ParquetJavaFiles;
import io.parquetry.interop.records.Foreign.DuckRow;
import io.parquetry.interop.records.Foreign.Item;
import io.parquetry.interop.records.Foreign.JavaRow;
import io.parquetry.interop.records.Foreign.Point;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.stream.Collectors;
import org.apache.parquet.column.ParquetProperties.WriterVersion;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Files written by DuckDB ({@code COPY (SELECT ...) TO}) and by parquet-java (including a legacy
 * 2-level list, a 2-level list of groups, a MAP_KEY_VALUE map and a bare repeated field) read into
 * records with {@code Parquet.reader}; every value must equal the records the files were made from.
 */
class RecordsFromOtherWritersTest {
  static final DateTimeFormatter SQL_TIMESTAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSSSSS");
  static final DateTimeFormatter SQL_TIME = DateTimeFormatter.ofPattern("HH:mm:ss.SSSSSS");

  // ------------------------------------------------------------------ DuckDB

  static List<DuckRow> duckRows(int n, long seed) {
    Random r = new Random(seed);
    List<DuckRow> rows = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      boolean nulls = i % 5 == 1;
      boolean extreme = i % 5 == 2;
      List<String> tags = nulls ? null : Gen.nullable();
      Map<String, Long> attrs = nulls ? null : new LinkedHashMap<>();
      List<Item> items = nulls ? null : Gen.nullable();
      for (int k = 0; !nulls && k < i % 4; k++) {
        tags.add(k == 1 ? null : "t" + r.nextInt(100) + (k == 2 ? "'q\"é🎉" : ""));
        attrs.put("k" + k, k == 2 ? null : r.nextLong());
        items.add(k == 1 ? null : item(r, i + k));
      }
      Instant at = Gen.truncate(Gen.instant(r), 1_000);
      rows.add(new DuckRow(
          i == 2 ? Long.MIN_VALUE : i == 7 ? Long.MAX_VALUE : i * 1_000_003L, // unique: DuckDB sorts by id
          nulls ? null : (extreme ? "" : "name " + i + (i % 3 == 0 ? " ü'✓" : "")),
          nulls ? null : BigDecimal.valueOf(extreme ? -999_999_999_999_999_999L : r.nextLong() % 1_000_000_000_000L, 4),
          nulls ? null : at,
          nulls ? null : LocalDate.ofEpochDay(Math.floorDiv(Gen.instant(r).getEpochSecond(), 86_400L)),
          tags, attrs,
          nulls ? null : item(r, i),
          items,
          nulls ? null : new UUID(r.nextLong(), r.nextLong()),
          nulls ? null : (extreme ? new byte[0] : Gen.bytes(r, 1 + r.nextInt(20))),
          r.nextBoolean(),
          extreme ? (i % 10 == 2 ? Double.NaN : Double.NEGATIVE_INFINITY) : r.nextGaussian() * 1e6,
          extreme ? Integer.MAX_VALUE : r.nextInt(),
          extreme ? Short.MIN_VALUE : (short) r.nextInt(),
          extreme ? Byte.MAX_VALUE : (byte) r.nextInt(),
          nulls ? null : LocalTime.ofNanoOfDay((long) (r.nextDouble() * 86_400_000_000L) * 1_000L),
          nulls ? null : LocalDateTime.ofInstant(Gen.truncate(Gen.instant(r), 1_000), ZoneOffset.UTC)));
    }
    return rows;
  }

  static Item item(Random r, int i) {
    return new Item(i % 3 == 0 ? null : "item" + r.nextInt(50), i % 4 == 0 ? null : r.nextInt(), i % 5 == 0 ? null : r.nextBoolean());
  }

  /** A SELECT of {@code rows} as typed DuckDB literals, one UNION ALL branch per row. */
  static String duckDbSelect(List<DuckRow> rows) {
    List<String> selects = new ArrayList<>();
    for (DuckRow d : rows) {
      selects.add("SELECT " + String.join(", ",
          "(" + d.id() + ")::BIGINT AS id",
          str(d.name()) + "::VARCHAR AS name",
          (d.amount() == null ? "NULL" : "'" + d.amount().toPlainString() + "'") + "::DECIMAL(18,4) AS amount",
          (d.at() == null ? "NULL" : "'" + SQL_TIMESTAMP.format(d.at().atOffset(ZoneOffset.UTC)) + "+00'") + "::TIMESTAMPTZ AS at",
          (d.day() == null ? "NULL" : "'" + d.day() + "'") + "::DATE AS day",
          strings(d.tags()) + " AS tags",
          map(d.attrs()) + " AS attrs",
          item(d.item()) + " AS item",
          items(d.items()) + " AS items",
          (d.uuid() == null ? "NULL" : "'" + d.uuid() + "'") + "::UUID AS uuid",
          (d.blob() == null ? "NULL::BLOB" : "from_hex('" + HexFormat.of().formatHex(d.blob()) + "')") + " AS blob",
          d.flag() + " AS flag",
          "'" + d.score() + "'::DOUBLE AS score",
          d.count() + "::INTEGER AS count",
          "(" + d.small() + ")::SMALLINT AS small",
          "(" + d.tiny() + ")::TINYINT AS tiny",
          (d.time() == null ? "NULL" : "'" + SQL_TIME.format(d.time()) + "'") + "::TIME AS time",
          (d.local() == null ? "NULL" : "'" + SQL_TIMESTAMP.format(d.local()) + "'") + "::TIMESTAMP AS local"));
    }
    return "SELECT * FROM (" + String.join("\nUNION ALL ", selects) + ") ORDER BY id";
  }

  static String str(String s) {
    return s == null ? "NULL" : "'" + s.replace("'", "''") + "'";
  }

  static String strings(List<String> list) {
    return list == null ? "NULL::VARCHAR[]"
        : "[" + list.stream().map(RecordsFromOtherWritersTest::str).collect(Collectors.joining(", ")) + "]::VARCHAR[]";
  }

  static String map(Map<String, Long> m) {
    if (m == null) {
      return "NULL::MAP(VARCHAR, BIGINT)";
    }
    String keys = m.keySet().stream().map(RecordsFromOtherWritersTest::str).collect(Collectors.joining(", "));
    String values = m.values().stream().map(String::valueOf).collect(Collectors.joining(", "));
    return "MAP([" + keys + "]::VARCHAR[], [" + values + "]::BIGINT[])";
  }

  static final String ITEM_TYPE = "STRUCT(label VARCHAR, n INTEGER, ok BOOLEAN)";

  static String item(Item it) {
    return it == null ? "NULL::" + ITEM_TYPE
        : "{'label': " + str(it.label()) + ", 'n': " + it.n() + ", 'ok': " + it.ok() + "}::" + ITEM_TYPE;
  }

  static String items(List<Item> list) {
    return list == null ? "NULL::" + ITEM_TYPE + "[]"
        : "[" + list.stream().map(RecordsFromOtherWritersTest::item).collect(Collectors.joining(", ")) + "]::"
            + ITEM_TYPE + "[]";
  }

  static final String DUCKDB_FILE_SCHEMA = """
      message duckdb_schema {
        optional int64 id (INTEGER(64,true));
        optional binary name (STRING);
        optional int64 amount (DECIMAL(18,4));
        optional int64 at (TIMESTAMP(MICROS,true));
        optional int32 day (DATE);
        optional group tags (LIST) {
          repeated group list {
            optional binary element (STRING);
          }
        }
        optional group attrs (MAP) {
          repeated group key_value {
            required binary key (STRING);
            optional int64 value (INTEGER(64,true));
          }
        }
        optional group item {
          optional binary label (STRING);
          optional int32 n (INTEGER(32,true));
          optional boolean ok;
        }
        optional group items (LIST) {
          repeated group list {
            optional group element {
              optional binary label (STRING);
              optional int32 n (INTEGER(32,true));
              optional boolean ok;
            }
          }
        }
        optional fixed_len_byte_array(16) uuid (UUID);
        optional binary blob;
        optional boolean flag;
        optional double score;
        optional int32 count (INTEGER(32,true));
        optional int32 small (INTEGER(16,true));
        optional int32 tiny (INTEGER(8,true));
        optional int64 time (TIME(MICROS,false));
        optional int64 local (TIMESTAMP(MICROS,false));
      }
      """;

  @ParameterizedTest
  @ValueSource(strings = {"COMPRESSION snappy", "COMPRESSION zstd, ROW_GROUP_SIZE 16, PARQUET_VERSION v2"})
  void duckDbFilesReadIntoRecords(String options, @TempDir Path dir) {
    List<DuckRow> expected = duckRows(60, 5);
    expected.sort((a, b) -> Long.compare(a.id(), b.id()));
    Path file = dir.resolve("duck.parquet");
    DuckDbFiles.copy(duckDbSelect(expected), file, options);
    // the file holds DuckDB's own layouts and annotations, all columns optional
    assertEquals(DUCKDB_FILE_SCHEMA, ParquetJavaFiles.schema(file).toString());
    assertRecordsEqual(expected, read(DuckRow.class, file), DuckRow.class);
  }

  // ------------------------------------------------------------------ parquet-java

  static final String PARQUET_JAVA_SCHEMA = """
      message legacy {
        required int64 id;
        optional binary name (UTF8);
        optional group tags (LIST) { repeated binary array (UTF8); }
        optional group attrs (MAP_KEY_VALUE) { repeated group map { required binary key (UTF8); optional int64 value; } }
        optional group points (LIST) { repeated group array { required double x; optional double y; } }
        repeated int64 bare;
        optional fixed_len_byte_array(16) uuid (UUID);
        optional int64 at (TIMESTAMP(MILLIS,true));
        optional int32 price (DECIMAL(9,2));
        optional int32 day (DATE);
        optional int32 count;
      }
      """;

  static List<JavaRow> javaRows(int n, long seed) {
    Random r = new Random(seed);
    List<JavaRow> rows = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      boolean nulls = i % 4 == 1;
      List<String> tags = nulls ? null : new ArrayList<>();
      Map<String, Long> attrs = nulls ? null : new LinkedHashMap<>();
      List<Point> points = nulls ? null : new ArrayList<>();
      List<Long> bare = new ArrayList<>(); // a bare repeated field has no null, only empty
      for (int k = 0; !nulls && k < i % 4; k++) {
        tags.add("tag" + r.nextInt(100) + "-" + k);
        attrs.put("a" + k, k == 1 ? null : r.nextLong());
        points.add(new Point(r.nextGaussian(), k == 2 ? null : r.nextDouble()));
        bare.add(r.nextLong());
      }
      rows.add(new JavaRow(i, nulls ? null : "n" + i + (i % 3 == 0 ? "ü✓" : ""), tags, attrs, points, bare,
          nulls ? null : new UUID(r.nextLong(), r.nextLong()),
          nulls ? null : Gen.truncate(Gen.instant(r), 1_000_000),
          nulls ? null : BigDecimal.valueOf(r.nextInt(2_000_000_000) - 1_000_000_000, 2),
          nulls ? null : LocalDate.ofEpochDay(r.nextInt(80_000) - 40_000),
          nulls ? null : r.nextInt()));
    }
    return rows;
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void parquetJavaFilesWithLegacyLayoutsReadIntoRecords(boolean v2, @TempDir Path dir) {
    List<JavaRow> expected = javaRows(300, 9);
    Path file = dir.resolve("java.parquet");
    MessageType schema = MessageTypeParser.parseMessageType(PARQUET_JAVA_SCHEMA);
    ParquetJavaFiles.write(file, PARQUET_JAVA_SCHEMA, RecordCanonical.rows(schema, expected),
        v2 ? CompressionCodecName.ZSTD : CompressionCodecName.SNAPPY, !v2,
        v2 ? WriterVersion.PARQUET_2_0 : WriterVersion.PARQUET_1_0);
    assertRecordsEqual(expected, read(JavaRow.class, file), JavaRow.class);
  }

  @Test
  void parquetJavaReadsTheLegacyFileTheSameWay(@TempDir Path dir) {
    // the canonical rows written above are what parquet-java itself reads back: the expected
    // values are not an artefact of the converter
    List<JavaRow> expected = javaRows(50, 3);
    Path file = dir.resolve("java.parquet");
    MessageType schema = MessageTypeParser.parseMessageType(PARQUET_JAVA_SCHEMA);
    List<Map<String, Object>> rows = RecordCanonical.rows(schema, expected);
    ParquetJavaFiles.write(file, PARQUET_JAVA_SCHEMA, rows);
    Canonical.assertRowsEqual(rows, ParquetJavaFiles.read(file));
  }

  // ------------------------------------------------------------------ helpers

  static <T> List<T> read(Class<T> type, Path file) {
    try (ParquetReader<T> r = Parquet.reader(type, file).build()) {
      return r.stream().collect(Collectors.toList());
    }
  }

  /** Records compared through their canonical form under their own mapper's schema. */
  static <T> void assertRecordsEqual(List<T> expected, List<T> actual, Class<T> type) {
    MessageType schema = MessageTypeParser.parseMessageType(Parquet.mapper(type).schema().toString());
    assertEquals(expected.size(), actual.size(), "record count");
    Canonical.assertRowsEqual(RecordCanonical.rows(schema, expected), RecordCanonical.rows(schema, actual));
  }
}
