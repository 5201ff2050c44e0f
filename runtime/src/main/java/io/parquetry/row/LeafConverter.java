package io.parquetry.row;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.spi.ColumnSink;
import io.parquetry.spi.ColumnSource;
import io.parquetry.spi.ValueConversions;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.UUID;

/**
 * Converts between the {@link Row} value of one leaf column and its physical value, by the
 * column's logical type. Unknown or unsupported annotations read as the physical type.
 */
abstract class LeafConverter {
    final String field;

    LeafConverter(String field) {
        this.field = field;
    }

    abstract void write(ColumnSink w, Object v, int rep, int def);

    abstract Object read(ColumnSource r);

    ParquetException wrongType(Object v, String expected) {
        return new ParquetException("field " + field + ": expected " + expected + ", got "
                + (v == null ? "null" : v.getClass().getName() + " " + v));
    }

    static LeafConverter of(PrimitiveType t, String field) {
        LogicalType lt = t.logicalType();
        ConvertedType ct = t.convertedType();
        Type type = t.physicalType();
        if (lt instanceof LogicalType.DecimalType d) {
            return decimal(t, field, d.precision(), d.scale());
        }
        if (lt == null && ct == ConvertedType.DECIMAL) {
            return decimal(t, field, t.decimalPrecision(), t.decimalScale());
        }
        switch (type) {
            case BOOLEAN:
                return new LeafConverter(field) {
                    void write(ColumnSink w, Object v, int rep, int def) {
                        if (!(v instanceof Boolean b)) {
                            throw wrongType(v, "Boolean");
                        }
                        w.writeBoolean(b, rep, def);
                    }

                    Object read(ColumnSource r) {
                        return r.getBoolean();
                    }
                };
            case INT32:
                if (lt instanceof LogicalType.DateType) {
                    return new LeafConverter(field) {
                        void write(ColumnSink w, Object v, int rep, int def) {
                            if (!(v instanceof LocalDate d)) {
                                throw wrongType(v, "LocalDate");
                            }
                            w.writeInt(ValueConversions.toEpochDay(d, field), rep, def);
                        }

                        Object read(ColumnSource r) {
                            return ValueConversions.fromEpochDay(r.getInt());
                        }
                    };
                }
                if (lt instanceof LogicalType.TimeType tt) {
                    return time(field, tt.unit(), false);
                }
                if (lt instanceof LogicalType.IntType it && !it.isSigned() && it.bitWidth() == 32) {
                    return new LeafConverter(field) {
                        void write(ColumnSink w, Object v, int rep, int def) {
                            if (!(v instanceof Number n)) {
                                throw wrongType(v, "Long (unsigned 32-bit)");
                            }
                            long x = n.longValue();
                            if (x < 0 || x > 0xFFFF_FFFFL) {
                                throw new ParquetException("field " + field + ": " + x + " is outside UINT32");
                            }
                            w.writeInt((int) x, rep, def);
                        }

                        Object read(ColumnSource r) {
                            return Integer.toUnsignedLong(r.getInt());
                        }
                    };
                }
                return new LeafConverter(field) {
                    void write(ColumnSink w, Object v, int rep, int def) {
                        if (!(v instanceof Integer || v instanceof Short || v instanceof Byte)) {
                            throw wrongType(v, "Integer");
                        }
                        w.writeInt(((Number) v).intValue(), rep, def);
                    }

                    Object read(ColumnSource r) {
                        return r.getInt();
                    }
                };
            case INT64:
                if (lt instanceof LogicalType.TimestampType ts) {
                    return timestamp(field, ts.unit(), ts.isAdjustedToUTC());
                }
                if (lt instanceof LogicalType.TimeType tt) {
                    return time(field, tt.unit(), true);
                }
                if (lt instanceof LogicalType.IntType it && !it.isSigned()) {
                    return unsigned64(field);
                }
                return new LeafConverter(field) {
                    void write(ColumnSink w, Object v, int rep, int def) {
                        if (!(v instanceof Long || v instanceof Integer)) {
                            throw wrongType(v, "Long");
                        }
                        w.writeLong(((Number) v).longValue(), rep, def);
                    }

                    Object read(ColumnSource r) {
                        return r.getLong();
                    }
                };
            case INT96:
                return new LeafConverter(field) {
                    void write(ColumnSink w, Object v, int rep, int def) {
                        if (v instanceof Instant i) {
                            w.writeBinary(ValueConversions.toInt96(i), rep, def);
                        } else if (v instanceof byte[] b) {
                            w.writeBinary(b, rep, def);
                        } else {
                            throw wrongType(v, "Instant");
                        }
                    }

                    Object read(ColumnSource r) {
                        return ValueConversions.fromInt96(r.getBinary());
                    }
                };
            case FLOAT:
                return new LeafConverter(field) {
                    void write(ColumnSink w, Object v, int rep, int def) {
                        if (!(v instanceof Float f)) {
                            throw wrongType(v, "Float");
                        }
                        w.writeFloat(f, rep, def);
                    }

                    Object read(ColumnSource r) {
                        return r.getFloat();
                    }
                };
            case DOUBLE:
                return new LeafConverter(field) {
                    void write(ColumnSink w, Object v, int rep, int def) {
                        if (!(v instanceof Double || v instanceof Float)) {
                            throw wrongType(v, "Double");
                        }
                        w.writeDouble(((Number) v).doubleValue(), rep, def);
                    }

                    Object read(ColumnSource r) {
                        return r.getDouble();
                    }
                };
            case BYTE_ARRAY:
                if (lt instanceof LogicalType.StringType || lt instanceof LogicalType.EnumType
                        || lt instanceof LogicalType.JsonType) {
                    return new LeafConverter(field) {
                        void write(ColumnSink w, Object v, int rep, int def) {
                            if (v instanceof String s) {
                                w.writeString(s, rep, def);
                            } else if (v instanceof Enum<?> e) {
                                w.writeString(e.name(), rep, def);
                            } else {
                                throw wrongType(v, "String");
                            }
                        }

                        Object read(ColumnSource r) {
                            return r.getString();
                        }
                    };
                }
                return bytes(field);
            default: // FIXED_LEN_BYTE_ARRAY
                if (lt instanceof LogicalType.UuidType) {
                    return new LeafConverter(field) {
                        void write(ColumnSink w, Object v, int rep, int def) {
                            if (!(v instanceof UUID u)) {
                                throw wrongType(v, "UUID");
                            }
                            w.writeBinary(ValueConversions.uuidToBytes(u), rep, def);
                        }

                        Object read(ColumnSource r) {
                            return ValueConversions.uuidFromBytes(r.getBinary());
                        }
                    };
                }
                if (lt instanceof LogicalType.Float16Type) {
                    return new LeafConverter(field) {
                        void write(ColumnSink w, Object v, int rep, int def) {
                            if (!(v instanceof Float f)) {
                                throw wrongType(v, "Float");
                            }
                            w.writeBinary(ValueConversions.floatToFloat16(f), rep, def);
                        }

                        Object read(ColumnSource r) {
                            return ValueConversions.float16ToFloat(r.getBinary());
                        }
                    };
                }
                return bytes(field);
        }
    }

