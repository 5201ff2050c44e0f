package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.metadata.ColumnChunkMetadata;
import io.parquetry.metadata.RowGroupMetadata;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reads and writes far larger than the heap, in child JVMs: a file of 128 MiB row groups (a
 * column chunk larger than the whole heap) read at {@code -Xmx64m}, and 10 million rows written
 * with the default 128 MiB row groups at {@code -Xmx128m}. Each checks a checksum of every value.
 */
class SmallHeapTest {
    static final MessageType SCHEMA = MessageTypeParser.parse("""
            message m {
              required int64 id;
              required int64 a;
              optional double d;
              required binary s (STRING);
            }""");

    @TempDir
    Path dir;

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Row {@code i}: values that do not compress away (every 11th d null). */
    static Row row(long i) {
        long m = mix(i);
        Double d = i % 11 == 0 ? null : (m >>> 11) * 0x1.0p-53;
        String s = Long.toHexString(m) + Long.toHexString(mix(m));
        return Row.of(SCHEMA, i, m, d, s);
    }

    /** Folds one row's values into a checksum. */
    static long fold(long sum, Row r) {
        Object d = r.get("d");
        long h = (Long) r.get("id") * 31 + (Long) r.get("a");
        h = h * 31 + (d == null ? 7 : Double.hashCode((Double) d));
        h = h * 31 + r.get("s").hashCode();
        return sum * 1_000_003 + h;
    }

    @Test
    void a128MiBRowGroupFileReadsAt64MiB() throws Exception {
        Path file = dir.resolve("big_groups.parquet");
        long rows = 5_000_000;
        long expected = 0;
        try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, file).rowGroupSize(128L << 20).build()) {
            for (long i = 0; i < rows; i++) {
                Row r = row(i);
                expected = fold(expected, r);
                w.write(r);
            }
        }
        long largestChunk = 0;
        try (ParquetFile f = ParquetFile.open(file)) {
            assertTrue(f.metadata().rowGroups().size() >= 2, "row groups: " + f.metadata().rowGroups().size());
            for (RowGroupMetadata g : f.metadata().rowGroups()) {
                for (ColumnChunkMetadata c : g.columns()) {
                    largestChunk = Math.max(largestChunk, c.compressedSize());
                }
            }
            assertTrue(f.metadata().rowGroups().get(0).totalByteSize() > 100L << 20,
                    "a row group of " + f.metadata().rowGroups().get(0).totalByteSize() + " bytes");
        }
        assertTrue(largestChunk > 64L << 20, "a column chunk larger than the reader's heap: " + largestChunk);
        assertTrue(Files.size(file) > 200L << 20, Files.size(file) + " bytes");

        String out = Forked.run("64m", ReadMain.class, 300, file.toString());
        Matcher m = Pattern.compile("READ rows=(\\d+) sum=(-?\\d+) maxHeap=(\\d+)").matcher(out);
        assertTrue(m.find(), out);
        assertTrue(Long.parseLong(m.group(3)) <= 64L << 20, out);
        assertEquals(rows, Long.parseLong(m.group(1)), out);
        assertEquals(expected, Long.parseLong(m.group(2)), out);
    }

    @Test
    void tenMillionRowsWriteAt128MiBWithTheDefaultRowGroupSize() throws Exception {
        Path file = dir.resolve("ten_million.parquet");
        long rows = 10_000_000;
        String out = Forked.run("128m", WriteMain.class, 300, file.toString(), Long.toString(rows));
        Matcher m = Pattern.compile("WROTE rows=(\\d+) sum=(-?\\d+) maxHeap=(\\d+)").matcher(out);
        assertTrue(m.find(), out);
        assertTrue(Long.parseLong(m.group(3)) <= 128L << 20, out);
        assertTrue(Files.size(file) > 400L << 20, "row data far larger than the heap: " + Files.size(file) + " bytes");
        long sum = 0;
        long n = 0;
        try (ParquetFile f = ParquetFile.open(file); ParquetReader<Row> r = f.rows()) {
            assertTrue(f.metadata().rowGroups().size() > 1, "row groups closed early");
            for (Row row : r) {
                sum = fold(sum, row);
                n++;
            }
        }
        assertEquals(rows, n);
        assertEquals(Long.parseLong(m.group(2)), sum, "the values read back");
    }

    /** Reads every row of a file and prints their count and checksum. */
    public static final class ReadMain {
        public static void main(String[] args) {
            long rows = 0;
            long sum = 0;
            try (ParquetFile f = ParquetFile.open(Path.of(args[0])); ParquetReader<Row> r = f.rows()) {
                for (Row row : r) {
                    sum = fold(sum, row);
                    rows++;
                }
            }
            System.out.println("READ rows=" + rows + " sum=" + sum + " maxHeap=" + Runtime.getRuntime().maxMemory());
        }
    }

    /** Writes {@code args[1]} rows with the default options and prints their count and checksum. */
    public static final class WriteMain {
        public static void main(String[] args) {
            long rows = Long.parseLong(args[1]);
            long sum = 0;
            try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, Path.of(args[0])).build()) {
                for (long i = 0; i < rows; i++) {
                    Row r = row(i);
                    sum = fold(sum, r);
                    w.write(r);
                }
            }
            System.out.println("WROTE rows=" + rows + " sum=" + sum + " maxHeap=" + Runtime.getRuntime().maxMemory());
        }
    }
}
