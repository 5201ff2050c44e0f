package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Parquet;
import io.parquetry.ParquetReader;
import io.parquetry.ParquetWriter;
import io.parquetry.base.ParquetException;
import io.parquetry.io.InMemoryInputFile;
import io.parquetry.io.InMemoryOutputFile;
import io.parquetry.samples.Payments.Card;
import io.parquetry.samples.Payments.CardGroup;
import io.parquetry.samples.Payments.Cash;
import io.parquetry.samples.Payments.CashGroup;
import io.parquetry.samples.Payments.Customer;
import io.parquetry.samples.Payments.Gift;
import io.parquetry.samples.Payments.Payment;
import io.parquetry.samples.Payments.PaymentV1;
import io.parquetry.samples.Payments.Promo;
import io.parquetry.samples.Payments.Sale;
import io.parquetry.samples.Payments.SaleHead;
import io.parquetry.samples.Payments.SaleV1;
import io.parquetry.samples.Payments.Transfer;
import io.parquetry.samples.Payments.TransferGroup;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** Sealed hierarchies as tagged unions: layout, round trips, filters, old files and bad rows. */
class SealedUnionTest {

    static <T> byte[] write(Class<T> type, List<T> rows) {
        InMemoryOutputFile out = new InMemoryOutputFile();
        try (ParquetWriter<T> w = Parquet.writer(type, out).pageSize(512).build()) {
            w.writeAll(rows);
        }
        return out.toByteArray();
    }

    static <T> List<T> read(Class<T> type, byte[] file) {
        try (ParquetReader<T> r = Parquet.reader(type, new InMemoryInputFile(file)).build()) {
            return r.stream().collect(Collectors.toList());
        }
    }

    @Test
    void layoutIsADiscriminatorPlusOneOptionalGroupPerCase() {
        String schema = Parquet.mapper(SaleHead.class).schema().toString();
        assertEquals("""
                message SaleHead {
                  required int64 id;
                  optional group payment {
                    required binary kind (STRING);
                    optional group card {
                      optional binary number (STRING);
                      required int32 expiry;
                    }
                    optional group Transfer {
                      optional binary iban (STRING);
                      optional group refs (LIST) {
                        repeated group list {
                          optional binary element (STRING);
                        }
                      }
                    }
                    optional group Cash {
                      required int64 cents;
                    }
                    optional group Voucher {
                      required binary kind (STRING);
                      optional group Gift {
                        optional binary code (STRING);
                      }
                      optional group Promo {
                        required int32 percent;
                      }
                    }
                  }
                }
                """, schema);
    }

