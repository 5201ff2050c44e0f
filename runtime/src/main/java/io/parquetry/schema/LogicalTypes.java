package io.parquetry.schema;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import java.math.BigInteger;
import java.util.List;

/**
 * Mapping between the legacy {@link ConvertedType} annotations and {@link LogicalType}s as
 * LogicalTypes.md defines it, the canonical text of each logical type, and the rules saying which
 * annotation fits which physical type.
 */
public final class LogicalTypes {
    private LogicalTypes() {}

    // Shared instances of the parameterless members; records compare by value, so these are
    // only a convenience for callers.
    /** The STRING annotation. */
    public static final LogicalType STRING = new LogicalType.StringType();
    /** The MAP annotation. */
    public static final LogicalType MAP = new LogicalType.MapType();
    /** The LIST annotation. */
    public static final LogicalType LIST = new LogicalType.ListType();
    /** The ENUM annotation. */
    public static final LogicalType ENUM = new LogicalType.EnumType();
    /** The DATE annotation. */
    public static final LogicalType DATE = new LogicalType.DateType();
    /** The UNKNOWN annotation (a column that is always null). */
    public static final LogicalType UNKNOWN = new LogicalType.NullType();
    /** The JSON annotation. */
    public static final LogicalType JSON = new LogicalType.JsonType();
    /** The BSON annotation. */
    public static final LogicalType BSON = new LogicalType.BsonType();
    /** The UUID annotation. */
    public static final LogicalType UUID = new LogicalType.UuidType();
    /** The FLOAT16 annotation. */
    public static final LogicalType FLOAT16 = new LogicalType.Float16Type();

    /**
     * {@code DECIMAL(precision, scale)}; note the record's component order is (scale, precision).
     *
     * @param precision the total number of digits
     * @param scale digits after the decimal point
     * @return the DECIMAL type
     */
    public static LogicalType.DecimalType decimal(int precision, int scale) {
        return new LogicalType.DecimalType(scale, precision);
    }

    /**
     * {@code TIME(unit, isAdjustedToUTC)}.
     *
     * @param unit the time unit
     * @param isAdjustedToUTC whether values are instants (UTC) rather than local
     * @return the TIME type
     */
    public static LogicalType.TimeType time(TimeUnit unit, boolean isAdjustedToUTC) {
        return new LogicalType.TimeType(isAdjustedToUTC, unit);
    }

    /**
     * {@code TIMESTAMP(unit, isAdjustedToUTC)}.
     *
     * @param unit the time unit
     * @param isAdjustedToUTC whether values are instants (UTC) rather than local
     * @return the TIMESTAMP type
     */
    public static LogicalType.TimestampType timestamp(TimeUnit unit, boolean isAdjustedToUTC) {
        return new LogicalType.TimestampType(isAdjustedToUTC, unit);
    }

    /**
     * {@code INTEGER(bitWidth, isSigned)}.
     *
     * @param bitWidth 8, 16, 32 or 64
     * @param isSigned whether the integer is signed
     * @return the INT type
     */
    public static LogicalType.IntType integer(int bitWidth, boolean isSigned) {
        return new LogicalType.IntType(bitWidth, isSigned);
    }

