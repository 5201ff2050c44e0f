package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.base.Encoding;
import io.parquetry.base.PageType;
import io.parquetry.metadata.PageHeaderMetadata;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * All-null pages of a dictionary chunk are dictionary encoded (no indices), before the first
 * entry as well as between entries, so that no chunk switches from PLAIN to dictionary or back
 * (Spark's vectorized reader fails on that; {@code SparkReadsNullPagesTest}); a chunk of nulls
 * only has an empty dictionary page. DuckDB and parquet-java read such chunks value by value.
 */
class NullPagesInteropTest {
  static final MessageType SCHEMA = MessageTypeParser.parse("message m { required int32 id; optional binary s (STRING);"
      + " optional group l (LIST) { repeated group list { optional int64 element; } } optional double never; }");

  @Test
  void nullPagesKeepTheChunksDictionaryAndEveryReaderReadsThem(@TempDir Path dir) {
    Path file = dir.resolve("nulls.parquet");
    List<Map<String, Object>> expected = new ArrayList<>();
    try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, file).pageRowLimit(10).build()) {
      for (int i = 0; i < 100; i++) {
        boolean values = i >= 20 && i < 40 || i >= 70; // pages 0-1 and 4-6 all null
        String s = values ? "s" + i % 3 : null;
        List<Object> l = values ? List.of((long) i % 4, (long) i % 2) : List.of();
        w.write(Row.of(SCHEMA, i, s, l, null));
        expected.add(Canonical.row("id", i, "s", s, "l", Canonical.list(l.toArray()), "never", null));
      }
    }
    Canonical.assertRowsEqual(expected, DuckDbFiles.read(file));
    Canonical.assertRowsEqual(expected, ParquetJavaFiles.read(file));
    Canonical.assertRowsEqual(expected, RowCanonical.rows(readAll(file)));
    try (ParquetFile f = ParquetFile.open(file)) {
      for (String column : List.of("s", "l.list.element", "never")) {
        List<PageHeaderMetadata> pages = f.pages(0, column).pages();
        assertEquals(PageType.DICTIONARY_PAGE, pages.get(0).type(), column);
        assertEquals(column.equals("never") ? 0 : column.equals("s") ? 3 : 4, pages.get(0).valueCount(), column);
        for (PageHeaderMetadata p : pages.subList(1, pages.size())) {
          assertEquals(Encoding.RLE_DICTIONARY, p.dataPage().encoding(), column + " page at " + p.offset());
        }
      }
    }
  }

  private static List<Row> readAll(Path file) {
    List<Row> rows = new ArrayList<>();
    try (ParquetFile f = ParquetFile.open(file)) {
      f.rows().forEach(rows::add);
    }
    return rows;
  }
}
