package io.parquetry.base;

/**
 * The Thrift {@code LogicalType} union: one record per member. Members whose field id this
 * version does not know decode to {@link Unknown}, so files from newer writers still open and
 * their columns read as the physical type.
 */
public sealed interface LogicalType {
    /** Thrift field id of this member in the union. */
    int fieldId();

    record StringType() implements LogicalType {
        public int fieldId() { return 1; }
    }

    record MapType() implements LogicalType {
        public int fieldId() { return 2; }
    }

    record ListType() implements LogicalType {
        public int fieldId() { return 3; }
    }

    record EnumType() implements LogicalType {
        public int fieldId() { return 4; }
    }

    record DecimalType(int scale, int precision) implements LogicalType {
        public int fieldId() { return 5; }
    }

    record DateType() implements LogicalType {
        public int fieldId() { return 6; }
    }

    record TimeType(boolean isAdjustedToUTC, TimeUnit unit) implements LogicalType {
        public int fieldId() { return 7; }
    }

    record TimestampType(boolean isAdjustedToUTC, TimeUnit unit) implements LogicalType {
        public int fieldId() { return 8; }
    }

    record IntType(int bitWidth, boolean isSigned) implements LogicalType {
        public int fieldId() { return 10; }
    }

    /** The {@code UNKNOWN} member (a column that is always null); named NullType in the spec text. */
    record NullType() implements LogicalType {
        public int fieldId() { return 11; }
    }

    record JsonType() implements LogicalType {
        public int fieldId() { return 12; }
    }

    record BsonType() implements LogicalType {
        public int fieldId() { return 13; }
    }

    record UuidType() implements LogicalType {
        public int fieldId() { return 14; }
    }

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
