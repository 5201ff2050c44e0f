package io.parquetry.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.filter.Filter;
import io.parquetry.row.GroupView;
import io.parquetry.row.ListView;
import io.parquetry.row.MapView;
import io.parquetry.row.Row;
import io.parquetry.row.RowCursor;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Parquetry's selective reads of a file against the same selection made in memory: a random row
 * range, projection (whole fields, or fields inside groups) and filter ({@link RandomFilter}),
 * read as rows and through a {@link RowCursor} walked view by view. Used on files of every writer
 * the random tests run (Parquetry, parquet-java, DuckDB, Spark).
 */
public final class SelectiveReads {
  private SelectiveReads() {}

  /**
   * Reads a random row range, projection and (where the schema allows) filter, as rows and through
   * a cursor, against the same selection of {@code rows} (of {@code schema}, canonical:
   * {@code expected}) in memory.
   */
  public static void check(Path file, MessageType schema, List<Row> rows, List<Map<String, Object>> expected,
      Random r, String context) {
    int n = rows.size();
    RandomFilter f = RandomFilter.random(schema, rows, r, RandomData.values(new Random(r.nextLong())));
    long first = r.nextInt(n + 1);
    long end = first + r.nextInt((int) (n - first) + 1);
    List<String> kept = new ArrayList<>();
    Map<String, Object> keep = Projection.pick(schema, "", kept, r); // null: no paths, every field
    List<Map<String, Object>> selected = new ArrayList<>();
    for (int i = (int) first; i < end; i++) {
      if (f == null || f.test(rows.get(i))) {
        selected.add(keep == null ? expected.get(i) : Projection.prune(expected.get(i), schema, keep));
      }
    }
    Filter filter = f == null ? null : f.filter;
    List<Row> back = new ArrayList<>();
    try (ParquetFile pf = ParquetFile.open(file);
        ParquetReader<Row> reader = pf.rows(filter, first, end, kept.toArray(String[]::new))) {
      reader.forEach(back::add);
    }
    String selection = "rows [" + first + ", " + end + "), fields " + kept + ", filter " + filter;
    assertSame(context + "\nParquetry, " + selection, selected, RowCanonical.rows(back));
    List<Map<String, Object>> viaCursor = new ArrayList<>();
    try (ParquetFile pf = ParquetFile.open(file);
        RowCursor cursor = pf.cursor(filter, first, end, kept.toArray(String[]::new))) {
      while (cursor.next()) {
        viaCursor.add(CursorValues.group(cursor, cursor.schema()));
      }
    }
    assertSame(context + "\nParquetry's RowCursor, " + selection, selected, viaCursor);
  }

  /**
   * A random projection: dotted paths to whole fields, or into groups that are neither LIST nor
   * MAP (bare repeated ones included), and what it leaves of a canonical row, worked out here
   * rather than from the projected schema Parquetry makes.
   */
  static final class Projection {
    private static final Object WHOLE = new Object();

    /** Picks paths below {@code g} into {@code paths}; returns what to keep of it, or null for nothing. */
    static Map<String, Object> pick(GroupType g, String prefix, List<String> paths, Random r) {
      Map<String, Object> keep = new LinkedHashMap<>();
      for (int i = 0; i < g.fieldCount(); i++) {
        SchemaNode f = g.field(i);
        int k = r.nextInt(10);
        if (k < 4) {
          paths.add(prefix + f.name());
          keep.put(f.name(), WHOLE);
        } else if (k < 7 && !f.isPrimitive() && f.logicalType() == null) {
          Map<String, Object> inner = pick(f.asGroup(), prefix + f.name() + ".", paths, r);
          if (inner != null) {
            keep.put(f.name(), inner);
          }
        }
      }
      return keep.isEmpty() ? null : keep;
    }

