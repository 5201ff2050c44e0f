package com.example.ledger;

import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.ParquetField;
import java.math.BigDecimal;

/** The annotations Money's getters would carry. */
interface MoneyColumns {
    @Decimal(precision = 18, scale = 2)
    BigDecimal getAmount();

    @ParquetField(name = "currency")
    String getCurrencyCode();
}
