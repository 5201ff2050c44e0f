package io.parquetry.format;

/**
 * Thrift {@code ColumnOrder} union: the order that min/max statistics of a column follow.
 * Members this version does not know read as {@link Unknown}, whose statistics readers must
 * ignore.
 */
public sealed interface ColumnOrder {
    /** The order defined by the column's logical or physical type (field 1). */
    ColumnOrder TYPE_DEFINED = new TypeDefinedOrder();
    /** IEEE 754 total order for floating point columns (field 2). */
    ColumnOrder IEEE_754_TOTAL = new Ieee754TotalOrder();
    /** Chronological order of INT96 timestamps (field 3). */
    ColumnOrder INT96_TIMESTAMP = new Int96TimestampOrder();

    /** Thrift field id of this member in the union. */
    int fieldId();

    /** Thrift {@code TypeDefinedOrder}. */
    record TypeDefinedOrder() implements ColumnOrder {
        public int fieldId() { return 1; }
    }

    /** Thrift {@code IEEE754TotalOrder}. */
    record Ieee754TotalOrder() implements ColumnOrder {
        public int fieldId() { return 2; }
    }

    /** Thrift {@code Int96TimestampOrder}. */
    record Int96TimestampOrder() implements ColumnOrder {
        public int fieldId() { return 3; }
    }

    /** A member this version does not know (its content was skipped). */
    record Unknown(int fieldId) implements ColumnOrder {}
}
