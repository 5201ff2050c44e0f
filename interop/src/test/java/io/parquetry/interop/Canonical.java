package io.parquetry.interop;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/**
 * The canonical Java view of Parquet data that every reader in the interop tests converts into,
 * so that files written or read by Parquetry, DuckDB and parquet-java compare value by value.
 *
 * <p>A file is a {@code List<Map<String,Object>>}: one {@link LinkedHashMap} per row, keyed by
 * top-level field name in schema order. Values:
 *
 * <table>
 *   <caption>Parquet type to canonical Java value</caption>
 *   <tr><td>null (any optional value absent)</td><td>{@code null}</td></tr>
 *   <tr><td>BOOLEAN</td><td>{@link Boolean}</td></tr>
 *   <tr><td>INT32, INT(8|16|32, signed), INT(8|16, unsigned)</td><td>{@link Integer}</td></tr>
 *   <tr><td>INT(32, unsigned)</td><td>{@link Long} (the unsigned value)</td></tr>
 *   <tr><td>INT64, INT(64, signed)</td><td>{@link Long}</td></tr>
 *   <tr><td>INT(64, unsigned)</td><td>{@link java.math.BigInteger} (the unsigned value)</td></tr>
 *   <tr><td>FLOAT, FLOAT16</td><td>{@link Float}</td></tr>
 *   <tr><td>DOUBLE</td><td>{@link Double}</td></tr>
 *   <tr><td>STRING / ENUM / JSON</td><td>{@link String}</td></tr>
 *   <tr><td>other BYTE_ARRAY / FIXED_LEN_BYTE_ARRAY (incl. BSON, INTERVAL)</td><td>{@link Bytes}</td></tr>
 *   <tr><td>DECIMAL (any physical type)</td><td>{@link BigDecimal} with exactly the schema's scale</td></tr>
 *   <tr><td>DATE</td><td>{@link java.time.LocalDate}</td></tr>
 *   <tr><td>TIME (any unit, adjusted or not)</td><td>{@link java.time.LocalTime}; a value outside
 *       [00:00, 24:00) a {@link java.time.Duration} from midnight</td></tr>
 *   <tr><td>TIMESTAMP(isAdjustedToUTC=true), INT96</td><td>{@link java.time.Instant} (INT96: the
 *       signed Julian day and the nanoseconds, as parquet-java's {@code NanoTime} holds them)</td></tr>
 *   <tr><td>TIMESTAMP(isAdjustedToUTC=false)</td><td>{@link java.time.LocalDateTime}</td></tr>
 *   <tr><td>UUID</td><td>{@link java.util.UUID}</td></tr>
 *   <tr><td>LIST (3-level or legacy 2-level), or an unannotated repeated field</td>
 *       <td>{@code List<Object>} (elements may be null; an absent optional list is null, an
 *       empty one is an empty list)</td></tr>
 *   <tr><td>MAP</td><td>{@code Map<Object,Object>}, a {@link LinkedHashMap} in file order</td></tr>
 *   <tr><td>other group (struct)</td><td>{@code Map<String,Object>}, a {@link LinkedHashMap} in
 *       schema order</td></tr>
 * </table>
 *
 * <p>Comparison ({@link #firstDifference}) is exact: classes must match; floats and doubles
 * compare by {@link Float#floatToIntBits}/{@link Double#doubleToLongBits} (so NaN equals NaN and
 * 0.0 differs from -0.0); BigDecimal compares by {@link BigDecimal#equals} (scale included);
 * {@code byte[]} is accepted and compared like {@link Bytes}. Maps compare entry by entry in
 * iteration order when both are ordered (LinkedHashMap or SortedMap), by key lookup otherwise.
 */
public final class Canonical {
  private Canonical() {}

