package com.example.shop;

import io.parquetry.annotation.Decimal;
import io.parquetry.annotation.ParquetRecord;
import java.math.BigDecimal;

/** How a Money is stored: a group of a decimal and the currency code. */
@ParquetRecord
public record StoredMoney(@Decimal(precision = 18, scale = 2) BigDecimal amount, String currency) {
}
