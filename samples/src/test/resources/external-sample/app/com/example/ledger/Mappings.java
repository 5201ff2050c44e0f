package com.example.ledger;

import com.vendor.money.Money;
import io.parquetry.annotation.ParquetExternal;

/**
 * The vendor's Money mapped without touching it: its getters are the properties, its factory
 * {@code Money.of(currency, amount)} creates instances (its class file has no parameter names, so
 * the declaration lists which property each parameter takes), and the mixin adds the annotations.
 */
@ParquetExternal(value = Money.class, factory = "of", parameters = {"currencyCode", "amount"}, mixin = MoneyColumns.class)
final class Mappings {
    private Mappings() {
    }
}
