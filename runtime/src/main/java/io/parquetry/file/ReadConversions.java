package io.parquetry.file;

import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import io.parquetry.column.ValueConverter;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.spi.ValueConversions;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;

/**
 * Decides, when a reader opens, how a file column's values read as the column a record (or a
 * read schema) declares: as stored, through an exact {@link ValueConverter}, or not at all (a
 * {@link ParquetException} naming the column, the file's type and the declared type). Never by
 * reinterpreting the stored bits under another type.
 *
 * <p>The rules (the README's table):
 * <ul>
 *   <li>integers (INT32/INT64, plain or INT(bits, signed), also as legacy converted types), and
 *       DECIMAL(p,0) on any physical type (Spark's unsigned 64-bit integers), into any integer
 *       column: as stored where every file value fits, else checked value by value (an error
 *       names the first value that does not fit);</li>
 *   <li>FLOAT into DOUBLE; otherwise floating point only as stored;</li>
 *   <li>TIMESTAMP of any unit, and INT96, into TIMESTAMP of any unit: to a finer unit exactly
 *       (an error names a value outside the unit's range), to a coarser one truncated toward
 *       negative infinity, as the writer does. A timestamp adjusted to UTC reads only as one
 *       adjusted to UTC ({@code Instant}), a local one only as local ({@code LocalDateTime});
 *       INT96, which records neither, as either;</li>
 *   <li>TIME of any unit into TIME of any unit, the same way (adjusted to UTC or not: a time of
 *       day either way);</li>
 *   <li>DATE as stored;</li>
 *   <li>DECIMAL of any precision, scale and physical type into DECIMAL: rescaled where exact,
 *       else an error naming the first value that has no exact image;</li>
 *   <li>STRING, ENUM, JSON and unannotated BYTE_ARRAY into STRING/ENUM/JSON; any BYTE_ARRAY or
 *       FIXED_LEN_BYTE_ARRAY into unannotated BYTE_ARRAY (raw bytes); UUID from FIXED_LEN_BYTE_ARRAY(16);
 *       unannotated BYTE_ARRAY into unannotated FIXED_LEN_BYTE_ARRAY(n) and UUID, checked value by
 *       value (an error names the first value of another length);</li>
 *   <li>anything else only when the file's type is the declared one.</li>
 * </ul>
 */
public final class ReadConversions {

    private ReadConversions() {}

