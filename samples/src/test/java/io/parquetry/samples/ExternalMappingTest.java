package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.parquetry.Parquet;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code @ParquetExternal}: the vendor's {@code Money} (from {@code vendor.jar}, compiled without
 * Parquetry and without parameter names) is declared in the application
 * ({@code external-sample/app}); it round-trips as a top-level record type and nested in a record
 * (as a group, a list element and a map value).
 */
class ExternalMappingTest {

    static final String[] APP = {
        "external-sample/app/com/example/ledger/Mappings.java",
        "external-sample/app/com/example/ledger/MoneyColumns.java",
        "external-sample/app/com/example/ledger/Invoice.java",
    };

    @TempDir
    Path tmp;

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void vendorClassRoundTripsTopLevelAndNested() throws Exception {
        ThirdPartyBuild build = new ThirdPartyBuild(tmp);
        try (URLClassLoader loader = build.load(APP)) {
            Class<?> money = loader.loadClass("com.vendor.money.Money");
            assertThrows(ClassNotFoundException.class, () -> loader.loadClass("com.vendor.money.MoneyParquet"),
                    "the mapper is generated in the declaring package, not in the vendor's");
            assertEquals("com.example.ledger.MoneyParquet", Parquet.mapper(money).getClass().getName());
            Method of = money.getMethod("of", String.class, BigDecimal.class);
            assertEquals("""
                    message Money {
                      optional int64 amount (DECIMAL(18,2));
                      optional binary currency (STRING);
                    }
                    """, Parquet.mapper(money).schema().toString());
            List<Object> amounts = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                amounts.add(of.invoke(null, i % 3 == 0 ? "EUR" : "CHF", new BigDecimal(i * 137L - 5000).movePointLeft(2)));
            }
            assertEquals(amounts, ThirdPartyBuild.roundTrip(money, amounts));

            Class<?> invoice = loader.loadClass("com.example.ledger.Invoice");
            assertEquals("""
                    message Invoice {
                      required int64 id;
                      optional group total {
                        optional int64 amount (DECIMAL(18,2));
                        optional binary currency (STRING);
                      }
                      optional group lines (LIST) {
                        repeated group list {
                          optional group element {
                            optional int64 amount (DECIMAL(18,2));
                            optional binary currency (STRING);
                          }
                        }
                      }
                      optional group byCategory (MAP) {
                        repeated group key_value {
                          required binary key (STRING);
                          optional group value {
                            optional int64 amount (DECIMAL(18,2));
                            optional binary currency (STRING);
                          }
                        }
                      }
                    }
                    """, Parquet.mapper(invoice).schema().toString());
            Constructor<?> newInvoice = invoice.getConstructor(long.class, money, List.class, Map.class);
            List<Object> invoices = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                List<Object> lines = new ArrayList<>(amounts.subList(i, i + i % 4));
                Map<String, Object> byCategory = new LinkedHashMap<>();
                if (i % 5 != 0) {
                    byCategory.put("food", amounts.get(i));
                    byCategory.put("rent", i % 7 == 0 ? null : amounts.get(i + 1));
                }
                invoices.add(newInvoice.newInstance((long) i, i % 9 == 4 ? null : amounts.get(i * 2), lines, byCategory));
            }
            assertEquals(invoices, ThirdPartyBuild.roundTrip(invoice, invoices));
        }
    }
}
