package io.parquetry.schema;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.Type;

/**
 * A leaf of the schema: one column of a physical {@link Type}, with the byte length of
 * FIXED_LEN_BYTE_ARRAY values and the precision and scale of decimals. Build instances with
 * {@link Types#required(Type)} and friends, or with {@link #lenient} for schemas read from files.
 */
public final class PrimitiveType extends SchemaNode {
    private final Type physicalType;
    private final int typeLength;
    private final int precision;
    private final int scale;
    private final int hash;

    private PrimitiveType(String name, FieldRepetitionType repetition, Integer id, LogicalType logicalType,
                          ConvertedType convertedType, Type physicalType, int typeLength, int precision, int scale) {
        super(name, repetition, id, logicalType, convertedType);
        this.physicalType = physicalType;
        this.typeLength = typeLength;
        this.precision = precision;
        this.scale = scale;
        this.hash = ((baseHash() * 31 + physicalType.hashCode()) * 31 + typeLength) * 31 + precision * 17 + scale;
    }

    /**
     * Builds a validated primitive type: the annotation must fit the physical type (see
     * LogicalTypes.md) and a given converted type must agree with a given logical type. A missing
     * form of the annotation is derived from the other one.
     *
     * @param typeLength byte length of FIXED_LEN_BYTE_ARRAY values; ignored (use 0) for other types
     * @param precision decimal precision when only {@code convertedType} DECIMAL is given, else null
     * @param scale decimal scale when only {@code convertedType} DECIMAL is given, else null
     * @param id field id or null
     * @throws ParquetException naming the field when the definition is invalid
     * @param name the field name
     * @param repetition required, optional or repeated
     * @param physicalType the physical type
     * @param logicalType the logical type annotation, or null
     * @param convertedType the legacy converted type annotation, or null
     * @return the primitive type
     */
    public static PrimitiveType of(String name, FieldRepetitionType repetition, Type physicalType, int typeLength,
                                   LogicalType logicalType, ConvertedType convertedType,
                                   Integer precision, Integer scale, Integer id) {
        return create(true, name, repetition, physicalType, typeLength, logicalType, convertedType, precision, scale, id);
    }

    /**
     * Builds a primitive type as a file describes it, without the annotation checks of
     * {@link #of}: whatever other writers produced is kept so the file can still be read. Only
     * what would make the column unreadable is rejected (no name, repetition or physical type,
     * a negative FIXED_LEN_BYTE_ARRAY length). A missing annotation form is derived from the other
     * one; when both are given they are kept as they are, and readers go by the logical type.
     *
     * @param name the field name
     * @param repetition required, optional or repeated
     * @param physicalType the physical type
     * @param typeLength byte length of FIXED_LEN_BYTE_ARRAY values; 0 for other types
     * @param logicalType the logical type annotation, or null
     * @param convertedType the legacy converted type annotation, or null
     * @param precision decimal precision when only {@code convertedType} DECIMAL is given, else null
     * @param scale decimal scale when only {@code convertedType} DECIMAL is given, else null
     * @param id the field id, or null
     * @return the primitive type
     */
    public static PrimitiveType lenient(String name, FieldRepetitionType repetition, Type physicalType, int typeLength,
                                        LogicalType logicalType, ConvertedType convertedType,
                                        Integer precision, Integer scale, Integer id) {
        return create(false, name, repetition, physicalType, typeLength, logicalType, convertedType, precision, scale, id);
    }