    /**
     * How values of file column {@code file} read as {@code expected}: null when as stored, else
     * the converter.
     *
     * @param path the expected column's dotted path, for the error
     * @throws ParquetException when the file's type does not read as the declared one
     */
    static ValueConverter plan(PrimitiveType file, PrimitiveType expected, String path, String location) {
        Type fp = file.physicalType();
        Type ep = expected.physicalType();
        LogicalType fl = file.logicalType();
        LogicalType el = expected.logicalType();
        if (isInteger(expected)) {
            if (isInteger(file)) {
                return integers(file, expected);
            }
            if (fl instanceof LogicalType.DecimalType fd && fd.scale() == 0 && fp != Type.INT96 && fp != Type.FLOAT
                    && fp != Type.DOUBLE && fp != Type.BOOLEAN) {
                return wholeDecimals(fp, fd, expected);
            }
            throw refuse(file, expected, path, location, "only integer columns and decimals of scale 0 read as integers");
        }
        if (el == null) {
            switch (ep) {
                case DOUBLE:
                    if (fp == Type.FLOAT && fl == null) {
                        return ValueConverter.floatToDouble();
                    }
                    break;
                case BYTE_ARRAY:
                    if (fp == Type.BYTE_ARRAY || fp == Type.FIXED_LEN_BYTE_ARRAY) {
                        return null; // raw bytes, whatever they hold
                    }
                    break;
                case FIXED_LEN_BYTE_ARRAY:
                    if (fp == Type.BYTE_ARRAY && fl == null) {
                        return fixedLength(expected.typeLength());
                    }
                    break;
                default:
                    break;
            }
            if (fp == ep && fl == null && file.typeLength() == expected.typeLength()) {
                return null;
            }
            throw refuse(file, expected, path, location, null);
        }
        if (el instanceof LogicalType.StringType || el instanceof LogicalType.EnumType || el instanceof LogicalType.JsonType) {
            if (fp == Type.BYTE_ARRAY && (fl == null || fl instanceof LogicalType.StringType
                    || fl instanceof LogicalType.EnumType || fl instanceof LogicalType.JsonType)) {
                return null;
            }
            throw refuse(file, expected, path, location, "text reads only from BYTE_ARRAY text or unannotated BYTE_ARRAY");
        }
        if (el instanceof LogicalType.UuidType) {
            if (fp == Type.FIXED_LEN_BYTE_ARRAY && file.typeLength() == 16
                    && (fl == null || fl instanceof LogicalType.UuidType)) {
                return null;
            }
            if (fp == Type.BYTE_ARRAY && fl == null) {
                return fixedLength(16);
            }
            throw refuse(file, expected, path, location, null);
        }
        if (el instanceof LogicalType.TimeType et) {
            if (fl instanceof LogicalType.TimeType ft && (fp == Type.INT32 || fp == Type.INT64)) {
                return units(fp, ft.unit(), ep, et.unit(), "TIME");
            }
            throw refuse(file, expected, path, location, null);
        }
        if (el instanceof LogicalType.TimestampType et) {
            if (fp == Type.INT96 && fl == null) {
                return int96(et.unit());
            }
            if (fl instanceof LogicalType.TimestampType ft && fp == Type.INT64) {
                if (ft.isAdjustedToUTC() != et.isAdjustedToUTC()) {
                    throw refuse(file, expected, path, location, ft.isAdjustedToUTC()
                            ? "a timestamp adjusted to UTC is an instant: declare it Instant, not a local date-time"
                            : "a local timestamp (not adjusted to UTC) names no instant: declare it LocalDateTime, not Instant");
                }
                return units(fp, ft.unit(), ep, et.unit(), "TIMESTAMP");
            }
            throw refuse(file, expected, path, location, null);
        }
        if (el instanceof LogicalType.DecimalType ed) {
            if (fl instanceof LogicalType.DecimalType fd && fp != Type.INT96 && fp != Type.FLOAT && fp != Type.DOUBLE
                    && fp != Type.BOOLEAN) {
                return decimals(fp, fd, file.typeLength(), ep, ed, expected.typeLength());
            }
            throw refuse(file, expected, path, location, null);
        }
        if (fp == ep && file.typeLength() == expected.typeLength() && el.equals(fl)) {
            return null;
        }
        throw refuse(file, expected, path, location, null);
    }

    /** Unannotated BYTE_ARRAY as FIXED_LEN_BYTE_ARRAY({@code length}), checked value by value. */
    private static ValueConverter fixedLength(int length) {
        return ValueConverter.fixedLength(length, "BYTE_ARRAY as FIXED_LEN_BYTE_ARRAY(" + length + ")");
    }

    private static ParquetException refuse(PrimitiveType file, PrimitiveType expected, String path, String location,
                                           String why) {
        return new ParquetException(location + ": field " + path + " expects " + describe(expected)
                + " but the file has " + describe(file) + (why == null ? "" : ": " + why));
    }

    static String describe(PrimitiveType t) {
        return t.toString().replace('\n', ' ').replaceAll(" +", " ").trim();
    }

    // ---- integers ----------------------------------------------------------------------------

    /** Whether {@code t} is an integer column: INT32/INT64 without annotation or with INT(bits, signed). */
    private static boolean isInteger(PrimitiveType t) {
        Type p = t.physicalType();
        LogicalType l = t.logicalType();
        return (p == Type.INT32 || p == Type.INT64) && (l == null || l instanceof LogicalType.IntType);
    }

    private static int bits(PrimitiveType t) {
        return t.logicalType() instanceof LogicalType.IntType it ? it.bitWidth() : t.physicalType() == Type.INT32 ? 32 : 64;
    }

