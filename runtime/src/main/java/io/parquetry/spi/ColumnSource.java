package io.parquetry.spi;

import io.parquetry.schema.ColumnDescriptor;

/**
 * A cursor over the entries of one leaf column that a {@link RecordMapper} reads records from.
 * Each entry has a repetition level ({@link #rep()}: 0 starts a record) and a definition level
 * ({@link #def()}: the column's maximum when the entry holds a value). The {@code get} methods
 * read the current value without moving; the {@code take} methods read it and move to the next
 * entry (for required values, where no level check is needed). The runtime's column readers
 * implement it; generated mappers see nothing else of them.
 *
 * <p>Not thread-safe: a source belongs to the thread reading the records.
 */
public interface ColumnSource {
    /** {@return the column this source reads (its path, type and maximum levels)} */
    ColumnDescriptor column();

    /** {@return whether there is a current entry} */
    boolean hasNext();

    /**
     * Repetition level of the current entry; 0 past the end (which reads as a record boundary).
     *
     * @return the repetition level
     */
    int rep();

    /**
     * Definition level of the current entry.
     *
     * @return the definition level
     */
    int def();

    /** {@return whether the current entry holds a value (its definition level is the column's maximum)} */
    boolean isDefined();

    /** Moves to the next entry. */
    void next();

    /**
     * {@return the current BOOLEAN value}
     */
    boolean getBoolean();

    /**
     * {@return the current INT32 value}
     */
    int getInt();

    /**
     * {@return the current INT64 value}
     */
    long getLong();

    /**
     * {@return the current FLOAT value}
     */
    float getFloat();

    /**
     * {@return the current DOUBLE value}
     */
    double getDouble();

    /** {@return the current BYTE_ARRAY / FIXED_LEN_BYTE_ARRAY / INT96 value as a new array} */
    byte[] getBinary();

    /** {@return the current value decoded as UTF-8} */
    String getString();

    /**
     * {@link #getBoolean()} of the current entry, which must hold a value, then {@link #next()}.
     *
     * @return the value
     */
    boolean takeBoolean();

    /**
     * {@link #getInt()} of the current entry, which must hold a value, then {@link #next()}.
     *
     * @return the value
     */
    int takeInt();

    /**
     * {@link #getLong()} of the current entry, which must hold a value, then {@link #next()}.
     *
     * @return the value
     */
    long takeLong();

    /**
     * {@link #getFloat()} of the current entry, which must hold a value, then {@link #next()}.
     *
     * @return the value
     */
    float takeFloat();

    /**
     * {@link #getDouble()} of the current entry, which must hold a value, then {@link #next()}.
     *
     * @return the value
     */
    double takeDouble();

    /**
     * {@link #getBinary()} of the current entry, which must hold a value, then {@link #next()}.
     *
     * @return the value, as a new array
     */
    byte[] takeBinary();

    /**
     * {@link #getString()} of the current entry, which must hold a value, then {@link #next()}.
     *
     * @return the value
     */
    String takeString();

    /**
     * How many elements the list that starts at the current entry has, as far as this source can
     * tell without moving (a column reader counts those in its current page): a size hint for the
     * collection that receives them, never a limit. This default knows nothing and says 10, an
     * {@link java.util.ArrayList}'s default capacity.
     *
     * @param repetitionLevel the repetition level of the list's elements after the first
     * @return the expected number of elements (0 or more)
     */
    default int listSize(int repetitionLevel) {
        return 10;
    }

    /**
     * Moves past the current entry when it is null below definition level {@code present}: the
     * one check a generated mapper makes before it takes an optional value
     * ({@code c.takeNull(2) ? null : c.takeString()}).
     *
     * @param present the definition level at which the entry holds the value
     * @return true (having moved on) when the entry holds no value; false (without moving) when it does
     */
    default boolean takeNull(int present) {
        if (def() < present) {
            next();
            return true;
        }
        return false;
    }

    // ---- runs: many records' entries at once ------------------------------------------------

    /**
     * Whether the run takes ({@link #takeLongs} and the others) serve this source as array
     * copies: it has no repetition (every entry is a record) and its entries hold a value exactly
     * at definition level {@code present} (0 for a required field). A generated mapper reads a
     * run of records only when every column of its record says yes; the run takes are correct
     * either way, entry by entry. This default says no.
     *
     * @param present the definition level at which the field's entries hold a value
     * @return whether run takes of this source are fast
     */
    default boolean runReady(int present) {
        return false;
    }

    /**
     * Whether every source is {@link #runReady} for its field: {@code sources[i]} for values at
     * definition level {@code presents[i]}.
     *
     * @param sources the sources of a record's columns
     * @param presents the level at which each column's entries hold a value
     * @return whether all of them are run ready
     */
    static boolean allRunReady(ColumnSource[] sources, int[] presents) {
        for (int i = 0; i < presents.length; i++) {
            if (!sources[i].runReady(presents[i])) {
                return false;
            }
        }
        return true;
    }

    // Generated by io.parquetry.codegen.RunTakesGenerator from codegen/src/main/resources/io/parquetry/codegen/ColumnSourceRunTake.java.template; do not edit

    /**
     * Takes the next {@code count} entries, each one record's value of a field without
     * repetition, into {@code into[0, count)}: {@link #takeBoolean()} {@code count} times for a
     * required field ({@code nulls} null); for an optional one {@code nulls[k]} is set to
     * {@link #takeNull takeNull(present)} of entry {@code k}, whose {@code into[k]} is then
     * left as it was. See {@link #runReady}.
     *
     * @param into receives the values
     * @param nulls receives which entries are null, or null for a required field
     * @param present the definition level at which an entry holds the value
     * @param count how many entries
     */
    default void takeBooleans(boolean[] into, boolean[] nulls, int present, int count) {
        for (int k = 0; k < count; k++) {
            if (nulls == null || !(nulls[k] = takeNull(present))) {
                into[k] = takeBoolean();
            }
        }
    }