  /** A row: alternating field names and values, in order; values may be null. */
  public static Map<String, Object> row(Object... namesAndValues) {
    if (namesAndValues.length % 2 != 0) {
      throw new IllegalArgumentException("row needs name/value pairs");
    }
    Map<String, Object> row = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      row.put((String) namesAndValues[i], namesAndValues[i + 1]);
    }
    return row;
  }

  /** A struct value; same as {@link #row}. */
  public static Map<String, Object> struct(Object... namesAndValues) {
    return row(namesAndValues);
  }

  /** A list that may hold nulls (unlike {@link List#of}). */
  public static List<Object> list(Object... elements) {
    return new ArrayList<>(Arrays.asList(elements));
  }

  /** An ordered MAP value from alternating keys and values; values may be null. */
  public static Map<Object, Object> map(Object... keysAndValues) {
    if (keysAndValues.length % 2 != 0) {
      throw new IllegalArgumentException("map needs key/value pairs");
    }
    Map<Object, Object> map = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      map.put(keysAndValues[i], keysAndValues[i + 1]);
    }
    return map;
  }

  /** Copies of {@code rows} without the named top-level fields. */
  public static List<Map<String, Object>> without(List<Map<String, Object>> rows, String... names) {
    List<Map<String, Object>> out = new ArrayList<>(rows.size());
    for (Map<String, Object> r : rows) {
      Map<String, Object> copy = new LinkedHashMap<>(r);
      for (String name : names) {
        copy.remove(name);
      }
      out.add(copy);
    }
    return out;
  }

  /**
   * Asserts that two files' rows are equal.
   *
   * @throws AssertionError naming the first difference, e.g.
   *     {@code row 17, tags[2]: expected "a" (String) but was null}
   */
  public static void assertRowsEqual(List<Map<String, Object>> expected, List<Map<String, Object>> actual) {
    String diff = firstDifference(expected, actual);
    if (diff != null) {
      throw new AssertionError(diff);
    }
  }

  /** Asserts two canonical values (of any shape) are equal. */
  public static void assertValueEquals(Object expected, Object actual) {
    String diff = valueDifference("value", expected, actual);
    if (diff != null) {
      throw new AssertionError(diff);
    }
  }

  /** The first difference between two files' rows, or null when they are equal. */
  public static String firstDifference(List<Map<String, Object>> expected, List<Map<String, Object>> actual) {
    int n = Math.min(expected.size(), actual.size());
    for (int r = 0; r < n; r++) {
      String d = difference("row " + r + ", ", "", expected.get(r), actual.get(r));
      if (d != null) {
        return d;
      }
    }
    if (expected.size() != actual.size()) {
      return "expected " + expected.size() + " rows but was " + actual.size() + " rows";
    }
    return null;
  }

  /** The first difference between two canonical values, or null; {@code name} starts the path. */
  public static String valueDifference(String name, Object expected, Object actual) {
    return difference("", name, expected, actual);
  }

  /** True when two canonical values are equal under the rules above. */
  public static boolean deepEquals(Object a, Object b) {
    return difference("", "", a, b) == null;
  }

  private static String difference(String prefix, String path, Object e, Object a) {
    if (e instanceof byte[] b) {
      e = Bytes.of(b);
    }
    if (a instanceof byte[] b) {
      a = Bytes.of(b);
    }
    if (e == null && a == null) {
      return null;
    }
    if (e == null || a == null || !sameKind(e, a)) {
      return mismatch(prefix, path, e, a);
    }
    if (e instanceof Float fe) {
      return Float.floatToIntBits(fe) == Float.floatToIntBits((Float) a) ? null : mismatch(prefix, path, e, a);
    }
    if (e instanceof Double de) {
      return Double.doubleToLongBits(de) == Double.doubleToLongBits((Double) a) ? null : mismatch(prefix, path, e, a);
    }
    if (e instanceof List<?> le) {
      List<?> la = (List<?>) a;
      int n = Math.min(le.size(), la.size());
      for (int i = 0; i < n; i++) {
        String d = difference(prefix, path + "[" + i + "]", le.get(i), la.get(i));
        if (d != null) {
          return d;
        }
      }
      return le.size() == la.size()
          ? null
          : where(prefix, path) + "expected a list of " + le.size() + " elements but was " + la.size()
              + " elements: expected " + show(e) + " but was " + show(a);
    }
    if (e instanceof Map<?, ?> me) {
      return mapDifference(prefix, path, me, (Map<?, ?>) a);
    }
    return e.equals(a) ? null : mismatch(prefix, path, e, a);
  }

  private static String mapDifference(String prefix, String path, Map<?, ?> me, Map<?, ?> ma) {
    if (ordered(me) && ordered(ma)) {
      Iterator<? extends Map.Entry<?, ?>> ie = me.entrySet().iterator();
      Iterator<? extends Map.Entry<?, ?>> ia = ma.entrySet().iterator();
      int i = 0;
      while (ie.hasNext() && ia.hasNext()) {
        Map.Entry<?, ?> xe = ie.next();
        Map.Entry<?, ?> xa = ia.next();
        String keyPath = childPath(path, xe.getKey());
        if (difference("", "", xe.getKey(), xa.getKey()) != null) {
          return where(prefix, path) + "entry " + i + " expected key " + show(xe.getKey()) + " but was key "
              + show(xa.getKey()) + " (keys expected " + show(me.keySet()) + " but were " + show(ma.keySet()) + ")";
        }
        String d = difference(prefix, keyPath, xe.getValue(), xa.getValue());
        if (d != null) {
          return d;
        }
        i++;
      }
      if (ie.hasNext() || ia.hasNext()) {
        return where(prefix, path) + "expected keys " + show(me.keySet()) + " but were " + show(ma.keySet());
      }
      return null;
    }
    if (!me.keySet().equals(ma.keySet())) {
      return where(prefix, path) + "expected keys " + show(me.keySet()) + " but were " + show(ma.keySet());
    }
    for (Map.Entry<?, ?> x : me.entrySet()) {
      String d = difference(prefix, childPath(path, x.getKey()), x.getValue(), ma.get(x.getKey()));
      if (d != null) {
        return d;
      }
    }
    return null;
  }

  private static boolean ordered(Map<?, ?> m) {
    return m instanceof LinkedHashMap || m instanceof SortedMap;
  }

  private static String childPath(String path, Object key) {
    if (key instanceof String s && isIdentifier(s)) {
      return path.isEmpty() ? s : path + "." + s;
    }
    return path + "{" + show(key) + "}";
  }

  private static boolean isIdentifier(String s) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!(Character.isLetterOrDigit(c) || c == '_' || c == '$')) {
        return false;
      }
    }
    return true;
  }

  /** Lists match lists and maps match maps whatever their implementation; else same class. */
  private static boolean sameKind(Object e, Object a) {
    if (e instanceof List) {
      return a instanceof List;
    }
    if (e instanceof Map) {
      return a instanceof Map;
    }
    return e.getClass() == a.getClass();
  }

  private static String where(String prefix, String path) {
    return prefix + (path.isEmpty() ? "<root>" : path) + ": ";
  }

  private static String mismatch(String prefix, String path, Object e, Object a) {
    return where(prefix, path) + "expected " + showTyped(e) + " but was " + showTyped(a);
  }

  private static String showTyped(Object v) {
    if (v == null) {
      return "null";
    }
    String type = v instanceof List ? "List" : v instanceof Map ? "Map" : v.getClass().getSimpleName();
    return show(v) + " (" + type + ")";
  }

  /** A short, unambiguous rendering: strings quoted, floats with their bits when NaN. */
  static String show(Object v) {
    String s;
    if (v instanceof String str) {
      s = '"' + str + '"';
    } else if (v instanceof Float f && f.isNaN()) {
      s = "NaN(0x" + Integer.toHexString(Float.floatToRawIntBits(f)) + ")";
    } else if (v instanceof Double d && d.isNaN()) {
      s = "NaN(0x" + Long.toHexString(Double.doubleToRawLongBits(d)) + ")";
    } else if (v instanceof byte[] b) {
      s = Bytes.of(b).toString();
    } else {
      s = String.valueOf(v);
    }
    return s.length() > 300 ? s.substring(0, 300) + "..." : s;
  }
}
