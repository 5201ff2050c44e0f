package io.parquetry.annotation;

/** How a {@link java.util.UUID} is stored; chosen with {@link Uuid}. */
public enum UuidFormat {
    /** {@code FIXED_LEN_BYTE_ARRAY(16)} with the {@code UUID} logical type (the default). */
    UUID,
    /**
     * {@code BYTE_ARRAY} {@code STRING} holding the canonical 36-character form
     * ({@code 123e4567-e89b-12d3-a456-426614174000}): every engine reads it.
     */
    STRING,
    /** {@code FIXED_LEN_BYTE_ARRAY(16)} without a logical type: the 16 bytes, most significant first. */
    BYTES
}
