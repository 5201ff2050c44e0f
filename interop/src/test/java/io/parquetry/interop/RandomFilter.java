package io.parquetry.interop;

import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.Type;
import io.parquetry.filter.Column;
import io.parquetry.filter.Columns;
import io.parquetry.filter.Filter;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A random filter on a schema's scalar columns outside lists and maps (top-level or inside
 * groups, which a null group makes null) of any type (every operator, sometimes
 * combined with and, or and not), and the same test on {@link Row} values in memory, by the
 * column's sort order as {@link StatisticsOracle} works it out and the filter semantics
 * {@link Filter} documents: a comparison with null or NaN is false, {@code not} is exact
 * negation (so {@code notEq} and {@code notIn} match nulls).
 */
public final class RandomFilter {
  /** The filter. */
  public final Filter filter;
  private final Predicate<Row> test;

  private RandomFilter(Filter filter, Predicate<Row> test) {
    this.filter = filter;
    this.test = test;
  }

  /** Whether the filter selects {@code row}, by its documented semantics. */
  public boolean test(Row row) {
    return test.test(row);
  }

  /**
   * A random filter, or null when the schema has no top-level scalar column.
   *
   * @param fresh makes a non-null value of a column's type, which may be in no row
   */
  public static RandomFilter random(MessageType schema, List<Row> rows, Random r,
      Function<PrimitiveType, Object> fresh) {
    List<List<String>> candidates = new ArrayList<>();
    scalars(schema, new ArrayList<>(), candidates);
    if (candidates.isEmpty() || rows.isEmpty()) {
      return null;
    }
    return random(schema, candidates, rows, r, fresh, 0);
  }

  /** The paths of the scalar columns below {@code g} that are in no list or map. */
  private static void scalars(io.parquetry.schema.GroupType g, List<String> prefix, List<List<String>> out) {
    for (SchemaNode f : g.fields()) {
      if (f.repetition() == FieldRepetitionType.REPEATED || !f.isPrimitive() && f.logicalType() != null) {
        continue; // repeated, LIST or MAP
      }
      List<String> path = new ArrayList<>(prefix);
      path.add(f.name());
      if (f.isPrimitive()) {
        out.add(path);
      } else {
        scalars(f.asGroup(), path, out);
      }
    }
  }

  private static RandomFilter random(MessageType schema, List<List<String>> candidates, List<Row> rows, Random r,
      Function<PrimitiveType, Object> fresh, int depth) {
    int k = depth >= 2 ? 9 : r.nextInt(10);
    if (k < 2) {
      RandomFilter a = random(schema, candidates, rows, r, fresh, depth + 1);
      RandomFilter b = random(schema, candidates, rows, r, fresh, depth + 1);
      return k == 0 ? new RandomFilter(a.filter.and(b.filter), row -> a.test(row) && b.test(row))
          : new RandomFilter(a.filter.or(b.filter), row -> a.test(row) || b.test(row));
    }
    if (k == 2) {
      RandomFilter a = random(schema, candidates, rows, r, fresh, depth + 1);
      return new RandomFilter(Filter.not(a.filter), row -> !a.test(row));
    }
    return leaf(schema, candidates.get(r.nextInt(candidates.size())), rows, r, fresh);
  }

  /** The value at {@code path} of {@code row}: null when it or a group on the way is null. */
  private static Object valueAt(Row row, List<String> path) {
    Object v = row;
    for (String name : path) {
      if (v == null) {
        return null;
      }
      v = ((Row) v).get(name);
    }
    return v;
  }

  private static RandomFilter leaf(MessageType schema, List<String> field, List<Row> rows, Random r,
      Function<PrimitiveType, Object> fresh) {
    SchemaNode node = schema;
    for (String name : field) {
      node = node.asGroup().field(name);
    }
    PrimitiveType type = node.asPrimitive();
    Column<Object> column = Columns.column(String.join(".", field));
    Object pivot = pivot(type, field, rows, r, fresh);
    boolean isString = type.logicalType() instanceof LogicalType.StringType;
    boolean ordered = type.physicalType() != Type.BOOLEAN;
    int op = r.nextInt(isString ? 11 : 10);
    if (!ordered && op >= 2 && op <= 5) {
      op = 0;
    }
    Predicate<Object> test;
    Filter filter;
    switch (op) {
      case 0, 1 -> {
        filter = op == 0 ? column.eq(pivot) : column.notEq(pivot);
        Predicate<Object> eq = v -> compare(type, v, pivot) == 0;
        test = op == 0 ? eq : eq.negate();
      }
      case 2 -> {
        filter = column.lt(pivot);
        test = v -> compare(type, v, pivot) == -1;
      }
      case 3 -> {
        filter = column.ltEq(pivot);
        test = v -> compare(type, v, pivot) == -1 || compare(type, v, pivot) == 0;
      }
      case 4 -> {
        filter = column.gt(pivot);
        test = v -> compare(type, v, pivot) == 1;
      }
      case 5 -> {
        filter = column.gtEq(pivot);
        test = v -> compare(type, v, pivot) == 1 || compare(type, v, pivot) == 0;
      }
      case 6, 7 -> {
        List<Object> values = new ArrayList<>(List.of(pivot));
        for (int i = r.nextInt(3); i > 0; i--) {
          values.add(pivot(type, field, rows, r, fresh));
        }
        filter = op == 6 ? column.in(values) : column.notIn(values);
        Predicate<Object> in = v -> values.stream().anyMatch(x -> compare(type, v, x) == 0);
        test = op == 6 ? in : in.negate();
      }
      case 8 -> {
        filter = column.isNull();
        test = v -> v == null;
      }
      case 9 -> {
        filter = column.isNotNull();
        test = v -> v != null;
      }
      default -> {
        String s = (String) pivot;
        String prefix = s.substring(0, s.offsetByCodePoints(0, r.nextInt(s.codePointCount(0, s.length()) + 1)));
        filter = column.startsWith(prefix);
        test = v -> v != null && ((String) v).startsWith(prefix);
      }
    }
    Predicate<Object> onValue = test;
    return new RandomFilter(filter, row -> onValue.test(valueAt(row, field)));
  }

  /** A value of a random row (not null, not NaN), or one that may be in none. */
  private static Object pivot(PrimitiveType type, List<String> field, List<Row> rows, Random r,
      Function<PrimitiveType, Object> fresh) {
    for (int tries = 0; tries < 4 && r.nextInt(5) != 0; tries++) {
      Object v = valueAt(rows.get(r.nextInt(rows.size())), field);
      if (v != null && StatisticsOracle.key(type, v) != null) {
        return v;
      }
    }
    Object v;
    do {
      v = fresh.apply(type);
    } while (StatisticsOracle.key(type, v) == null);
    return v;
  }

  /** What {@link #compare} returns when the value is null or NaN: unordered, so every comparison is false. */
  private static final int NO_ORDER = Integer.MIN_VALUE;

  /** -1, 0 or 1 as {@code v} sorts before, with or after {@code pivot} in the column's order; else {@link #NO_ORDER}. */
  private static int compare(PrimitiveType type, Object v, Object pivot) {
    Object a = v == null ? null : StatisticsOracle.key(type, v);
    if (a == null) {
      return NO_ORDER;
    }
    return Integer.signum(StatisticsOracle.compare(a, StatisticsOracle.key(type, pivot)));
  }
}
