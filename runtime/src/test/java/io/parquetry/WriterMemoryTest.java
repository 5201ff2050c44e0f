package io.parquetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.parquetry.file.WriterMemory;
import io.parquetry.row.Row;
import io.parquetry.schema.MessageType;
import io.parquetry.schema.MessageTypeParser;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writers keep their buffered row groups within a share of the heap: with the default 128 MiB
 * row groups, a JVM of 128 MiB still writes hundreds of MB (the row groups close early).
 */
class WriterMemoryTest {
    static final MessageType SCHEMA = MessageTypeParser.parse(
            "message m { required int64 id; required double v; required binary s (STRING); }");
    static final int ROWS = 3_000_000;

    @TempDir
    Path dir;

    @Test
    void defaultRowGroupsFitA128MiBHeap() throws Exception {
        Path file = dir.resolve("big.parquet");
        String out = Forked.run("128m", Main.class, 300, file.toString());
        Matcher m = Pattern.compile("WROTE rows=(\\d+) maxHeap=(\\d+)").matcher(out);
        assertTrue(m.find(), out);
        assertTrue(Long.parseLong(m.group(2)) <= 128L << 20, out);

        try (ParquetFile f = ParquetFile.open(file)) {
            assertEquals(ROWS, f.rowCount());
            assertTrue(Footers.rowGroups(f).size() > 1, "row groups closed early: " + Footers.rowGroups(f).size());
            try (ParquetReader<Row> rows = f.rows()) {
                long i = 0;
                for (Row r : rows) {
                    if (i % 99_991 == 0) {
                        assertEquals(row(i), r);
                    }
                    i++;
                }
                assertEquals(ROWS, i);
            }
        }
    }

    @Test
    void aWritersShareShrinksWithTheOpenWriters() {
        long alone = WriterMemory.limit(Long.MAX_VALUE);
        WriterMemory.opened();
        WriterMemory.opened();
        try {
            long three = WriterMemory.limit(Long.MAX_VALUE); // the two above and perhaps others of this JVM
            assertTrue(three < alone, three + " vs " + alone);
            assertEquals(1000, WriterMemory.limit(1000), "a smaller row group size wins");
        } finally {
            WriterMemory.closed();
            WriterMemory.closed();
        }
        assertEquals(alone, WriterMemory.limit(Long.MAX_VALUE));
    }

    static Row row(long i) {
        // strings that do not compress away, so the buffered row group is as large as the data
        String s = Long.toHexString(i * 0x9E3779B97F4A7C15L) + "-" + Long.toHexString(~i * 0xC2B2AE3D27D4EB4FL)
                + "-" + Long.toString(i, 36);
        return Row.of(SCHEMA, i, i / 7.0, s);
    }

    /** Writes {@link #ROWS} rows with the default options. */
    public static final class Main {
        public static void main(String[] args) {
            try (ParquetWriter<Row> w = ParquetFile.writer(SCHEMA, Path.of(args[0])).build()) {
                for (long i = 0; i < ROWS; i++) {
                    w.write(row(i));
                }
            }
            System.out.println("WROTE rows=" + ROWS + " maxHeap=" + Runtime.getRuntime().maxMemory());
        }
    }
}
