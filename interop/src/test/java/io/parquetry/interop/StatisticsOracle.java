package io.parquetry.interop;

import io.parquetry.ParquetFile;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import io.parquetry.metadata.ColumnIndex;
import io.parquetry.metadata.ColumnStatistics;
import io.parquetry.metadata.OffsetIndex;
import io.parquetry.metadata.RowGroupMetadata;
import io.parquetry.row.Row;
import io.parquetry.schema.ColumnDescriptor;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Checks that a file's bounds hold what was written: every value of every leaf column lies
 * within its row group's statistics and within the column index bounds of a page that can hold
 * its row, in the column's sort order, worked out here from the values the test wrote (not from
 * Parquetry's own comparators). A bound that misses a value lets every reader that prunes with
 * it (Spark, DuckDB, Trino, parquet-java, Parquetry) skip rows that match. Covers the types of
 * {@code RandomSchemaRoundTripTest}: integers signed or unsigned as their annotation says, dates,
 * times and timestamps, decimals on INT64, BYTE_ARRAY and FIXED_LEN_BYTE_ARRAY (signed), FLOAT
 * and DOUBLE (NaN never in bounds, nor a bound), other binary (unsigned bytes). Bounds are
 * allowed to be absent, never wrong.
 */
final class StatisticsOracle {

  private StatisticsOracle() {}

  /** Returns null when every bound holds, else the first violation, naming row group, column, page and value. */
  static String firstViolation(Path file, GroupType schema, List<Row> rows) {
    try (ParquetFile f = ParquetFile.open(file)) {
      long start = 0;
      for (RowGroupMetadata g : f.metadata().rowGroups()) {
        List<ColumnDescriptor> columns = f.schema().columns();
        for (int c = 0; c < columns.size(); c++) {
          ColumnDescriptor column = columns.get(c);
          String path = String.join(".", column.path().parts());
          List<List<Object>> values = new ArrayList<>();
          for (long r = start; r < start + g.rowCount(); r++) {
            List<Object> leaves = new ArrayList<>();
            collect(schema, rows.get((int) r), column.path().parts(), 0, leaves);
            List<Object> keys = new ArrayList<>();
            for (Object v : leaves) {
              Object key = key(column.type(), v);
              if (key != null) {
                keys.add(key);
              }
            }
            values.add(keys);
          }
          String where = "row group " + g.ordinal() + ", column " + path;
          String v = chunk(column.type(), g.columns().get(c).statistics(), values, where);
          if (v == null) {
            v = pages(column.type(), f.columnIndex(g.ordinal(), path), f.offsetIndex(g.ordinal(), path), values, where);
          }
          if (v != null) {
            return v;
          }
        }
        start += g.rowCount();
      }
    }
    return null;
  }

  private static String chunk(PrimitiveType type, ColumnStatistics stats, List<List<Object>> values, String where) {
    if (stats == null || !stats.hasMin() || !stats.hasMax()) {
      return null;
    }
    Object min = decode(type, stats.min());
    Object max = decode(type, stats.max());
    if (isNaN(min) || isNaN(max)) {
      return where + ": a statistics bound is NaN";
    }
    for (List<Object> row : values) {
      for (Object v : row) {
        if (compare(min, v) > 0 || compare(v, max) > 0) {
          return where + ": value " + show(v) + " outside the chunk's statistics [" + show(min) + ", " + show(max) + "]";
        }
      }
    }
    return null;
  }

  /** Each row's values must lie within a non-null page whose first row is at or before it and whose next page's is not. */
  private static String pages(PrimitiveType type, ColumnIndex index, OffsetIndex offsets, List<List<Object>> values,
      String where) {
    if (index == null || offsets == null) {
      return null;
    }
    List<OffsetIndex.PageLocation> pages = offsets.pages();
    for (int r = 0; r < values.size(); r++) {
      for (Object v : values.get(r)) {
        boolean bounded = false;
        for (int p = 0; p < pages.size() && !bounded; p++) {
          boolean holdsRow = pages.get(p).firstRowIndex() <= r
              && (p + 1 == pages.size() || pages.get(p + 1).firstRowIndex() >= r);
          if (holdsRow && !index.isNullPage(p)) {
            Object min = decode(type, index.min(p));
            Object max = decode(type, index.max(p));
            bounded = !isNaN(min) && !isNaN(max) && compare(min, v) <= 0 && compare(v, max) <= 0;
          }
        }
        if (!bounded) {
          return where + ": value " + show(v) + " of row " + r + " outside the column index bounds of every page"
              + " that can hold the row";
        }
      }
    }
    return null;
  }

  /** Adds the values of the leaf at {@code path} below {@code node} (named {@code path[depth - 1]}; the message at 0). */
  private static void collect(SchemaNode node, Object value, List<String> path, int depth, List<Object> out) {
    if (value == null) {
      return;
    }
    if (node.repetition() == FieldRepetitionType.REPEATED && depth > 0) {
      for (Object element : (List<?>) value) {
        element(node, element, path, depth, out);
      }
    } else {
      element(node, value, path, depth, out);
    }
  }

