package io.parquetry.spi;

import io.parquetry.schema.MessageType;

/**
 * Maps objects of one type to the leaf columns of a Parquet schema and back. Generated
 * {@code <Record>Parquet} classes implement it with compile-time constant levels; {@link io.parquetry.row.Row}
 * has a schema-driven implementation. The column arrays are in the order of
 * {@code schema().columns()}.
 *
 * @param <T> the mapped type
 */
public interface RecordMapper<T> {
    /** {@return the Parquet schema objects are written with} */
    MessageType schema();

    /**
     * Shreds one record into the column writers (one or more entries per column).
     *
     * @param record the record
     * @param columns one sink per leaf column, in {@code schema().columns()} order
     */
    void write(T record, ColumnSink[] columns);

    /**
     * Assembles one record from the column readers, each positioned at the first entry of the
     * record, and leaves each positioned at the first entry of the next record.
     *
     * @param columns one source per leaf column, in {@code schema().columns()} order
     * @return the record
     */
    T read(ColumnSource[] columns);

    /**
     * Assembles the next {@code count} records at once into {@code out[0, count)}, for a record
     * type whose every field is one leaf column without repetition: the columns' values are taken
     * a run at a time ({@link ColumnSource#takeLongs} and the others) into {@code buffers}, then
     * the records are built from those arrays, which saves most of the per-value cursor work of
     * {@link #read}. The reader calls it only where every column has {@code count} records left
     * in its current page, and reads one record at a time when it returns 0.
     *
     * <p>When building record {@code k} fails, {@code out[0, k)} hold the records before it (and
     * the rest of {@code out} is as it was) and the exception propagates; the columns have then
     * moved past all {@code count} records.
     *
     * <p>This default returns 0: no runs, every record through {@link #read}. Generated mappers of
     * flat records (at most 64 fields, each one leaf column: a primitive, string, enum, time or
     * similar value, an {@code Optional} of one, or a value read through a converter) implement it.
     *
     * @param columns one source per leaf column, in {@code schema().columns()} order, each at
     *     the first entry of the run
     * @param buffers the reader's arrays for the run's values
     * @param out receives the records
     * @param count how many records to read, at most {@link RunBuffers#MAX_RUN}
     * @return {@code count}, or 0 (nothing moved) when the columns do not allow runs (see
     *     {@link ColumnSource#runReady}) or this mapper reads none
     */
    default int readRun(ColumnSource[] columns, RunBuffers buffers, Object[] out, int count) {
        return 0;
    }

    /**
     * Value encodings chosen for some leaf columns, keyed by dotted column path (generated
     * mappers return the {@code @ParquetEncoding} choices of their fields). Options given to
     * {@link io.parquetry.ParquetWriter.Builder#encoding} override these. Empty by default: every column uses
     * the writer's default encodings.
     *
     * @return the encodings by dotted column path
     */
    default java.util.Map<String, io.parquetry.base.Encoding> columnEncodings() {
        return java.util.Map.of();
    }

    /**
     * Bloom filters wanted on some leaf columns, keyed by dotted column path (generated mappers
     * return the {@code @BloomFilter} choices of their fields). Options given to
     * {@link io.parquetry.ParquetWriter.Builder#bloomFilter} override these. A path that names no leaf column,
     * or a BOOLEAN column, makes {@link io.parquetry.ParquetWriter.Builder#build()} fail with a
     * {@link io.parquetry.base.ParquetException}. Empty by default: no column gets a bloom filter.
     *
     * @return the bloom filter options by dotted column path
     */
    default java.util.Map<String, BloomFilterOptions> columnBloomFilters() {
        return java.util.Map.of();
    }

    /**
     * Values for leaf columns a file may lack, keyed by dotted column path as in
     * {@code schema().columns()} (generated mappers return the {@code @ParquetDefault} values of
     * their fields). When a file has no column for such a leaf, every entry where the leaf's parent
     * is present reads as this value instead of as absent (a required leaf without a default
     * fails at open instead). A default never replaces a value or a null the file has.
     *
     * <p>Values are PHYSICAL values of the expected column: {@code Boolean} for BOOLEAN,
     * {@code Integer} for INT32 (including 8/16-bit and unsigned ints as their bit pattern, dates
     * as days since the epoch, decimals as unscaled values), {@code Long} for INT64, {@code Float}
     * for FLOAT, {@code Double} for DOUBLE, {@code String} (written as UTF-8) or {@code byte[]} for
     * BYTE_ARRAY (strings and enum names), and a {@code byte[]} of the column's length for
     * FIXED_LEN_BYTE_ARRAY. A value of another type, or a path that names no leaf column, makes
     * opening a reader fail with a {@link io.parquetry.base.ParquetException}. Empty by default.
     *
     * @return the default physical values by dotted column path
     */
    default java.util.Map<String, Object> columnDefaults() {
        return java.util.Map.of();
    }

    /**
     * The engines that must read the files this mapper writes (generated mappers return their
     * record's {@code @ParquetTarget}, its package's or the build's {@code -Aparquetry.target}).
     * Writers refuse at {@link io.parquetry.ParquetWriter.Builder#build()} the codecs and encodings these
     * engines cannot read, unless {@link io.parquetry.ParquetWriter.Builder#target} says otherwise. Empty by
     * default.
     *
     * @return the engines
     */
    default java.util.Set<io.parquetry.annotation.Engine> targets() {
        return java.util.Set.of();
    }
}
