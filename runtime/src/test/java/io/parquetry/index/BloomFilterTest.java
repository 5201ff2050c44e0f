package io.parquetry.index;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.Footers;
import io.parquetry.ParquetFile;
import io.parquetry.ParquetReader;
import io.parquetry.base.ParquetException;
import io.parquetry.format.BloomFilterHeader;
import io.parquetry.format.ThriftReader;
import io.parquetry.row.Row;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class BloomFilterTest {
    private static Path corpus(String name) {
        return io.parquetry.TestCorpus.data(name);
    }

    @Test
    void sizingFollowsTheSpecFormula() {
        // 1% at one million values: about 1.2 MB by BloomFilter.md, so the next power of two is 2 MiB
        assertEquals(2 << 20, BloomFilter.optimalNumBytes(1_000_000, 0.01, BloomFilter.MAX_BYTES));
        assertEquals(1 << 20, BloomFilter.optimalNumBytes(1_000_000, 0.01, 1 << 20));
        assertEquals(32, BloomFilter.optimalNumBytes(0, 0.01, 1 << 20));
        assertEquals(32, BloomFilter.optimalNumBytes(1, 0.01, 1 << 20));
        // 100,000 values at 1%: 9.59 bits each -> 119,8xx bytes -> 128 KiB
        assertEquals(128 << 10, BloomFilter.optimalNumBytes(100_000, 0.01, 1 << 20));
        assertThrows(ParquetException.class, () -> BloomFilter.optimalNumBytes(10, 0, 1 << 20));
        assertThrows(ParquetException.class, () -> BloomFilter.optimalNumBytes(10, 1, 1 << 20));
        assertThrows(ParquetException.class, () -> BloomFilter.optimalNumBytes(-1, 0.1, 1 << 20));
        assertThrows(ParquetException.class, () -> BloomFilter.ofSize(48));
    }

    @Test
    void noFalseNegativesAndFalsePositiveRateWithinFpp() {
        for (double fpp : new double[] {0.01, 0.05}) {
            BloomFilter f = BloomFilter.forValues(100_000, fpp, BloomFilter.DEFAULT_MAX_BYTES);
            for (long i = 0; i < 100_000; i++) {
                f.put(i * 7919);
            }
            for (long i = 0; i < 100_000; i++) {
                assertTrue(f.mightContain(i * 7919), "false negative for " + i * 7919);
            }
            int hits = 0;
            for (long i = 0; i < 100_000; i++) {
                if (f.mightContain(i * 7919 + 1)) {
                    hits++;
                }
            }
            double rate = hits / 100_000.0;
            // power-of-two rounding makes filters larger than needed; allow 25% slack above fpp
            assertTrue(rate <= fpp * 1.25, "false-positive rate " + rate + " above " + fpp);
            assertTrue(hits > 0, "a filter this full must give some false positives");
        }
    }

    @Test
    void everyValueKindIsFound() {
        BloomFilter f = BloomFilter.ofSize(1024);
        f.put(42);
        f.put(42L << 33);
        f.put(1.5f);
        f.put(-2.25d);
        f.put("héllo");
        f.put(new byte[] {1, 2, 3});
        assertTrue(f.mightContain(42));
        assertTrue(f.mightContain(42L << 33));
        assertTrue(f.mightContain(1.5f));
        assertTrue(f.mightContain(-2.25d));
        assertTrue(f.mightContain("héllo"));
        assertTrue(f.mightContain("héllo".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertTrue(f.mightContain(new byte[] {1, 2, 3}));
        // an int and a long of the same number hash different PLAIN bytes
        assertEquals(BloomFilter.hash(42), XxHash64.hash(new byte[] {42, 0, 0, 0}));
    }

    @Test
    void bitsetRoundTrips() {
        BloomFilter f = BloomFilter.ofSize(256);
        for (int i = 0; i < 50; i++) {
            f.put("v" + i);
        }
        byte[] bits = f.toBitset();
        BloomFilter g = BloomFilter.fromBitset(bits, 0, bits.length);
        assertArrayEquals(bits, g.toBitset());
        for (int i = 0; i < 50; i++) {
            assertTrue(g.mightContain("v" + i));
        }
    }

    @Test
    void corpusBitsetHoldsItsValues() throws Exception {
        byte[] file = Files.readAllBytes(corpus("bloom_filter.xxhash.bin"));
        ThriftReader r = new ThriftReader(file, 0, file.length);
        BloomFilterHeader h = r.readBloomFilterHeader();
        assertEquals(file.length - r.position(), h.numBytes());
        BloomFilter f = BloomFilter.fromBitset(file, r.position(), h.numBytes());
        // the corpus file holds four strings: exactly 4 x 8 bits are set
        int bits = 0;
        for (byte b : f.toBitset()) {
            bits += Integer.bitCount(b & 0xFF);
        }
        assertEquals(32, bits);
        for (String v : new String[] {"hello", "parquet", "bloom", "filter"}) {
            assertTrue(f.mightContain(v), v);
        }
        int found = 0;
        for (int i = 0; i < 1000; i++) {
            if (f.mightContain("b" + i)) {
                found++;
            }
        }
        assertTrue(found < 20, found + " of 1000 absent values hit a filter of 4 values");
    }

    @Test
    void corpusParquetBloomFilterHoldsEveryValueOfItsColumn() {
        for (String name : new String[] {"data_index_bloom_encoding_stats.parquet",
            "data_index_bloom_encoding_with_length.parquet"}) {
            try (ParquetFile file = ParquetFile.open(corpus(name))) {
                String column = file.schema().columns().get(0).path().toDotString();
                List<String> values = new ArrayList<>();
                try (ParquetReader<Row> rows = file.rows()) {
                    for (Row row : rows) {
                        Object v = row.get(0);
                        if (v != null) {
                            values.add(v.toString());
                        }
                    }
                }
                assertFalse(values.isEmpty());
                BloomFilter f = Footers.bloomFilter(file, 0, column);
                assertNotNull(f, name);
                for (String v : values) {
                    assertTrue(f.mightContain(v), name + ": " + v);
                }
                int hits = 0;
                for (int i = 0; i < 1000; i++) {
                    if (f.mightContain("absent value " + i)) {
                        hits++;
                    }
                }
                assertTrue(hits < 50, name + ": " + hits + " of 1000 absent values hit");
            }
        }
    }
}
