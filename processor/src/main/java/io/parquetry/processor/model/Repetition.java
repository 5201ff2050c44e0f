package io.parquetry.processor.model;

/** Parquet field repetition; constant names match {@code io.parquetry.base.FieldRepetitionType}. */
public enum Repetition {
    REQUIRED,
    OPTIONAL,
    REPEATED;

    /** The keyword in Parquet's schema text. */
    public String keyword() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
