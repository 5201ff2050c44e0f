package com.example.shop;

import com.vendor.money.Money;
import io.parquetry.annotation.ParquetConverters;
import io.parquetry.annotation.ParquetRecord;

/** A record with two properties of the vendor's type, converted by one registration. */
@ParquetRecord
@ParquetConverters(MoneyConverter.class)
public record Sale(long id, Money price, Money tax) {
}