    @Test
    void everyCaseInEveryPositionRoundTrips() {
        List<Payment> all = List.of(new Card("4111", 1228), new Transfer("DE89", List.of("a", "b")),
                new Transfer(null, null), new Cash(250), new Gift("XMAS"), new Gift(null), new Promo(15));
        List<Sale> sales = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            Payment p = all.get(i % all.size());
            Payment q = all.get((i * 7 + 3) % all.size());
            Map<String, Payment> byChannel = new LinkedHashMap<>();
            byChannel.put("web", p);
            if (i % 3 == 0) {
                byChannel.put("shop", q);
            }
            byChannel.put("none", null);
            sales.add(new Sale(i, i % 5 == 0 ? null : p, q, i % 4 == 0 ? List.of() : Arrays.asList(p, null, q), byChannel,
                    i % 2 == 0 ? Optional.empty() : Optional.of(q), i % 6 == 0 ? null : new Customer("c" + i, p)));
        }
        assertEquals(sales, read(Sale.class, write(Sale.class, sales)));
    }

    @Property(tries = 150)
    void anyMixOfCasesRoundTrips(@ForAll("sales") List<Sale> sales) {
        assertEquals(sales, read(Sale.class, write(Sale.class, sales)));
    }

    @Provide
    Arbitrary<List<Sale>> sales() {
        Arbitrary<String> strings = Arbitraries.strings().ofMaxLength(6).injectNull(0.2);
        Arbitrary<Payment> cases = Arbitraries.oneOf(
                Combinators.combine(strings, Arbitraries.integers()).as(Card::new),
                Combinators.combine(strings, strings.list().ofMaxSize(3).injectNull(0.2)).as(Transfer::new),
                Arbitraries.longs().map(Cash::new),
                strings.map(Gift::new),
                Arbitraries.integers().map(Promo::new));
        Arbitrary<Payment> nullable = cases.injectNull(0.2);
        Arbitrary<List<Payment>> lists = nullable.list().ofMaxSize(4).injectNull(0.2);
        Arbitrary<Map<String, Payment>> maps = Arbitraries.maps(Arbitraries.strings().ofMaxLength(3), nullable)
                .ofMaxSize(3).injectNull(0.2);
        Arbitrary<Customer> customers = Combinators.combine(strings, nullable).as(Customer::new).injectNull(0.2);
        return Combinators.combine(Arbitraries.longs(), nullable, cases, lists, maps, nullable.map(Optional::ofNullable),
                customers).as(Sale::new).list().ofMaxSize(40);
    }

    @Test
    void filtersOnTheDiscriminator() {
        List<SaleHead> rows = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            Payment p = switch (i % 4) {
                case 0 -> new Card("n" + i, i);
                case 1 -> new Cash(i);
                case 2 -> new Promo(i % 100);
                default -> null;
            };
            rows.add(new SaleHead(i, p));
        }
        byte[] file = write(SaleHead.class, rows);
        try (ParquetReader<SaleHead> r = Parquet.reader(SaleHead.class, new InMemoryInputFile(file))
                .filter(Payments_SaleHeadParquet.PAYMENT_KIND.eq("card")).build()) {
            List<SaleHead> expected = rows.stream().filter(s -> s.payment() instanceof Card).collect(Collectors.toList());
            assertEquals(expected, r.stream().collect(Collectors.toList()));
        }
        try (ParquetReader<SaleHead> r = Parquet.reader(SaleHead.class, new InMemoryInputFile(file))
                .filter(Payments_SaleHeadParquet.PAYMENT_VOUCHER_KIND.eq("Promo")).build()) {
            List<SaleHead> expected = rows.stream().filter(s -> s.payment() instanceof Promo).collect(Collectors.toList());
            assertEquals(expected, r.stream().collect(Collectors.toList()));
        }
    }

    @Test
    void aFileWrittenBeforeACaseExistedReads() {
        List<SaleV1> old = List.of(new SaleV1(1, new PaymentV1("card", new CardGroup("4111", 1228), null, null)),
                new SaleV1(2, new PaymentV1("Transfer", null, new TransferGroup("DE89", List.of("x")), null)),
                new SaleV1(3, null),
                new SaleV1(4, new PaymentV1("Cash", null, null, new CashGroup(99))));
        assertEquals(List.of(new SaleHead(1, new Card("4111", 1228)), new SaleHead(2, new Transfer("DE89", List.of("x"))),
                        new SaleHead(3, null), new SaleHead(4, new Cash(99))),
                read(SaleHead.class, write(SaleV1.class, old)));
    }

    @Test
    void anUnknownDiscriminatorIsAnErrorNamingColumnAndValue() {
        byte[] file = write(SaleV1.class, List.of(new SaleV1(1, new PaymentV1("Cheque", null, null, new CashGroup(5)))));
        ParquetException e = assertThrows(ParquetException.class, () -> read(SaleHead.class, file));
        assertTrue(e.getMessage().contains("payment.kind") && e.getMessage().contains("'Cheque'"), e.getMessage());
        assertTrue(e.getMessage().contains("card, Transfer, Cash, Voucher"), e.getMessage());
        assertTrue(e.getMessage().contains(": row 0 (row group 0): column payment.kind"), e.getMessage());
    }

    @Test
    void aDiscriminatorDisagreeingWithTheSetGroupIsAnError() {
        byte[] wrongGroup = write(SaleV1.class, List.of(new SaleV1(1, new PaymentV1("card", null, null, new CashGroup(5)))));
        ParquetException e = assertThrows(ParquetException.class, () -> read(SaleHead.class, wrongGroup));
        assertTrue(e.getMessage().contains("payment.kind") && e.getMessage().contains("'card'"), e.getMessage());
        byte[] twoGroups = write(SaleV1.class, List.of(new SaleV1(1,
                new PaymentV1("Cash", new CardGroup("1", 1), null, new CashGroup(5)))));
        e = assertThrows(ParquetException.class, () -> read(SaleHead.class, twoGroups));
        assertTrue(e.getMessage().contains("payment.kind") && e.getMessage().contains("2 set"), e.getMessage());
    }
}