    private static boolean signed(PrimitiveType t) {
        return !(t.logicalType() instanceof LogicalType.IntType it) || it.isSigned();
    }

    private static String intName(int bits, boolean signed) {
        return "INT(" + bits + "," + signed + ")";
    }

    private static ValueConverter integers(PrimitiveType file, PrimitiveType expected) {
        int fb = bits(file);
        int eb = bits(expected);
        boolean fs = signed(file);
        boolean es = signed(expected);
        Type fp = file.physicalType();
        Type ep = expected.physicalType();
        // every value of the file's range fits the declared range
        boolean contained = es ? eb >= fb + (fs ? 0 : 1) : !fs && eb >= fb;
        // INT32 values are unsigned where the file says so (INT(8/16/32,false)); INT64 ones stay raw
        boolean unsignedInts = fp == Type.INT32 && !fs;
        if (contained && fp == ep) {
            return null;
        }
        if (contained && fp == Type.INT32 && ep == Type.INT64) {
            return fs ? ValueConverter.intToLong()
                    : ValueConverter.ofLongs(fp, true, ep, v -> v, intName(fb, false) + " as " + intName(eb, es));
        }
        boolean unsigned64 = fp == Type.INT64 && !fs;
        long lo = es ? (eb == 64 ? Long.MIN_VALUE : -(1L << (eb - 1))) : 0;
        long hi = es ? (eb == 64 ? Long.MAX_VALUE : (1L << (eb - 1)) - 1) : (eb == 64 ? Long.MAX_VALUE : (1L << eb) - 1);
        String target = intName(eb, es);
        return ValueConverter.ofLongs(fp, unsignedInts, ep, v -> {
            if ((unsigned64 && v < 0) || v < lo || v > hi) {
                throw ValueConverter.unrepresentable((unsigned64 ? Long.toUnsignedString(v) : Long.toString(v))
                        + " does not fit " + target);
            }
            return v;
        }, intName(fb, fs) + " as " + target);
    }

    /**
     * DECIMAL(p,0) values into an integer column, checked value by value; the result holds the
     * declared integer's bits (an unsigned value above the signed range as its two's complement).
     */
    private static ValueConverter wholeDecimals(Type fp, LogicalType.DecimalType fd, PrimitiveType expected) {
        int eb = bits(expected);
        boolean es = signed(expected);
        BigInteger lo = es ? BigInteger.ONE.shiftLeft(eb - 1).negate() : BigInteger.ZERO;
        BigInteger hi = (es ? BigInteger.ONE.shiftLeft(eb - 1) : BigInteger.ONE.shiftLeft(eb)).subtract(BigInteger.ONE);
        BigInteger wrap = BigInteger.ONE.shiftLeft(eb);
        BigInteger signedMax = BigInteger.ONE.shiftLeft(eb - 1).subtract(BigInteger.ONE);
        String target = intName(eb, es);
        return ValueConverter.ofBigIntegers(fp, expected.physicalType(), 0, v -> {
            if (v.compareTo(lo) < 0 || v.compareTo(hi) > 0) {
                throw ValueConverter.unrepresentable(v + " does not fit " + target);
            }
            return v.compareTo(signedMax) > 0 ? v.subtract(wrap) : v;
        }, "DECIMAL(" + fd.precision() + ",0) as " + target);
    }

    // ---- times and timestamps ----------------------------------------------------------------

    private static long nanosPer(TimeUnit u) {
        return switch (u) {
            case MILLIS -> 1_000_000L;
            case MICROS -> 1_000L;
            case NANOS -> 1L;
        };
    }

