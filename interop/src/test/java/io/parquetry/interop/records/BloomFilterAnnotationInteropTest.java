package io.parquetry.interop.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.BloomFilter;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.interop.Canonical;
import io.parquetry.interop.DuckDbFiles;
import io.parquetry.interop.ParquetJavaFiles;
import io.parquetry.spi.BloomFilterOptions;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.filter2.compat.FilterCompat;
import org.apache.parquet.filter2.predicate.FilterApi;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.api.Binary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bloom filters asked for with {@code @BloomFilter}, written by the generated mapper: parquet-java
 * finds a filter on exactly the annotated columns, each holding every value its row group has,
 * and uses them to skip row groups; DuckDB probes them and still reads the file value by value.
 */
class BloomFilterAnnotationInteropTest {
  static final int ROWS = 6000;

  @ParquetRecord
  record Event(long id,
      @BloomFilter(ndv = 2_000) String user,
      @BloomFilter(ndv = 1_000, fpp = 0.001) long session,
      @BloomFilter(ndv = 500, fpp = 0.05) List<String> tags,
      @BloomFilter(ndv = 100) Map<String, Integer> counts,
      @BloomFilter(ndv = 1_000) UUID trace,
      @BloomFilter(ndv = 300) double score,
      Place place,
      String note) {}

  record Place(@BloomFilter(ndv = 50) String city, int zone) {}

  /** The annotated leaf columns and the options their annotations give. */
  static final Map<String, BloomFilterOptions> ANNOTATED = new LinkedHashMap<>();

  static {
    ANNOTATED.put("user", new BloomFilterOptions(2_000, 0.01));
    ANNOTATED.put("session", new BloomFilterOptions(1_000, 0.001));
    ANNOTATED.put("tags.list.element", new BloomFilterOptions(500, 0.05));
    ANNOTATED.put("counts.key_value.key", new BloomFilterOptions(100, 0.01));
    ANNOTATED.put("counts.key_value.value", new BloomFilterOptions(100, 0.01));
    ANNOTATED.put("trace", new BloomFilterOptions(1_000, 0.01));
    ANNOTATED.put("score", new BloomFilterOptions(300, 0.01));
    ANNOTATED.put("place.city", new BloomFilterOptions(50, 0.01));
  }

  @TempDir
  Path dir;

  static List<Event> events() {
    List<Event> out = new ArrayList<>();
    for (int i = 0; i < ROWS; i++) {
      List<String> tags = new ArrayList<>();
      for (int k = 0; k < i % 3; k++) {
        tags.add("tag-" + (i * 5 + k) % 400);
      }
      Map<String, Integer> counts = new LinkedHashMap<>();
      for (int k = 0; k < i % 4; k++) {
        counts.put("k" + (i + k) % 60, (i * k) % 90 - 45);
      }
      out.add(new Event(i, i % 13 == 0 ? null : "user-" + (i * 7919) % 1_700, (i * 104_729L) % 100_003,
          i % 5 == 0 ? null : tags, i % 6 == 0 ? null : counts, i % 8 == 0 ? null : new UUID(i * 31L, ~i),
          (i % 250) / 8.0, i % 10 == 0 ? null : new Place(i % 17 == 0 ? null : "city-" + i % 40, i % 4),
          "note " + i));
    }
    return out;
  }

  Path write(List<Event> events) {
    Path file = dir.resolve("events.parquet");
    try (ParquetWriter<Event> w = Parquet.writer(Event.class, file).rowGroupSize(64 << 10).dictionary(false)
        .build()) {
      w.writeAll(events);
    }
    return file;
  }

  static Binary uuid(UUID u) {
    return Binary.fromConstantByteArray(ByteBuffer.allocate(16).putLong(u.getMostSignificantBits())
        .putLong(u.getLeastSignificantBits()).array());
  }

  /** The hashes, as parquet-java computes them, of the values {@code e} has in column {@code path}. */
  static List<Long> hashes(org.apache.parquet.column.values.bloomfilter.BloomFilter bf, String path, Event e) {
    List<Long> out = new ArrayList<>();
    switch (path) {
      case "user" -> {
        if (e.user() != null) {
          out.add(bf.hash(Binary.fromString(e.user())));
        }
      }
      case "session" -> out.add(bf.hash(e.session()));
      case "tags.list.element" -> {
        if (e.tags() != null) {
          e.tags().forEach(t -> out.add(bf.hash(Binary.fromString(t))));
        }
      }
      case "counts.key_value.key" -> {
        if (e.counts() != null) {
          e.counts().keySet().forEach(k -> out.add(bf.hash(Binary.fromString(k))));
        }
      }
      case "counts.key_value.value" -> {
        if (e.counts() != null) {
          e.counts().values().forEach(v -> out.add(bf.hash((int) v)));
        }
      }
      case "trace" -> {
        if (e.trace() != null) {
          out.add(bf.hash(uuid(e.trace())));
        }
      }
      case "score" -> out.add(bf.hash(e.score()));
      case "place.city" -> {
        if (e.place() != null && e.place().city() != null) {
          out.add(bf.hash(Binary.fromString(e.place().city())));
        }
      }
      default -> throw new AssertionError(path);
    }
    return out;
  }

