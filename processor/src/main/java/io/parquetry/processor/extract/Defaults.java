package io.parquetry.processor.extract;

import io.parquetry.processor.model.FieldShape;
import io.parquetry.processor.model.LogicalTypeInfo;
import io.parquetry.processor.model.PhysicalType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.regex.Pattern;

/** Parses {@code @ParquetDefault} literals into the physical column values the runtime reads. */
final class Defaults {
    /** Returned for a Java type that cannot have a default. */
    record Unsupported() {
    }

    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");
    /** Java's floating-point literal syntax (decimal and hexadecimal), optional f/d suffix. */
    private static final Pattern FLOATING = Pattern.compile(
            "[+-]?(NaN|Infinity|(([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?"
                    + "|0[xX]([0-9a-fA-F]+\\.?[0-9a-fA-F]*|\\.[0-9a-fA-F]+)[pP][+-]?[0-9]+)[fFdD]?)");

    private Defaults() {
    }

    /**
     * The physical value of {@code literal} for leaf {@code p}: Boolean, Integer, Long, Float,
     * Double, String or byte[]; {@link Unsupported} when the Java type cannot have a default.
     *
     * @param enumConstants the constant names when the Java type is an enum
     * @throws IllegalArgumentException when the literal is not a value of the type; the message says why
     */
    static Object parse(String literal, FieldShape.Primitive p, List<String> enumConstants) {
        return switch (p.javaKind()) {
            case BOOLEAN, BOXED_BOOLEAN -> {
                if (!literal.equals("true") && !literal.equals("false")) {
                    throw new IllegalArgumentException("write true or false");
                }
                yield Boolean.valueOf(literal);
            }
            case BYTE, BOXED_BYTE -> (int) integer(literal, Byte.MIN_VALUE, Byte.MAX_VALUE);
            case SHORT, BOXED_SHORT -> (int) integer(literal, Short.MIN_VALUE, Short.MAX_VALUE);
            case INT, BOXED_INT -> unsigned(p)
                    ? (int) integer(literal, BigInteger.ZERO, BigInteger.ONE.shiftLeft(32).subtract(BigInteger.ONE)).longValue()
                    : (int) integer(literal, Integer.MIN_VALUE, Integer.MAX_VALUE);
            case LONG, BOXED_LONG -> unsigned(p)
                    ? integer(literal, BigInteger.ZERO, BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE)).longValue()
                    : integer(literal, Long.MIN_VALUE, Long.MAX_VALUE);
            case FLOAT, BOXED_FLOAT -> {
                checkFloating(literal);
                float f = Float.parseFloat(literal);
                if (Float.isInfinite(f) && !literal.contains("Infinity")) {
                    throw new IllegalArgumentException("it is out of the float range");
                }
                yield f;
            }
            case DOUBLE, BOXED_DOUBLE -> {
                checkFloating(literal);
                double d = Double.parseDouble(literal);
                if (Double.isInfinite(d) && !literal.contains("Infinity")) {
                    throw new IllegalArgumentException("it is out of the double range");
                }
                yield d;
            }
            case STRING -> literal;
            case ENUM -> {
                if (enumConstants == null || !enumConstants.contains(literal)) {
                    throw new IllegalArgumentException("write one of the constant names " + enumConstants);
                }
                yield literal;
            }
            case LOCAL_DATE -> {
                try {
                    long days = LocalDate.parse(literal).toEpochDay();
                    if (days < Integer.MIN_VALUE || days > Integer.MAX_VALUE) {
                        throw new IllegalArgumentException("it is out of the DATE range");
                    }
                    yield (int) days;
                } catch (DateTimeParseException e) {
                    throw new IllegalArgumentException("write an ISO date such as 2024-01-31");
                }
            }
            case BIG_DECIMAL -> decimal(literal, p);
            default -> new Unsupported();
        };
    }

    private static boolean unsigned(FieldShape.Primitive p) {
        return p.logicalType() instanceof LogicalTypeInfo.IntType it && !it.signed();
    }

    private static long integer(String literal, long min, long max) {
        return integer(literal, BigInteger.valueOf(min), BigInteger.valueOf(max)).longValue();
    }

    private static BigInteger integer(String literal, BigInteger min, BigInteger max) {
        if (!INTEGER.matcher(literal).matches()) {
            throw new IllegalArgumentException("write a decimal integer");
        }
        BigInteger v = new BigInteger(literal);
        if (v.compareTo(min) < 0 || v.compareTo(max) > 0) {
            throw new IllegalArgumentException("it is out of the range " + min + " to " + max);
        }
        return v;
    }

    private static void checkFloating(String literal) {
        if (!FLOATING.matcher(literal).matches()) {
            throw new IllegalArgumentException("write a Java floating-point literal such as 1.5, 2e-3 or NaN");
        }
    }

    /** The unscaled value at the column's scale, stored as the column's physical type. */
    private static Object decimal(String literal, FieldShape.Primitive p) {
        if (!(p.logicalType() instanceof LogicalTypeInfo.DecimalType d)) {
            return new Unsupported();
        }
        BigDecimal v;
        try {
            v = new BigDecimal(literal);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("write a decimal number such as 12.50");
        }
        BigInteger unscaled;
        try {
            unscaled = v.setScale(d.scale()).unscaledValue();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("it has more than " + d.scale() + " digits after the point");
        }
        if (unscaled.abs().compareTo(BigInteger.TEN.pow(d.precision())) >= 0) {
            throw new IllegalArgumentException("it has more than " + d.precision() + " digits");
        }
        if (p.physicalType() == PhysicalType.INT32) {
            return unscaled.intValueExact();
        }
        if (p.physicalType() == PhysicalType.INT64) {
            return unscaled.longValueExact();
        }
        // FIXED_LEN_BYTE_ARRAY: big-endian two's complement, sign-extended to the column's length
        byte[] minimal = unscaled.toByteArray();
        byte[] out = new byte[p.typeLength()];
        byte pad = (byte) (unscaled.signum() < 0 ? -1 : 0);
        int lead = out.length - minimal.length;
        for (int i = 0; i < out.length; i++) {
            out[i] = i < lead ? pad : minimal[i - lead];
        }
        return out;
    }
}
