package io.parquetry.iceberg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.apache.iceberg.Table;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.expressions.Expressions;
import org.junit.jupiter.api.Test;

/** The README's "Iceberg tables" example, as written there. */
class ReadmeExampleTest extends CatalogTest {
    @Test
    void theReadmeExampleRuns() {
        catalog.createTable(TableIdentifier.of("db", "trades"), TestTables.tradeSchema());
        List<Trade> trades = TestTables.trades(31, 0, 300);
        List<Trade> msft = new ArrayList<>();
        // README: from here
        Table table = catalog.loadTable(TableIdentifier.of("db", "trades"));    // any Iceberg catalog
        try (IcebergAppender<Trade> appender = IcebergTables.appender(table, Trade.class).build()) {
            appender.writeAll(trades);              // or appender.write(trade)
            appender.commit();                      // the files written so far become one snapshot
        }
        try (IcebergReader<Trade> reader = IcebergTables.reader(table, Trade.class)
                .filter(Expressions.equal("symbol", "MSFT")).build()) {
            for (Trade t : reader) {
                msft.add(t);
            }
        }
        // README: to here
        assertEquals(IcebergAppenderTest.expected(trades.stream().filter(t -> "MSFT".equals(t.symbol())).toList()),
                IcebergAppenderTest.expected(msft));
        org.junit.jupiter.api.Assertions.assertTrue(msft.size() > 0, "MSFT rows");
    }
}
