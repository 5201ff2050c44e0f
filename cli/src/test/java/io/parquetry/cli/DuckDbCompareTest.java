package io.parquetry.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code cat --format jsonl} and {@code head} compared value by value with DuckDB's view of the
 * same corpus files (DuckDB JDBC, UTC, one thread so that rows come in file order).
 */
class DuckDbCompareTest {
    /** Corpus files DuckDB reads differently or not at all, with the reason. */
    private static final Map<String, String> NOT_COMPARED = Map.of(
            "data/byte_stream_split_extended.gzip.parquet", "DuckDB: BYTE_STREAM_SPLIT only for FLOAT or DOUBLE",
            "data/hadoop_lz4_compressed.parquet", "DuckDB: no LZ4 (Hadoop) codec",
            "data/hadoop_lz4_compressed_larger.parquet", "DuckDB: no LZ4 (Hadoop) codec",
            "data/non_hadoop_lz4_compressed.parquet", "DuckDB: no LZ4 (Hadoop) codec",
            "data/map_no_value.parquet", "DuckDB: MAP_KEY_VALUE requires two children",
            "data/int96_from_spark.parquet", "DuckDB wraps INT96 values outside its timestamp range (row 5: year -294554)");

    private static Connection duck;

    @BeforeAll
    static void open() throws SQLException {
        duck = DriverManager.getConnection("jdbc:duckdb:");
        try (Statement s = duck.createStatement()) {
            s.execute("SET TimeZone = 'UTC'");
            s.execute("SET threads = 1");
        }
    }

    @AfterAll
    static void close() throws SQLException {
        duck.close();
    }

    @Test
    void catAndHeadMatchDuckDbOnTheCorpus() throws SQLException {
        List<String> failures = new ArrayList<>();
        int compared = 0;
        for (Path file : Cli.corpusFiles()) {
            String name = Cli.corpus().relativize(file).toString();
            if (!name.startsWith("data/") || name.endsWith(".encrypted")
                    || NOT_COMPARED.containsKey(name)) {
                continue;
            }
            Cli.Result cat = Cli.run("cat", file.toString());
            if (cat.code() != 0) {
                continue; // unreadable on purpose: CorpusCommandsTest pins which files these are
            }
            List<List<Object>> duckRows;
            List<String> names;
            try (Statement s = duck.createStatement();
                 ResultSet rs = s.executeQuery("SELECT * FROM read_parquet('" + file.toAbsolutePath().toString().replace("'", "''") + "')")) {
                ResultSetMetaData md = rs.getMetaData();
                names = new ArrayList<>();
                for (int c = 1; c <= md.getColumnCount(); c++) {
                    names.add(md.getColumnName(c));
                }
                duckRows = new ArrayList<>();
                while (rs.next()) {
                    List<Object> row = new ArrayList<>();
                    for (int c = 1; c <= md.getColumnCount(); c++) {
                        row.add(rs.getObject(c));
                    }
                    duckRows.add(row);
                }
            } catch (SQLException e) {
                failures.add(name + ": DuckDB cannot read it: " + e.getMessage().lines().findFirst().orElse(""));
                continue;
            }
            List<String> lines = cat.lines();
            if (lines.size() != duckRows.size()) {
                failures.add(name + ": " + lines.size() + " rows, DuckDB " + duckRows.size());
                continue;
            }
            String problem = null;
            for (int r = 0; r < lines.size() && problem == null; r++) {
                @SuppressWarnings("unchecked")
                Map<String, Object> json = (Map<String, Object>) JsonParser.parse(lines.get(r));
                if (!new ArrayList<>(json.keySet()).equals(names)) {
                    problem = "columns " + json.keySet() + ", DuckDB " + names;
                    break;
                }
                Iterator<Object> values = json.values().iterator();
                for (int c = 0; c < names.size() && problem == null; c++) {
                    Object mine = values.next();
                    Object theirs = duckRows.get(r).get(c);
                    String diff = compare(mine, theirs);
                    if (diff != null) {
                        problem = "row " + r + ", column " + names.get(c) + ": " + diff;
                    }
                }
            }
            if (problem != null) {
                failures.add(name + ": " + problem);
                continue;
            }
            Cli.Result head = Cli.run("head", "-n", "3", file.toString());
            assertEquals(lines.subList(0, Math.min(3, lines.size())), head.lines(), name);
            compared++;
        }
        if (!failures.isEmpty()) {
            fail(failures.size() + " files differ from DuckDB:\n" + String.join("\n", failures));
        }
        assertTrue(compared >= 40, "only " + compared + " files compared");
        System.out.println("compared with DuckDB: " + compared + " files");
    }