    /**
     * The converted type writers must store next to {@code logicalType} for old readers (the
     * "forward compatibility" tables of LogicalTypes.md), or {@code null} when it has none:
     * TIME and TIMESTAMP with unit NANOS, UUID, FLOAT16, UNKNOWN, VARIANT, GEOMETRY, GEOGRAPHY,
     * unknown members, and INTEGER with a bit width other than 8, 16, 32 or 64. Local
     * (not UTC-adjusted) TIME and TIMESTAMP in MILLIS or MICROS map to the same converted type
     * as adjusted ones, as the specification requires.
     *
     * @param logicalType the logical type
     * @return the converted type, or null when none corresponds
     */
    public static ConvertedType toConvertedType(LogicalType logicalType) {
        if (logicalType == null) {
            return null;
        }
        if (logicalType instanceof LogicalType.StringType) {
            return ConvertedType.UTF8;
        } else if (logicalType instanceof LogicalType.MapType) {
            return ConvertedType.MAP;
        } else if (logicalType instanceof LogicalType.ListType) {
            return ConvertedType.LIST;
        } else if (logicalType instanceof LogicalType.EnumType) {
            return ConvertedType.ENUM;
        } else if (logicalType instanceof LogicalType.DecimalType) {
            return ConvertedType.DECIMAL;
        } else if (logicalType instanceof LogicalType.DateType) {
            return ConvertedType.DATE;
        } else if (logicalType instanceof LogicalType.TimeType t) {
            return t.unit() == TimeUnit.MILLIS ? ConvertedType.TIME_MILLIS
                    : t.unit() == TimeUnit.MICROS ? ConvertedType.TIME_MICROS : null;
        } else if (logicalType instanceof LogicalType.TimestampType t) {
            return t.unit() == TimeUnit.MILLIS ? ConvertedType.TIMESTAMP_MILLIS
                    : t.unit() == TimeUnit.MICROS ? ConvertedType.TIMESTAMP_MICROS : null;
        } else if (logicalType instanceof LogicalType.IntType t) {
            return intConvertedType(t.bitWidth(), t.isSigned());
        } else if (logicalType instanceof LogicalType.JsonType) {
            return ConvertedType.JSON;
        } else if (logicalType instanceof LogicalType.BsonType) {
            return ConvertedType.BSON;
        }
        // UNKNOWN, UUID, FLOAT16, VARIANT, GEOMETRY, GEOGRAPHY and unknown members have none
        return null;
    }

    private static ConvertedType intConvertedType(int bitWidth, boolean signed) {
        return switch (bitWidth) {
            case 8 -> signed ? ConvertedType.INT_8 : ConvertedType.UINT_8;
            case 16 -> signed ? ConvertedType.INT_16 : ConvertedType.UINT_16;
            case 32 -> signed ? ConvertedType.INT_32 : ConvertedType.UINT_32;
            case 64 -> signed ? ConvertedType.INT_64 : ConvertedType.UINT_64;
            default -> null;
        };
    }

    /**
     * The logical type a reader should use for a field that carries only the legacy
     * {@code convertedType} (the "backward compatibility" tables of LogicalTypes.md), or
     * {@code null} when there is no equivalent: {@code INTERVAL} has no logical type and
     * {@code MAP_KEY_VALUE} means MAP only where its parent is not a MAP (see
     * {@link #effectiveLogicalType(SchemaNode, GroupType)}). TIME_* and TIMESTAMP_* map to the
     * UTC-adjusted logical types.
     *
     * @param precision the SchemaElement precision; required for DECIMAL
     * @param scale the SchemaElement scale; 0 when {@code null}
     * @throws ParquetException for DECIMAL without a precision
     * @param convertedType the converted type
     * @return the logical type, or null when none corresponds
     */
    public static LogicalType fromConvertedType(ConvertedType convertedType, Integer precision, Integer scale) {
        if (convertedType == null) {
            return null;
        }
        return switch (convertedType) {
            case UTF8 -> STRING;
            case MAP -> MAP;
            case MAP_KEY_VALUE -> null;
            case LIST -> LIST;
            case ENUM -> ENUM;
            case DECIMAL -> {
                if (precision == null) {
                    throw new ParquetException("converted type DECIMAL without a precision");
                }
                yield decimal(precision, scale == null ? 0 : scale);
            }
            case DATE -> DATE;
            case TIME_MILLIS -> time(TimeUnit.MILLIS, true);
            case TIME_MICROS -> time(TimeUnit.MICROS, true);
            case TIMESTAMP_MILLIS -> timestamp(TimeUnit.MILLIS, true);
            case TIMESTAMP_MICROS -> timestamp(TimeUnit.MICROS, true);
            case UINT_8 -> integer(8, false);
            case UINT_16 -> integer(16, false);
            case UINT_32 -> integer(32, false);
            case UINT_64 -> integer(64, false);
            case INT_8 -> integer(8, true);
            case INT_16 -> integer(16, true);
            case INT_32 -> integer(32, true);
            case INT_64 -> integer(64, true);
            case JSON -> JSON;
            case BSON -> BSON;
            case INTERVAL -> null;
        };
    }

