package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.annotation.ParquetConverter;
import io.parquetry.annotation.ParquetConverters;
import io.parquetry.annotation.ParquetRecord;
import io.parquetry.annotation.Repeated;
import io.parquetry.samples.ValueConverterTest.Amount;
import io.parquetry.samples.ValueConverterTest.AmountConverter;
import io.parquetry.samples.ValueConverterTest.CurrencyConverter;
import io.parquetry.samples.ValueConverterTest.StoredAmount;
import io.parquetry.samples.ValueConverterTest.UriConverter;
import java.math.BigDecimal;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Currency;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Converters on the parts of containers: list elements, set elements, map keys and values,
 * through a property's {@code @ParquetConverter} whose type is the element type, or through the
 * record's {@code @ParquetConverters} registration.
 */
class ElementConverterTest {

    @ParquetRecord
    @ParquetConverters({CurrencyConverter.class, AmountConverter.class})
    public record Catalog(long id, @ParquetConverter(UriConverter.class) List<URI> mirrors, Map<Currency, Amount> prices,
                          @ParquetConverter(UriConverter.class) Map<String, URI> links, Set<Currency> accepted,
                          @Repeated List<Currency> legacy) {}

    /** The same columns as plain values. */
    @ParquetRecord
    public record CatalogText(long id, List<String> mirrors, Map<String, StoredAmount> prices, Map<String, String> links,
                              Set<String> accepted, @Repeated List<String> legacy) {}

    static List<Catalog> catalogs(int n) {
        List<Catalog> out = new ArrayList<>();
        Currency[] currencies = {Currency.getInstance("EUR"), Currency.getInstance("JPY"), Currency.getInstance("CHF")};
        for (int i = 0; i < n; i++) {
            List<URI> mirrors = new ArrayList<>();
            for (int m = 0; m < i % 4; m++) {
                mirrors.add(m == 1 && i % 3 == 0 ? null : URI.create("https://m" + m + ".example.org/c/" + i));
            }
            Map<Currency, Amount> prices = new LinkedHashMap<>();
            for (int p = 0; p < i % 3; p++) {
                prices.put(currencies[p], i % 5 == 1 ? null
                        : new Amount(new BigDecimal(i * 100 + p).movePointLeft(2), Currency.getInstance("USD")));
            }
            Map<String, URI> links = new LinkedHashMap<>();
            if (i % 2 == 0) {
                links.put("home", URI.create("https://example.org/" + i));
                links.put("none", null);
            }
            Set<Currency> accepted = new LinkedHashSet<>(Arrays.asList(currencies).subList(0, i % 4));
            out.add(new Catalog(i, i % 7 == 6 ? null : mirrors, prices, links, accepted,
                    List.of(currencies[i % 3], currencies[(i + 1) % 3])));
        }
        return out;
    }

    @Test
    void layoutIsTheConvertersStoredTypes() {
        assertEquals("""
                message Catalog {
                  required int64 id;
                  optional group mirrors (LIST) {
                    repeated group list {
                      optional binary element (STRING);
                    }
                  }
                  optional group prices (MAP) {
                    repeated group key_value {
                      required binary key (STRING);
                      optional group value {
                        optional int64 value (DECIMAL(12,2));
                        optional binary currency (STRING);
                      }
                    }
                  }
                  optional group links (MAP) {
                    repeated group key_value {
                      required binary key (STRING);
                      optional binary value (STRING);
                    }
                  }
                  optional group accepted (LIST) {
                    repeated group list {
                      optional binary element (STRING);
                    }
                  }
                  repeated binary legacy (STRING);
                }
                """, Parquet.mapper(Catalog.class).schema().toString());
    }

    @Test
    void roundTripsAndTheFileHoldsTheConvertersValues() {
        List<Catalog> rows = catalogs(300);
        byte[] file = SealedUnionTest.write(Catalog.class, rows);
        assertEquals(rows, SealedUnionTest.read(Catalog.class, file));
        List<CatalogText> text = SealedUnionTest.read(CatalogText.class, file);
        for (int i = 0; i < rows.size(); i++) {
            Catalog c = rows.get(i);
            CatalogText t = text.get(i);
            assertEquals(c.mirrors() == null ? null : c.mirrors().stream().map(u -> u == null ? null : u.toString()).toList(),
                    t.mirrors(), "row " + i);
            Map<String, StoredAmount> prices = new LinkedHashMap<>();
            c.prices().forEach((k, v) -> prices.put(k.getCurrencyCode(),
                    v == null ? null : new StoredAmount(v.value(), v.currency().getCurrencyCode())));
            assertEquals(prices, t.prices(), "row " + i);
            Map<String, String> links = new LinkedHashMap<>();
            c.links().forEach((k, v) -> links.put(k, v == null ? null : v.toString()));
            assertEquals(links, t.links(), "row " + i);
            assertEquals(c.accepted().stream().map(Currency::getCurrencyCode).toList(), List.copyOf(t.accepted()), "row " + i);
            assertEquals(c.legacy().stream().map(Currency::getCurrencyCode).toList(), t.legacy(), "row " + i);
        }
    }
}
