package io.parquetry.pruning;

import io.parquetry.base.ConvertedType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.ParquetException;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import io.parquetry.bytes.ByteOrderAccess;
import io.parquetry.column.ColumnReader;
import io.parquetry.filter.Column;
import io.parquetry.index.BloomFilter;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SortOrder;
import io.parquetry.spi.ValueConversions;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.UUID;

/**
 * How the values of one file column compare with filter literals: literal conversion into the
 * column's physical domain, comparison of the current row value, of dictionary entries and of
 * statistics bounds, and bloom filter hashes.
 */
abstract class Domain {
    /** A comparison involving NaN. */
    static final int UNORDERED = Integer.MIN_VALUE;

    final String path;

    Domain(String path) {
        this.path = path;
    }

    /** A literal as keys for its ceiling and floor in the column's domain (equal when exact). */
    record Literal(Object floor, Object ceil) {
        boolean exact() {
            return floor.equals(ceil) || floor instanceof byte[] && Arrays.equals((byte[]) floor, (byte[]) ceil);
        }
    }

    abstract Literal literal(Object v);

    /** Compares the reader's current (present) value with {@code key}. */
    abstract int compareCurrent(ColumnReader r, Object key);

    abstract int compareDictionary(ColumnReader r, int i, Object key);

    /** Compares two keys (statistics bounds with literals). */
    abstract int compareKeys(Object a, Object b);

    /** A statistics bound decoded to a key, or null when unusable. */
    abstract Object decode(byte[] plain);

    /** Hashes under which {@code key} could be in a bloom filter; null: cannot tell. */
    long[] bloomHashes(Object key) {
        return null;
    }

    boolean ordered() {
        return true;
    }

    boolean floating() {
        return false;
    }

    /** The current value's bytes, for prefix tests (binary domains only). */
    byte[] currentBytes(ColumnReader r) {
        throw new ParquetException("column " + path + " is not a string or binary column");
    }

    byte[] dictionaryBytes(ColumnReader r, int i) {
        throw new ParquetException("column " + path + " is not a string or binary column");
    }

    ParquetException cannot(Object v) {
        return new ParquetException("filter on column " + path + ": cannot compare its values with "
                + v.getClass().getName() + " " + v);
    }

    /** A timestamp literal as an instant: an Instant, or a LocalDateTime taken as UTC. */
    Instant instant(Object v) {
        if (v instanceof Instant x) {
            return x;
        } else if (v instanceof LocalDateTime x) {
            return x.toInstant(ZoneOffset.UTC);
        }
        throw cannot(v);
    }

    static Domain of(PrimitiveType t, String path, Column<?> column) {
        LogicalType lt = t.logicalType();
        ConvertedType ct = t.convertedType();
        Integer decimalScale = null;
        if (lt instanceof LogicalType.DecimalType d) {
            decimalScale = d.scale();
        } else if (lt == null && ct == ConvertedType.DECIMAL) {
            decimalScale = t.decimalScale();
        }
        if (column.scale() >= 0 && (decimalScale == null || decimalScale != column.scale())) {
            throw new ParquetException("filter on column " + path + ": expected DECIMAL with scale " + column.scale()
                    + ", the file has " + t.toString().trim());
        }
        SortOrder order = SortOrder.of(t);
        switch (t.physicalType()) {
            case BOOLEAN:
                return new BooleanDomain(path);
            case INT32:
            case INT64:
                return new LongDomain(path, t.physicalType() == Type.INT32, order == SortOrder.UNSIGNED, decimalScale, lt);
            case FLOAT:
            case DOUBLE:
                return new DoubleDomain(path, t.physicalType() == Type.FLOAT);
            case INT96:
                return new Int96Domain(path);
            default:
                if (decimalScale != null) {
                    return new DecimalBinaryDomain(path, decimalScale);
                }
                return new BinaryDomain(path, order == SortOrder.UNSIGNED);
        }
    }

    // ---- integers and everything stored as one (dates, times, timestamps, decimals) -------------

