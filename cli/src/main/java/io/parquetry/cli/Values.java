package io.parquetry.cli;

import io.parquetry.base.ParquetException;
import io.parquetry.base.ConvertedType;
import io.parquetry.base.FieldRepetitionType;
import io.parquetry.base.LogicalType;
import io.parquetry.base.TimeUnit;
import io.parquetry.base.Type;
import io.parquetry.row.Row;
import io.parquetry.schema.GroupType;
import io.parquetry.schema.PrimitiveType;
import io.parquetry.schema.SchemaNode;
import io.parquetry.spi.ValueConversions;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Converts input values (CSV cell text, or JSON values as {@link JsonParser} returns them) to the
 * values a {@link Row} of a schema takes, checking that each fits its column: integers in their
 * bit width, DECIMAL without rounding, DATE {@code yyyy-mm-dd}, TIME and TIMESTAMP as ISO-8601
 * (a TIMESTAMP adjusted to UTC takes an offset or {@code Z}, and a local date-time is read as UTC;
 * a local TIMESTAMP refuses an offset) within the unit's precision, UUID in the 36-character form,
 * other binary as base64. Lists are JSON arrays, groups and maps JSON objects. A value that does
 * not fit throws {@link BadValue} naming the column path. Stateless and thread-safe.
 */
final class Values {
    /** A value that does not fit its column: the column's dotted path and what is wrong. */
    static final class BadValue extends RuntimeException {
        private final String column;

        BadValue(String column, String message) {
            super(message);
            this.column = column;
        }

        String column() {
            return column;
        }
    }

    private Values() {}

    /** The value of field {@code node} (of any repetition) from input value {@code v} (null when missing). */
    static Object field(SchemaNode node, Object v, String path) {
        if (node.repetition() == FieldRepetitionType.REPEATED) {
            if (v == null) {
                return List.of();
            }
            List<?> in = list(v, path);
            List<Object> out = new ArrayList<>(in.size());
            for (int j = 0; j < in.size(); j++) {
                if (in.get(j) == null) {
                    throw new BadValue(path, "element " + j + " is null, and a repeated field cannot hold null");
                }
                out.add(content(node, in.get(j), path));
            }
            return out;
        }
        if (v == null) {
            if (node.repetition() == FieldRepetitionType.REQUIRED) {
                throw new BadValue(path, "the column is required but the value is missing or null");
            }
            return null;
        }
        return content(node, v, path);
    }

    /** The row of {@code group} from a JSON object; a key that names no field is an error. */
    static Row group(GroupType group, Object v, String path) {
        if (!(v instanceof Map<?, ?> m)) {
            throw new BadValue(path.isEmpty() ? "(row)" : path, "expected a JSON object, got " + describe(v));
        }
        for (Object key : m.keySet()) {
            if (group.fieldIndex(key.toString()) < 0) {
                String where = path.isEmpty() ? key.toString() : path + "." + key;
                throw new BadValue(where, "no such field in the schema" + (path.isEmpty() ? "" : " (group " + path + ")"));
            }
        }
        Object[] values = new Object[group.fieldCount()];
        for (int i = 0; i < values.length; i++) {
            SchemaNode f = group.field(i);
            values[i] = field(f, m.get(f.name()), path.isEmpty() ? f.name() : path + "." + f.name());
        }
        return Row.of(group, values);
    }

