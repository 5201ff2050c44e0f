package io.parquetry.column;

import io.parquetry.base.Type;
import io.parquetry.index.BloomFilter;

/**
 * The {@link PageCollector} that adds every value of every page to the column's bloom filter (a
 * dictionary-encoded binary page: each distinct entry once). Not thread-safe (see
 * {@link PageCollector}).
 */
final class BloomFilterEntries implements PageCollector {
    private final BloomFilter filter;
    private final Type type;

    BloomFilterEntries(BloomFilter filter, Type type) {
        this.filter = filter;
        this.type = type;
    }

    @Override
    public void page(EncodedPage e) {
        PendingPage p = e.page;
        int n = p.valueCount;
        PageValueEncoder values = e.values;
        if (values.distinctKnown()) {
            // inserting a value twice changes nothing: the page's distinct entries are enough
            for (int k = 0, count = values.distinctCount(); k < count; k++) {
                filter.put(values.distinctEntry(k));
            }
            return;
        }
        switch (type) {
            case BOOLEAN -> { } // the writer does not offer bloom filters on BOOLEAN columns
            case INT32 -> {
                for (int i = 0; i < n; i++) {
                    filter.put(p.ints[i]);
                }
            }
            case INT64 -> {
                for (int i = 0; i < n; i++) {
                    filter.put(p.longs[i]);
                }
            }
            // a zero goes in with both signs: parquet-java's bloom filter check (Spark, Hive) hashes the
            // query's zero as given, so a chunk of -0.0s would be skipped for x = 0.0, which matches it
            case FLOAT -> {
                for (int i = 0; i < n; i++) {
                    float v = p.floats[i];
                    filter.put(v);
                    if (v == 0f) {
                        filter.put(-v);
                    }
                }
            }
            case DOUBLE -> {
                for (int i = 0; i < n; i++) {
                    double v = p.doubles[i];
                    filter.put(v);
                    if (v == 0d) {
                        filter.put(-v);
                    }
                }
            }
            default -> {
                for (int i = 0; i < n; i++) {
                    filter.put(BinaryValues.bytes(p.binaries[i]));
                }
            }
        }
    }
}