    private static LeafConverter bytes(String field) {
        return new LeafConverter(field) {
            void write(ColumnSink w, Object v, int rep, int def) {
                if (!(v instanceof byte[] b)) {
                    throw wrongType(v, "byte[]");
                }
                w.writeBinary(b, rep, def);
            }

            Object read(ColumnSource r) {
                return r.getBinary();
            }
        };
    }

    /** UINT64: BigInteger values (Long ones too when not negative), so 2^64-1 never reads as -1. */
    private static LeafConverter unsigned64(String field) {
        return new LeafConverter(field) {
            void write(ColumnSink w, Object v, int rep, int def) {
                long bits;
                if (v instanceof java.math.BigInteger b) {
                    if (b.signum() < 0 || b.bitLength() > 64) {
                        throw new ParquetException("field " + field + ": " + b + " is outside UINT64");
                    }
                    bits = b.longValue();
                } else if (v instanceof Long || v instanceof Integer) {
                    bits = ((Number) v).longValue();
                    if (bits < 0) {
                        throw new ParquetException("field " + field + ": " + bits + " is outside UINT64");
                    }
                } else {
                    throw wrongType(v, "BigInteger (unsigned 64-bit)");
                }
                w.writeLong(bits, rep, def);
            }

            Object read(ColumnSource r) {
                long bits = r.getLong();
                return bits >= 0 ? java.math.BigInteger.valueOf(bits)
                        : java.math.BigInteger.valueOf(bits).add(java.math.BigInteger.ONE.shiftLeft(64));
            }
        };
    }

