package io.parquetry.spi;

import io.parquetry.base.ParquetException;
import io.parquetry.base.TimeUnit;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.UUID;

/**
 * Conversions between Java values and the physical values of Parquet logical types. Used by
 * the generic {@link io.parquetry.row.Row} mapping and by generated mappers. Values that cannot be stored
 * exactly fail with {@link ParquetException} naming the field; timestamps and times are
 * truncated (toward negative infinity) to the column's unit.
 */
public final class ValueConversions {
    private static final long NANOS_PER_DAY = 86_400_000_000_000L;
    private static final long JULIAN_EPOCH_DAY = 2_440_588L;

    private ValueConversions() {}

    // ---- dates and times ------------------------------------------------------------------

    /**
     * A date as a DATE value: days since 1970-01-01.
     *
     * @param d the date
     * @param field the field's name, for error messages
     * @return the DATE value
     * @throws ParquetException if the day does not fit in an INT32
     */
    public static int toEpochDay(LocalDate d, String field) {
        long day = d.toEpochDay();
        if (day != (int) day) {
            throw new ParquetException("field " + field + ": date " + d + " is outside the INT32 DATE range");
        }
        return (int) day;
    }

    /**
     * A DATE value as a date.
     *
     * @param day days since 1970-01-01
     * @return the date
     */
    public static LocalDate fromEpochDay(int day) {
        return LocalDate.ofEpochDay(day);
    }

    /**
     * A time of day as a TIME value in {@code unit}, truncated toward negative infinity.
     *
     * @param t the time
     * @param unit the column's time unit
     * @return the TIME value
     */
    public static long toTime(LocalTime t, TimeUnit unit) {
        long nanos = t.toNanoOfDay();
        return switch (unit) {
            case MILLIS -> nanos / 1_000_000;
            case MICROS -> nanos / 1_000;
            case NANOS -> nanos;
        };
    }

    /**
     * A TIME value in {@code unit} as a time of day.
     *
     * @param value the TIME value
     * @param unit the column's time unit
     * @param field the field's name, for error messages
     * @return the time
     * @throws ParquetException if the value is not within a day
     */
    public static LocalTime fromTime(long value, TimeUnit unit, String field) {
        long nanos = switch (unit) {
            case MILLIS -> value * 1_000_000;
            case MICROS -> value * 1_000;
            case NANOS -> value;
        };
        if (nanos < 0 || nanos >= NANOS_PER_DAY) {
            // 24:00:00 is allowed by some writers for end of day; it has no LocalTime
            throw new ParquetException("field " + field + ": time value " + value + " " + unit + " is outside a day");
        }
        return LocalTime.ofNanoOfDay(nanos);
    }

    /**
     * A TIME value as a {@code LocalTime} when it lies within a day, else as the
     * {@code java.time.Duration} from midnight it stores (some engines write times with a zone
     * normalised to UTC, which can fall before 00:00 or after 24:00).
     *
     * @param value the TIME value
     * @param unit the column's time unit
     * @return a {@code LocalTime} or a {@code java.time.Duration}
     */
    public static Object fromTimeOrDuration(long value, TimeUnit unit) {
        long nanosPerUnit = switch (unit) {
            case MILLIS -> 1_000_000L;
            case MICROS -> 1_000L;
            case NANOS -> 1L;
        };
        if (value >= 0 && value < NANOS_PER_DAY / nanosPerUnit) {
            return LocalTime.ofNanoOfDay(value * nanosPerUnit);
        }
        return java.time.Duration.ofSeconds(Math.floorDiv(value, 1_000_000_000L / nanosPerUnit),
                Math.floorMod(value, 1_000_000_000L / nanosPerUnit) * nanosPerUnit);
    }

    /**
     * A duration from midnight as a TIME value in {@code unit}, truncated toward negative infinity.
     *
     * @param d the duration from midnight
     * @param unit the column's time unit
     * @param field the field's name, for error messages
     * @return the TIME value
     * @throws ParquetException if the value does not fit in 64 bits
     */
    public static long toTime(java.time.Duration d, TimeUnit unit, String field) {
        long perSecond = switch (unit) {
            case MILLIS -> 1_000L;
            case MICROS -> 1_000_000L;
            case NANOS -> 1_000_000_000L;
        };
        try {
            return Math.addExact(Math.multiplyExact(d.getSeconds(), perSecond), d.getNano() / (1_000_000_000L / perSecond));
        } catch (ArithmeticException e) {
            throw new ParquetException("field " + field + ": time " + d + " is outside the range of TIME(" + unit + ")");
        }
    }