    /** The value of a present (non-null) {@code node}: a leaf, a group, a list or a map. */
    private static Object content(SchemaNode node, Object v, String path) {
        if (node.isPrimitive()) {
            return leaf(node.asPrimitive(), v, path);
        }
        GroupType g = node.asGroup();
        if (isList(g)) {
            SchemaNode repeated = g.field(0);
            boolean itself = g.repeatedIsListElement();
            SchemaNode element = itself ? repeated : repeated.asGroup().field(0);
            List<?> in = list(v, path);
            List<Object> out = new ArrayList<>(in.size());
            for (int j = 0; j < in.size(); j++) {
                Object e = in.get(j);
                if (itself && e == null) {
                    throw new BadValue(path, "element " + j + " is null, and this list layout cannot hold null");
                }
                out.add(itself ? content(repeated, e, path) : field(element, e, path + "." + repeated.name() + "." + element.name()));
            }
            return out;
        }
        if (isMap(g)) {
            if (!(v instanceof Map<?, ?> m)) {
                throw new BadValue(path, "expected a JSON object for the map, got " + describe(v));
            }
            GroupType kv = g.field(0).asGroup();
            SchemaNode key = kv.field(0);
            SchemaNode value = kv.fieldCount() > 1 ? kv.field(1) : null;
            Map<Object, Object> out = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                String kvPath = path + "." + kv.name() + ".";
                Object k = content(key, e.getKey(), kvPath + key.name());
                out.put(k, value == null ? null : field(value, e.getValue(), kvPath + value.name()));
            }
            return out;
        }
        return group(g, v, path);
    }

    private static boolean isList(GroupType g) {
        return (g.logicalType() instanceof LogicalType.ListType || g.convertedType() == ConvertedType.LIST) && single(g);
    }

    private static boolean isMap(GroupType g) {
        return (g.logicalType() instanceof LogicalType.MapType || g.convertedType() == ConvertedType.MAP
                || g.convertedType() == ConvertedType.MAP_KEY_VALUE) && single(g) && !g.field(0).isPrimitive()
                && g.field(0).asGroup().fieldCount() >= 1 && g.field(0).asGroup().fieldCount() <= 2;
    }

    private static boolean single(GroupType g) {
        return g.fieldCount() == 1 && g.field(0).repetition() == FieldRepetitionType.REPEATED;
    }

    private static List<?> list(Object v, String path) {
        if (!(v instanceof List<?> l)) {
            throw new BadValue(path, "expected a JSON array, got " + describe(v));
        }
        return l;
    }

    /** True when the leaf holds text (STRING, ENUM, JSON): an empty CSV field is then an empty string. */
    static boolean isText(PrimitiveType p) {
        LogicalType lt = p.logicalType();
        ConvertedType ct = p.convertedType();
        return p.physicalType() == Type.BYTE_ARRAY && (lt instanceof LogicalType.StringType || lt instanceof LogicalType.EnumType
                || lt instanceof LogicalType.JsonType || ct == ConvertedType.UTF8 || ct == ConvertedType.ENUM || ct == ConvertedType.JSON);
    }

    /** The Row value of leaf {@code p} from a JSON scalar or cell text. */
    static Object leaf(PrimitiveType p, Object v, String path) {
        if (v instanceof Map || v instanceof List) {
            throw new BadValue(path, "expected a single value, got " + describe(v));
        }
        try {
            return convert(p, v, path);
        } catch (ParquetException e) {
            // the runtime's checks name the field first: the caller's message names it already
            String m = e.getMessage();
            String prefix = "field " + path + ": ";
            throw new BadValue(path, m.startsWith(prefix) ? m.substring(prefix.length()) : m);
        } catch (DateTimeParseException e) {
            throw new BadValue(path, quote(v) + " is not " + typeName(p) + " (" + e.getMessage().replaceFirst("^Text '.*' ", "") + ")");
        }
    }

    private static Object convert(PrimitiveType p, Object v, String path) {
        LogicalType lt = p.logicalType();
        ConvertedType ct = p.convertedType();
        if (lt instanceof LogicalType.DecimalType || ct == ConvertedType.DECIMAL) {
            return decimal(p, number(p, v, path), path);
        }
        switch (p.physicalType()) {
            case BOOLEAN:
                if (v instanceof Boolean b) {
                    return b;
                }
                String b = text(p, v, path).trim().toLowerCase(Locale.ROOT);
                if (b.equals("true") || b.equals("false")) {
                    return Boolean.valueOf(b);
                }
                throw new BadValue(path, quote(v) + " is not a BOOLEAN (true or false)");
            case INT32:
                if (lt instanceof LogicalType.DateType || ct == ConvertedType.DATE) {
                    LocalDate d = LocalDate.parse(text(p, v, path).trim());
                    ValueConversions.toEpochDay(d, path);
                    return d;
                }
                if (lt instanceof LogicalType.TimeType || ct == ConvertedType.TIME_MILLIS) {
                    return time(p, v, path, TimeUnit.MILLIS);
                }
                if (lt instanceof LogicalType.IntType it) {
                    BigInteger x = integer(p, v, path, it.bitWidth(), it.isSigned());
                    return it.bitWidth() == 32 && !it.isSigned() ? (Object) x.longValue() : (Object) x.intValue();
                }
                return integer(p, v, path, 32, true).intValue();
            case INT64:
                if (lt instanceof LogicalType.TimestampType ts) {
                    return timestamp(p, v, path, ts.unit(), ts.isAdjustedToUTC());
                }
                if (ct == ConvertedType.TIMESTAMP_MILLIS || ct == ConvertedType.TIMESTAMP_MICROS) {
                    return timestamp(p, v, path, ct == ConvertedType.TIMESTAMP_MILLIS ? TimeUnit.MILLIS : TimeUnit.MICROS, true);
                }
                if (lt instanceof LogicalType.TimeType tt) {
                    return time(p, v, path, tt.unit());
                }
                if (ct == ConvertedType.TIME_MICROS) {
                    return time(p, v, path, TimeUnit.MICROS);
                }
                if (lt instanceof LogicalType.IntType it && !it.isSigned()) {
                    return integer(p, v, path, 64, false);
                }
                return integer(p, v, path, 64, true).longValue();
            case INT96:
                return timestamp(p, v, path, TimeUnit.NANOS, true);
            case FLOAT:
                return (float) floating(p, v, path, true);
            case DOUBLE:
                return floating(p, v, path, false);
            default:
                if (lt instanceof LogicalType.Float16Type) {
                    float f = (float) floating(p, v, path, true);
                    if (!Float.isInfinite(f) && Math.abs(f) > 65504f) {
                        throw new BadValue(path, quote(v) + " is outside the range of FLOAT16 (65504)");
                    }
                    return f;
                }
                String s = text(p, v, path);
                if (isText(p)) {
                    return s;
                }
                if (lt instanceof LogicalType.UuidType) {
                    return ValueConversions.uuidFromString(s.trim(), path);
                }
                byte[] bytes;
                try {
                    bytes = Base64.getDecoder().decode(s.trim());
                } catch (IllegalArgumentException e) {
                    throw new BadValue(path, quote(v) + " is not base64 (" + e.getMessage() + ")");
                }
                if (p.physicalType() == Type.FIXED_LEN_BYTE_ARRAY && bytes.length != p.typeLength()) {
                    throw new BadValue(path, "decodes to " + bytes.length + " bytes, the column holds exactly " + p.typeLength());
                }
                return bytes;
        }
    }

    /** The text of a JSON string or CSV cell; JSON numbers and booleans count as text only for numeric columns. */
    private static String text(PrimitiveType p, Object v, String path) {
        if (v instanceof String s) {
            return s;
        }
        throw new BadValue(path, "expected a JSON string for " + typeName(p) + ", got " + describe(v));
    }

    private static BigDecimal number(PrimitiveType p, Object v, String path) {
        if (v instanceof BigDecimal d) {
            return d;
        } else if (v instanceof Double negativeZero) {
            return BigDecimal.valueOf(negativeZero);
        }
        String s = text(p, v, path).trim();
        try {
            return new BigDecimal(s);
        } catch (NumberFormatException e) {
            throw new BadValue(path, quote(v) + " is not a number for " + typeName(p));
        }
    }

    private static BigInteger integer(PrimitiveType p, Object v, String path, int bits, boolean signed) {
        BigInteger x;
        try {
            x = number(p, v, path).toBigIntegerExact();
        } catch (ArithmeticException e) {
            throw new BadValue(path, quote(v) + " is not a whole number for " + typeName(p));
        }
        BigInteger min = signed ? BigInteger.ONE.shiftLeft(bits - 1).negate() : BigInteger.ZERO;
        BigInteger max = signed ? BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE)
                : BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
        if (x.compareTo(min) < 0 || x.compareTo(max) > 0) {
            throw new BadValue(path, x + " is outside the range of " + typeName(p) + " [" + min + ", " + max + "]");
        }
        return x;
    }

    private static BigDecimal decimal(PrimitiveType p, BigDecimal d, String path) {
        int precision = p.decimalPrecision();
        int scale = p.decimalScale();
        BigDecimal scaled;
        try {
            scaled = d.setScale(scale, RoundingMode.UNNECESSARY);
        } catch (ArithmeticException e) {
            throw new BadValue(path, d.toPlainString() + " has more than " + scale + " decimal places for DECIMAL("
                    + precision + "," + scale + ")");
        }
        if (scaled.precision() > precision && scaled.unscaledValue().signum() != 0) {
            throw new BadValue(path, d.toPlainString() + " has more than " + precision + " digits for DECIMAL(" + precision + "," + scale + ")");
        }
        return scaled;
    }

    private static double floating(PrimitiveType p, Object v, String path, boolean single) {
        if (v instanceof Double negativeZero) {
            return negativeZero;
        }
        String s = v instanceof BigDecimal d ? d.toString() : text(p, v, path).trim();
        String lower = s.toLowerCase(Locale.ROOT);
        switch (lower) {
            case "nan":
                return Double.NaN;
            case "inf", "+inf", "infinity", "+infinity":
                return Double.POSITIVE_INFINITY;
            case "-inf", "-infinity":
                return Double.NEGATIVE_INFINITY;
            default:
                break;
        }
        // Java's own parser also takes hex floats and 'f'/'d' suffixes: only decimal notation here
        if (!lower.matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)(e[+-]?\\d+)?")) {
            throw new BadValue(path, quote(v) + " is not a number for " + typeName(p));
        }
        double d = single ? Float.parseFloat(s) : Double.parseDouble(s);
        if (Double.isInfinite(d)) {
            throw new BadValue(path, quote(v) + " is outside the range of " + typeName(p));
        }
        return d;
    }

    private static LocalTime time(PrimitiveType p, Object v, String path, TimeUnit unit) {
        LocalTime t = LocalTime.parse(text(p, v, path).trim());
        if (t.getNano() % nanosPer(unit) != 0) {
            throw new BadValue(path, quote(v) + " is more precise than TIME(" + unit + ")");
        }
        return t;
    }

    private static Object timestamp(PrimitiveType p, Object v, String path, TimeUnit unit, boolean utc) {
        String s = text(p, v, path).trim();
        // ISO-8601 with a 'T'; SQL engines print a space there
        String iso = s.length() > 10 && s.charAt(10) == ' ' ? s.substring(0, 10) + 'T' + s.substring(11) : s;
        Object value;
        Instant instant;
        LocalDateTime local = null;
        try {
            local = LocalDateTime.parse(iso);
        } catch (DateTimeParseException notLocal) {
            // an offset or Z follows
        }
        if (local != null) {
            instant = local.toInstant(java.time.ZoneOffset.UTC);
            value = utc ? instant : local;
        } else {
            OffsetDateTime odt = OffsetDateTime.parse(iso);
            if (!utc) {
                throw new BadValue(path, quote(v) + " has a UTC offset, but " + typeName(p)
                        + " is a local date-time (not adjusted to UTC): give it without an offset");
            }
            instant = odt.toInstant();
            value = instant;
        }
        if (instant.getNano() % nanosPer(unit) != 0) {
            throw new BadValue(path, quote(v) + " is more precise than " + unit);
        }
        if (p.physicalType() == Type.INT64) {
            ValueConversions.toTimestamp(instant, unit, path);
        }
        return value;
    }

    private static long nanosPer(TimeUnit unit) {
        return switch (unit) {
            case MILLIS -> 1_000_000L;
            case MICROS -> 1_000L;
            case NANOS -> 1L;
        };
    }

    private static String typeName(PrimitiveType p) {
        String logical = Types.logical(p.logicalType());
        if (logical != null) {
            return logical;
        }
        if (p.convertedType() != null) {
            return p.convertedType().toString();
        }
        return p.physicalType() == Type.FIXED_LEN_BYTE_ARRAY ? "FIXED_LEN_BYTE_ARRAY(" + p.typeLength() + ")" : p.physicalType().toString();
    }

    private static String quote(Object v) {
        String s = v instanceof BigDecimal d ? d.toString() : String.valueOf(v);
        return "'" + (s.length() > 60 ? s.substring(0, 57) + "..." : s) + "'";
    }

    private static String describe(Object v) {
        if (v == null) {
            return "null";
        } else if (v instanceof Map) {
            return "an object";
        } else if (v instanceof List) {
            return "an array";
        } else if (v instanceof Number) {
            return "the number " + v;
        } else if (v instanceof Boolean) {
            return v.toString();
        }
        return "the string " + quote(v);
    }
}
