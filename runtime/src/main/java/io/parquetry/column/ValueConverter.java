package io.parquetry.column;

import io.parquetry.base.Type;
import io.parquetry.encoding.BinaryBatch;
import java.math.BigInteger;
import java.util.Map;

/**
 * Converts decoded values of a file column into the physical values a reader expects, exactly:
 * a {@link ColumnReader} with a converter applies it once to its chunk's dictionary and to each
 * data page's decoded values, so the typed getters still only load from arrays. A value that has
 * no exact image fails, naming the value (never wraps or rounds silently).
 *
 * <p>Sources are {@code int[]} (INT32), {@code long[]} (INT64), {@code float[]} (FLOAT) or a
 * {@link BinaryBatch} (INT96, BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY); targets the same for INT32,
 * INT64, DOUBLE ({@code double[]}) and the binary types.
 */
public abstract class ValueConverter {
    private final Type source;
    private final Type target;
    private final String description;

    private ValueConverter(Type source, Type target, String description) {
        this.source = source;
        this.target = target;
        this.description = description;
    }

    /** The physical type of the file's values. */
    public Type source() {
        return source;
    }

    /** The physical type the values read as. */
    public Type target() {
        return target;
    }

    @Override
    public String toString() {
        return description;
    }

    /** A value of the source that has no exact image in the target; the message names the value. */
    public static final class Unrepresentable extends RuntimeException {
        private final int index;

        Unrepresentable(int index, String message) {
            super(message, null, false, false);
            this.index = index;
        }

        /** The index of the value among those converted. */
        public int index() {
            return index;
        }
    }

    /**
     * Converts values {@code [0, n)} of {@code src} and returns them as an array of the target
     * type: {@code reuse} when it is one and large enough (it must not be {@code src}), else a new one.
     *
     * @param bad null to fail at the first value without an image; else such values are recorded
     *     here by index with their message, and their slots hold a placeholder
     * @throws Unrepresentable for the first value without an image, when {@code bad} is null
     */
    public Object convert(Object src, int n, Object reuse, Map<Integer, String> bad) {
        Object out = allocate(reuse, n);
        for (int i = 0; i < n; i++) {
            try {
                convertOne(src, i, out);
            } catch (Unrepresentable e) {
                if (bad == null) {
                    throw new Unrepresentable(i, e.getMessage());
                }
                bad.put(i, e.getMessage());
                placeholder(out);
            }
        }
        return out;
    }

    final Object allocate(Object reuse, int n) {
        return switch (target) {
            case INT32 -> reuse instanceof int[] a && a.length >= n ? a : new int[n];
            case INT64 -> reuse instanceof long[] a && a.length >= n ? a : new long[n];
            case DOUBLE -> reuse instanceof double[] a && a.length >= n ? a : new double[n];
            case BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY -> {
                BinaryBatch b = reuse instanceof BinaryBatch r ? r : new BinaryBatch();
                b.clear();
                yield b;
            }
            default -> throw new IllegalStateException("no conversion into " + target);
        };
    }

    /** Keeps a binary target's value count in step after a value without an image. */
    private void placeholder(Object out) {
        if (out instanceof BinaryBatch b) {
            b.reserve(0);
        }
    }

    /** Converts value {@code i} of {@code src} into slot {@code i} of {@code out} (appended for binaries). */
    abstract void convertOne(Object src, int i, Object out);

    // ---- integers and other values held in a long -------------------------------------------

    /** An exact function on the value of an integer, or a failure naming it. */
    @FunctionalInterface
    public interface LongFunction {
        /** The image of {@code v}; throws {@link Unrepresentable} (via {@link ValueConverter#unrepresentable}) when there is none. */
        long apply(long v);
    }

    /** The failure a conversion function throws for a value without an image; the message names the value. */
    public static Unrepresentable unrepresentable(String message) {
        return new Unrepresentable(-1, message);
    }