    /** Null when the CLI's JSON value and DuckDB's JDBC value are the same value, else what differs. */
    static String compare(Object mine, Object theirs) throws SQLException {
        if (mine instanceof Double negativeZero) {
            mine = BigDecimal.valueOf(negativeZero); // JsonParser's -0.0: as a number, zero
        }
        if (theirs instanceof java.sql.Array a) {
            theirs = java.util.Arrays.asList((Object[]) a.getArray());
        } else if (theirs instanceof java.sql.Blob blob) {
            theirs = blob.getBytes(1, (int) blob.length());
        } else if (theirs instanceof java.sql.Struct st) {
            theirs = java.util.Arrays.asList(st.getAttributes());
            if (mine instanceof Map<?, ?> m) {
                mine = new ArrayList<>(m.values());
            }
        }
        if (mine == null || theirs == null) {
            return mine == theirs ? null : "mine " + mine + ", DuckDB " + theirs;
        }
        boolean same;
        if (theirs instanceof List<?> tl) {
            if (!(mine instanceof List<?> ml) || ml.size() != tl.size()) {
                return "mine " + mine + ", DuckDB " + theirs;
            }
            for (int i = 0; i < ml.size(); i++) {
                String d = compare(ml.get(i), tl.get(i));
                if (d != null) {
                    return "[" + i + "] " + d;
                }
            }
            return null;
        } else if (theirs instanceof Map<?, ?> tm) {
            if (!(mine instanceof Map<?, ?> mm) || mm.size() != tm.size()) {
                return "mine " + mine + ", DuckDB " + theirs;
            }
            for (Map.Entry<?, ?> e : tm.entrySet()) {
                String key = e.getKey() instanceof byte[] b ? Base64.getEncoder().encodeToString(b) : String.valueOf(e.getKey());
                if (!mm.containsKey(key)) {
                    return "no key " + key + " in " + mine;
                }
                String d = compare(mm.get(key), e.getValue());
                if (d != null) {
                    return "[" + key + "] " + d;
                }
            }
            return null;
        } else if (theirs instanceof Float || theirs instanceof Double) {
            double t = ((Number) theirs).doubleValue();
            same = mine instanceof BigDecimal b ? !Double.isNaN(t) && !Double.isInfinite(t)
                    && (theirs instanceof Float ? b.floatValue() == (Float) theirs : b.doubleValue() == t)
                    : mine instanceof String s && s.equals(theirs.toString());
        } else if (theirs instanceof Number n) {
            same = mine instanceof BigDecimal b && b.compareTo(n instanceof BigDecimal d ? d
                    : n instanceof BigInteger bi ? new BigDecimal(bi) : new BigDecimal(n.toString())) == 0;
        } else if (theirs instanceof byte[] bytes) {
            same = Base64.getEncoder().encodeToString(bytes).equals(mine);
        } else if (theirs instanceof java.sql.Timestamp ts) {
            same = mine instanceof String s && (s.endsWith("Z") ? Instant.parse(s).equals(ts.toLocalDateTime().toInstant(ZoneOffset.UTC))
                    : LocalDateTime.parse(s).equals(ts.toLocalDateTime()));
        } else if (theirs instanceof LocalDateTime ldt) {
            same = mine instanceof String s && (s.endsWith("Z") ? Instant.parse(s).equals(ldt.toInstant(ZoneOffset.UTC)) : LocalDateTime.parse(s).equals(ldt));
        } else if (theirs instanceof OffsetDateTime odt) {
            same = mine instanceof String s && Instant.parse(s).equals(odt.toInstant());
        } else if (theirs instanceof java.sql.Date d) {
            same = mine instanceof String s && LocalDate.parse(s).equals(d.toLocalDate());
        } else if (theirs instanceof LocalDate || theirs instanceof LocalTime || theirs instanceof java.util.UUID
                || theirs instanceof String || theirs instanceof Boolean) {
            same = mine.equals(theirs) || mine.toString().equals(theirs.toString());
        } else if (theirs instanceof java.sql.Time t) {
            same = mine instanceof String s && LocalTime.parse(s).equals(t.toLocalTime());
        } else {
            same = mine.toString().equals(theirs.toString());
        }
        return same ? null : "mine " + mine + " (" + mine.getClass().getSimpleName() + "), DuckDB " + theirs + " ("
                + theirs.getClass().getSimpleName() + ")";
    }

}
