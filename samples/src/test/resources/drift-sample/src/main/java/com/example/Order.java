package com.example;

import io.parquetry.annotation.ParquetRecord;

/** Today's Order: 'customer' renamed to 'buyer', 'quantity' narrowed to int, 'coupon' added. */
@ParquetRecord
public record Order(
        long id,
        String buyer,
        int quantity,
        String coupon) {
}
