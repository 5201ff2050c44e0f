package io.parquetry.samples;

import io.parquetry.annotation.ParquetCase;
import io.parquetry.annotation.ParquetRecord;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Sealed hierarchies stored as tagged unions, and plain-group twins of their layout. */
final class Payments {
    private Payments() {}

    sealed interface Payment permits Card, Transfer, Cash, Voucher {}

    @ParquetCase("card")
    record Card(String number, int expiry) implements Payment {}

    record Transfer(String iban, List<String> refs) implements Payment {}

    /** A final class as a case (not a record). */
    static final class Cash implements Payment {
        public long cents;

        Cash() {}

        Cash(long cents) {
            this.cents = cents;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Cash c && c.cents == cents;
        }

        @Override
        public int hashCode() {
            return Long.hashCode(cents);
        }

        @Override
        public String toString() {
            return "Cash[" + cents + "]";
        }
    }

    /** A nested sealed hierarchy: an abstract class whose cases are a record-like final class and a record. */
    abstract static sealed class Voucher implements Payment permits Gift, Promo {}

    static final class Gift extends Voucher {
        public String code;

        Gift() {}

        Gift(String code) {
            this.code = code;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Gift g && Objects.equals(g.code, code);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(code);
        }

        @Override
        public String toString() {
            return "Gift[" + code + "]";
        }
    }

    static final class Promo extends Voucher {
        public int percent;

        Promo() {}

        Promo(int percent) {
            this.percent = percent;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Promo p && p.percent == percent;
        }

        @Override
        public int hashCode() {
            return percent;
        }

        @Override
        public String toString() {
            return "Promo[" + percent + "]";
        }
    }

    record Customer(String name, Payment preferred) {}

    /** A union in every position: nullable, required, in a list, a map, an Optional and a nested record. */
    @ParquetRecord
    record Sale(long id, Payment payment, @Shapes.NonNull Payment settled, List<Payment> history,
                Map<String, Payment> byChannel, Optional<Payment> refund, Customer customer) {}

    // ---- the same layout as plain groups, to write files the sealed model reads ----------------

    record CardGroup(String number, int expiry) {}

    record TransferGroup(String iban, List<String> refs) {}

    record CashGroup(long cents) {}

    /** {@link Payment} before {@code Voucher} existed, as plain groups. */
    record PaymentV1(@Shapes.NonNull String kind, CardGroup card, TransferGroup Transfer, CashGroup Cash) {}

    /** A {@link Sale}'s {@code payment} column only, written by a model without vouchers. */
    @ParquetRecord
    record SaleV1(long id, PaymentV1 payment) {}

    /** A {@link Sale} narrowed to {@code id} and {@code payment}, read from {@link SaleV1} files. */
    @ParquetRecord
    record SaleHead(long id, Payment payment) {}
}