  /** One non-null value of {@code node}, whatever its repetition. */
  private static void element(SchemaNode node, Object value, List<String> path, int depth, List<Object> out) {
    if (value == null) {
      return;
    }
    if (node.isPrimitive()) {
      out.add(value);
      return;
    }
    GroupType g = node.asGroup();
    if (g.logicalType() instanceof LogicalType.ListType) {
      SchemaNode elementNode = g.field(0).asGroup().field(0); // path: list, element
      for (Object e : (List<?>) value) {
        collect(elementNode, e, path, depth + 2, out);
      }
    } else if (g.logicalType() instanceof LogicalType.MapType) {
      GroupType keyValue = g.field(0).asGroup(); // path: key_value, key or value
      boolean key = path.get(depth + 1).equals(keyValue.field(0).name());
      for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
        collect(keyValue.field(key ? 0 : 1), key ? e.getKey() : e.getValue(), path, depth + 2, out);
      }
    } else {
      String name = path.get(depth);
      collect(g.field(name), ((Row) value).get(name), path, depth + 1, out);
    }
  }

  /**
   * A written value as a key of its column's sort order: integers, decimals and times as their
   * (unsigned where the type is) BigInteger, times in the column's unit (a BigDecimal when a filter
   * literal is finer than the unit), INT96 as nanoseconds since the epoch, floats as Double, other
   * binary as its bytes; null for NaN, which bounds leave out.
   */
  static Object key(PrimitiveType type, Object v) {
    LogicalType lt = type.logicalType();
    if (lt instanceof LogicalType.DecimalType d) {
      return ((BigDecimal) v).setScale(d.scale()).unscaledValue();
    }
    return switch (type.physicalType()) {
      case BOOLEAN -> BigInteger.valueOf((Boolean) v ? 1 : 0);
      case INT32 -> BigInteger.valueOf(v instanceof LocalDate d ? d.toEpochDay() : ((Number) v).longValue());
      case INT64 -> v instanceof Instant t ? inUnit(t, unit(lt))
          : v instanceof LocalDateTime t ? inUnit(t.toInstant(ZoneOffset.UTC), unit(lt))
          : v instanceof LocalTime t ? inUnit(BigInteger.valueOf(t.toNanoOfDay()), unit(lt))
          : v instanceof BigInteger u ? u : BigInteger.valueOf((Long) v);
      case FLOAT -> Float.isNaN((Float) v) ? null : ((Float) v).doubleValue();
      case DOUBLE -> Double.isNaN((Double) v) ? null : (Double) v;
      case INT96 -> inUnit((Instant) v, TimeUnit.NANOS); // no order in the format: for filters only
      case BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY -> v instanceof String s ? s.getBytes(StandardCharsets.UTF_8)
          : v instanceof UUID u ? ByteBuffer.allocate(16).putLong(u.getMostSignificantBits())
              .putLong(u.getLeastSignificantBits()).array()
          : (byte[]) v;
      default -> throw new IllegalArgumentException("no order here for " + type);
    };
  }

  /** A bound's plain-encoded bytes as the key {@link #key} makes. */
  /** The unit a TIME or TIMESTAMP column stores. */
  private static TimeUnit unit(LogicalType lt) {
    if (lt instanceof LogicalType.TimestampType t) {
      return t.unit();
    } else if (lt instanceof LogicalType.TimeType t) {
      return t.unit();
    }
    throw new IllegalArgumentException("not a time type: " + lt);
  }

  private static long nanosPer(TimeUnit unit) {
    return switch (unit) {
      case MILLIS -> 1_000_000L;
      case MICROS -> 1_000L;
      case NANOS -> 1L;
    };
  }

  /** An instant as the number a column of {@code unit} stores, with a fraction when it has finer precision. */
  private static Object inUnit(Instant t, TimeUnit unit) {
    return inUnit(BigInteger.valueOf(t.getEpochSecond()).multiply(BigInteger.valueOf(1_000_000_000L))
        .add(BigInteger.valueOf(t.getNano())), unit);
  }

  private static Object inUnit(BigInteger nanos, TimeUnit unit) {
    BigInteger[] units = nanos.divideAndRemainder(BigInteger.valueOf(nanosPer(unit)));
    return units[1].signum() == 0 ? units[0] : new BigDecimal(nanos).divide(BigDecimal.valueOf(nanosPer(unit)));
  }

  private static Object decode(PrimitiveType type, byte[] b) {
    ByteBuffer le = ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN);
    boolean unsigned = type.logicalType() instanceof LogicalType.IntType i && !i.isSigned();
    if (type.logicalType() instanceof LogicalType.DecimalType && (type.physicalType() == Type.BYTE_ARRAY
        || type.physicalType() == Type.FIXED_LEN_BYTE_ARRAY)) {
      return new BigInteger(b); // big-endian two's complement
    }
    return switch (type.physicalType()) {
      case BOOLEAN -> BigInteger.valueOf(b[0]);
      case INT32 -> BigInteger.valueOf(unsigned ? Integer.toUnsignedLong(le.getInt()) : le.getInt());
      case INT64 -> unsigned ? new BigInteger(Long.toUnsignedString(le.getLong())) : BigInteger.valueOf(le.getLong());
      case FLOAT -> (double) le.getFloat();
      case DOUBLE -> le.getDouble();
      default -> b;
    };
  }

  private static boolean isNaN(Object bound) {
    return bound instanceof Double d && d.isNaN();
  }

  /** The column's sort order: signed numbers (-0.0 equal to 0.0), unsigned bytes. */
  static int compare(Object a, Object b) {
    if (a instanceof BigInteger x && b instanceof BigInteger y) {
      return x.compareTo(y);
    }
    if (a instanceof BigDecimal || b instanceof BigDecimal) { // a time of finer precision than its column's unit
      return decimal(a).compareTo(decimal(b));
    }
    if (a instanceof Double x) {
      double y = (Double) b;
      return x < y ? -1 : x > y ? 1 : 0;
    }
    return Arrays.compareUnsigned((byte[]) a, (byte[]) b);
  }

  private static BigDecimal decimal(Object key) {
    return key instanceof BigInteger i ? new BigDecimal(i) : (BigDecimal) key;
  }

  private static String show(Object v) {
    return v instanceof byte[] b ? new String(b, StandardCharsets.UTF_8) + " " + Arrays.toString(b) : String.valueOf(v);
  }
}
