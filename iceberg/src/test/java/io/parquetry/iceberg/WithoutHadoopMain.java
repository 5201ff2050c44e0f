package io.parquetry.iceberg;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Table;
import org.apache.iceberg.catalog.Namespace;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.expressions.Expressions;
import org.apache.iceberg.jdbc.JdbcCatalog;

/**
 * Run by {@link WithoutHadoopTest} in a JVM whose class path has the module's runtime
 * dependencies and H2 but no Hadoop and no parquet-java: creates a partitioned table in a JDBC
 * catalog, appends, reads back, and exits non-zero on any difference.
 */
public final class WithoutHadoopMain {
    private WithoutHadoopMain() {}

    public static void main(String[] args) throws Exception {
        for (String absent : List.of("org.apache.hadoop.conf.Configuration", "org.apache.parquet.hadoop.ParquetFileReader")) {
            try {
                Class.forName(absent);
                throw new AssertionError(absent + " is on the class path");
            } catch (ClassNotFoundException expected) {
                // as wanted
            }
        }
        Path dir = Files.createTempDirectory("parquetry-iceberg-nohadoop");
        try (JdbcCatalog catalog = TestTables.catalog(dir)) {
            catalog.createNamespace(Namespace.of("db"));
            Table table = catalog.createTable(TableIdentifier.of("db", "t"), TestTables.tradeSchema(),
                    PartitionSpec.builderFor(TestTables.tradeSchema()).identity("symbol").build());
            List<Trade> trades = TestTables.trades(21, 0, 500);
            try (IcebergAppender<Trade> appender = IcebergTables.appender(table, Trade.class).build()) {
                appender.writeAll(trades);
                appender.commit();
            }
            table.refresh();
            List<Trade> read = IcebergTables.reader(table, Trade.class).build().toList();
            List<Trade> goog = IcebergTables.reader(table, Trade.class).filter(Expressions.equal("symbol", "GOOG")).build().toList();
            check(trades, read);
            check(trades.stream().filter(t -> "GOOG".equals(t.symbol())).toList(), goog);
            System.out.println("read " + read.size() + " rows, " + goog.size() + " GOOG rows");
        }
    }

    private static void check(List<Trade> expected, List<Trade> actual) {
        List<?> e = expected.stream().sorted(Comparator.comparingLong(Trade::id)).map(TestTables::generic).toList();
        List<?> a = actual.stream().sorted(Comparator.comparingLong(Trade::id)).map(TestTables::generic).toList();
        if (!e.equals(a)) {
            throw new AssertionError("read " + a.size() + " rows, expected " + e.size() + "; first difference at "
                    + firstDifference(e, a));
        }
    }

    private static int firstDifference(List<?> e, List<?> a) {
        for (int i = 0; i < Math.min(e.size(), a.size()); i++) {
            if (!e.get(i).equals(a.get(i))) {
                return i;
            }
        }
        return Math.min(e.size(), a.size());
    }
}
