package io.parquetry.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetWriter;
import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

class ParquetAssertionsTest {
    @ParquetRecord
    public record Venue(String city, String country) {}

    @ParquetRecord
    public record Order(long id, @Decimal(precision = 9, scale = 2) BigDecimal price, Venue venue, List<String> tags,
                        Map<String, Long> counts, byte[] blob) {}

    private static List<Order> orders() {
        List<Order> orders = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            orders.add(new Order(i, new BigDecimal("1.50").add(BigDecimal.valueOf(i)), new Venue("city" + i, "FR"),
                    List.of("a", "b" + i), Map.of("k", (long) i), new byte[] {(byte) i}));
        }
        return orders;
    }

    private static List<Order> with(int row, Order replacement) {
        List<Order> copy = new ArrayList<>(orders());
        copy.set(row, replacement);
        return copy;
    }

    @Test
    void equalFilesPassAndDecimalsCompareByValue(@TempDir Path dir) {
        Path file = dir.resolve("orders.parquet");
        Parquet.write(Order.class, file, orders());
        ParquetAssertions.assertRecords(file, Order.class, orders());
        ParquetAssertions.assertRecords(Parquet.toBytes(Order.class, orders()), Order.class, orders());
        List<Order> unscaled = new ArrayList<>(orders());
        Order o = unscaled.get(0);
        unscaled.set(0, new Order(o.id(), new BigDecimal("1.5"), o.venue(), o.tags(), o.counts(), o.blob()));
        ParquetAssertions.assertRecords(file, Order.class, unscaled);
    }

    @Test
    void theFirstDifferenceIsNamedByRowAndColumnPath(@TempDir Path dir) {
        Path file = dir.resolve("orders.parquet");
        Parquet.write(Order.class, file, orders());
        Order o = orders().get(3);

        AssertionFailedError city = assertThrows(AssertionFailedError.class, () -> ParquetAssertions.assertRecords(file,
                Order.class, with(3, new Order(o.id(), o.price(), new Venue("Paris", "FR"), o.tags(), o.counts(), o.blob()))));
        assertTrue(city.getMessage().startsWith(file + ": row 3, venue.city: expected <Paris> but was <city3>"), city.getMessage());
        assertEquals("Paris", city.getExpected().getValue());
        assertEquals("city3", city.getActual().getValue());

        AssertionFailedError tag = assertThrows(AssertionFailedError.class, () -> ParquetAssertions.assertRecords(file,
                Order.class, with(3, new Order(o.id(), o.price(), o.venue(), List.of("a", "x"), o.counts(), o.blob()))));
        assertTrue(tag.getMessage().contains("row 3, tags[1]: expected <x> but was <b3>"), tag.getMessage());

        AssertionFailedError key = assertThrows(AssertionFailedError.class, () -> ParquetAssertions.assertRecords(file,
                Order.class, with(3, new Order(o.id(), o.price(), o.venue(), o.tags(), Map.of("k", 3L, "j", 1L), o.blob()))));
        assertTrue(key.getMessage().contains("row 3, counts{\"j\"}: expected key \"j\" is missing"), key.getMessage());

        AssertionFailedError blob = assertThrows(AssertionFailedError.class, () -> ParquetAssertions.assertRecords(file,
                Order.class, with(3, new Order(o.id(), o.price(), o.venue(), o.tags(), o.counts(), new byte[] {9}))));
        assertTrue(blob.getMessage().contains("row 3, blob: expected <[9]> but was <[3]>"), blob.getMessage());

        AssertionFailedError price = assertThrows(AssertionFailedError.class, () -> ParquetAssertions.assertRecords(file,
                Order.class, with(3, new Order(o.id(), new BigDecimal("4.51"), o.venue(), o.tags(), o.counts(), o.blob()))));
        assertTrue(price.getMessage().contains("row 3, price: expected <4.51> but was <4.50>"), price.getMessage());
    }

    @Test
    void rowCountsDifferAfterTheCommonRowsAgree(@TempDir Path dir) {
        Path file = dir.resolve("orders.parquet");
        Parquet.write(Order.class, file, orders());
        AssertionFailedError fewer = assertThrows(AssertionFailedError.class,
                () -> ParquetAssertions.assertRecords(file, Order.class, orders().subList(0, 4)));
        assertTrue(fewer.getMessage().startsWith(file + " has 5 rows, expected 4 (first extra, row 4: Order[id=4"),
                fewer.getMessage());
        List<Order> more = new ArrayList<>(orders());
        more.add(orders().get(0));
        AssertionFailedError missing = assertThrows(AssertionFailedError.class,
                () -> ParquetAssertions.assertRecords(file, Order.class, more));
        assertTrue(missing.getMessage().contains("has 5 rows, expected 6 (first missing, row 5"), missing.getMessage());
    }

    @Test
    void rowsCompareFieldByField(@TempDir Path dir) {
        MessageType schema = MessageTypeParser.parse(
                "message m { required int64 id; optional group venue { optional binary city (STRING); } }");
        Path file = dir.resolve("rows.parquet");
        List<Row> rows = List.of(Row.of(schema, 1L, Row.of(schema.field("venue").asGroup(), "Lyon")),
                Row.of(schema, 2L, null));
        try (ParquetWriter<Row> w = ParquetFile.writer(schema, file).build()) {
            w.writeAll(rows);
        }
        ParquetAssertions.assertRows(file, rows);
        List<Row> other = List.of(rows.get(0), Row.of(schema, 2L, Row.of(schema.field("venue").asGroup(), "Nice")));
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> ParquetAssertions.assertRows(file, other));
        assertTrue(e.getMessage().contains("row 1, venue: expected <"), e.getMessage());
    }
}
