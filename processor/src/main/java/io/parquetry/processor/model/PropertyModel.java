package io.parquetry.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.Objects;

/**
 * One mapped property of a record or class.
 *
 * @param javaName the Java property name (record component, bean property or field name)
 * @param parquetName the Parquet field name, after the naming strategy and {@code @ParquetField}
 * @param fieldId the Parquet {@code field_id}, or {@code -1} for none
 * @param javaType the declared Java type (type annotations dropped)
 * @param read how generated code gets the value from an instance
 * @param write how generated code puts the value into a new instance
 * @param shape the Parquet mapping of the value
 * @param encoding the {@code @ParquetEncoding} of the property's leaf columns (a Parquet encoding
 *     name, e.g. {@code DELTA_BINARY_PACKED}), or {@code null} for the writer's default
 * @param defaultValue the {@code @ParquetDefault} of the property's (single) leaf column as its
 *     physical value (Boolean, Integer, Long, Float, Double, String or byte[]), or {@code null}
 * @param bloomFilter the {@code @BloomFilter} of the property's leaf columns, or {@code null} for none
 * @param conversion the {@code @ParquetConverter} the value goes through ({@code shape} then maps the
 *     converter's Parquet-side type), or {@code null}
 */
public record PropertyModel(String javaName, String parquetName, int fieldId, TypeName javaType, ReadAccess read,
        WriteAccess write, FieldShape shape, String encoding, Object defaultValue, BloomFilterModel bloomFilter,
        Conversion conversion) {

    /**
     * A value converter ({@code io.parquetry.spi.ValueConverter}).
     *
     * @param converter the converter class
     * @param parquetType its Parquet-side type argument {@code P}
     */
    public record Conversion(com.palantir.javapoet.ClassName converter, TypeName parquetType) {
        public Conversion {
            Objects.requireNonNull(converter);
            Objects.requireNonNull(parquetType);
        }

        /** The name of the mapper's static field holding the converter instance. */
        public String fieldName() {
            return "CONVERTER_" + String.join("_", converter.simpleNames()).toUpperCase(java.util.Locale.ROOT)
                    + "_" + Integer.toHexString(converter.canonicalName().hashCode());
        }
    }

    /** A property without a converter. */
    public PropertyModel(String javaName, String parquetName, int fieldId, TypeName javaType, ReadAccess read,
            WriteAccess write, FieldShape shape, String encoding, Object defaultValue, BloomFilterModel bloomFilter) {
        this(javaName, parquetName, fieldId, javaType, read, write, shape, encoding, defaultValue, bloomFilter, null);
    }

    /** A property without a declared default or bloom filter. */
    public PropertyModel(String javaName, String parquetName, int fieldId, TypeName javaType, ReadAccess read,
            WriteAccess write, FieldShape shape, String encoding) {
        this(javaName, parquetName, fieldId, javaType, read, write, shape, encoding, null, null);
    }

    /** A property without a chosen encoding, default or bloom filter. */
    public PropertyModel(String javaName, String parquetName, int fieldId, TypeName javaType, ReadAccess read,
            WriteAccess write, FieldShape shape) {
        this(javaName, parquetName, fieldId, javaType, read, write, shape, null, null, null);
    }

    public PropertyModel {
        Objects.requireNonNull(javaName);
        Objects.requireNonNull(parquetName);
        Objects.requireNonNull(javaType);
        Objects.requireNonNull(read);
        Objects.requireNonNull(write);
        Objects.requireNonNull(shape);
    }

    /** Reading a property: {@code instance.name()} or {@code instance.name}. */
    public record ReadAccess(Kind kind, String name) {
        /** Method call or field read. */
        public enum Kind { METHOD, FIELD }

        public ReadAccess {
            Objects.requireNonNull(kind);
            Objects.requireNonNull(name);
        }
    }

    /**
     * Writing a property on assembly.
     *
     * @param name setter or field name; for {@link Kind#CONSTRUCTOR_PARAMETER} the parameter name
     * @param index for {@link Kind#CONSTRUCTOR_PARAMETER} the parameter position in
     *     {@link RecordModel#creator()}, else {@code -1}
     */
    public record WriteAccess(Kind kind, String name, int index) {
        /** Passed to the constructor, set by a setter after construction, or assigned to a field. */
        public enum Kind { CONSTRUCTOR_PARAMETER, SETTER, FIELD }

        public WriteAccess {
            Objects.requireNonNull(kind);
            Objects.requireNonNull(name);
        }
    }
}