    /**
     * INT32 or INT64 values through {@code f} into INT32 or INT64.
     *
     * @param unsignedSource INT32 values are unsigned (zero-extended before {@code f}); INT64
     *     values reach {@code f} as they are stored in either case
     * @param target INT32 ({@code f}'s results must fit an int, as bits for an unsigned target) or INT64
     */
    public static ValueConverter ofLongs(Type source, boolean unsignedSource, Type target, LongFunction f,
                                         String description) {
        if ((source != Type.INT32 && source != Type.INT64) || (target != Type.INT32 && target != Type.INT64)) {
            throw new IllegalArgumentException(source + " to " + target);
        }
        boolean fromInts = source == Type.INT32;
        boolean toInts = target == Type.INT32;
        return new ValueConverter(source, target, description) {
            @Override
            void convertOne(Object src, int i, Object out) {
                long v = fromInts ? (unsignedSource ? ((int[]) src)[i] & 0xFFFF_FFFFL : ((int[]) src)[i]) : ((long[]) src)[i];
                long r = f.apply(v);
                if (toInts) {
                    ((int[]) out)[i] = (int) r;
                } else {
                    ((long[]) out)[i] = r;
                }
            }
        };
    }

    /**
     * The plain widening of {@code from} into {@code to}: null when they are the same (or
     * {@code to} is null), INT32 values as INT64 (sign-extended), FLOAT as DOUBLE.
     *
     * @throws IllegalArgumentException for any other pair
     */
    public static ValueConverter widening(Type from, Type to) {
        if (to == null || to == from) {
            return null;
        }
        if (from == Type.INT32 && to == Type.INT64) {
            return intToLong();
        }
        if (from == Type.FLOAT && to == Type.DOUBLE) {
            return floatToDouble();
        }
        throw new IllegalArgumentException("cannot read " + from + " as " + to);
    }

    /** Signed INT32 values as INT64. */
    public static ValueConverter intToLong() {
        return new ValueConverter(Type.INT32, Type.INT64, "INT32 as INT64") {
            @Override
            public Object convert(Object src, int n, Object reuse, Map<Integer, String> bad) {
                int[] in = (int[]) src;
                long[] out = (long[]) allocate(reuse, n);
                for (int i = 0; i < n; i++) {
                    out[i] = in[i];
                }
                return out;
            }

            @Override
            void convertOne(Object src, int i, Object out) {
                ((long[]) out)[i] = ((int[]) src)[i];
            }
        };
    }

    /** FLOAT values as DOUBLE (every float is exactly a double). */
    public static ValueConverter floatToDouble() {
        return new ValueConverter(Type.FLOAT, Type.DOUBLE, "FLOAT as DOUBLE") {
            @Override
            public Object convert(Object src, int n, Object reuse, Map<Integer, String> bad) {
                float[] in = (float[]) src;
                double[] out = (double[]) allocate(reuse, n);
                for (int i = 0; i < n; i++) {
                    out[i] = in[i];
                }
                return out;
            }

            @Override
            void convertOne(Object src, int i, Object out) {
                ((double[]) out)[i] = ((float[]) src)[i];
            }
        };
    }

    /** An exact function from a binary value to a long, or a failure naming the value. */
    @FunctionalInterface
    public interface BinaryToLong {
        long apply(byte[] data, int offset, int length);
    }

    /** BINARY-held values (INT96, BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY) through {@code f} into INT32 or INT64. */
    public static ValueConverter ofBinaryToLong(Type source, Type target, BinaryToLong f, String description) {
        boolean toInts = target == Type.INT32;
        if (!toInts && target != Type.INT64) {
            throw new IllegalArgumentException(source + " to " + target);
        }
        return new ValueConverter(source, target, description) {
            @Override
            void convertOne(Object src, int i, Object out) {
                BinaryBatch b = (BinaryBatch) src;
                long r = f.apply(b.data(), b.offset(i), b.length(i));
                if (toInts) {
                    ((int[]) out)[i] = (int) r;
                } else {
                    ((long[]) out)[i] = r;
                }
            }
        };
    }