    private static PrimitiveType create(boolean strict, String name, FieldRepetitionType repetition, Type physicalType,
                                        int typeLength, LogicalType lt, ConvertedType ct,
                                        Integer precision, Integer scale, Integer id) {
        String field = name == null ? "<null>" : name;
        if (strict && name != null && name.isEmpty()) {
            throw LogicalTypes.fail(field, "name is empty");
        }
        if (physicalType == null) {
            throw LogicalTypes.fail(field, "has no physical type");
        }
        if (physicalType == Type.FIXED_LEN_BYTE_ARRAY) {
            if (typeLength < 0) {
                throw LogicalTypes.fail(field, "FIXED_LEN_BYTE_ARRAY needs a length >= 0, found " + typeLength);
            }
        } else if (strict && typeLength != 0) {
            throw LogicalTypes.fail(field, "a length applies only to FIXED_LEN_BYTE_ARRAY, not " + physicalType);
        } else {
            typeLength = 0; // some writers set type_length on other types; it means nothing there
        }
        if (strict && ct != ConvertedType.DECIMAL && (precision != null || scale != null)) {
            throw LogicalTypes.fail(field, "precision and scale apply only to the DECIMAL converted type");
        }
        LogicalType logical = lt;
        ConvertedType converted = ct;
        if (logical == null && converted != null) {
            if (converted == ConvertedType.DECIMAL && precision == null) {
                if (strict) {
                    throw LogicalTypes.fail(field, "DECIMAL needs a precision");
                }
            } else {
                logical = LogicalTypes.fromConvertedType(converted, precision, scale);
            }
        } else if (logical != null && converted == null) {
            converted = LogicalTypes.toConvertedType(logical);
        } else if (logical != null && strict) {
            LogicalTypes.checkAgree(field, logical, converted);
            if (logical instanceof LogicalType.DecimalType d
                    && ((precision != null && precision != d.precision()) || (scale != null && scale != d.scale()))) {
                throw LogicalTypes.fail(field, "precision/scale " + precision + "/" + scale
                        + " contradict logical type " + LogicalTypes.format(logical));
            }
        }
        if (strict) {
            LogicalTypes.checkPrimitive(field, physicalType, typeLength, logical, converted);
        }
        int p = 0;
        int s = 0;
        if (logical instanceof LogicalType.DecimalType d) {
            p = d.precision();
            s = d.scale();
        } else if (converted == ConvertedType.DECIMAL) {
            p = precision == null ? 0 : precision;
            s = scale == null ? 0 : scale;
        }
        return new PrimitiveType(name, repetition, id, logical, converted, physicalType, typeLength, p, s);
    }

    /** {@return the physical type values are stored as} */
    public Type physicalType() {
        return physicalType;
    }

    /** {@return the byte length of FIXED_LEN_BYTE_ARRAY values; 0 for other physical types} */
    public int typeLength() {
        return typeLength;
    }

    /** {@return the decimal precision when the column is a DECIMAL, else 0} */
    public int decimalPrecision() {
        return precision;
    }

    /** {@return the decimal scale when the column is a DECIMAL, else 0} */
    public int decimalScale() {
        return scale;
    }

    /**
     * Whether the annotation, if any, is one the physical type can carry: STRING on BYTE_ARRAY, DATE
     * on INT32, UUID on FIXED_LEN_BYTE_ARRAY(16) and so on. A schema built {@link #lenient leniently},
     * as one read from a footer is, may hold one that is not (a DECIMAL on FLOAT); a reader of such a
     * column reads its physical values instead. A DECIMAL counts as carried by any of the four types
     * the format allows for it, whatever its precision, since its values are read from those.
     *
     * @return true when the annotation fits or there is none
     */
    public boolean annotationFits() {
        if (convertedType() == ConvertedType.DECIMAL || logicalType() instanceof LogicalType.DecimalType) {
            return physicalType == Type.INT32 || physicalType == Type.INT64 || physicalType == Type.BYTE_ARRAY
                    || physicalType == Type.FIXED_LEN_BYTE_ARRAY;
        }
        try {
            LogicalTypes.checkPrimitive(name(), physicalType, typeLength, logicalType(), convertedType());
            return true;
        } catch (ParquetException e) {
            return false;
        }
    }

    @Override
    public boolean isPrimitive() {
        return true;
    }

    @Override
    public PrimitiveType asPrimitive() {
        return this;
    }

    @Override
    public PrimitiveType withName(String newName) {
        return new PrimitiveType(newName, repetition(), id(), logicalType(), convertedType(),
                physicalType, typeLength, precision, scale);
    }

    @Override
    public PrimitiveType withRepetition(FieldRepetitionType newRepetition) {
        return new PrimitiveType(name(), newRepetition, id(), logicalType(), convertedType(),
                physicalType, typeLength, precision, scale);
    }

    @Override
    public PrimitiveType withId(Integer newId) {
        return new PrimitiveType(name(), repetition(), newId, logicalType(), convertedType(),
                physicalType, typeLength, precision, scale);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof PrimitiveType p
                && hash == p.hash
                && physicalType == p.physicalType
                && typeLength == p.typeLength
                && precision == p.precision
                && scale == p.scale
                && baseEquals(p);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