    /**
     * TIME: a LocalTime, or, for a value outside {@code [00:00, 24:00)} (which engines write for
     * times with a zone, normalised to UTC), a Duration from midnight. Both write back.
     */
    private static LeafConverter time(String field, TimeUnit unit, boolean int64) {
        return new LeafConverter(field) {
            void write(ColumnSink w, Object v, int rep, int def) {
                long x;
                if (v instanceof LocalTime t) {
                    x = ValueConversions.toTime(t, unit);
                } else if (v instanceof java.time.Duration d) {
                    x = ValueConversions.toTime(d, unit, field);
                } else {
                    throw wrongType(v, "LocalTime or Duration");
                }
                if (int64) {
                    w.writeLong(x, rep, def);
                } else if (x != (int) x) {
                    throw new ParquetException("field " + field + ": " + v + " is outside TIME(" + unit + ") in INT32");
                } else {
                    w.writeInt((int) x, rep, def);
                }
            }

            Object read(ColumnSource r) {
                return ValueConversions.fromTimeOrDuration(int64 ? r.getLong() : r.getInt(), unit);
            }
        };
    }

    private static LeafConverter timestamp(String field, TimeUnit unit, boolean utc) {
        return new LeafConverter(field) {
            void write(ColumnSink w, Object v, int rep, int def) {
                if (v instanceof Instant i) {
                    w.writeLong(ValueConversions.toTimestamp(i, unit, field), rep, def);
                } else if (v instanceof LocalDateTime t) {
                    w.writeLong(ValueConversions.toTimestamp(t, unit, field), rep, def);
                } else {
                    throw wrongType(v, utc ? "Instant" : "LocalDateTime");
                }
            }

            Object read(ColumnSource r) {
                long x = r.getLong();
                return utc ? ValueConversions.fromTimestamp(x, unit) : ValueConversions.fromLocalTimestamp(x, unit);
            }
        };
    }

    private static LeafConverter decimal(PrimitiveType t, String field, int precision, int scale) {
        Type type = t.physicalType();
        int length = t.typeLength();
        return new LeafConverter(field) {
            void write(ColumnSink w, Object v, int rep, int def) {
                if (!(v instanceof BigDecimal d)) {
                    throw wrongType(v, "BigDecimal");
                }
                switch (type) {
                    case INT32 -> w.writeInt(ValueConversions.decimalToInt(d, precision, scale, field), rep, def);
                    case INT64 -> w.writeLong(ValueConversions.decimalToLong(d, precision, scale, field), rep, def);
                    case FIXED_LEN_BYTE_ARRAY ->
                            w.writeBinary(ValueConversions.decimalToFixed(d, precision, scale, length, field), rep, def);
                    default -> w.writeBinary(ValueConversions.decimalToBytes(d, precision, scale, field), rep, def);
                }
            }

            Object read(ColumnSource r) {
                return switch (type) {
                    case INT32 -> BigDecimal.valueOf(r.getInt(), scale);
                    case INT64 -> BigDecimal.valueOf(r.getLong(), scale);
                    default -> ValueConversions.decimalFromBytes(r.getBinary(), scale);
                };
            }
        };
    }
}
