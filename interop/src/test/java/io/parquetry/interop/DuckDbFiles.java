package io.parquetry.interop;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Struct;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * DuckDB (in-process, through its JDBC driver) as a writer and reader of fixture files, in
 * {@link Canonical} values. One in-memory connection ({@code jdbc:duckdb:}) serves the whole test
 * JVM; it runs with {@code TimeZone='UTC'} and one thread, and calls are serialized.
 *
 * <p>JDBC values are converted as follows: TINYINT/SMALLINT/UTINYINT/USMALLINT to Integer,
 * UINTEGER to Long, UBIGINT/HUGEINT to BigInteger, BLOB to {@link Bytes}, JSON to its text,
 * ENUM to String, TIMESTAMP/TIMESTAMP_NS ({@link Timestamp}) to LocalDateTime, TIMESTAMPTZ
 * ({@link OffsetDateTime}) to Instant, INTERVAL (text in this driver, e.g. "1 month 2 days
 * 00:00:03.5") of a Parquet INTERVAL column to its 12 stored bytes (months, days, milliseconds:
 * unsigned little-endian), as {@link Bytes}, TIME WITH TIME ZONE to its UTC LocalTime, TIME_NS (a
 * String in this driver) to LocalTime, LIST/ARRAY to List, STRUCT to an ordered Map, MAP to a
 * LinkedHashMap.
 *
 * <p>When reading a Parquet file, the file's own schema (DuckDB's {@code parquet_schema}) is
 * consulted so INT96 columns read as Instant like parquet-java's view. Where DuckDB itself loses
 * information the canonical rows differ from parquet-java's, by design of DuckDB:
 * <ul>
 *   <li>INT96 and TIMESTAMP(NANOS, isAdjustedToUTC=true) are truncated to microseconds
 *       (DuckDB has no nanosecond TIMESTAMPTZ); TIMESTAMP(NANOS, false) keeps nanoseconds.</li>
 *   <li>TIME(NANOS) keeps nanoseconds only if DuckDB maps it to TIME_NS; TIME(MICROS/MILLIS) exact.</li>
 *   <li>BYTE_ARRAY without annotation is BLOB (DuckDB's default {@code binary_as_string=false}).</li>
 *   <li>DuckDB 1.5.6 cannot read MAP_KEY_VALUE groups without a value field, nor BYTE_STREAM_SPLIT
 *       pages of types other than FLOAT and DOUBLE; use {@link #read(Path, String)} to project such
 *       columns out. (1.4 could not read DELTA_BYTE_ARRAY pages of UUID, FLOAT16 or DECIMAL
 *       columns either; 1.5.6 does.)</li>
 * </ul>
 */
public final class DuckDbFiles {
  private static Connection connection;

  private DuckDbFiles() {}

  private static synchronized Connection connection() throws SQLException {
    if (connection == null) {
      Connection c = DriverManager.getConnection("jdbc:duckdb:");
      try (Statement s = c.createStatement()) {
        s.execute("SET TimeZone = 'UTC'");
        s.execute("SET threads = 1");
      }
      connection = c;
    }
    return connection;
  }

  /** A single-quoted SQL string literal for {@code file}'s absolute path. */
  public static String literal(Path file) {
    return "'" + file.toAbsolutePath().toString().replace("'", "''") + "'";
  }

  /** Runs a statement that returns no rows (SET, CREATE, COPY, ...). */
  public static synchronized void execute(String sql) {
    try (Statement s = connection().createStatement()) {
      s.execute(sql);
    } catch (SQLException e) {
      throw new IllegalStateException("DuckDB failed: " + e.getMessage() + "\nSQL: " + sql, e);
    }
  }

  /**
   * Writes the result of {@code selectSql} to {@code file} with DuckDB's Parquet writer.
   *
   * @param options extra COPY options after {@code FORMAT parquet}, e.g.
   *     {@code "COMPRESSION zstd, ROW_GROUP_SIZE 1000"}; null or empty for none
   */
  public static void copy(String selectSql, Path file, String options) {
    String opts = options == null || options.isBlank() ? "" : ", " + options;
    execute("COPY (" + selectSql + ") TO " + literal(file) + " (FORMAT parquet" + opts + ")");
  }

  /** Runs a query and returns its rows in canonical values (column names as keys). */
  public static synchronized List<Map<String, Object>> query(String sql) {
    return query(sql, null);
  }

  /** Reads every row of a Parquet file ({@code SELECT * FROM read_parquet(file)}). */
  public static List<Map<String, Object>> read(Path file) {
    return read(file, "*");
  }

  /**
   * Reads a projection of every row: {@code SELECT <selectList> FROM read_parquet(file)}, e.g.
   * {@code "* EXCLUDE (uuid)"} to leave out a column DuckDB cannot decode. Output columns that
   * keep a file column's name are converted with that column's Parquet schema.
   */
  public static synchronized List<Map<String, Object>> read(Path file, String selectList) {
    Node root = parquetSchemaTree(file);
    return query("SELECT " + selectList + " FROM read_parquet(" + literal(file) + ")", root);
  }

  /** DuckDB's {@code parquet_schema(file)} rows: one per schema element, depth first. */
  public static List<Map<String, Object>> parquetSchema(Path file) {
    return query("SELECT * FROM parquet_schema(" + literal(file) + ")");
  }

  /** DuckDB's {@code parquet_metadata(file)} rows: one per column chunk. */
  public static List<Map<String, Object>> parquetMetadata(Path file) {
    return query("SELECT * FROM parquet_metadata(" + literal(file) + ")");
  }

  private static synchronized List<Map<String, Object>> query(String sql, Node root) {
    try (Statement s = connection().createStatement(); ResultSet rs = s.executeQuery(sql)) {
      ResultSetMetaData md = rs.getMetaData();
      int n = md.getColumnCount();
      String[] names = new String[n];
      Node[] nodes = new Node[n];
      for (int i = 0; i < n; i++) {
        names[i] = md.getColumnName(i + 1);
        nodes[i] = root == null ? null : root.child(names[i]);
      }
      List<Map<String, Object>> rows = new ArrayList<>();
      while (rs.next()) {
        Map<String, Object> row = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
          String path = "row " + rows.size() + ", " + names[i];
          row.put(names[i], convert(rs.getObject(i + 1), nodes[i], path));
        }
        rows.add(row);
      }
      return rows;
    } catch (SQLException e) {
      throw new IllegalStateException("DuckDB failed: " + e.getMessage() + "\nSQL: " + sql, e);
    }
  }

  /** JDBC value to canonical value; {@code node} is the Parquet schema element, if known. */
  private static Object convert(Object v, Node node, String path) throws SQLException {
    if (v == null) {
      return null;
    }
    if (v instanceof Byte b) {
      return (int) b;
    }
    if (v instanceof Short s) {
      return (int) s;
    }
    if (v instanceof Integer || v instanceof Long || v instanceof BigInteger || v instanceof Float
        || v instanceof Double || v instanceof Boolean || v instanceof BigDecimal || v instanceof UUID
        || v instanceof LocalDate || v instanceof LocalTime || v instanceof LocalDateTime) {
      return v;
    }
    if (v instanceof String s) {
      if (node != null && "INTERVAL".equals(node.converted)) {
        return intervalBytes(s, path);
      }
      return node != null && node.isTime() ? LocalTime.parse(s) : s; // TIME_NS comes as text
    }
    if (v instanceof Timestamp t) {
      LocalDateTime local = t.toLocalDateTime(); // the driver builds it from wall-clock fields
      return node != null && "INT96".equals(node.type) ? local.toInstant(ZoneOffset.UTC) : local;
    }
    if (v instanceof OffsetDateTime t) {
      return t.toInstant();
    }
    if (v instanceof OffsetTime t) {
      return t.withOffsetSameInstant(ZoneOffset.UTC).toLocalTime();
    }
    if (v instanceof java.sql.Date d) {
      return d.toLocalDate();
    }
    if (v instanceof java.sql.Time t) {
      return t.toLocalTime();
    }
    if (v instanceof Blob b) {
      long len = b.length();
      return Bytes.of(b.getBytes(1, Math.toIntExact(len)));
    }
    if (v instanceof byte[] b) {
      return Bytes.of(b);
    }
    if (v instanceof Array a) {
      Object[] elements = (Object[]) a.getArray();
      Node element = node == null ? null : node.element();
      List<Object> list = new ArrayList<>(elements.length);
      for (int i = 0; i < elements.length; i++) {
        list.add(convert(elements[i], element, path + "[" + i + "]"));
      }
      return list;
    }
    if (v instanceof Struct s) {
      Map<?, ?> fields = v instanceof org.duckdb.DuckDBStruct ds ? ds.getMap() : null;
      if (fields == null) {
        throw new IllegalStateException(path + ": unexpected Struct class " + v.getClass());
      }
      Map<String, Object> out = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : fields.entrySet()) {
        String name = (String) e.getKey();
        out.put(name, convert(e.getValue(), node == null ? null : node.child(name), path + "." + name));
      }
      return out;
    }
    if (v instanceof Map<?, ?> m) {
      Node kv = node == null ? null : node.keyValue();
      Node keyNode = kv == null || kv.children.isEmpty() ? null : kv.children.get(0);
      Node valueNode = kv == null || kv.children.size() < 2 ? null : kv.children.get(1);
      Map<Object, Object> out = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        out.put(convert(e.getKey(), keyNode, path + "{key}"), convert(e.getValue(), valueNode, path + "{" + e.getKey() + "}"));
      }
      return out;
    }
    if (v.getClass().getName().equals("org.duckdb.JsonNode")) {
      return v.toString();
    }
    throw new IllegalStateException(path + ": no canonical form for DuckDB value " + v.getClass().getName() + " " + v);
  }

  /**
   * DuckDB's interval text ("178956970 years 7 months 2147483647 days 1193:02:47.295") as the
   * Parquet INTERVAL bytes it came from: three unsigned little-endian 32-bit counts.
   */
  static Bytes intervalBytes(String text, String path) {
    long months = 0;
    long days = 0;
    long millis = 0;
    String[] t = text.trim().split(" +");
    for (int i = 0; i < t.length; i++) {
      if (t[i].contains(":")) {
        String[] hms = t[i].split(":");
        millis = Long.parseLong(hms[0]) * 3_600_000L + Long.parseLong(hms[1]) * 60_000L
            + new BigDecimal(hms[2]).movePointRight(3).longValueExact();
      } else if (i + 1 < t.length) {
        long n = Long.parseLong(t[i]);
        String unit = t[++i];
        if (unit.startsWith("year")) {
          months += n * 12;
        } else if (unit.startsWith("mon")) {
          months += n;
        } else if (unit.startsWith("day")) {
          days += n;
        } else {
          throw new IllegalStateException(path + ": unknown interval unit in " + text);
        }
      } else {
        throw new IllegalStateException(path + ": cannot read interval " + text);
      }
    }
    java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(12).order(java.nio.ByteOrder.LITTLE_ENDIAN);
    for (long part : new long[] {months, days, millis}) {
      if (part < 0 || part > 0xFFFF_FFFFL) {
        throw new IllegalStateException(path + ": interval part " + part + " outside 32 unsigned bits in " + text);
      }
      b.putInt((int) part);
    }
    return Bytes.of(b.array());
  }

  // ------------------------------------------------------------------ file schema

  private static Node parquetSchemaTree(Path file) {
    List<Map<String, Object>> elements = query(
        "SELECT name, type, repetition_type, num_children, converted_type, logical_type FROM parquet_schema("
            + literal(file) + ")");
    int[] next = {0};
    return Node.parse(elements, next);
  }

  /** One Parquet schema element as DuckDB's parquet_schema() reports it. */
  private record Node(String name, String type, String repetition, String converted, String logical,
      List<Node> children) {

    static Node parse(List<Map<String, Object>> elements, int[] next) {
      Map<String, Object> e = elements.get(next[0]++);
      Object count = e.get("num_children");
      int n = count == null ? 0 : ((Number) count).intValue();
      List<Node> children = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        children.add(parse(elements, next));
      }
      return new Node((String) e.get("name"), (String) e.get("type"), (String) e.get("repetition_type"),
          (String) e.get("converted_type"), (String) e.get("logical_type"), children);
    }

    Node child(String childName) {
      for (Node c : children) {
        if (c.name.equals(childName)) {
          return c;
        }
      }
      return null;
    }

    boolean isTime() {
      return (converted != null && converted.startsWith("TIME_"))
          || (logical != null && logical.startsWith("TimeType"));
    }

    private boolean annotated(String convertedName, String logicalPrefix) {
      return convertedName.equals(converted) || (logical != null && logical.startsWith(logicalPrefix));
    }

    /** This node seen as one element of itself, when it is a bare repeated field. */
    private Node single() {
      return new Node(name, type, "REQUIRED", converted, logical, children);
    }

    /** The node describing one element of a list value (LIST-annotated or bare repeated). */
    Node element() {
      if ("REPEATED".equals(repetition)) {
        return single();
      }
      if (annotated("LIST", "ListType") && children.size() == 1) {
        Node rep = children.get(0);
        if (rep.type == null && rep.children.size() == 1 && !rep.name.equals("array")
            && !rep.name.equals(name + "_tuple")) {
          return rep.children.get(0); // 3-level
        }
        return rep.single(); // 2-level
      }
      return null;
    }

    /** The repeated key_value group of a MAP. */
    Node keyValue() {
      return children.size() == 1 ? children.get(0) : null;
    }
  }
}