    private static long exact(BigInteger r, boolean fits, Type target) {
        if (!fits) {
            throw unrepresentable(r + " does not fit " + target);
        }
        return r.longValue();
    }

    /**
     * BYTE_ARRAY values as FIXED_LEN_BYTE_ARRAY of {@code length} bytes, each as stored; a value
     * of another length has no image (writers without fixed-length binary, such as Spark, store
     * fixed-length values this way).
     */
    public static ValueConverter fixedLength(int length, String description) {
        return new ValueConverter(Type.BYTE_ARRAY, Type.FIXED_LEN_BYTE_ARRAY, description) {
            @Override
            void convertOne(Object src, int i, Object out) {
                BinaryBatch b = (BinaryBatch) src;
                int len = b.length(i);
                if (len != length) {
                    throw unrepresentable("0x" + java.util.HexFormat.of().formatHex(b.data(), b.offset(i),
                            b.offset(i) + Math.min(len, 64)) + (len > 64 ? "..." : "") + " has " + len
                            + " bytes, not the " + length + " of FIXED_LEN_BYTE_ARRAY(" + length + ")");
                }
                ((BinaryBatch) out).add(b.data(), b.offset(i), len);
            }
        };
    }

    /** An exact function on an unscaled integer, or a failure naming it. */
    @FunctionalInterface
    public interface BigFunction {
        BigInteger apply(BigInteger v);
    }

    /**
     * Integers of any integer-holding source (INT32, INT64, or big-endian two's-complement
     * BYTE_ARRAY / FIXED_LEN_BYTE_ARRAY, as decimals store them) through {@code f} into INT32,
     * INT64 (the result must fit), BYTE_ARRAY (minimal bytes) or FIXED_LEN_BYTE_ARRAY of
     * {@code targetLength} bytes (sign-extended; a result that needs more bytes fails).
     */
    public static ValueConverter ofBigIntegers(Type source, Type target, int targetLength, BigFunction f,
                                               String description) {
        return new ValueConverter(source, target, description) {
            @Override
            void convertOne(Object src, int i, Object out) {
                BigInteger v = switch (source) {
                    case INT32 -> BigInteger.valueOf(((int[]) src)[i]);
                    case INT64 -> BigInteger.valueOf(((long[]) src)[i]);
                    default -> {
                        BinaryBatch b = (BinaryBatch) src;
                        int len = b.length(i);
                        yield len == 0 ? BigInteger.ZERO : new BigInteger(b.data(), b.offset(i), len);
                    }
                };
                BigInteger r = f.apply(v);
                switch (target) {
                    case INT32 -> ((int[]) out)[i] = (int) exact(r, r.bitLength() < 32, target);
                    case INT64 -> ((long[]) out)[i] = exact(r, r.bitLength() < 64, target);
                    case BYTE_ARRAY -> {
                        byte[] bytes = r.toByteArray();
                        ((BinaryBatch) out).add(bytes, 0, bytes.length);
                    }
                    default -> {
                        byte[] bytes = r.toByteArray();
                        if (bytes.length > targetLength) {
                            throw unrepresentable(r + " needs " + bytes.length + " bytes, more than the " + targetLength
                                    + " of FIXED_LEN_BYTE_ARRAY(" + targetLength + ")");
                        }
                        BinaryBatch b = (BinaryBatch) out;
                        int at = b.reserve(targetLength);
                        byte pad = r.signum() < 0 ? (byte) -1 : 0;
                        java.util.Arrays.fill(b.data(), at, at + targetLength - bytes.length, pad);
                        System.arraycopy(bytes, 0, b.data(), at + targetLength - bytes.length, bytes.length);
                    }
                }
            }
        };
    }
}
