package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Property-based round trips: any generated list of trades written and read back is equal. */
class TradePropertyTest {

    @Property(tries = 200)
    void anyTradesRoundTrip(@ForAll("trades") List<Trade> trades) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<Trade> w = Parquet.writer(Trade.class, out).pageSize(512).build()) {
            w.writeAll(trades);
        }
        try (ParquetReader<Trade> r = Parquet.reader(Trade.class, new InMemoryInputFile(out.toByteArray())).build()) {
            assertEquals(trades, r.stream().collect(Collectors.toList()));
        }
    }

    @Provide
    Arbitrary<List<Trade>> trades() {
        Arbitrary<String> strings = Arbitraries.strings().ofMaxLength(12).injectNull(0.2);
        Arbitrary<BigDecimal> prices = Arbitraries.longs().between(-999_999_999_999_999_999L, 999_999_999_999_999_999L)
                .map(v -> BigDecimal.valueOf(v, 4)).injectNull(0.1);
        Arbitrary<Instant> instants = Arbitraries.longs().between(-62_000_000_000_000_000L, 250_000_000_000_000_000L)
                .map(micros -> Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L), Math.floorMod(micros, 1_000_000L) * 1_000))
                .injectNull(0.1);
        Arbitrary<Trade.Side> sides = Arbitraries.of(Trade.Side.class).injectNull(0.1);
        Arbitrary<List<String>> tags = Arbitraries.strings().ofMaxLength(5).injectNull(0.1).list().ofMaxSize(4).injectNull(0.2);
        Arbitrary<Map<String, Long>> attrs = Arbitraries.maps(Arbitraries.strings().ofMaxLength(4),
                Arbitraries.longs().injectNull(0.2)).ofMaxSize(3).injectNull(0.2);
        Arbitrary<Address> venues = Combinators.combine(strings, strings, Arbitraries.integers().injectNull(0.3))
                .as(Address::new).injectNull(0.3);
        Arbitrary<Trade> trade = Combinators.combine(Arbitraries.longs(), strings, prices, instants, sides, tags, attrs, venues)
                .as(Trade::new);
        return trade.list().ofMaxSize(60);
    }
}