    /** The fields of {@code value} (a struct of {@code g}) that {@code keep} keeps, in schema order. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> prune(Map<String, Object> value, GroupType g, Map<String, Object> keep) {
      Map<String, Object> out = new LinkedHashMap<>();
      for (int i = 0; i < g.fieldCount(); i++) {
        SchemaNode f = g.field(i);
        Object k = keep.get(f.name());
        Object v = value.get(f.name());
        if (k == null) {
          continue;
        }
        if (k == WHOLE || v == null) {
          out.put(f.name(), v);
        } else if (f.repetition() == FieldRepetitionType.REPEATED) {
          List<Object> elements = new ArrayList<>();
          for (Object e : (List<?>) v) {
            elements.add(prune((Map<String, Object>) e, f.asGroup(), (Map<String, Object>) k));
          }
          out.put(f.name(), elements);
        } else {
          out.put(f.name(), prune((Map<String, Object>) v, f.asGroup(), (Map<String, Object>) k));
        }
      }
      return out;
    }
  }

  /** What a {@link RowCursor} shows of a row, walked through its views, as canonical values. */
  static final class CursorValues {
    static Map<String, Object> group(GroupView view, GroupType type) {
      Map<String, Object> out = new LinkedHashMap<>();
      for (int i = 0; i < type.fieldCount(); i++) {
        SchemaNode f = type.field(i);
        Object value;
        if (f.repetition() == FieldRepetitionType.REPEATED) {
          value = elements(view.getList(i), f);
        } else if (view.isNull(i)) {
          value = null;
        } else if (f.isPrimitive()) {
          value = leaf(view.getObject(i), f.asPrimitive(), view, i);
        } else {
          GroupType g = f.asGroup();
          if (RowCanonical.isList(g)) {
            value = elements(view.getList(i), RowCanonical.listElement(g));
          } else if (RowCanonical.isMap(g)) {
            value = map(view.getMap(i), g.field(0).asGroup());
          } else {
            value = group(view.getGroup(i), g);
          }
        }
        out.put(f.name(), value);
      }
      return out;
    }

    /** The elements of a list whose element node is {@code element} (a bare repeated field is its own). */
    private static List<Object> elements(ListView list, SchemaNode element) {
      List<Object> out = new ArrayList<>();
      for (int j = 0; j < list.size(); j++) {
        out.add(element(list, j, element));
      }
      return out;
    }

    private static Object element(ListView list, int j, SchemaNode element) {
      if (list.isNull(j)) {
        return null;
      }
      if (element.isPrimitive()) {
        return list.getObject(j);
      }
      GroupType g = element.asGroup();
      if (RowCanonical.isList(g)) {
        return elements(list.getList(j), RowCanonical.listElement(g));
      }
      if (RowCanonical.isMap(g)) {
        return map(list.getMap(j), g.field(0).asGroup());
      }
      return group(list.getGroup(j), g);
    }

    private static Map<Object, Object> map(MapView map, GroupType keyValue) {
      Map<Object, Object> out = new LinkedHashMap<>();
      ListView keys = map.keys();
      List<Object> k = new ArrayList<>();
      for (int j = 0; j < keys.size(); j++) {
        k.add(keys.getObject(j));
      }
      ListView values = map.values();
      for (int j = 0; j < k.size(); j++) {
        out.put(k.get(j), element(values, j, keyValue.field(1)));
      }
      return out;
    }

    /** A leaf's value; for plain numbers and booleans the typed getter must agree with it. */
    private static Object leaf(Object value, PrimitiveType type, GroupView view, int i) {
      if (type.logicalType() == null) {
        Object typed = switch (type.physicalType()) {
          case BOOLEAN -> view.getBoolean(i);
          case INT32 -> view.getInt(i);
          case INT64 -> view.getLong(i);
          case FLOAT -> view.getFloat(i);
          case DOUBLE -> view.getDouble(i);
          default -> value;
        };
        assertEquals(value, typed, "typed getter of " + type.name());
      }
      return value;
    }
  }

  private static void assertSame(String what, List<Map<String, Object>> expected, List<Map<String, Object>> actual) {
    assertEquals(null, Canonical.firstDifference(expected, actual), what);
  }
}