    /**
     * The logical type a reader should interpret {@code node} with: its own logical type when it
     * has one, otherwise MAP for a {@code MAP_KEY_VALUE} group whose parent is not a MAP
     * (LogicalTypes.md's rule for data written with {@code MAP_KEY_VALUE} in place of
     * {@code MAP}), otherwise {@code null}.
     *
     * @param parent the group holding {@code node}, or {@code null} for top-level fields
     * @param node the schema node
     * @return the logical type, or null
     */
    public static LogicalType effectiveLogicalType(SchemaNode node, GroupType parent) {
        LogicalType own = node.logicalType();
        if (own != null) {
            return own;
        }
        if (node.convertedType() == ConvertedType.MAP_KEY_VALUE && !node.isPrimitive()) {
            boolean parentIsMap = parent != null
                    && (parent.logicalType() instanceof LogicalType.MapType
                        || parent.convertedType() == ConvertedType.MAP);
            return parentIsMap ? null : MAP;
        }
        return null;
    }

    /**
     * The canonical schema-text form of {@code logicalType}, as {@link SchemaPrinter} prints it
     * between parentheses: {@code STRING}, {@code DECIMAL(9,2)}, {@code TIME(MILLIS,true)},
     * {@code TIMESTAMP(MICROS,false)}, {@code INTEGER(16,true)}, {@code UNKNOWN}, {@code VARIANT(1)},
     * {@code GEOMETRY("OGC:CRS84")}, {@code GEOGRAPHY(null,SPHERICAL)}, {@code UNSUPPORTED(19)}...
     *
     * @param logicalType the logical type
     * @return the text
     */
    public static String format(LogicalType logicalType) {
        if (logicalType instanceof LogicalType.StringType) {
            return "STRING";
        } else if (logicalType instanceof LogicalType.MapType) {
            return "MAP";
        } else if (logicalType instanceof LogicalType.ListType) {
            return "LIST";
        } else if (logicalType instanceof LogicalType.EnumType) {
            return "ENUM";
        } else if (logicalType instanceof LogicalType.DecimalType t) {
            return "DECIMAL(" + t.precision() + "," + t.scale() + ")";
        } else if (logicalType instanceof LogicalType.DateType) {
            return "DATE";
        } else if (logicalType instanceof LogicalType.TimeType t) {
            return "TIME(" + t.unit() + "," + t.isAdjustedToUTC() + ")";
        } else if (logicalType instanceof LogicalType.TimestampType t) {
            return "TIMESTAMP(" + t.unit() + "," + t.isAdjustedToUTC() + ")";
        } else if (logicalType instanceof LogicalType.IntType t) {
            return "INTEGER(" + t.bitWidth() + "," + t.isSigned() + ")";
        } else if (logicalType instanceof LogicalType.NullType) {
            return "UNKNOWN";
        } else if (logicalType instanceof LogicalType.JsonType) {
            return "JSON";
        } else if (logicalType instanceof LogicalType.BsonType) {
            return "BSON";
        } else if (logicalType instanceof LogicalType.UuidType) {
            return "UUID";
        } else if (logicalType instanceof LogicalType.Float16Type) {
            return "FLOAT16";
        } else if (logicalType instanceof LogicalType.VariantType t) {
            return t.specificationVersion() == null ? "VARIANT" : "VARIANT(" + t.specificationVersion() + ")";
        } else if (logicalType instanceof LogicalType.GeometryType t) {
            return t.crs() == null ? "GEOMETRY" : "GEOMETRY(" + quote(t.crs()) + ")";
        } else if (logicalType instanceof LogicalType.GeographyType t) {
            if (t.crs() == null && t.algorithm() == null) {
                return "GEOGRAPHY";
            }
            String crs = t.crs() == null ? "null" : quote(t.crs());
            return t.algorithm() == null ? "GEOGRAPHY(" + crs + ")" : "GEOGRAPHY(" + crs + "," + t.algorithm() + ")";
        } else if (logicalType instanceof LogicalType.Unknown t) {
            return "UNSUPPORTED(" + t.fieldId() + ")";
        }
        throw new ParquetException("logical type is null");
    }