    /**
     * Takes the next {@code count} entries, each one record's value of a field without
     * repetition, into {@code into[0, count)}: {@link #takeInt()} {@code count} times for a
     * required field ({@code nulls} null); for an optional one {@code nulls[k]} is set to
     * {@link #takeNull takeNull(present)} of entry {@code k}, whose {@code into[k]} is then
     * left as it was. See {@link #runReady}.
     *
     * @param into receives the values
     * @param nulls receives which entries are null, or null for a required field
     * @param present the definition level at which an entry holds the value
     * @param count how many entries
     */
    default void takeInts(int[] into, boolean[] nulls, int present, int count) {
        for (int k = 0; k < count; k++) {
            if (nulls == null || !(nulls[k] = takeNull(present))) {
                into[k] = takeInt();
            }
        }
    }

    /**
     * Takes the next {@code count} entries, each one record's value of a field without
     * repetition, into {@code into[0, count)}: {@link #takeLong()} {@code count} times for a
     * required field ({@code nulls} null); for an optional one {@code nulls[k]} is set to
     * {@link #takeNull takeNull(present)} of entry {@code k}, whose {@code into[k]} is then
     * left as it was. See {@link #runReady}.
     *
     * @param into receives the values
     * @param nulls receives which entries are null, or null for a required field
     * @param present the definition level at which an entry holds the value
     * @param count how many entries
     */
    default void takeLongs(long[] into, boolean[] nulls, int present, int count) {
        for (int k = 0; k < count; k++) {
            if (nulls == null || !(nulls[k] = takeNull(present))) {
                into[k] = takeLong();
            }
        }
    }

    /**
     * Takes the next {@code count} entries, each one record's value of a field without
     * repetition, into {@code into[0, count)}: {@link #takeFloat()} {@code count} times for a
     * required field ({@code nulls} null); for an optional one {@code nulls[k]} is set to
     * {@link #takeNull takeNull(present)} of entry {@code k}, whose {@code into[k]} is then
     * left as it was. See {@link #runReady}.
     *
     * @param into receives the values
     * @param nulls receives which entries are null, or null for a required field
     * @param present the definition level at which an entry holds the value
     * @param count how many entries
     */
    default void takeFloats(float[] into, boolean[] nulls, int present, int count) {
        for (int k = 0; k < count; k++) {
            if (nulls == null || !(nulls[k] = takeNull(present))) {
                into[k] = takeFloat();
            }
        }
    }

    /**
     * Takes the next {@code count} entries, each one record's value of a field without
     * repetition, into {@code into[0, count)}: {@link #takeDouble()} {@code count} times for a
     * required field ({@code nulls} null); for an optional one {@code nulls[k]} is set to
     * {@link #takeNull takeNull(present)} of entry {@code k}, whose {@code into[k]} is then
     * left as it was. See {@link #runReady}.
     *
     * @param into receives the values
     * @param nulls receives which entries are null, or null for a required field
     * @param present the definition level at which an entry holds the value
     * @param count how many entries
     */
    default void takeDoubles(double[] into, boolean[] nulls, int present, int count) {
        for (int k = 0; k < count; k++) {
            if (nulls == null || !(nulls[k] = takeNull(present))) {
                into[k] = takeDouble();
            }
        }
    }

    /**
     * Takes the next {@code count} entries, each one record's value of a field without
     * repetition, into {@code into[0, count)}: {@link #takeBinary()} {@code count} times for a
     * required field ({@code nulls} null); for an optional one {@code nulls[k]} is set to
     * {@link #takeNull takeNull(present)} of entry {@code k}, whose {@code into[k]} is then
     * left as it was. See {@link #runReady}.
     *
     * @param into receives the values
     * @param nulls receives which entries are null, or null for a required field
     * @param present the definition level at which an entry holds the value
     * @param count how many entries
     */
    default void takeBinaries(byte[][] into, boolean[] nulls, int present, int count) {
        for (int k = 0; k < count; k++) {
            if (nulls == null || !(nulls[k] = takeNull(present))) {
                into[k] = takeBinary();
            }
        }
    }

    /**
     * Takes the next {@code count} entries, each one record's value of a field without
     * repetition, into {@code into[0, count)}: {@link #takeString()} {@code count} times for a
     * required field ({@code nulls} null); for an optional one {@code nulls[k]} is set to
     * {@link #takeNull takeNull(present)} of entry {@code k}, whose {@code into[k]} is then
     * left as it was. See {@link #runReady}.
     *
     * @param into receives the values
     * @param nulls receives which entries are null, or null for a required field
     * @param present the definition level at which an entry holds the value
     * @param count how many entries
     */
    default void takeStrings(String[] into, boolean[] nulls, int present, int count) {
        for (int k = 0; k < count; k++) {
            if (nulls == null || !(nulls[k] = takeNull(present))) {
                into[k] = takeString();
            }
        }
    }
    // End of generated code

    /**
     * {@link #next()} on {@code count} consecutive sources: every column of a null or empty group.
     *
     * @param sources the sources of a record's columns
     * @param first the index of the first column
     * @param count how many columns
     */
    static void skip(ColumnSource[] sources, int first, int count) {
        for (int i = first; i < first + count; i++) {
            sources[i].next();
        }
    }
}
