package io.parquetry.spi;

import io.parquetry.base.ParquetException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes and reads the collections of leaf values that generated mappers would otherwise spell
 * out: a standard three-level LIST of one leaf column, and a MAP of a key column and a value
 * column. A mapper's size is what its users' compilations pay for (the processor's output is
 * parsed and compiled on every build); a call here replaces a dozen generated lines.
 *
 * <p>Levels are those of the Parquet schema: {@code def} is the definition level at which the
 * collection is present (non-null), so a null one is written one level below it and an empty one
 * at it; {@code rep} is the repetition level of the collection's first entry and
 * {@code repLevel} that of the entries after it. Errors name the field ({@code field}, its path
 * in the schema). Stateless; the sinks and sources are the calling thread's.
 */
public final class LeafCollections {
    private LeafCollections() {}

    /**
     * Writes {@code list} as a LIST of leaf values into {@code sink}.
     *
     * @param sink the element column
     * @param list the collection, or null
     * @param rep the repetition level of its first entry
     * @param def the definition level of a present list
     * @param elementDef the definition level of a present element: {@code def + 1} when elements
     *     are required (a null one is an error), {@code def + 2} when they are optional
     * @param repLevel the repetition level of the elements after the first
     * @param nullable whether the list may be null (else null is an error)
     * @param kind the Java type of the elements
     * @param field the list's path, for errors
     * @throws ParquetException for a null where the schema requires a value
     */
    public static void writeList(ColumnSink sink, Collection<?> list, int rep, int def, int elementDef, int repLevel,
                                 boolean nullable, LeafKind kind, String field) {
        if (list == null) {
            if (!nullable) {
                throw required(field);
            }
            sink.writeNull(rep, def - 1);
        } else if (list.isEmpty()) {
            sink.writeNull(rep, def);
        } else {
            boolean optionalElements = elementDef > def + 1;
            int r = rep;
            for (Object e : list) {
                writePart(sink, kind, e, r, elementDef, optionalElements, field, ".list.element");
                r = repLevel;
            }
        }
    }

