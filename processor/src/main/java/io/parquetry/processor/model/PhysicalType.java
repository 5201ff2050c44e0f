package io.parquetry.processor.model;

/** Parquet physical types the mapper emits; constant names match {@code io.parquetry.base.Type}. */
public enum PhysicalType {
    BOOLEAN("boolean"),
    INT32("int32"),
    INT64("int64"),
    FLOAT("float"),
    DOUBLE("double"),
    BYTE_ARRAY("binary"),
    FIXED_LEN_BYTE_ARRAY("fixed_len_byte_array");

    private final String keyword;

    PhysicalType(String keyword) {
        this.keyword = keyword;
    }

    /** The keyword in Parquet's schema text. */
    public String keyword() {
        return keyword;
    }
}
