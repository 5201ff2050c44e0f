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
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A value type from a jar the application does not own ({@code converter-sample/vendor}, compiled
 * into {@code vendor.jar} without Parquetry on its class path) stored through a registered
 * converter: the application ({@code converter-sample/app}) compiles against the jar with the
 * processor, and its records round-trip.
 */
class ThirdPartyConverterTest {

    static final String[] APP = {
        "converter-sample/app/com/example/shop/StoredMoney.java",
        "converter-sample/app/com/example/shop/MoneyConverter.java",
        "converter-sample/app/com/example/shop/Sale.java",
    };

    @TempDir
    Path tmp;

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void vendorValueTypeRoundTripsThroughARegisteredConverter() throws Exception {
        ThirdPartyBuild build = new ThirdPartyBuild(tmp);
        try (URLClassLoader loader = build.load(APP)) {
            Class<?> money = loader.loadClass("com.vendor.money.Money");
            Class<? extends Record> sale = (Class<? extends Record>) loader.loadClass("com.example.shop.Sale");
            assertThrows(ClassNotFoundException.class, () -> money.getClassLoader().loadClass("com.vendor.money.MoneyParquet"),
                    "the vendor type has no mapper of its own");
            Method of = money.getMethod("of", String.class, BigDecimal.class);
            Constructor<?> newSale = sale.getConstructor(long.class, money, money);
            List<Object> rows = new ArrayList<>();
            for (int i = 0; i < 300; i++) {
                Object price = of.invoke(null, i % 2 == 0 ? "EUR" : "USD", new BigDecimal(i * 1001L).movePointLeft(2));
                Object tax = i % 7 == 3 ? null : of.invoke(null, "EUR", new BigDecimal(-i).movePointLeft(2));
                rows.add(newSale.newInstance((long) i, price, tax));
            }

            assertEquals("""
                    message Sale {
                      required int64 id;
                      optional group price {
                        optional int64 amount (DECIMAL(18,2));
                        optional binary currency (STRING);
                      }
                      optional group tax {
                        optional int64 amount (DECIMAL(18,2));
                        optional binary currency (STRING);
                      }
                    }
                    """, Parquet.mapper((Class) sale).schema().toString());
            assertEquals(rows, ThirdPartyBuild.roundTrip(sale, rows));
        }
    }
}
