package com.example.ledger;

import com.vendor.money.Money;
import io.parquetry.annotation.ParquetRecord;
import java.util.List;
import java.util.Map;

/** A record nesting the vendor's type: a group, in a list, as map values. */
@ParquetRecord
public record Invoice(long id, Money total, List<Money> lines, Map<String, Money> byCategory) {
}
