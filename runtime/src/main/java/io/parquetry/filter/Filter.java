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
    enum Op {
        /** Equal. */
        EQ,
        /** Not equal, or null. */
        NOT_EQ,
        /** Less than. */
        LT,
        /** Less than or equal. */
        LT_EQ,
        /** Greater than. */
        GT,
        /** Greater than or equal. */
        GT_EQ
    }

    /**
     * {@code column op value}.
     *
     * @param column the column compared
     * @param op the operator
     * @param value the value compared with, never null
     */
    record Compare(Column<?> column, Op op, Object value) implements Filter {}

    /**
     * {@code column in values}, or not in when {@code negated}.
     *
     * @param column the column tested
     * @param values the values, none null
     * @param negated whether the filter matches the rows whose value is null or none of the values
     */
    record In(Column<?> column, List<Object> values, boolean negated) implements Filter {}

    /**
     * {@code column is null}, or is not null when {@code negated}.
     *
     * @param column the column tested
     * @param negated whether the filter matches the non-null values instead
     */
    record IsNull(Column<?> column, boolean negated) implements Filter {}

    /**
     * {@code column} starts with {@code prefix}, or does not when {@code negated}.
     *
     * @param column the string column tested
     * @param prefix the prefix
     * @param negated whether the filter matches the rows whose value is null or does not start with the prefix
     */
    record StartsWith(Column<?> column, String prefix, boolean negated) implements Filter {}

    /**
     * Rows every filter matches.
     *
     * @param filters the filters, all of which must match
     */
    record And(List<Filter> filters) implements Filter {}

    /**
     * Rows at least one filter matches.
     *
     * @param filters the filters, one of which must match
     */
    record Or(List<Filter> filters) implements Filter {}

    /**
     * Rows a filter does not match (exact negation: nulls included).
     *
     * @param filter the filter negated
     */
    record Not(Filter filter) implements Filter {}

    /**
     * Rows both filters match.
     *
     * @param other the other filter
     * @return the conjunction
     */
    default Filter and(Filter other) {
        return and(this, other);
    }

    /**
     * Rows either filter matches.
     *
     * @param other the other filter
     * @return the disjunction
     */
    default Filter or(Filter other) {
        return or(this, other);
    }

    /** {@return a filter of the rows this filter does not match} */
    default Filter negate() {
        return not(this);
    }

    /**
     * Rows every filter matches.
     *
     * @param filters the filters
     * @return the conjunction
     */
    static Filter and(Filter... filters) {
        return new And(List.of(filters));
    }

    /**
     * Rows at least one filter matches.
     *
     * @param filters the filters
     * @return the disjunction
     */
    static Filter or(Filter... filters) {
        return new Or(List.of(filters));
    }

    /**
     * Rows {@code filter} does not match, nulls included.
     *
     * @param filter the filter to negate
     * @return the negation
     */
    static Filter not(Filter filter) {
        return new Not(filter);
    }

    /**
     * Rows whose value at {@code path} equals {@code value}; see {@link Column#eq}.
     *
     * @param path the column's dotted path
     * @param value the value to compare with, never null
     * @return the filter
     */
    static Filter eq(String path, Object value) {
        return Columns.column(path).eq(value);
    }

    /**
     * Rows whose value at {@code path} is null or differs from {@code value}; see {@link Column#notEq}.
     *
     * @param path the column's dotted path
     * @param value the value to compare with, never null
     * @return the filter
     */
    static Filter notEq(String path, Object value) {
        return Columns.column(path).notEq(value);
    }

    /**
     * Rows whose value at {@code path} is less than {@code value}; see {@link Column#lt}.
     *
     * @param path the column's dotted path
     * @param value the value to compare with, never null
     * @return the filter
     */
    static Filter lt(String path, Object value) {
        return Columns.column(path).lt(value);
    }

    /**
     * Rows whose value at {@code path} is less than or equal to {@code value}; see {@link Column#ltEq}.
     *
     * @param path the column's dotted path
     * @param value the value to compare with, never null
     * @return the filter
     */
    static Filter ltEq(String path, Object value) {
        return Columns.column(path).ltEq(value);
    }

    /**
     * Rows whose value at {@code path} is greater than {@code value}; see {@link Column#gt}.
     *
     * @param path the column's dotted path
     * @param value the value to compare with, never null
     * @return the filter
     */
    static Filter gt(String path, Object value) {
        return Columns.column(path).gt(value);
    }

    /**
     * Rows whose value at {@code path} is greater than or equal to {@code value}; see {@link Column#gtEq}.
     *
     * @param path the column's dotted path
     * @param value the value to compare with, never null
     * @return the filter
     */
    static Filter gtEq(String path, Object value) {
        return Columns.column(path).gtEq(value);
    }

    /**
     * Rows whose value at {@code path} is one of {@code values}.
     *
     * @param path the column's dotted path
     * @param values the values to match, none null
     * @return the filter
     */
    static Filter in(String path, Object... values) {
        return Columns.column(path).in(values);
    }

    /**
     * Rows whose value at {@code path} is null or none of {@code values}.
     *
     * @param path the column's dotted path
     * @param values the values not to match, none null
     * @return the filter
     */
    static Filter notIn(String path, Object... values) {
        return Columns.column(path).notIn(values);
    }

    /**
     * {@return a filter of the rows whose value at {@code path} is null}
     *
     * @param path the column's dotted path
     */
    static Filter isNull(String path) {
        return Columns.column(path).isNull();
    }

    /**
     * {@return a filter of the rows whose value at {@code path} is not null}
     *
     * @param path the column's dotted path
     */
    static Filter isNotNull(String path) {
        return Columns.column(path).isNotNull();
    }

    /**
     * Rows whose string value at {@code path} starts with {@code prefix}.
     *
     * @param path the column's dotted path
     * @param prefix the prefix, never null
     * @return the filter
     */
    static Filter startsWith(String path, String prefix) {
        return Columns.column(path).startsWith(prefix);
    }
}