    static final class LongDomain extends Domain {
        private static final BigDecimal MIN = BigDecimal.valueOf(Long.MIN_VALUE);
        private static final BigDecimal MAX = BigDecimal.valueOf(Long.MAX_VALUE);
        private static final BigDecimal UMAX = new BigDecimal(BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE));
        private final boolean int32;
        private final boolean unsigned;
        private final Integer scale;
        private final LogicalType logical;

        LongDomain(String path, boolean int32, boolean unsigned, Integer scale, LogicalType logical) {
            super(path);
            this.int32 = int32;
            this.unsigned = unsigned;
            this.scale = scale;
            this.logical = logical;
        }

        boolean isUnsigned() {
            return unsigned;
        }

        private BigDecimal units(Object v) {
            if (scale != null) {
                if (v instanceof BigDecimal b) {
                    return b.movePointRight(scale);
                }
                if (v instanceof Number n && !(v instanceof Float || v instanceof Double)) {
                    return new BigDecimal(n.toString()).movePointRight(scale);
                }
                throw cannot(v);
            }
            if (logical instanceof LogicalType.DateType) {
                if (v instanceof LocalDate d) {
                    return BigDecimal.valueOf(d.toEpochDay());
                }
                throw cannot(v);
            }
            if (logical instanceof LogicalType.TimestampType ts) {
                Instant i = instant(v);
                long perSecond = perSecond(ts.unit());
                return BigDecimal.valueOf(i.getEpochSecond()).multiply(BigDecimal.valueOf(perSecond))
                        .add(BigDecimal.valueOf(i.getNano()).multiply(BigDecimal.valueOf(perSecond)).movePointLeft(9));
            }
            if (logical instanceof LogicalType.TimeType tt) {
                if (v instanceof LocalTime x) {
                    return BigDecimal.valueOf(x.toNanoOfDay()).multiply(BigDecimal.valueOf(perSecond(tt.unit()))).movePointLeft(9);
                }
                throw cannot(v);
            }
            if (v instanceof BigDecimal b) {
                return b;
            }
            if (v instanceof BigInteger b) {
                return new BigDecimal(b);
            }
            if (v instanceof Float || v instanceof Double) {
                double d = ((Number) v).doubleValue();
                if (Double.isNaN(d) || Double.isInfinite(d)) {
                    throw cannot(v);
                }
                return new BigDecimal(d);
            }
            if (v instanceof Number n) {
                return BigDecimal.valueOf(n.longValue());
            }
            throw cannot(v);
        }

        private static long perSecond(TimeUnit u) {
            return switch (u) {
                case MILLIS -> 1_000L;
                case MICROS -> 1_000_000L;
                case NANOS -> 1_000_000_000L;
            };
        }

        @Override
        Literal literal(Object v) {
            BigDecimal u = units(v);
            BigDecimal floor = u.setScale(0, RoundingMode.FLOOR);
            BigDecimal ceil = u.setScale(0, RoundingMode.CEILING);
            BigDecimal lo = unsigned ? BigDecimal.ZERO : MIN;
            BigDecimal hi = unsigned && !int32 ? UMAX : MAX;
            if (floor.compareTo(lo) < 0 || ceil.compareTo(hi) > 0) {
                throw new ParquetException("filter on column " + path + ": " + v + " is outside the column's range");
            }
            return new Literal(floor.toBigInteger().longValue(), ceil.toBigInteger().longValue());
        }

        private long current(ColumnReader r) {
            if (int32) {
                return unsigned ? Integer.toUnsignedLong(r.getInt()) : r.getInt();
            }
            return r.getLong();
        }

        private int cmp(long a, long b) {
            return unsigned && !int32 ? Long.compareUnsigned(a, b) : Long.compare(a, b);
        }

        @Override
        int compareCurrent(ColumnReader r, Object key) {
            return cmp(current(r), (Long) key);
        }

        @Override
        int compareDictionary(ColumnReader r, int i, Object key) {
            long x;
            if (int32) {
                x = unsigned ? Integer.toUnsignedLong(r.dictionaryInt(i)) : r.dictionaryInt(i);
            } else {
                x = r.dictionaryLong(i);
            }
            return cmp(x, (Long) key);
        }

        @Override
        int compareKeys(Object a, Object b) {
            return cmp((Long) a, (Long) b);
        }