    /**
     * Writes {@code map} as a MAP of leaf keys and values into {@code keys} and {@code values}.
     *
     * @param keys the key column
     * @param values the value column
     * @param map the map, or null
     * @param rep the repetition level of its first entry
     * @param def the definition level of a present map
     * @param valueDef the definition level of a present value: {@code def + 1} when values are
     *     required (a null one is an error), {@code def + 2} when they are optional
     * @param repLevel the repetition level of the entries after the first
     * @param nullable whether the map may be null (else null is an error)
     * @param keyKind the Java type of the keys (never null: Parquet's keys are required)
     * @param valueKind the Java type of the values
     * @param field the map's path, for errors
     * @throws ParquetException for a null where the schema requires a value
     */
    public static void writeMap(ColumnSink keys, ColumnSink values, Map<?, ?> map, int rep, int def, int valueDef,
                                int repLevel, boolean nullable, LeafKind keyKind, LeafKind valueKind, String field) {
        if (map == null) {
            if (!nullable) {
                throw required(field);
            }
            keys.writeNull(rep, def - 1);
            values.writeNull(rep, def - 1);
        } else if (map.isEmpty()) {
            keys.writeNull(rep, def);
            values.writeNull(rep, def);
        } else {
            boolean optionalValues = valueDef > def + 1;
            int r = rep;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                Object k = e.getKey();
                Object v = e.getValue();
                if (k == null) {
                    throw required(field + ".key_value.key");
                }
                keyKind.write(keys, k, r, def + 1);
                writePart(values, valueKind, v, r, valueDef, optionalValues, field, ".key_value.value");
                r = repLevel;
            }
        }
    }

    /**
     * Reads a LIST of leaf values written as {@link #writeList} describes, from the current entry
     * of {@code source} on, into a new {@link ArrayList}.
     *
     * @param <T> the element type, that of {@code kind}
     * @param source the element column
     * @param def the definition level of a present list
     * @param elementDef the definition level of a present element ({@code def + 1} or {@code def + 2})
     * @param repLevel the repetition level of the elements after the first
     * @param nullable whether the list may be absent (else absence is an error)
     * @param kind the Java type of the elements
     * @param field the list's path, for errors
     * @return the list, or null when absent
     * @throws ParquetException when a required list is absent
     */
    @SuppressWarnings("unchecked")
    public static <T> List<T> readList(ColumnSource source, int def, int elementDef, int repLevel, boolean nullable,
                                       LeafKind kind, String field) {
        if (source.def() < def) {
            if (!nullable) {
                throw missing(field, source);
            }
            source.next();
            return null;
        }
        if (source.def() <= def) {
            source.next(); // empty
            return new ArrayList<>();
        }
        ArrayList<Object> list = new ArrayList<>(source.listSize(repLevel));
        boolean optionalElements = elementDef > def + 1;
        do {
            list.add(optionalElements && source.takeNull(elementDef) ? null : kind.take(source));
        } while (source.rep() == repLevel);
        return (List<T>) list;
    }

    /**
     * Reads a MAP of leaf keys and values written as {@link #writeMap} describes, from the current
     * entries of {@code keys} and {@code values} on, into a new {@link LinkedHashMap} (in the
     * file's order).
     *
     * @param <K> the key type, that of {@code keyKind}
     * @param <V> the value type, that of {@code valueKind}
     * @param keys the key column
     * @param values the value column
     * @param def the definition level of a present map
     * @param valueDef the definition level of a present value ({@code def + 1} or {@code def + 2})
     * @param repLevel the repetition level of the entries after the first
     * @param nullable whether the map may be absent (else absence is an error)
     * @param keyKind the Java type of the keys
     * @param valueKind the Java type of the values
     * @param field the map's path, for errors
     * @return the map, or null when absent
     * @throws ParquetException when a required map is absent
     */
    @SuppressWarnings("unchecked")
    public static <K, V> Map<K, V> readMap(ColumnSource keys, ColumnSource values, int def, int valueDef, int repLevel,
                                           boolean nullable, LeafKind keyKind, LeafKind valueKind, String field) {
        if (keys.def() < def) {
            if (!nullable) {
                throw missing(field, keys);
            }
            keys.next();
            values.next();
            return null;
        }
        if (keys.def() <= def) {
            keys.next(); // empty
            values.next();
            return (Map<K, V>) new LinkedHashMap<>();
        }
        // sized from the entries in the page, so that it neither grows nor gets the default 16 slots for a few
        LinkedHashMap<Object, Object> map = new LinkedHashMap<>(capacityFor(keys.listSize(repLevel)));
        boolean optionalValues = valueDef > def + 1;
        do {
            Object k = keyKind.take(keys);
            map.put(k, optionalValues && values.takeNull(valueDef) ? null : valueKind.take(values));
        } while (keys.rep() == repLevel);
        return (Map<K, V>) map;
    }

    /** The initial capacity of a hash map that takes {@code entries} entries without growing. */
    private static int capacityFor(int entries) {
        return (int) Math.ceil(entries / 0.75);
    }

    /**
     * Writes one element or map value {@code v}: present at {@code def}, null one level below it
     * when the part is optional, else an error naming {@code field + part}.
     */
    private static void writePart(ColumnSink sink, LeafKind kind, Object v, int r, int def, boolean optional,
                                  String field, String part) {
        if (v != null) {
            kind.write(sink, v, r, def);
        } else if (optional) {
            sink.writeNull(r, def - 1);
        } else {
            throw required(field + part);
        }
    }

    private static ParquetException required(String field) {
        return new ParquetException("field " + field + " is required (not-null) but the value is null");
    }

    private static ParquetException missing(String field, ColumnSource source) {
        return new ParquetException("field " + field + " is required but missing in column " + source.column().path());
    }
}