    /**
     * Values in {@code from} units into {@code to} units: multiplied exactly to a finer unit,
     * divided toward negative infinity to a coarser one; into INT32 the result must fit an int.
     */
    private static ValueConverter units(Type fp, TimeUnit from, Type ep, TimeUnit to, String kind) {
        if (from == to && fp == ep) {
            return null;
        }
        long f = nanosPer(from);
        long t = nanosPer(to);
        boolean toInt = ep == Type.INT32;
        String target = kind + "(" + to + ")";
        return ValueConverter.ofLongs(fp, false, ep, v -> {
            long r;
            if (f >= t) {
                try {
                    r = Math.multiplyExact(v, f / t);
                } catch (ArithmeticException e) {
                    throw ValueConverter.unrepresentable(v + " " + from + " is outside the range of " + target);
                }
            } else {
                r = Math.floorDiv(v, t / f);
            }
            if (toInt && r != (int) r) {
                throw ValueConverter.unrepresentable(v + " " + from + " is outside the range of " + target + " in INT32");
            }
            return r;
        }, kind + "(" + from + ") as " + target);
    }

    /** INT96 timestamps (nanoseconds of the day, then the Julian day) into TIMESTAMP({@code unit}). */
    private static ValueConverter int96(TimeUnit unit) {
        String target = "TIMESTAMP(" + unit + ")";
        return ValueConverter.ofBinaryToLong(Type.INT96, Type.INT64, (data, off, len) -> {
            if (len != 12) {
                throw ValueConverter.unrepresentable("an INT96 value of " + len + " bytes");
            }
            Instant i = ValueConversions.fromInt96(data, off);
            long perSecond = 1_000_000_000L / nanosPer(unit);
            try {
                return Math.addExact(Math.multiplyExact(i.getEpochSecond(), perSecond), i.getNano() / nanosPer(unit));
            } catch (ArithmeticException e) {
                throw ValueConverter.unrepresentable("INT96 timestamp " + i + " is outside the range of " + target);
            }
        }, "INT96 as " + target);
    }


    // ---- decimals ----------------------------------------------------------------------------

    private static ValueConverter decimals(Type fp, LogicalType.DecimalType fd, int fileLength,
                                           Type ep, LogicalType.DecimalType ed, int expectedLength) {
        int shift = ed.scale() - fd.scale();
        boolean sameStorage = fp == ep && fileLength == expectedLength;
        if (shift == 0 && fd.precision() <= ed.precision() && sameStorage) {
            return null;
        }
        int p = ed.precision();
        int fs = fd.scale();
        String target = "DECIMAL(" + p + "," + ed.scale() + ")";
        String description = "DECIMAL(" + fd.precision() + "," + fs + ") as " + target;
        boolean longs = (fp == Type.INT32 || fp == Type.INT64) && (ep == Type.INT32 || ep == Type.INT64)
                && Math.abs(shift) <= 18 && p <= 18;
        if (longs) {
            long factor = BigInteger.TEN.pow(Math.abs(shift)).longValueExact();
            long bound = BigInteger.TEN.pow(p).longValueExact();
            return ValueConverter.ofLongs(fp, false, ep, v -> {
                long r;
                if (shift >= 0) {
                    try {
                        r = Math.multiplyExact(v, factor);
                    } catch (ArithmeticException e) {
                        throw noImage(BigInteger.valueOf(v), fs, target);
                    }
                } else {
                    if (v % factor != 0) {
                        throw noImage(BigInteger.valueOf(v), fs, target);
                    }
                    r = v / factor;
                }
                if (r <= -bound || r >= bound) {
                    throw noImage(BigInteger.valueOf(v), fs, target);
                }
                return r;
            }, description);
        }
        BigInteger factor = BigInteger.TEN.pow(Math.abs(shift));
        BigInteger bound = BigInteger.TEN.pow(p);
        return ValueConverter.ofBigIntegers(fp, ep, expectedLength, v -> {
            BigInteger r;
            if (shift >= 0) {
                r = v.multiply(factor);
            } else {
                BigInteger[] qr = v.divideAndRemainder(factor);
                if (qr[1].signum() != 0) {
                    throw noImage(v, fs, target);
                }
                r = qr[0];
            }
            if (r.abs().compareTo(bound) >= 0) {
                throw noImage(v, fs, target);
            }
            return r;
        }, description);
    }

    private static ValueConverter.Unrepresentable noImage(BigInteger unscaled, int scale, String target) {
        return ValueConverter.unrepresentable(new BigDecimal(unscaled, scale).toPlainString()
                + " has no exact value in " + target);
    }
}
