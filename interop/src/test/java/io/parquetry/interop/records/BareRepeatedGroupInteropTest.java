package io.parquetry.interop.records;

import static io.parquetry.interop.Canonical.list;
import static io.parquetry.interop.Canonical.row;
import static io.parquetry.interop.Canonical.struct;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.annotation.Repeated;
import io.parquetry.interop.Canonical;
import io.parquetry.interop.DuckDbFiles;
import io.parquetry.interop.ParquetJavaFiles;
import io.parquetry.interop.records.Mapped.NonNull;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bare repeated group ({@code @Repeated} list of records) with exactly one field is read by
 * DuckDB as a list of that field's values: the struct around each value is gone, its values are
 * not. parquet-java reads it as the format says (a list of one-field structs), and DuckDB reads
 * the same records right as a LIST (no {@code @Repeated}) or with a second field. The README's
 * engine section documents this; should DuckDB change, this test fails and the note goes.
 */
class BareRepeatedGroupInteropTest {
  @ParquetRecord
  record Tagged(long id, @Repeated List<Tag> tags, @Repeated List<Pair> pairs, @NonNull List<Tag> listed) {}

  record Tag(String name) {}

  record Pair(String name, int weight) {}

  static List<Tagged> records() {
    List<Tagged> out = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      List<Tag> tags = new ArrayList<>();
      List<Pair> pairs = new ArrayList<>();
      for (int k = 0; k < i % 4; k++) {
        tags.add(new Tag(k == 2 ? null : "t" + i + "-" + k));
        pairs.add(new Pair("p" + k, i * k));
      }
      out.add(new Tagged(i, tags, pairs, tags));
    }
    return out;
  }

  @Test
  void duckDbReadsAOneFieldBareRepeatedGroupAsAListOfItsValues(@TempDir Path dir) {
    Path file = dir.resolve("tagged.parquet");
    List<Tagged> records = records();
    try (ParquetWriter<Tagged> w = Parquet.writer(Tagged.class, file).build()) {
      w.writeAll(records);
    }

    List<Map<String, Object>> asTheFormatSays = new ArrayList<>();
    List<Map<String, Object>> asDuckDbReadsIt = new ArrayList<>();
    for (Tagged t : records) {
      List<Object> tagStructs = t.tags().stream().map(g -> (Object) struct("name", g.name())).collect(Collectors.toList());
      List<Object> pairStructs = t.pairs().stream()
          .map(p -> (Object) struct("name", p.name(), "weight", p.weight())).collect(Collectors.toList());
      List<Object> tagNames = new ArrayList<>();
      t.tags().forEach(g -> tagNames.add(g.name()));
      asTheFormatSays.add(row("id", t.id(), "tags", list(tagStructs.toArray()), "pairs", list(pairStructs.toArray()),
          "listed", list(tagStructs.toArray())));
      asDuckDbReadsIt.add(row("id", t.id(), "tags", list(tagNames.toArray()), "pairs", list(pairStructs.toArray()),
          "listed", list(tagStructs.toArray())));
    }

    Canonical.assertRowsEqual(asTheFormatSays, ParquetJavaFiles.read(file));
    Canonical.assertRowsEqual(asDuckDbReadsIt, DuckDbFiles.read(file));
    Map<String, Object> types = new java.util.LinkedHashMap<>();
    for (Map<String, Object> c : DuckDbFiles.query("DESCRIBE SELECT * FROM read_parquet(" + DuckDbFiles.literal(file) + ")")) {
      types.put((String) c.get("column_name"), c.get("column_type"));
    }
    assertEquals("VARCHAR[]", types.get("tags"), "DuckDB's type for the one-field bare repeated group");
    assertEquals("STRUCT(\"name\" VARCHAR, weight INTEGER)[]", types.get("pairs"));
    assertEquals("STRUCT(\"name\" VARCHAR)[]", types.get("listed"));
  }
}
