package io.parquetry.testing;

import io.parquetry.row.Row;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The first place where two values differ: a column path ({@code venue.city}, {@code tags[2]},
 * {@code attrs{"k"}}) and the two values there.
 */
record Difference(String path, Object expected, Object actual, String detail) {

    String describe() {
        return detail != null ? detail : "expected <" + expected + "> but was <" + actual + ">";
    }

    /** The first difference of {@code actual} from {@code expected}, depth first, or none. */
    static Optional<Difference> first(Object expected, Object actual, String path) {
        if (expected == actual) {
            return Optional.empty();
        }
        if (expected == null || actual == null) {
            return at(path, expected, actual);
        }
        if (expected instanceof Row e && actual instanceof Row a) {
            return rows(e, a, path);
        }
        if (expected instanceof Record && expected.getClass() == actual.getClass()) {
            return records((Record) expected, (Record) actual, path);
        }
        if (expected instanceof List<?> e && actual instanceof List<?> a) {
            return lists(e, a, path);
        }
        if (expected instanceof Map<?, ?> e && actual instanceof Map<?, ?> a) {
            return maps(e, a, path);
        }
        if (expected instanceof BigDecimal e && actual instanceof BigDecimal a) {
            return e.compareTo(a) == 0 ? Optional.empty() : at(path, expected, actual);
        }
        if (expected.getClass().isArray() && actual.getClass().isArray()) {
            return Objects.deepEquals(expected, actual) ? Optional.empty()
                    : Optional.of(new Difference(path, expected, actual,
                            "expected <" + arrayText(expected) + "> but was <" + arrayText(actual) + ">"));
        }
        return expected.equals(actual) ? Optional.empty() : at(path, expected, actual);
    }

    private static Optional<Difference> at(String path, Object expected, Object actual) {
        return Optional.of(new Difference(path, expected, actual, null));
    }

    private static Optional<Difference> rows(Row expected, Row actual, String path) {
        if (expected.size() != actual.size()) {
            return Optional.of(new Difference(path, expected, actual,
                    "expected " + expected.size() + " fields but was " + actual.size()));
        }
        for (int i = 0; i < expected.size(); i++) {
            String name = expected.fieldName(i);
            if (!name.equals(actual.fieldName(i))) {
                return Optional.of(new Difference(join(path, name), name, actual.fieldName(i),
                        "expected field <" + name + "> but was <" + actual.fieldName(i) + ">"));
            }
            Optional<Difference> d = first(expected.get(i), actual.get(i), join(path, name));
            if (d.isPresent()) {
                return d;
            }
        }
        return Optional.empty();
    }

    private static Optional<Difference> records(Record expected, Record actual, String path) {
        for (RecordComponent c : expected.getClass().getRecordComponents()) {
            Optional<Difference> d = first(value(c, expected), value(c, actual), join(path, c.getName()));
            if (d.isPresent()) {
                return d;
            }
        }
        return Optional.empty();
    }

    private static Object value(RecordComponent c, Record r) {
        try {
            c.getAccessor().setAccessible(true); // a record declared in a test class is often not public
            return c.getAccessor().invoke(r);
        } catch (IllegalAccessException | InvocationTargetException | RuntimeException e) {
            throw new IllegalStateException("cannot read record component " + c.getName() + " of "
                    + r.getClass().getName() + ": " + e, e);
        }
    }

    private static Optional<Difference> lists(List<?> expected, List<?> actual, String path) {
        int common = Math.min(expected.size(), actual.size());
        for (int i = 0; i < common; i++) {
            Optional<Difference> d = first(expected.get(i), actual.get(i), path + "[" + i + "]");
            if (d.isPresent()) {
                return d;
            }
        }
        if (expected.size() != actual.size()) {
            return Optional.of(new Difference(path, expected, actual,
                    "expected " + expected.size() + " elements but was " + actual.size() + ": " + actual));
        }
        return Optional.empty();
    }

    private static Optional<Difference> maps(Map<?, ?> expected, Map<?, ?> actual, String path) {
        for (Map.Entry<?, ?> e : expected.entrySet()) {
            String at = path + "{" + keyText(e.getKey()) + "}";
            if (!actual.containsKey(e.getKey())) {
                return Optional.of(new Difference(at, e.getValue(), null, "expected key " + keyText(e.getKey()) + " is missing"));
            }
            Optional<Difference> d = first(e.getValue(), actual.get(e.getKey()), at);
            if (d.isPresent()) {
                return d;
            }
        }
        Iterator<?> extra = actual.keySet().stream().filter(k -> !expected.containsKey(k)).iterator();
        if (extra.hasNext()) {
            Object k = extra.next();
            return Optional.of(new Difference(path + "{" + keyText(k) + "}", null, actual.get(k),
                    "unexpected key " + keyText(k)));
        }
        return Optional.empty();
    }

    private static String keyText(Object key) {
        return key instanceof CharSequence ? "\"" + key + "\"" : String.valueOf(key);
    }

    private static String arrayText(Object array) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < Array.getLength(array); i++) {
            b.append(i == 0 ? "" : ", ").append(Array.get(array, i));
        }
        return b.append(']').toString();
    }

    private static String join(String path, String name) {
        return path.isEmpty() ? name : path + "." + name;
    }
}
