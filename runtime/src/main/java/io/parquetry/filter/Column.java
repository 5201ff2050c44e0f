package io.parquetry.filter;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * A column to filter on: a dotted path to a leaf column and the Java type of its values (as
 * {@link io.parquetry.row.Row} holds them: {@code Long}, {@code String}, {@code BigDecimal},
 * {@code LocalDate}, {@code Instant}, ...). Generated {@code <Record>Parquet} classes and callers
 * create them through {@link Columns}; the predicates below build {@link Filter}s.
 *
 * @param <T> the Java type of the values
 */
public final class Column<T> {
    private final String path;
    private final Class<T> type;
    private final int scale;
    /** What a filter compares for a value: the value itself, or (enums) its name. */
    private final java.util.function.Function<? super T, ?> literal;

    Column(String path, Class<T> type, int scale) {
        this(path, type, scale, v -> v);
    }

    Column(String path, Class<T> type, int scale, java.util.function.Function<? super T, ?> literal) {
        this.path = Objects.requireNonNull(path, "path");
        this.type = Objects.requireNonNull(type, "type");
        this.scale = scale;
        this.literal = literal;
    }

    /** {@return the dotted path of the leaf column} */
    public String path() {
        return path;
    }

    /** {@return the Java type of the values} */
    public Class<T> type() {
        return type;
    }

    /** {@return the decimal scale the column must have, or -1 when any scale (or no decimal) is fine} */
    public int scale() {
        return scale;
    }

    /**
     * Rows whose value equals {@code value} (never null: use {@link #isNull()}).
     *
     * @param value the value to compare with, never null
     * @return the filter
     * @throws IllegalArgumentException if {@code value} is null
     */
    public Filter eq(T value) {
        return new Filter.Compare(this, Filter.Op.EQ, check(value));
    }

    /**
     * Rows whose value is null or differs from {@code value}: the exact negation of {@link #eq}.
     *
     * @param value the value to compare with, never null
     * @return the filter
     * @throws IllegalArgumentException if {@code value} is null
     */
    public Filter notEq(T value) {
        return new Filter.Compare(this, Filter.Op.NOT_EQ, check(value));
    }

    /**
     * Rows whose value is less than {@code value}; a null value never matches.
     *
     * @param value the value to compare with, never null (use {@link #isNull()})
     * @return the filter
     * @throws IllegalArgumentException if {@code value} is null
     */
    public Filter lt(T value) {
        return new Filter.Compare(this, Filter.Op.LT, check(value));
    }

    /**
     * Rows whose value is less than or equal to {@code value}; a null value never matches.
     *
     * @param value the value to compare with, never null (use {@link #isNull()})
     * @return the filter
     * @throws IllegalArgumentException if {@code value} is null
     */
    public Filter ltEq(T value) {
        return new Filter.Compare(this, Filter.Op.LT_EQ, check(value));
    }

    /**
     * Rows whose value is greater than {@code value}; a null value never matches.
     *
     * @param value the value to compare with, never null (use {@link #isNull()})
     * @return the filter
     * @throws IllegalArgumentException if {@code value} is null
     */
    public Filter gt(T value) {
        return new Filter.Compare(this, Filter.Op.GT, check(value));
    }

    /**
     * Rows whose value is greater than or equal to {@code value}; a null value never matches.
     *
     * @param value the value to compare with, never null (use {@link #isNull()})
     * @return the filter
     * @throws IllegalArgumentException if {@code value} is null
     */
    public Filter gtEq(T value) {
        return new Filter.Compare(this, Filter.Op.GT_EQ, check(value));
    }

    /**
     * Rows whose value is one of {@code values}.
     *
     * @param values the values to match, none of them null
     * @return the filter
     * @throws IllegalArgumentException if a value is null
     */
    @SafeVarargs
    public final Filter in(T... values) {
        return in(Arrays.asList(values));
    }

    /**
     * Rows whose value is one of {@code values}.
     *
     * @param values the values to match, none of them null
     * @return the filter
     * @throws IllegalArgumentException if a value is null
     */
    public Filter in(Collection<? extends T> values) {
        return new Filter.In(this, checkAll(values), false);
    }

    /**
     * Rows whose value is null or none of {@code values}: the exact negation of {@link #in}.
     *
     * @param values the values not to match, none of them null
     * @return the filter
     * @throws IllegalArgumentException if a value is null
     */
    @SafeVarargs
    public final Filter notIn(T... values) {
        return notIn(Arrays.asList(values));
    }

    /**
     * Rows whose value is null or none of {@code values}: the exact negation of {@link #in}.
     *
     * @param values the values not to match, none of them null
     * @return the filter
     * @throws IllegalArgumentException if a value is null
     */
    public Filter notIn(Collection<? extends T> values) {
        return new Filter.In(this, checkAll(values), true);
    }

    /** {@return a filter of the rows whose value is null} */
    public Filter isNull() {
        return new Filter.IsNull(this, false);
    }

    /** {@return a filter of the rows whose value is not null} */
    public Filter isNotNull() {
        return new Filter.IsNull(this, true);
    }

    /**
     * Rows whose string (UTF-8) value starts with {@code prefix}.
     *
     * @param prefix the prefix, never null
     * @return the filter
     */
    public Filter startsWith(String prefix) {
        return new Filter.StartsWith(this, Objects.requireNonNull(prefix, "prefix"), false);
    }

    private Object check(T value) {
        if (value == null) {
            throw new IllegalArgumentException("column " + path + ": compare with null through isNull()/isNotNull()");
        }
        if (!type.isInstance(value)) {
            throw new IllegalArgumentException("column " + path + ": " + value.getClass().getName() + " is not a " + type.getName());
        }
        return literal.apply(value);
    }

    private List<Object> checkAll(Collection<? extends T> values) {
        return values.stream().map(this::check).toList();
    }

    @Override
    public String toString() {
        return path;
    }
}
