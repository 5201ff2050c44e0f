package io.parquetry.interop.records;

import static io.parquetry.interop.Canonical.list;
import static io.parquetry.interop.Canonical.map;
import static io.parquetry.interop.Canonical.row;
import static io.parquetry.interop.Canonical.struct;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.ParquetCase;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.interop.Canonical;
import io.parquetry.interop.DuckDbFiles;
import io.parquetry.interop.ParquetJavaFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sealed hierarchies stored as tagged unions, seen by other readers as what they are in the file:
 * plain groups with a {@code kind} column and one optional group per case. And files written
 * before a case existed (by Parquetry from an older model, and by DuckDB) read into the new model.
 */
class SealedUnionInteropTest {
  sealed interface Shape permits Circle, Rect, Poly {}

  @ParquetCase("circle")
  record Circle(double r) implements Shape {}

  record Rect(double w, double h) implements Shape {}

  /** A case holding a list, added after {@link ShapeV1}'s files were written. */
  record Poly(List<Integer> xs) implements Shape {}

  @ParquetRecord
  record Drawing(long id, Shape shape, List<Shape> layers, Map<String, Shape> named) {}

  /** {@link Shape} before {@link Poly} existed. */
  sealed interface ShapeV1 permits CircleV1, RectV1 {}

  @ParquetCase("circle")
  record CircleV1(double r) implements ShapeV1 {}

  @ParquetCase("Rect")
  record RectV1(double w, double h) implements ShapeV1 {}

  @ParquetRecord
  record DrawingV1(long id, ShapeV1 shape) {}

  @ParquetRecord
  record DrawingHead(long id, Shape shape) {}

  static List<Drawing> drawings(int n) {
    List<Shape> all = List.of(new Circle(1.5), new Rect(2, 3), new Poly(Arrays.asList(1, null, 3)), new Poly(List.of()));
    List<Drawing> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Shape s = all.get(i % all.size());
      Map<String, Shape> named = new LinkedHashMap<>();
      named.put("a", all.get((i + 1) % all.size()));
      if (i % 3 == 0) {
        named.put("b", null);
      }
      out.add(new Drawing(i, i % 5 == 0 ? null : s, i % 4 == 0 ? null : Arrays.asList(s, null, all.get(i * 7 % 4)),
          named));
    }
    return out;
  }

  /** The canonical value of a shape: the union's group as a struct. */
  static Map<String, Object> canonical(Shape s) {
    if (s == null) {
      return null;
    }
    Object circle = s instanceof Circle c ? struct("r", c.r()) : null;
    Object rect = s instanceof Rect r ? struct("w", r.w(), "h", r.h()) : null;
    Object poly = s instanceof Poly p ? struct("xs", new ArrayList<Object>(p.xs())) : null;
    String kind = s instanceof Circle ? "circle" : s instanceof Rect ? "Rect" : "Poly";
    return struct("kind", kind, "circle", circle, "Rect", rect, "Poly", poly);
  }

  static List<Map<String, Object>> canonical(List<Drawing> drawings) {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (Drawing d : drawings) {
      List<Object> layers = d.layers() == null ? null
          : d.layers().stream().map(SealedUnionInteropTest::canonical).collect(Collectors.toCollection(ArrayList::new));
      Map<Object, Object> named = new LinkedHashMap<>();
      d.named().forEach((k, v) -> named.put(k, canonical(v)));
      rows.add(row("id", d.id(), "shape", canonical(d.shape()), "layers", layers, "named", named));
    }
    return rows;
  }

  static <T> Path write(Path file, Class<T> type, List<T> rows) {
    try (ParquetWriter<T> w = Parquet.writer(type, file).pageSize(1024).build()) {
      w.writeAll(rows);
    }
    return file;
  }

  static <T> List<T> read(Class<T> type, Path file) {
    try (ParquetReader<T> r = Parquet.reader(type, file).build()) {
      return r.stream().collect(Collectors.toList());
    }
  }

  @Test
  void duckDbAndParquetJavaReadTheUnionAsPlainGroups(@TempDir Path dir) {
    List<Drawing> drawings = drawings(300);
    Path file = write(dir.resolve("drawings.parquet"), Drawing.class, drawings);
    List<Map<String, Object>> expected = canonical(drawings);
    Canonical.assertRowsEqual(expected, ParquetJavaFiles.read(file));
    Canonical.assertRowsEqual(expected, DuckDbFiles.read(file));
    assertEquals(drawings, read(Drawing.class, file));
    // the discriminator is an ordinary column to SQL
    List<Map<String, Object>> rects = DuckDbFiles.query("SELECT count(*)::BIGINT AS n FROM read_parquet("
        + DuckDbFiles.literal(file) + ") WHERE shape.kind = 'Rect'");
    assertEquals(drawings.stream().filter(d -> d.shape() instanceof Rect).count(), rects.get(0).get("n"));
  }

  @Test
  void aFileWrittenBeforeACaseExistedReadsIntoTheNewModel(@TempDir Path dir) {
    Path file = write(dir.resolve("v1.parquet"), DrawingV1.class, List.of(new DrawingV1(1, new CircleV1(2)),
        new DrawingV1(2, new RectV1(3, 4)), new DrawingV1(3, null)));
    assertEquals(List.of(new DrawingHead(1, new Circle(2)), new DrawingHead(2, new Rect(3, 4)), new DrawingHead(3, null)),
        read(DrawingHead.class, file));
  }

  @Test
  void duckDbWrittenUnionWithoutTheNewCaseReads(@TempDir Path dir) {
    Path file = dir.resolve("duck.parquet");
    DuckDbFiles.copy("SELECT * FROM (VALUES"
        + " (1::BIGINT, {'kind': 'circle', 'circle': {'r': 2.5::DOUBLE}, 'Rect': NULL::STRUCT(w DOUBLE, h DOUBLE)}),"
        + " (2::BIGINT, {'kind': 'Rect', 'circle': NULL::STRUCT(r DOUBLE), 'Rect': {'w': 1.0::DOUBLE, 'h': 2.0::DOUBLE}}),"
        + " (3::BIGINT, NULL)) t(id, shape)", file, "");
    assertEquals(List.of(new DrawingHead(1, new Circle(2.5)), new DrawingHead(2, new Rect(1, 2)), new DrawingHead(3, null)),
        read(DrawingHead.class, file));
  }
}