  @Test
  void parquetJavaFindsEveryValueInTheAnnotatedColumnsAndNoFilterElsewhere() throws IOException {
    List<Event> events = events();
    Path file = write(events);
    try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file))) {
      List<BlockMetaData> blocks = reader.getFooter().getBlocks();
      assertTrue(blocks.size() > 2, blocks.size() + " row groups");
      int first = 0;
      int values = 0;
      for (BlockMetaData block : blocks) {
        int end = first + (int) block.getRowCount();
        for (ColumnChunkMetaData col : block.getColumns()) {
          String path = col.getPath().toDotString();
          var bf = reader.readBloomFilter(col);
          BloomFilterOptions options = ANNOTATED.get(path);
          if (options == null) {
            assertNull(bf, "unannotated column " + path + " has a bloom filter");
            continue;
          }
          assertNotNull(bf, "parquet-java found no bloom filter for " + path);
          assertEquals(options.numBytes(), bf.getBitsetSize(), path);
          for (Event e : events.subList(first, end)) {
            for (long h : hashes(bf, path, e)) {
              assertTrue(bf.findHash(h), path + " of event " + e.id());
              values++;
            }
          }
        }
        first = end;
      }
      assertEquals(ROWS, first);
      assertTrue(values > ROWS * 5, values + " values looked up");
    }
  }

  @Test
  void parquetJavaSkipsRowGroupsWithTheFilters() throws IOException {
    List<Event> events = events();
    Path file = write(events);
    long session = events.get(4321).session();
    assertEquals(1, events.stream().filter(e -> e.session() == session).count());
    ParquetReadOptions options = ParquetReadOptions.builder()
        .withRecordFilter(FilterCompat.get(FilterApi.eq(FilterApi.longColumn("session"), session)))
        .useStatsFilter(false).useDictionaryFilter(false).useColumnIndexFilter(false).useBloomFilter(true).build();
    try (ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file), options)) {
      int groups = reader.getFooter().getBlocks().size();
      int read = 0;
      PageReadStore pages;
      while ((pages = reader.readNextFilteredRowGroup()) != null) {
        read++;
        assertTrue(pages.getRowCount() > 0);
      }
      // at fpp 0.001 one false positive among the other row groups is already unlikely
      assertTrue(read >= 1 && read <= 2, "read " + read + " of " + groups + " row groups");
    }
  }

  @Test
  void duckDbReadsTheFileValueByValueAndProbesTheFilters() {
    List<Event> events = events();
    Path file = write(events);
    List<Map<String, Object>> expected = RecordCanonical.rows(ParquetJavaFiles.schema(file), events);
    Canonical.assertRowsEqual(expected, DuckDbFiles.read(file));
    Canonical.assertRowsEqual(expected, ParquetJavaFiles.read(file));

    // DuckDB's view of the footer: a filter (its header and bitset) on exactly the annotated columns
    for (Map<String, Object> chunk : DuckDbFiles.parquetMetadata(file)) {
      String path = ((String) chunk.get("path_in_schema")).replace(", ", ".");
      BloomFilterOptions options = ANNOTATED.get(path);
      Object length = chunk.get("bloom_filter_length");
      if (options == null) {
        assertNull(length, path);
      } else {
        long bytes = ((Number) length).longValue();
        assertTrue(bytes > options.numBytes() && bytes <= options.numBytes() + 32, path + ": " + bytes + " bytes");
      }
    }
    // a user no event has, between the smallest and the largest: DuckDB's probe rules out every row group
    List<Map<String, Object>> absent = probe(file, "user", "user-1700");
    assertTrue(absent.size() > 2, absent.toString());
    for (Map<String, Object> row : absent) {
      assertEquals(true, row.get("bloom_filter_excludes"), row.toString());
    }
    // a user of the first row group: not ruled out there
    assertEquals(false, probe(file, "user", events.get(1).user()).get(0).get("bloom_filter_excludes"));
  }

  static List<Map<String, Object>> probe(Path file, String column, String value) {
    return DuckDbFiles.query("SELECT row_group_id, bloom_filter_excludes FROM parquet_bloom_probe("
        + DuckDbFiles.literal(file) + ", '" + column + "', '" + value + "') ORDER BY row_group_id");
  }
}
