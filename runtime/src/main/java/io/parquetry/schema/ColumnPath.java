package io.parquetry.schema;

import io.parquetry.base.ParquetException;
import java.util.Arrays;
import java.util.List;

/** The path of field names from the root to a column, printed dotted ({@code a.b.c}). */
public final class ColumnPath {
    private final String[] parts;
    private final int hash;

    private ColumnPath(String[] parts) {
        this.parts = parts;
        this.hash = Arrays.hashCode(parts);
    }

    /**
     * The path made of {@code names}, outermost first.
     *
     * @param names the field names, outermost first
     * @return the path
     */
    public static ColumnPath of(String... names) {
        if (names == null || names.length == 0) {
            throw new ParquetException("a column path needs at least one name");
        }
        String[] copy = names.clone();
        for (String n : copy) {
            if (n == null) {
                throw new ParquetException("a column path holds a null name: " + Arrays.toString(names));
            }
        }
        return new ColumnPath(copy);
    }

    /**
     * The path made of {@code names}, outermost first.
     *
     * @param names the field names, outermost first
     * @return the path
     */
    public static ColumnPath of(List<String> names) {
        return of(names.toArray(new String[0]));
    }

    /**
     * Splits {@code dotted} at every '.'; use {@link #of(String...)} when names contain dots.
     *
     * @param dotted the names joined with '.'
     * @return the path
     */
    public static ColumnPath parse(String dotted) {
        return of(dotted.split("\\.", -1));
    }

    /** {@return the number of names} */
    public int size() {
        return parts.length;
    }

    /**
     * The name at {@code index} (0 is the top-level field).
     *
     * @param index the position, from 0
     * @return the name at {@code index}
     */
    public String get(int index) {
        return parts[index];
    }

    /** {@return the last name: the column's own field name} */
    public String leaf() {
        return parts[parts.length - 1];
    }

    /** {@return the names, outermost first (an unmodifiable list)} */
    public List<String> parts() {
        return List.of(parts);
    }

    /** {@return a copy of the names, outermost first} */
    public String[] toArray() {
        return parts.clone();
    }

    /**
     * The path with {@code name} appended.
     *
     * @param name the field name
     * @return this path extended with {@code name}
     */
    public ColumnPath child(String name) {
        String[] p = Arrays.copyOf(parts, parts.length + 1);
        p[parts.length] = name;
        return of(p);
    }

    /** {@return the names joined with '.'} */
    public String toDotString() {
        return String.join(".", parts);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ColumnPath c && hash == c.hash && Arrays.equals(parts, c.parts);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return toDotString();
    }
}