        @Override
        Object decode(byte[] b) {
            if (int32) {
                if (b.length < 4) {
                    return null;
                }
                int x = ByteOrderAccess.getInt(b, 0);
                return unsigned ? Integer.toUnsignedLong(x) : (long) x;
            }
            return b.length < 8 ? null : ByteOrderAccess.getLong(b, 0);
        }

        @Override
        long[] bloomHashes(Object key) {
            long k = (Long) key;
            if (int32) {
                boolean fits = unsigned ? k >= 0 && k <= 0xFFFF_FFFFL : k == (int) k;
                return fits ? new long[] {BloomFilter.hash((int) k)} : new long[0];
            }
            return new long[] {BloomFilter.hash(k)};
        }
    }

    // ---- FLOAT and DOUBLE --------------------------------------------------------------------

    static final class DoubleDomain extends Domain {
        private final boolean isFloat;

        DoubleDomain(String path, boolean isFloat) {
            super(path);
            this.isFloat = isFloat;
        }

        @Override
        Literal literal(Object v) {
            if (!(v instanceof Number n) || v instanceof BigInteger) {
                throw cannot(v);
            }
            double d = n.doubleValue();
            return new Literal(d, d);
        }

        private static int cmp(double a, double b) {
            if (Double.isNaN(a) || Double.isNaN(b)) {
                return UNORDERED;
            }
            return a < b ? -1 : a > b ? 1 : 0;
        }

        @Override
        int compareCurrent(ColumnReader r, Object key) {
            return cmp(isFloat ? r.getFloat() : r.getDouble(), (Double) key);
        }

        @Override
        int compareDictionary(ColumnReader r, int i, Object key) {
            return cmp(isFloat ? r.dictionaryFloat(i) : r.dictionaryDouble(i), (Double) key);
        }

        @Override
        int compareKeys(Object a, Object b) {
            return cmp((Double) a, (Double) b);
        }

        @Override
        Object decode(byte[] b) {
            double d;
            if (isFloat) {
                if (b.length < 4) {
                    return null;
                }
                d = Float.intBitsToFloat(ByteOrderAccess.getInt(b, 0));
            } else {
                if (b.length < 8) {
                    return null;
                }
                d = Double.longBitsToDouble(ByteOrderAccess.getLong(b, 0));
            }
            return Double.isNaN(d) ? null : d;
        }

        @Override
        long[] bloomHashes(Object key) {
            double d = (Double) key;
            if (Double.isNaN(d)) {
                return null;
            }
            if (isFloat) {
                float f = (float) d;
                if (f != d) {
                    return new long[0]; // no float equals it
                }
                return f == 0 ? new long[] {BloomFilter.hash(0f), BloomFilter.hash(-0f)} : new long[] {BloomFilter.hash(f)};
            }
            return d == 0 ? new long[] {BloomFilter.hash(0d), BloomFilter.hash(-0d)} : new long[] {BloomFilter.hash(d)};
        }

        @Override
        boolean floating() {
            return true;
        }
    }

    // ---- BOOLEAN -----------------------------------------------------------------------------

    static final class BooleanDomain extends Domain {
        BooleanDomain(String path) {
            super(path);
        }

        @Override
        Literal literal(Object v) {
            if (!(v instanceof Boolean)) {
                throw cannot(v);
            }
            return new Literal(v, v);
        }

        @Override
        int compareCurrent(ColumnReader r, Object key) {
            return Boolean.compare(r.getBoolean(), (Boolean) key);
        }

        @Override
        int compareDictionary(ColumnReader r, int i, Object key) {
            return Boolean.compare(r.dictionaryBoolean(i), (Boolean) key);
        }

        @Override
        int compareKeys(Object a, Object b) {
            return Boolean.compare((Boolean) a, (Boolean) b);
        }

        @Override
        Object decode(byte[] b) {
            return b.length < 1 ? null : (b[0] & 1) != 0;
        }
    }

    // ---- byte arrays: strings, enums, bytes, UUIDs -------------------------------------------

    static final class BinaryDomain extends Domain {
        private final boolean ordered;

        BinaryDomain(String path, boolean ordered) {
            super(path);
            this.ordered = ordered;
        }

        @Override
        Literal literal(Object v) {
            byte[] b;
            if (v instanceof String s) {
                b = s.getBytes(StandardCharsets.UTF_8);
            } else if (v instanceof byte[] x) {
                b = x.clone();
            } else if (v instanceof Enum<?> e) {
                b = e.name().getBytes(StandardCharsets.UTF_8);
            } else if (v instanceof UUID u) {
                b = ValueConversions.uuidToBytes(u);
            } else {
                throw cannot(v);
            }
            return new Literal(b, b);
        }

        @Override
        int compareCurrent(ColumnReader r, Object key) {
            return Arrays.compareUnsigned(r.getBinary(), (byte[]) key);
        }

        @Override
        int compareDictionary(ColumnReader r, int i, Object key) {
            return Arrays.compareUnsigned(r.dictionaryBinary(i), (byte[]) key);
        }

        @Override
        int compareKeys(Object a, Object b) {
            return Arrays.compareUnsigned((byte[]) a, (byte[]) b);
        }

        @Override
        Object decode(byte[] b) {
            return ordered ? b : null;
        }

        @Override
        long[] bloomHashes(Object key) {
            return new long[] {BloomFilter.hash((byte[]) key)};
        }

        @Override
        boolean ordered() {
            return ordered;
        }

        @Override
        byte[] currentBytes(ColumnReader r) {
            return r.getBinary();
        }

        @Override
        byte[] dictionaryBytes(ColumnReader r, int i) {
            return r.dictionaryBinary(i);
        }
    }

    // ---- INT96 timestamps (Spark's and Impala's default) -------------------------------------

    /**
     * INT96 timestamps compare as the instants the Row API reads them as (a LocalDateTime literal
     * as that time in UTC). The format leaves their sort order undefined, so no statistics or
     * column index bound is used: every row is tested, dictionaries still are.
     */
    static final class Int96Domain extends Domain {
        Int96Domain(String path) {
            super(path);
        }

        @Override
        Literal literal(Object v) {
            Instant i = instant(v);
            return new Literal(i, i);
        }

        @Override
        int compareCurrent(ColumnReader r, Object key) {
            return ValueConversions.fromInt96(r.getBinary(), 0).compareTo((Instant) key);
        }

        @Override
        int compareDictionary(ColumnReader r, int i, Object key) {
            return ValueConversions.fromInt96(r.dictionaryBinary(i), 0).compareTo((Instant) key);
        }

        @Override
        int compareKeys(Object a, Object b) {
            return ((Instant) a).compareTo((Instant) b);
        }

        @Override
        Object decode(byte[] plain) {
            return null;
        }
    }

    // ---- DECIMAL on BYTE_ARRAY / FIXED_LEN_BYTE_ARRAY ----------------------------------------

    static final class DecimalBinaryDomain extends Domain {
        private final int scale;

        DecimalBinaryDomain(String path, int scale) {
            super(path);
            this.scale = scale;
        }

        @Override
        Literal literal(Object v) {
            BigDecimal d;
            if (v instanceof BigDecimal b) {
                d = b;
            } else if (v instanceof Number n && !(v instanceof Float || v instanceof Double)) {
                d = new BigDecimal(n.toString());
            } else {
                throw cannot(v);
            }
            return new Literal(d, d);
        }

        private BigDecimal value(byte[] b) {
            return b.length == 0 ? BigDecimal.ZERO.setScale(scale) : new BigDecimal(new BigInteger(b), scale);
        }

        @Override
        int compareCurrent(ColumnReader r, Object key) {
            return value(r.getBinary()).compareTo((BigDecimal) key);
        }

        @Override
        int compareDictionary(ColumnReader r, int i, Object key) {
            return value(r.dictionaryBinary(i)).compareTo((BigDecimal) key);
        }

        @Override
        int compareKeys(Object a, Object b) {
            return ((BigDecimal) a).compareTo((BigDecimal) b);
        }

        @Override
        Object decode(byte[] b) {
            return b.length == 0 ? null : value(b);
        }
    }
}
