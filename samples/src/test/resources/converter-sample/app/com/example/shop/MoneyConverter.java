package com.example.shop;

import com.vendor.money.Money;
import io.parquetry.spi.ValueConverter;

/** Money <-> StoredMoney. */
public final class MoneyConverter implements ValueConverter<Money, StoredMoney> {
    @Override
    public StoredMoney toParquet(Money value) {
        return new StoredMoney(value.getAmount(), value.getCurrencyCode());
    }

    @Override
    public Money fromParquet(StoredMoney value) {
        return Money.of(value.currency(), value.amount());
    }
}
