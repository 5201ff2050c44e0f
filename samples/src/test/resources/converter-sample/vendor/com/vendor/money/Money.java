package com.vendor.money;

import java.math.BigDecimal;
import java.util.Objects;

/** A third-party value type: compiled into its own jar, without Parquetry on its class path. */
public final class Money {
    private final BigDecimal amount;
    private final String currency;

    private Money(BigDecimal amount, String currency) {
        this.amount = amount;
        this.currency = currency;
    }

    public static Money of(String currency, BigDecimal amount) {
        return new Money(amount, currency);
    }

    public BigDecimal getAmount() {
        return amount;
    }

    public String getCurrencyCode() {
        return currency;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Money m && m.amount.equals(amount) && m.currency.equals(currency);
    }

    @Override
    public int hashCode() {
        return Objects.hash(amount, currency);
    }

    @Override
    public String toString() {
        return currency + " " + amount;
    }
}
