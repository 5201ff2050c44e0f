package io.parquetry.base;

/**
 * The Thrift {@code LogicalType} union: one record per member. Members whose field id this
 * version does not know decode to {@link Unknown}, so files from newer writers still open and
 * their columns read as the physical type.
 */
public sealed interface LogicalType {
    /**
     * Thrift field id of this member in the union.
     *
     * @return the field id
     */
    int fieldId();

    /**
     * STRING: UTF-8 text.
     */
    record StringType() implements LogicalType {
        public int fieldId() { return 1; }
    }

    /**
     * MAP: a group of repeated key/value pairs.
     */
    record MapType() implements LogicalType {
        public int fieldId() { return 2; }
    }

    /**
     * LIST: a group of a repeated element.
     */
    record ListType() implements LogicalType {
        public int fieldId() { return 3; }
    }

    /**
     * ENUM: the name of an enum constant, as UTF-8.
     */
    record EnumType() implements LogicalType {
        public int fieldId() { return 4; }
    }

    /**
     * DECIMAL: an unscaled integer and a scale.
     *
     * @param scale digits after the decimal point
     * @param precision the total number of digits
     */
    record DecimalType(int scale, int precision) implements LogicalType {
        public int fieldId() { return 5; }
    }

    /**
     * DATE: days since 1970-01-01.
     */
    record DateType() implements LogicalType {
        public int fieldId() { return 6; }
    }

    /**
     * TIME: time of day since midnight.
     *
     * @param isAdjustedToUTC whether the time is in UTC (else local)
     * @param unit the unit of the stored value
     */
    record TimeType(boolean isAdjustedToUTC, TimeUnit unit) implements LogicalType {
        public int fieldId() { return 7; }
    }

    /**
     * TIMESTAMP: time since 1970-01-01T00:00.
     *
     * @param isAdjustedToUTC whether the timestamp is an instant (UTC), else a local date-time
     * @param unit the unit of the stored value
     */
    record TimestampType(boolean isAdjustedToUTC, TimeUnit unit) implements LogicalType {
        public int fieldId() { return 8; }
    }

    /**
     * INT: an integer of a given width and signedness.
     *
     * @param bitWidth 8, 16, 32 or 64
     * @param isSigned whether the integer is signed
     */
    record IntType(int bitWidth, boolean isSigned) implements LogicalType {
        public int fieldId() { return 10; }
    }

    /** The {@code UNKNOWN} member (a column that is always null); named NullType in the spec text. */
    record NullType() implements LogicalType {
        public int fieldId() { return 11; }
    }

    /**
     * JSON: a JSON document as UTF-8.
     */
    record JsonType() implements LogicalType {
        public int fieldId() { return 12; }
    }

    /**
     * BSON: a BSON document.
     */
    record BsonType() implements LogicalType {
        public int fieldId() { return 13; }
    }

    /**
     * UUID: 16 bytes, big-endian.
     */
    record UuidType() implements LogicalType {
        public int fieldId() { return 14; }
    }

    /**
     * FLOAT16: an IEEE half-precision float in 2 little-endian bytes.
     */
    record Float16Type() implements LogicalType {
        public int fieldId() { return 15; }
    }

    /** VARIANT; {@code specificationVersion} is null when absent. */
    record VariantType(Integer specificationVersion) implements LogicalType {
        public int fieldId() { return 16; }
    }

    /** GEOMETRY; {@code crs} is null when absent (meaning OGC:CRS84). */
    record GeometryType(String crs) implements LogicalType {
        public int fieldId() { return 17; }
    }

    /** GEOGRAPHY; {@code crs} and {@code algorithm} are null when absent. */
    record GeographyType(String crs, EdgeInterpolationAlgorithm algorithm) implements LogicalType {
        public int fieldId() { return 18; }
    }

    /** A member this version does not know; readers treat the column as its physical type. */
    record Unknown(int fieldId) implements LogicalType {}
}