    /**
     * An instant as a TIMESTAMP value (adjusted to UTC) in {@code unit}, truncated toward negative infinity.
     *
     * @param i the instant
     * @param unit the column's time unit
     * @param field the field's name, for error messages
     * @return the TIMESTAMP value
     * @throws ParquetException if the value does not fit in 64 bits
     */
    public static long toTimestamp(Instant i, TimeUnit unit, String field) {
        try {
            return switch (unit) {
                case MILLIS -> i.toEpochMilli();
                case MICROS -> since(i, 1_000_000L, 1_000);
                case NANOS -> since(i, 1_000_000_000L, 1);
            };
        } catch (ArithmeticException e) {
            throw new ParquetException("field " + field + ": timestamp " + i + " is outside the range of TIMESTAMP(" + unit + ")");
        }
    }

    /**
     * Units since the epoch, rounded toward the past. Before the epoch the second is counted from
     * the next one down, so that the earliest values (Long.MIN_VALUE nanoseconds is 1677-09-21)
     * do not overflow on the way.
     */
    private static long since(Instant i, long perSecond, int nanosPerUnit) {
        long seconds = i.getEpochSecond();
        long units = i.getNano() / nanosPerUnit;
        if (seconds < 0 && units > 0) {
            return Math.addExact(Math.multiplyExact(seconds + 1, perSecond), units - perSecond);
        }
        return Math.addExact(Math.multiplyExact(seconds, perSecond), units);
    }

    /**
     * A local date-time as a TIMESTAMP value (not adjusted to UTC) in {@code unit}, truncated toward negative infinity.
     *
     * @param t the local date-time
     * @param unit the column's time unit
     * @param field the field's name, for error messages
     * @return the TIMESTAMP value
     * @throws ParquetException if the value does not fit in 64 bits
     */
    public static long toTimestamp(LocalDateTime t, TimeUnit unit, String field) {
        return toTimestamp(t.toInstant(ZoneOffset.UTC), unit, field);
    }

    /**
     * A TIMESTAMP value adjusted to UTC as an instant.
     *
     * @param value the TIMESTAMP value
     * @param unit the column's time unit
     * @return the instant
     */
    public static Instant fromTimestamp(long value, TimeUnit unit) {
        return switch (unit) {
            case MILLIS -> Instant.ofEpochMilli(value);
            case MICROS -> Instant.ofEpochSecond(Math.floorDiv(value, 1_000_000L), Math.floorMod(value, 1_000_000L) * 1_000L);
            case NANOS -> Instant.ofEpochSecond(Math.floorDiv(value, 1_000_000_000L), Math.floorMod(value, 1_000_000_000L));
        };
    }

    /**
     * A TIMESTAMP value not adjusted to UTC as a local date-time.
     *
     * @param value the TIMESTAMP value
     * @param unit the column's time unit
     * @return the local date-time
     */
    public static LocalDateTime fromLocalTimestamp(long value, TimeUnit unit) {
        return LocalDateTime.ofInstant(fromTimestamp(value, unit), ZoneOffset.UTC);
    }

    /**
     * An INT96 timestamp (8 bytes of nanoseconds within the day, then 4 bytes of signed Julian
     * day, little-endian, as Impala and Spark write it) as an instant. Every INT96 value has one:
     * far days stay far (never wrap), nanoseconds beyond a day carry into the next days.
     *
     * @param b the 12 bytes
     * @return the instant
     */
    public static Instant fromInt96(byte[] b) {
        if (b.length != 12) {
            throw new ParquetException("INT96 value must be 12 bytes, got " + b.length);
        }
        return fromInt96(b, 0);
    }

    /**
     * The INT96 timestamp at {@code b[off..off+12)} as an instant (see {@link #fromInt96(byte[])}).
     *
     * @param b the bytes holding the value
     * @param off where the value's 12 bytes start
     * @return the instant
     */
    public static Instant fromInt96(byte[] b, int off) {
        long nanos = 0;
        for (int k = 7; k >= 0; k--) {
            nanos = (nanos << 8) | (b[off + k] & 0xFF);
        }
        int julianDay = (b[off + 8] & 0xFF) | (b[off + 9] & 0xFF) << 8 | (b[off + 10] & 0xFF) << 16 | b[off + 11] << 24;
        return Instant.ofEpochSecond((julianDay - JULIAN_EPOCH_DAY) * 86_400L, nanos);
    }

    /**
     * An instant as an INT96 timestamp.
     *
     * @param i the instant
     * @return the 12 bytes
     */
    public static byte[] toInt96(Instant i) {
        long epochDay = Math.floorDiv(i.getEpochSecond(), 86_400L);
        long nanosOfDay = Math.floorMod(i.getEpochSecond(), 86_400L) * 1_000_000_000L + i.getNano();
        ByteBuffer buf = ByteBuffer.allocate(12).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        buf.putLong(nanosOfDay);
        buf.putInt((int) (epochDay + JULIAN_EPOCH_DAY));
        return buf.array();
    }

    // ---- decimals ----------------------------------------------------------------------------

