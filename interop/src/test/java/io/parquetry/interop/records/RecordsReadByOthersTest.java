package io.parquetry.interop.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Compression;
import io.parquetry.base.PageVersion;
import io.parquetry.interop.Canonical;
import io.parquetry.interop.DuckDbFiles;
import io.parquetry.interop.ParquetJavaFiles;
import io.parquetry.interop.records.Mapped.AllScalars;
import io.parquetry.interop.records.Mapped.Containers;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.parquet.column.ColumnDescriptor;
import org.apache.parquet.column.page.DataPage;
import org.apache.parquet.column.page.DataPageV1;
import org.apache.parquet.column.page.DataPageV2;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.column.page.PageReader;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.schema.MessageType;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Records of every mapped Java type, written by their generated mappers with each page version,
 * dictionary setting and a common codec, read back value by value by DuckDB and parquet-java and
 * compared with the records' canonical form ({@link RecordCanonical}).
 */
class RecordsReadByOthersTest {
  static final int ROWS = 400;

  static Stream<Arguments> settings() {
    List<Arguments> out = new ArrayList<>();
    for (PageVersion v : PageVersion.values()) {
      for (boolean dictionary : new boolean[] {true, false}) {
        for (Compression c : new Compression[] {Compression.SNAPPY, Compression.ZSTD}) {
          out.add(Arguments.of(v, dictionary, c));
        }
      }
    }
    return out.stream();
  }

  static <T> Path write(Path file, Class<T> type, List<T> records, PageVersion version, boolean dictionary,
      Compression codec) {
    // small pages and row groups, so readers cross page and row-group boundaries
    try (ParquetWriter<T> w = Parquet.writer(type, file).pageVersion(version).dictionary(dictionary)
        .compression(codec).pageSize(4096).rowGroupSize(64 << 10).build()) {
      w.writeAll(records);
    }
    return file;
  }

  @ParameterizedTest(name = "{0} dictionary={1} {2}")
  @MethodSource("settings")
  void scalarsOfEveryMappedType(PageVersion version, boolean dictionary, Compression codec, @TempDir Path dir) {
    List<AllScalars> records = Gen.allScalars(ROWS, 17);
    Path file = write(dir.resolve("scalars.parquet"), AllScalars.class, records, version, dictionary, codec);
    List<Map<String, Object>> expected = RecordCanonical.rows(ParquetJavaFiles.schema(file), records);
    assertFileLayout(file, version, dictionary, codec, "i");

    Canonical.assertRowsEqual(expected, ParquetJavaFiles.read(file));
    // DuckDB has no nanosecond TIMESTAMPTZ (see DuckDbFiles): it sees tsNanos cut to
    // microseconds, all else (TIME(NANOS) too, since 1.5) exactly.
    Canonical.assertRowsEqual(toMicros(expected, "tsNanos"), DuckDbFiles.read(file));
  }

  @ParameterizedTest(name = "{0} dictionary={1} {2}")
  @MethodSource("settings")
  void nestedCollectionsMapsAndOptionals(PageVersion version, boolean dictionary, Compression codec,
      @TempDir Path dir) {
    List<Containers> records = Gen.containers(ROWS, 23);
    Path file = write(dir.resolve("containers.parquet"), Containers.class, records, version, dictionary, codec);
    List<Map<String, Object>> expected = RecordCanonical.rows(ParquetJavaFiles.schema(file), records);
    assertFileLayout(file, version, dictionary, codec, "id");

    Canonical.assertRowsEqual(expected, ParquetJavaFiles.read(file));
    Canonical.assertRowsEqual(expected, DuckDbFiles.read(file));
  }

  /**
   * Copies of {@code rows} with the named Instant or LocalTime columns cut to microseconds the way
   * DuckDB cuts them: epoch nanoseconds divided by 1000, rounding toward zero (so an instant before
   * 1970 moves up, not down).
   */
  static List<Map<String, Object>> toMicros(List<Map<String, Object>> rows, String... columns) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (Map<String, Object> row : rows) {
      Map<String, Object> copy = new LinkedHashMap<>(row);
      for (String c : columns) {
        copy.computeIfPresent(c, (k, v) -> v instanceof Instant t ? towardZeroMicros(t)
            : ((LocalTime) v).truncatedTo(ChronoUnit.MICROS));
      }
      out.add(copy);
    }
    return out;
  }

  static Instant towardZeroMicros(Instant t) {
    long micros = Math.addExact(Math.multiplyExact(t.getEpochSecond(), 1_000_000L), t.getNano() / 1_000)
        + (t.getEpochSecond() < 0 && t.getNano() % 1_000 != 0 ? 1 : 0);
    return Instant.EPOCH.plus(micros, ChronoUnit.MICROS);
  }

  /** The file really has the codec, page version and dictionary setting asked for. */
  static void assertFileLayout(Path file, PageVersion version, boolean dictionary, Compression codec, String column) {
    try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file))) {
      List<BlockMetaData> blocks = reader.getFooter().getBlocks();
      assertTrue(blocks.size() > 1, "expected several row groups, got " + blocks.size());
      for (BlockMetaData block : blocks) {
        for (ColumnChunkMetaData chunk : block.getColumns()) {
          assertEquals(CompressionCodecName.valueOf(codec.name()), chunk.getCodec(), chunk.getPath().toDotString());
        }
      }
      MessageType schema = reader.getFooter().getFileMetaData().getSchema();
      ColumnDescriptor descriptor = schema.getColumnDescription(new String[] {column});
      PageReadStore pages = reader.readNextRowGroup();
      PageReader pageReader = pages.getPageReader(descriptor);
      if (dictionary) {
        assertNotNull(pageReader.readDictionaryPage(), column + " has a dictionary page");
      } else {
        assertNull(pageReader.readDictionaryPage(), column + " has no dictionary page");
      }
      DataPage page = pageReader.readPage();
      Class<?> pageClass = version == PageVersion.V1 ? DataPageV1.class : DataPageV2.class;
      assertTrue(pageClass.isInstance(page), column + ": expected a " + pageClass.getSimpleName() + " but got " + page);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }
}
