package io.parquetry.cli;

import io.parquetry.row.Row;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * Row values as JSON: numbers as numbers (NaN and infinities as strings), binary as base64,
 * dates, times, timestamps and UUIDs as their ISO text, lists as arrays, groups and maps as
 * objects (map keys as their text).
 */
final class Json {
    private Json() {}

    static String value(Object v) {
        StringBuilder sb = new StringBuilder();
        append(sb, v);
        return sb.toString();
    }

    static void append(StringBuilder sb, Object v) {
        if (v == null) {
            sb.append("null");
        } else if (v instanceof Boolean || v instanceof Integer || v instanceof Long || v instanceof Short
                || v instanceof Byte || v instanceof BigInteger) {
            sb.append(v);
        } else if (v instanceof BigDecimal d) {
            sb.append(d.toPlainString());
        } else if (v instanceof Float f) {
            number(sb, f.doubleValue(), Float.toString(f));
        } else if (v instanceof Double d) {
            number(sb, d, Double.toString(d));
        } else if (v instanceof byte[] b) {
            string(sb, Base64.getEncoder().encodeToString(b));
        } else if (v instanceof Row r) {
            sb.append('{');
            for (int i = 0; i < r.size(); i++) {
                if (i > 0) {
                    sb.append(',');
                }
                string(sb, r.fieldName(i));
                sb.append(':');
                append(sb, r.get(i));
            }
            sb.append('}');
        } else if (v instanceof List<?> l) {
            sb.append('[');
            for (int i = 0; i < l.size(); i++) {
                if (i > 0) {
                    sb.append(',');
                }
                append(sb, l.get(i));
            }
            sb.append(']');
        } else if (v instanceof Map<?, ?> m) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!first) {
                    sb.append(',');
                }
                first = false;
                string(sb, text(e.getKey()));
                sb.append(':');
                append(sb, e.getValue());
            }
            sb.append('}');
        } else {
            string(sb, v.toString());
        }
    }

    /** A scalar's text as CSV and table cells show it (nested values as JSON). */
    static String text(Object v) {
        if (v == null) {
            return "";
        } else if (v instanceof String s) {
            return s;
        } else if (v instanceof byte[] b) {
            return Base64.getEncoder().encodeToString(b);
        } else if (v instanceof Row || v instanceof List || v instanceof Map) {
            return value(v);
        } else if (v instanceof BigDecimal d) {
            return d.toPlainString();
        }
        return v.toString();
    }

    private static void number(StringBuilder sb, double d, String text) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            string(sb, text);
        } else {
            sb.append(text);
        }
    }

    static void string(StringBuilder sb, String s) {
        io.parquetry.base.JsonStrings.append(sb, s);
    }

    static String string(String s) {
        StringBuilder sb = new StringBuilder();
        string(sb, s);
        return sb.toString();
    }
}