    /**
     * The unscaled value of {@code d} at {@code scale}, checked against {@code precision}.
     *
     * @param d the decimal
     * @param precision the column's precision
     * @param scale the column's scale
     * @param field the field's name, for error messages
     * @return the unscaled value
     * @throws ParquetException if {@code d} has more digits than {@code precision} at {@code scale}
     */
    public static BigInteger unscaled(BigDecimal d, int precision, int scale, String field) {
        BigDecimal scaled;
        try {
            scaled = d.setScale(scale, RoundingMode.UNNECESSARY);
        } catch (ArithmeticException e) {
            throw new ParquetException("field " + field + ": " + d + " does not fit DECIMAL(" + precision + "," + scale
                    + ") without rounding");
        }
        if (scaled.precision() > precision && scaled.unscaledValue().signum() != 0) {
            throw new ParquetException("field " + field + ": " + d + " has more than " + precision
                    + " digits for DECIMAL(" + precision + "," + scale + ")");
        }
        return scaled.unscaledValue();
    }

    /**
     * A decimal as an INT32 DECIMAL value.
     *
     * @param d the decimal
     * @param precision the column's precision
     * @param scale the column's scale
     * @param field the field's name, for error messages
     * @return the unscaled value
     * @throws ParquetException if {@code d} does not fit
     */
    public static int decimalToInt(BigDecimal d, int precision, int scale, String field) {
        return unscaled(d, precision, scale, field).intValueExact();
    }

    /**
     * A decimal as an INT64 DECIMAL value.
     *
     * @param d the decimal
     * @param precision the column's precision
     * @param scale the column's scale
     * @param field the field's name, for error messages
     * @return the unscaled value
     * @throws ParquetException if {@code d} does not fit
     */
    public static long decimalToLong(BigDecimal d, int precision, int scale, String field) {
        return unscaled(d, precision, scale, field).longValueExact();
    }

    /**
     * Minimal big-endian two's-complement bytes (BYTE_ARRAY decimals).
     *
     * @param d the decimal
     * @param precision the column's precision
     * @param scale the column's scale
     * @param field the field's name, for error messages
     * @return the bytes
     * @throws ParquetException if {@code d} does not fit
     */
    public static byte[] decimalToBytes(BigDecimal d, int precision, int scale, String field) {
        return unscaled(d, precision, scale, field).toByteArray();
    }

    /**
     * Big-endian two's-complement bytes sign-extended to {@code length} (FIXED_LEN_BYTE_ARRAY decimals).
     *
     * @param d the decimal
     * @param precision the column's precision
     * @param scale the column's scale
     * @param length the column's byte length
     * @param field the field's name, for error messages
     * @return the bytes
     * @throws ParquetException if {@code d} does not fit
     */
    public static byte[] decimalToFixed(BigDecimal d, int precision, int scale, int length, String field) {
        byte[] minimal = unscaled(d, precision, scale, field).toByteArray();
        if (minimal.length > length) {
            throw new ParquetException("field " + field + ": " + d + " needs " + minimal.length
                    + " bytes but the column has " + length);
        }
        byte[] out = new byte[length];
        byte pad = minimal[0] < 0 ? (byte) -1 : 0;
        int offset = length - minimal.length;
        java.util.Arrays.fill(out, 0, offset, pad);
        System.arraycopy(minimal, 0, out, offset, minimal.length);
        return out;
    }

    /**
     * A BYTE_ARRAY or FIXED_LEN_BYTE_ARRAY DECIMAL value as a decimal.
     *
     * @param b big-endian two's-complement bytes of the unscaled value
     * @param scale the column's scale
     * @return the decimal
     */
    public static BigDecimal decimalFromBytes(byte[] b, int scale) {
        if (b.length == 0) {
            return BigDecimal.ZERO.setScale(scale);
        }
        return new BigDecimal(new BigInteger(b), scale);
    }

    // ---- enums -------------------------------------------------------------------------------

    /**
     * The constant of {@code type} named {@code name}; an unknown name is an error naming the field.
     *
     * @param type the enum class
     * @param name the stored name
     * @param field the field's name, for error messages
     * @param <E> the enum type
     * @return the constant
     * @throws ParquetException if {@code type} has no constant {@code name}
     */
    public static <E extends Enum<E>> E enumValue(Class<E> type, String name, String field) {
        try {
            return Enum.valueOf(type, name);
        } catch (IllegalArgumentException e) {
            throw new ParquetException("field " + field + ": '" + name + "' is not a constant of " + type.getName());
        }
    }

    // ---- tagged unions (sealed types) -------------------------------------------------------------

    /**
     * The error text for a union whose discriminator column {@code column} holds {@code value},
     * which names none of the cases {@code known} (comma-separated).
     *
     * @param column the discriminator column, for the message
     * @param value the discriminator's value
     * @param known the case names, comma-separated
     * @return the message
     */
    public static String unknownCase(Object column, String value, String known) {
        return "column " + column + ": '" + value + "' names no known case (cases: " + known + ")";
    }

