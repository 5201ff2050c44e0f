package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.ParquetConverter;
import io.parquetry.annotation.ParquetConverters;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.spi.ValueConverter;
import java.math.BigDecimal;
import java.net.URI;
import java.util.ArrayList;
import java.util.Currency;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Value converters: types the mapping does not support, stored through a supported one. */
class ValueConverterTest {

    /** {@code URI <-> String}. */
    public static final class UriConverter implements ValueConverter<URI, String> {
        @Override
        public String toParquet(URI value) {
            return value.toString();
        }

        @Override
        public URI fromParquet(String value) {
            return URI.create(value);
        }
    }

    /** {@code Currency <-> String} (its ISO code), registered once on the record. */
    public static final class CurrencyConverter implements ValueConverter<Currency, String> {
        @Override
        public String toParquet(Currency value) {
            return value.getCurrencyCode();
        }

        @Override
        public Currency fromParquet(String value) {
            return Currency.getInstance(value);
        }
    }

    /** A value type the application does not own and cannot annotate. */
    public static final class Amount {
        private final BigDecimal value;
        private final Currency currency;

        public Amount(BigDecimal value, Currency currency) {
            this.value = value;
            this.currency = currency;
        }

        public BigDecimal value() {
            return value;
        }

        public Currency currency() {
            return currency;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Amount a && a.value.equals(value) && a.currency.equals(currency);
        }

        @Override
        public int hashCode() {
            return value.hashCode() * 31 + currency.hashCode();
        }

        @Override
        public String toString() {
            return value + " " + currency;
        }
    }

    /** How an {@link Amount} is stored: a group. */
    @ParquetRecord
    public record StoredAmount(@Decimal(precision = 12, scale = 2) BigDecimal value, String currency) {}

    /** {@code Amount <-> StoredAmount}: the converter maps to a group. */
    public static final class AmountConverter implements ValueConverter<Amount, StoredAmount> {
        @Override
        public StoredAmount toParquet(Amount value) {
            return new StoredAmount(value.value(), value.currency().getCurrencyCode());
        }

        @Override
        public Amount fromParquet(StoredAmount value) {
            return new Amount(value.value(), Currency.getInstance(value.currency()));
        }
    }

    @ParquetRecord
    @ParquetConverters({CurrencyConverter.class, AmountConverter.class})
    public record Link(long id, @ParquetConverter(UriConverter.class) URI home, Currency currency, Amount price,
                       List<Item> items) {
        /** Declared inside {@link Link}: the registration there applies to it too. */
        public record Item(String sku, Currency currency) {}
    }

    /** The same columns as plain values. */
    @ParquetRecord
    public record LinkText(long id, String home, String currency, StoredAmount price, Optional<List<ItemText>> items) {}

    public record ItemText(String sku, String currency) {}

    static List<Link> links(int n) {
        List<Link> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new Link(i, i % 4 == 3 ? null : URI.create("https://example.com/p/" + i + "?q=" + (i * 7)),
                    i % 5 == 4 ? null : Currency.getInstance(i % 2 == 0 ? "EUR" : "JPY"),
                    i % 3 == 2 ? null : new Amount(new BigDecimal(i * 101).movePointLeft(2), Currency.getInstance("USD")),
                    List.of(new Link.Item("s" + i, Currency.getInstance("CHF")))));
        }
        return out;
    }

    @Test
    void layoutIsTheConvertersStoredType() {
        assertEquals("""
                message Link {
                  required int64 id;
                  optional binary home (STRING);
                  optional binary currency (STRING);
                  optional group price {
                    optional int64 value (DECIMAL(12,2));
                    optional binary currency (STRING);
                  }
                  optional group items (LIST) {
                    repeated group list {
                      optional group element {
                        optional binary sku (STRING);
                        optional binary currency (STRING);
                      }
                    }
                  }
                }
                """, Parquet.mapper(Link.class).schema().toString());
    }

    @Test
    void roundTripsThroughTheConverters() {
        List<Link> rows = links(200);
        byte[] file = SealedUnionTest.write(Link.class, rows);
        assertEquals(rows, SealedUnionTest.read(Link.class, file));
        // the file holds the converters' values, as any reader sees them
        List<LinkText> text = SealedUnionTest.read(LinkText.class, file);
        for (int i = 0; i < rows.size(); i++) {
            Link l = rows.get(i);
            LinkText t = text.get(i);
            assertEquals(l.id(), t.id());
            assertEquals(l.home() == null ? null : l.home().toString(), t.home(), "row " + i);
            assertEquals(l.currency() == null ? null : l.currency().getCurrencyCode(), t.currency(), "row " + i);
            assertEquals(l.price() == null ? null : new StoredAmount(l.price().value, "USD"), t.price(), "row " + i);
            assertEquals(List.of(new ItemText("s" + i, "CHF")), t.items().orElseThrow(), "row " + i);
        }
    }
}
