package io.parquetry.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Chooses how a {@link java.util.UUID} is stored. Without it a UUID is
 * {@code FIXED_LEN_BYTE_ARRAY(16)} with the {@code UUID} logical type, which Spark cannot read;
 * {@code @Uuid(as = UuidFormat.STRING)} stores the canonical text and
 * {@code @Uuid(as = UuidFormat.BYTES)} the plain 16 bytes. Either way the property reads back as a
 * {@code UUID}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER,
        ElementType.TYPE_USE})
public @interface Uuid {

    /** {@return the stored form} */
    UuidFormat as() default UuidFormat.UUID;
}