    /** A double-quoted string literal with {@code \} and {@code "} escaped. */
    static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.append('"').toString();
    }

    /**
     * The largest decimal precision a FIXED_LEN_BYTE_ARRAY of {@code length} bytes holds:
     * floor(log10(2^(8*length - 1) - 1)); 0 for length 0.
     *
     * @param length the byte length
     * @return the precision
     */
    public static int maxDecimalPrecision(int length) {
        if (length <= 0) {
            return 0;
        }
        if (length <= 1024) {
            // exact: floor(log10(x)) is the number of decimal digits of x minus one
            BigInteger max = BigInteger.ONE.shiftLeft(8 * length - 1).subtract(BigInteger.ONE);
            return max.toString().length() - 1;
        }
        // beyond any practical decimal; log10(2^k - 1) and k*log10(2) have the same floor because
        // 2^k is never a power of ten
        double digits = (8.0 * length - 1) * Math.log10(2);
        return digits >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) Math.floor(digits);
    }

    // ---- validation used by the strict factories ----

    /** Checks that a primitive's annotation fits its physical type; throws naming {@code field}. */
    static void checkPrimitive(String field, Type type, int typeLength, LogicalType lt, ConvertedType ct) {
        if (lt instanceof LogicalType.StringType || lt instanceof LogicalType.EnumType
                || lt instanceof LogicalType.JsonType || lt instanceof LogicalType.BsonType
                || lt instanceof LogicalType.GeometryType || lt instanceof LogicalType.GeographyType) {
            require(field, lt, type, Type.BYTE_ARRAY);
        } else if (lt instanceof LogicalType.DateType) {
            require(field, lt, type, Type.INT32);
        } else if (lt instanceof LogicalType.DecimalType t) {
            checkDecimal(field, type, typeLength, t.precision(), t.scale());
        } else if (lt instanceof LogicalType.TimeType t) {
            if (t.unit() == null) {
                throw fail(field, "TIME needs a unit");
            }
            require(field, lt, type, t.unit() == TimeUnit.MILLIS ? Type.INT32 : Type.INT64);
        } else if (lt instanceof LogicalType.TimestampType t) {
            if (t.unit() == null) {
                throw fail(field, "TIMESTAMP needs a unit");
            }
            require(field, lt, type, Type.INT64);
        } else if (lt instanceof LogicalType.IntType t) {
            int bw = t.bitWidth();
            if (bw != 8 && bw != 16 && bw != 32 && bw != 64) {
                throw fail(field, "INTEGER bit width must be 8, 16, 32 or 64, found " + bw);
            }
            require(field, lt, type, bw == 64 ? Type.INT64 : Type.INT32);
        } else if (lt instanceof LogicalType.UuidType) {
            requireFixed(field, lt, type, typeLength, 16);
        } else if (lt instanceof LogicalType.Float16Type) {
            requireFixed(field, lt, type, typeLength, 2);
        } else if (lt instanceof LogicalType.MapType || lt instanceof LogicalType.ListType
                || lt instanceof LogicalType.VariantType) {
            throw fail(field, format(lt) + " annotates groups, not primitive columns");
        } else if (lt == null && ct != null) {
            switch (ct) {
                case INTERVAL -> requireFixed(field, "INTERVAL", type, typeLength, 12);
                case MAP_KEY_VALUE -> throw fail(field, "MAP_KEY_VALUE annotates groups, not primitive columns");
                // every other converted type has a logical type and was checked above
                default -> throw fail(field, "annotation " + ct + " is incomplete");
            }
        }
        // UNKNOWN may annotate a column of any type; members from newer writers read as the physical type
    }

    /** Checks that a group's annotation fits its layout; throws naming {@code field}. */
    static void checkGroup(String field, List<SchemaNode> fields, LogicalType lt, ConvertedType ct) {
        if (lt == null) {
            if (ct != null && ct != ConvertedType.MAP_KEY_VALUE) {
                throw fail(field, "annotation " + ct + " cannot annotate a group");
            }
            return;
        }
        if (lt instanceof LogicalType.ListType) {
            if (fields.size() != 1 || !fields.get(0).isRepetition(FieldRepetitionType.REPEATED)) {
                throw fail(field, "a LIST group must hold exactly one repeated field");
            }
        } else if (lt instanceof LogicalType.MapType) {
            if (fields.size() != 1 || fields.get(0).isPrimitive()
                    || !fields.get(0).isRepetition(FieldRepetitionType.REPEATED)) {
                throw fail(field, "a MAP group must hold exactly one repeated group of key and value");
            }
            List<SchemaNode> kv = fields.get(0).asGroup().fields();
            if (kv.isEmpty() || kv.size() > 2 || !kv.get(0).isRepetition(FieldRepetitionType.REQUIRED)) {
                throw fail(field, "the key_value group of a MAP must hold a required key and at most a value");
            }
        } else if (lt instanceof LogicalType.VariantType) {
            boolean metadata = false;
            boolean value = false;
            for (SchemaNode f : fields) {
                boolean binary = f.isPrimitive() && f.asPrimitive().physicalType() == Type.BYTE_ARRAY;
                metadata |= f.name().equals("metadata") && binary;
                // a fully shredded variant may leave out 'value' when it has 'typed_value'
                value |= (f.name().equals("value") && binary) || f.name().equals("typed_value");
            }
            if (!metadata || !value) {
                throw fail(field, "a VARIANT group must hold a binary 'metadata' field and a binary 'value' or a 'typed_value' field");
            }
        } else if (!(lt instanceof LogicalType.Unknown)) {
            throw fail(field, format(lt) + " annotates primitive columns, not groups");
        }
    }

    /** Checks that an explicitly given converted type agrees with the logical type. */
    static void checkAgree(String field, LogicalType lt, ConvertedType ct) {
        ConvertedType expected = toConvertedType(lt);
        if (expected != ct) {
            throw fail(field, "converted type " + ct + " contradicts logical type " + format(lt)
                    + (expected == null ? " (which has no converted type)" : " (expected " + expected + ")"));
        }
    }

    static void checkDecimal(String field, Type type, int typeLength, int precision, int scale) {
        if (precision < 1) {
            throw fail(field, "DECIMAL precision must be at least 1, found " + precision);
        }
        if (scale < 0 || scale > precision) {
            throw fail(field, "DECIMAL scale must be between 0 and the precision " + precision + ", found " + scale);
        }
        int max = switch (type) {
            case INT32 -> 9;
            case INT64 -> 18;
            case FIXED_LEN_BYTE_ARRAY -> maxDecimalPrecision(typeLength);
            case BYTE_ARRAY -> Integer.MAX_VALUE;
            default -> throw fail(field, "DECIMAL cannot annotate " + type
                    + "; it needs INT32, INT64, FIXED_LEN_BYTE_ARRAY or BYTE_ARRAY");
        };
        if (precision > max) {
            String where = type == Type.FIXED_LEN_BYTE_ARRAY ? "FIXED_LEN_BYTE_ARRAY(" + typeLength + ")" : type.toString();
            throw fail(field, "DECIMAL precision " + precision + " does not fit " + where + " (at most " + max + ")");
        }
    }

    private static void require(String field, LogicalType lt, Type actual, Type expected) {
        if (actual != expected) {
            throw fail(field, format(lt) + " must annotate " + expected + ", found " + actual);
        }
    }

    private static void requireFixed(String field, LogicalType lt, Type actual, int length, int expected) {
        requireFixed(field, format(lt), actual, length, expected);
    }

    private static void requireFixed(String field, String what, Type actual, int length, int expected) {
        if (actual != Type.FIXED_LEN_BYTE_ARRAY || length != expected) {
            String found = actual == Type.FIXED_LEN_BYTE_ARRAY ? "FIXED_LEN_BYTE_ARRAY(" + length + ")" : actual.toString();
            throw fail(field, what + " must annotate FIXED_LEN_BYTE_ARRAY(" + expected + "), found " + found);
        }
    }

    static ParquetException fail(String field, String message) {
        return new ParquetException("schema field '" + field + "': " + message);
    }
}
