package io.parquetry.bench;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;

/**
 * DuckDB over JDBC, in process, limited to {@link Settings#DUCKDB_THREADS} threads. Writing
 * appends the objects into a table and {@code COPY}s it to Parquet; reading runs
 * {@code read_parquet} and builds the same objects from the {@link ResultSet}. One instance
 * holds one in-memory database; close it when done.
 */
public final class DuckDbContender implements AutoCloseable {
    private final DuckDBConnection conn;

    public DuckDbContender() {
        try {
            conn = (DuckDBConnection) DriverManager.getConnection("jdbc:duckdb:");
            try (Statement s = conn.createStatement()) {
                s.execute("SET threads=" + Settings.DUCKDB_THREADS);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String literal(Path file) {
        return "'" + file.toAbsolutePath().toString().replace("'", "''") + "'";
    }

    private static String copyOptions() {
        return " (FORMAT parquet, COMPRESSION snappy, ROW_GROUP_SIZE " + Settings.DUCKDB_ROW_GROUP_ROWS + ")";
    }

    private void execute(String sql) throws SQLException {
        try (Statement s = conn.createStatement()) {
            s.execute(sql);
        }
    }

    // ---- flat --------------------------------------------------------------------------------

    public void writeTrips(Path file, List<TaxiTrip> trips) {
        try {
            execute("""
                    CREATE OR REPLACE TABLE trips (tripId BIGINT NOT NULL, vendorId INTEGER NOT NULL,
                      pickupAt TIMESTAMPTZ NOT NULL, dropoffAt TIMESTAMPTZ NOT NULL, passengerCount INTEGER NOT NULL,
                      tripDistance DOUBLE NOT NULL, rateCode INTEGER NOT NULL, storeAndForward VARCHAR NOT NULL,
                      pickupLocation INTEGER NOT NULL, dropoffLocation INTEGER NOT NULL, paymentType VARCHAR NOT NULL,
                      fareAmount DOUBLE NOT NULL, extra DOUBLE NOT NULL, mtaTax DOUBLE NOT NULL, tipAmount DOUBLE,
                      tollsAmount DOUBLE NOT NULL, totalAmount DOUBLE NOT NULL, zone VARCHAR NOT NULL)""");
            try (DuckDBAppender a = conn.createAppender(DuckDBConnection.DEFAULT_SCHEMA, "trips")) {
                for (TaxiTrip t : trips) {
                    a.beginRow();
                    a.append(t.tripId());
                    a.append(t.vendorId());
                    a.appendEpochMicros(Checksums.micros(t.pickupAt()));
                    a.appendEpochMicros(Checksums.micros(t.dropoffAt()));
                    a.append(t.passengerCount());
                    a.append(t.tripDistance());
                    a.append(t.rateCode());
                    a.append(t.storeAndForward());
                    a.append(t.pickupLocation());
                    a.append(t.dropoffLocation());
                    a.append(t.paymentType());
                    a.append(t.fareAmount());
                    a.append(t.extra());
                    a.append(t.mtaTax());
                    if (t.tipAmount() == null) {
                        a.appendNull();
                    } else {
                        a.append((double) t.tipAmount());
                    }
                    a.append(t.tollsAmount());
                    a.append(t.totalAmount());
                    a.append(t.zone());
                    a.endRow();
                }
            }
            execute("COPY trips TO " + literal(file) + copyOptions());
            execute("DROP TABLE trips");
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    public long readTrips(Path file) {
        return readTrips(file, "");
    }

    /** The trips whose id is in {@code [from, to)}: DuckDB prunes by statistics, then filters rows. */
    public long readTrips(Path file, long from, long to) {
        return readTrips(file, " WHERE tripId >= " + from + " AND tripId < " + to);
    }

    private long readTrips(Path file, String where) {
        long sum = 0;
        try (Statement s = conn.createStatement();
                ResultSet rs = s.executeQuery("""
                        SELECT tripId, vendorId, epoch_us(pickupAt), epoch_us(dropoffAt), passengerCount, tripDistance,
                          rateCode, storeAndForward, pickupLocation, dropoffLocation, paymentType, fareAmount, extra,
                          mtaTax, tipAmount, tollsAmount, totalAmount, zone
                        FROM read_parquet(""" + literal(file) + ")" + where)) {
            while (rs.next()) {
                double tip = rs.getDouble(15);
                Double tipAmount = rs.wasNull() ? null : tip;
                TaxiTrip t = new TaxiTrip(rs.getLong(1), rs.getInt(2), Checksums.ofMicros(rs.getLong(3)),
                        Checksums.ofMicros(rs.getLong(4)), rs.getInt(5), rs.getDouble(6), rs.getInt(7), rs.getString(8),
                        rs.getInt(9), rs.getInt(10), rs.getString(11), rs.getDouble(12), rs.getDouble(13),
                        rs.getDouble(14), tipAmount, rs.getDouble(16), rs.getDouble(17), rs.getString(18));
                sum += t.hash();
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return sum;
    }

    public long readProjection(Path file) {
        long sum = 0;
        try (Statement s = conn.createStatement();
                ResultSet rs = s.executeQuery("SELECT epoch_us(pickupAt), paymentType, fareAmount FROM read_parquet("
                        + literal(file) + ")")) {
            while (rs.next()) {
                sum += new TripProjection(Checksums.ofMicros(rs.getLong(1)), rs.getString(2), rs.getDouble(3)).hash();
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return sum;
    }

    // ---- wide --------------------------------------------------------------------------------

    public void writeWide(Path file, List<Object[]> rows) {
        int fields = rows.isEmpty() ? Data.WIDE_FIELDS : rows.get(0).length;
        StringBuilder ddl = new StringBuilder("CREATE OR REPLACE TABLE wide (");
        for (int c = 0; c < fields; c++) {
            ddl.append(c == 0 ? "" : ", ").append(Data.wideName(c)).append(switch (c % 4) {
                case 0 -> " BIGINT NOT NULL";
                case 1 -> " DOUBLE";
                case 2 -> " INTEGER NOT NULL";
                default -> " VARCHAR";
            });
        }
        try {
            execute(ddl.append(')').toString());
            try (DuckDBAppender a = conn.createAppender(DuckDBConnection.DEFAULT_SCHEMA, "wide")) {
                for (Object[] row : rows) {
                    a.beginRow();
                    for (int c = 0; c < row.length; c++) {
                        Object v = row[c];
                        if (v == null) {
                            a.appendNull();
                        } else {
                            switch (c % 4) {
                                case 0 -> a.append((long) (Long) v);
                                case 1 -> a.append((double) (Double) v);
                                case 2 -> a.append((int) (Integer) v);
                                default -> a.append((String) v);
                            }
                        }
                    }
                    a.endRow();
                }
            }
            execute("COPY wide TO " + literal(file) + copyOptions());
            execute("DROP TABLE wide");
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    public long readWide(Path file) {
        long sum = 0;
        try (Statement s = conn.createStatement();
                ResultSet rs = s.executeQuery("SELECT * FROM read_parquet(" + literal(file) + ")")) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                long h = 0;
                for (int c = 0; c < n; c++) {
                    Object v = switch (c % 4) {
                        case 0 -> rs.getLong(c + 1);
                        case 1 -> rs.getDouble(c + 1);
                        case 2 -> rs.getInt(c + 1);
                        default -> rs.getString(c + 1);
                    };
                    if (rs.wasNull()) {
                        v = null;
                    }
                    h = Checksums.mix(h * 31 + Checksums.value(v));
                }
                sum += h;
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return sum;
    }

    @Override
    public void close() {
        try {
            conn.close();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    Connection connection() {
        return conn;
    }
}
