package io.parquetry.schema;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.LogicalType;

/** How min/max statistics of a column compare values, from its physical and logical type. */
public enum SortOrder {
    /** Signed comparison (numbers, dates, decimals). */
    SIGNED,
    /** Unsigned, byte-wise lexicographic comparison (strings, binary, unsigned integers). */
    UNSIGNED,
    /** No defined order (INT96, INTERVAL, ...): no min/max is written or trusted. */
    UNDEFINED;

    /**
     * The sort order the spec defines for {@code type}.
     *
     * @param type a primitive column
     * @return the sort order
     */
    public static SortOrder of(PrimitiveType type) {
        LogicalType logical = type.logicalType();
        ConvertedType converted = type.convertedType();
        switch (type.physicalType()) {
            case BOOLEAN, FLOAT, DOUBLE:
                return SIGNED;
            case INT32, INT64:
                if (logical instanceof LogicalType.IntType it) {
                    return it.isSigned() ? SIGNED : UNSIGNED;
                }
                if (logical == null && converted != null) {
                    return switch (converted) {
                        case UINT_8, UINT_16, UINT_32, UINT_64 -> UNSIGNED;
                        default -> SIGNED;
                    };
                }
                return SIGNED;
            case INT96:
                return UNDEFINED;
            case BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY:
                if (logical instanceof LogicalType.DecimalType || converted == ConvertedType.DECIMAL) {
                    return SIGNED;
                }
                if (logical instanceof LogicalType.Float16Type || converted == ConvertedType.INTERVAL
                        || logical instanceof LogicalType.VariantType
                        || logical instanceof LogicalType.GeometryType
                        || logical instanceof LogicalType.GeographyType
                        || logical instanceof LogicalType.Unknown) {
                    return UNDEFINED;
                }
                return UNSIGNED;
            default:
                return UNDEFINED;
        }
    }
}
