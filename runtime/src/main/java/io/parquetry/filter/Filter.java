package io.parquetry.filter;

import java.util.List;

/**
 * A predicate over a file's rows. Build one from {@link Column}s ({@code price.gt(x).and(side.eq("BUY"))})
 * or by path ({@code Filter.eq("venue.city", "Zurich")}). Readers apply it cheapest first:
 * row group statistics, then dictionaries, then bloom filters skip whole row groups; the rows
 * that remain are tested one by one, so results are exact.
 *
 * <p>Semantics are two-valued: a comparison with a null value (or NaN) is false, and
 * {@link #not} is exact negation, so {@code not(eq(v))} equals {@code notEq(v)} and matches nulls.
 * Filter columns must be unrepeated (not inside a list or map); a column the file lacks is null
 * in every row.
 */
public sealed interface Filter {
    /** Comparison operators. */
    enum Op { EQ, NOT_EQ, LT, LT_EQ, GT, GT_EQ }

    /** {@code column op value}. */
    record Compare(Column<?> column, Op op, Object value) implements Filter {}

    /** {@code column in values}, or not in when {@code negated}. */
    record In(Column<?> column, List<Object> values, boolean negated) implements Filter {}

    /** {@code column is null}, or is not null when {@code negated}. */
    record IsNull(Column<?> column, boolean negated) implements Filter {}

    /** {@code column} starts with {@code prefix}, or does not when {@code negated}. */
    record StartsWith(Column<?> column, String prefix, boolean negated) implements Filter {}

    record And(List<Filter> filters) implements Filter {}

    record Or(List<Filter> filters) implements Filter {}

    record Not(Filter filter) implements Filter {}

    /** Rows both filters match. */
    default Filter and(Filter other) {
        return and(this, other);
    }

    /** Rows either filter matches. */
    default Filter or(Filter other) {
        return or(this, other);
    }

    /** Rows this filter does not match. */
    default Filter negate() {
        return not(this);
    }

    static Filter and(Filter... filters) {
        return new And(List.of(filters));
    }

    static Filter or(Filter... filters) {
        return new Or(List.of(filters));
    }

    static Filter not(Filter filter) {
        return new Not(filter);
    }

    static Filter eq(String path, Object value) {
        return Columns.column(path).eq(value);
    }

    static Filter notEq(String path, Object value) {
        return Columns.column(path).notEq(value);
    }

    static Filter lt(String path, Object value) {
        return Columns.column(path).lt(value);
    }

    static Filter ltEq(String path, Object value) {
        return Columns.column(path).ltEq(value);
    }

    static Filter gt(String path, Object value) {
        return Columns.column(path).gt(value);
    }

    static Filter gtEq(String path, Object value) {
        return Columns.column(path).gtEq(value);
    }

    static Filter in(String path, Object... values) {
        return Columns.column(path).in(values);
    }

    static Filter notIn(String path, Object... values) {
        return Columns.column(path).notIn(values);
    }

    static Filter isNull(String path) {
        return Columns.column(path).isNull();
    }

    static Filter isNotNull(String path) {
        return Columns.column(path).isNotNull();
    }

    static Filter startsWith(String path, String prefix) {
        return Columns.column(path).startsWith(prefix);
    }
}
