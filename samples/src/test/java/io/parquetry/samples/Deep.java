package io.parquetry.samples;

import static org.junit.jupiter.api.Assertions.fail;

import java.lang.reflect.Array;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Deep equality for records holding arrays (whose own equals is identity), with the path of the first difference. */
final class Deep {
    private Deep() {}

    static <T> void assertListEquals(List<T> expected, List<T> actual) {
        if (expected.size() != actual.size()) {
            fail("expected " + expected.size() + " records, got " + actual.size());
        }
        for (int i = 0; i < expected.size(); i++) {
            String diff = difference(expected.get(i), actual.get(i), "record " + i);
            if (diff != null) {
                fail(diff + "\n expected record: " + expected.get(i) + "\n actual record:   " + actual.get(i));
            }
        }
    }

    static String difference(Object e, Object a, String path) {
        if (e == null || a == null) {
            return e == a ? null : path + ": expected " + e + " but was " + a;
        }
        if (e.getClass().isArray()) {
            if (!a.getClass().isArray() || Array.getLength(e) != Array.getLength(a)) {
                return path + ": arrays differ in type or length";
            }
            for (int i = 0; i < Array.getLength(e); i++) {
                String d = difference(Array.get(e, i), Array.get(a, i), path + "[" + i + "]");
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (e.getClass().isRecord()) {
            if (e.getClass() != a.getClass()) {
                return path + ": class " + a.getClass() + " instead of " + e.getClass();
            }
            for (RecordComponent c : e.getClass().getRecordComponents()) {
                try {
                    c.getAccessor().setAccessible(true);
                    String d = difference(c.getAccessor().invoke(e), c.getAccessor().invoke(a), path + "." + c.getName());
                    if (d != null) {
                        return d;
                    }
                } catch (ReflectiveOperationException ex) {
                    throw new AssertionError(ex);
                }
            }
            return null;
        }
        if (e instanceof Map<?, ?> em) {
            if (!(a instanceof Map<?, ?> am) || em.size() != am.size()) {
                return path + ": maps differ in size: " + e + " vs " + a;
            }
            for (Map.Entry<?, ?> entry : em.entrySet()) {
                if (!am.containsKey(entry.getKey())) {
                    return path + ": key " + entry.getKey() + " missing";
                }
                String d = difference(entry.getValue(), am.get(entry.getKey()), path + "[" + entry.getKey() + "]");
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (e instanceof Collection<?> ec) {
            if (!(a instanceof Collection<?> ac) || ec.size() != ac.size()) {
                return path + ": collections differ in size: " + e + " vs " + a;
            }
            Iterator<?> ai = ac.iterator();
            int i = 0;
            for (Object x : ec) {
                String d = difference(x, ai.next(), path + "[" + i++ + "]");
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (e instanceof java.util.Optional<?> eo && a instanceof java.util.Optional<?> ao) {
            return difference(eo.orElse(null), ao.orElse(null), path + ".get");
        }
        if (e instanceof Double ed && a instanceof Double ad) {
            return Double.compare(ed, ad) == 0 ? null : path + ": expected " + e + " but was " + a;
        }
        if (e instanceof Float ef && a instanceof Float af) {
            return Float.compare(ef, af) == 0 ? null : path + ": expected " + e + " but was " + a;
        }
        return e.equals(a) ? null : path + ": expected " + e + " (" + e.getClass().getSimpleName() + ") but was " + a
                + " (" + a.getClass().getSimpleName() + ")";
    }
}