    /**
     * The error text for a union whose discriminator column {@code column} holds {@code value} but
     * whose case groups disagree: that case's group is not set, or {@code set} groups are.
     *
     * @param column the discriminator column, for the message
     * @param value the discriminator's value
     * @param set how many case groups are set
     * @return the message
     */
    public static String unionMismatch(Object column, String value, int set) {
        return "column " + column + ": '" + value + "' disagrees with the case groups set in the row ("
                + set + " set; exactly the group '" + value + "' must be)";
    }

    // ---- UUID and FLOAT16 ----------------------------------------------------------------------

    /**
     * A UUID as its 16 big-endian bytes (the UUID logical type).
     *
     * @param u the UUID
     * @return the 16 bytes
     */
    public static byte[] uuidToBytes(UUID u) {
        return ByteBuffer.allocate(16).putLong(u.getMostSignificantBits()).putLong(u.getLeastSignificantBits()).array();
    }

    /**
     * A UUID from its 16 big-endian bytes.
     *
     * @param b the 16 bytes
     * @return the UUID
     */
    public static UUID uuidFromBytes(byte[] b) {
        if (b.length != 16) {
            throw new ParquetException("UUID value must be 16 bytes, got " + b.length);
        }
        ByteBuffer buf = ByteBuffer.wrap(b);
        return new UUID(buf.getLong(), buf.getLong());
    }

    /**
     * A UUID stored as its 36-character text ({@code @Uuid(as = UuidFormat.STRING)}); upper- or
     * lower-case hex.
     *
     * @throws ParquetException naming the field and the value when it is not a UUID in that form
     * @param s the text
     * @param field the field's name, for error messages
     * @return the UUID
     */
    public static UUID uuidFromString(String s, String field) {
        // UUID.fromString alone also takes other dash layouts and drops excess digits
        if (s.length() == 36 && s.charAt(8) == '-' && s.charAt(13) == '-' && s.charAt(18) == '-' && s.charAt(23) == '-') {
            try {
                return UUID.fromString(s);
            } catch (IllegalArgumentException e) {
                // reported below, with the field
            }
        }
        throw new ParquetException("field " + field + ": '" + s + "' is not a UUID (expected the 36-character form"
                + " 123e4567-e89b-12d3-a456-426614174000)");
    }

    /**
     * An IEEE 754 half-precision value (2 bytes, little-endian) as a float.
     *
     * @param b the 2 bytes
     * @return the value
     */
    public static float float16ToFloat(byte[] b) {
        if (b.length != 2) {
            throw new ParquetException("FLOAT16 value must be 2 bytes, got " + b.length);
        }
        int h = (b[0] & 0xFF) | ((b[1] & 0xFF) << 8);
        int sign = (h & 0x8000) << 16;
        int exp = (h >>> 10) & 0x1F;
        int mant = h & 0x3FF;
        if (exp == 0x1F) { // infinity or NaN (payload kept)
            return Float.intBitsToFloat(sign | 0x7F800000 | (mant << 13));
        }
        if (exp == 0) { // zero or subnormal: mant * 2^-24
            float v = mant * 0x1p-24f;
            return sign != 0 ? -v : v;
        }
        return Float.intBitsToFloat(sign | ((exp + 112) << 23) | (mant << 13));
    }

    /**
     * A float as an IEEE 754 half-precision value (2 bytes, little-endian), rounded to nearest even.
     *
     * @param f the value
     * @return the 2 bytes
     */
    public static byte[] floatToFloat16(float f) {
        int bits = Float.floatToRawIntBits(f);
        int sign = (bits >>> 16) & 0x8000;
        int exp = (bits >>> 23) & 0xFF;
        int mant = bits & 0x7FFFFF;
        int h;
        if (exp == 0xFF) {
            h = sign | 0x7C00 | (mant != 0 ? 0x200 | (mant >>> 13) : 0);
        } else {
            int e = exp - 127 + 15;
            if (e >= 0x1F) {
                h = sign | 0x7C00; // overflow to infinity
            } else if (e <= 0) {
                if (e < -10) {
                    h = sign; // underflow to zero
                } else {
                    int m = (mant | 0x800000) >> (1 - e);
                    // round half to even on the 13 dropped bits
                    h = sign | ((m + 0xFFF + ((m >>> 13) & 1)) >>> 13);
                }
            } else {
                int rounded = (e << 10 | (mant >>> 13));
                int rest = mant & 0x1FFF;
                if (rest > 0x1000 || (rest == 0x1000 && (rounded & 1) != 0)) {
                    rounded++;
                }
                h = sign | rounded;
            }
        }
        return new byte[] {(byte) h, (byte) (h >>> 8)};
    }
}
