package io.parquetry.processor.model;

/** The Java type of a scalar value, which decides how generated code converts it. */
public enum JavaKind {
    BOOLEAN(true),
    BYTE(true),
    SHORT(true),
    INT(true),
    LONG(true),
    FLOAT(true),
    DOUBLE(true),
    BOXED_BOOLEAN(false),
    BOXED_BYTE(false),
    BOXED_SHORT(false),
    BOXED_INT(false),
    BOXED_LONG(false),
    BOXED_FLOAT(false),
    BOXED_DOUBLE(false),
    STRING(false),
    /** {@code byte[]}. */
    BYTES(false),
    /** Any enum type; the constant's {@code name()} is stored. */
    ENUM(false),
    UUID(false),
    BIG_DECIMAL(false),
    LOCAL_DATE(false),
    LOCAL_TIME(false),
    INSTANT(false),
    LOCAL_DATE_TIME(false);

    private final boolean primitive;

    JavaKind(boolean primitive) {
        this.primitive = primitive;
    }

    /** Whether the Java value is a primitive (never {@code null}). */
    public boolean isPrimitive() {
        return primitive;
    }
}
